import { taxConfigInput } from "@atithi/domain";
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fieldErrors } from "../../api/errors";
import { type RouterOutputs, useTRPC } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { useCurrentUser } from "../../auth/current-user";
import { NoAccess } from "../../components/NoAccess";
import { QueryState } from "../../components/QueryState";
import { formatDateTime } from "../../lib/dates";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { FrontDeskSettings } from "./FrontDeskSettings";

type TaxConfig = RouterOutputs["settings"]["taxConfig"];

interface TaxFormValues {
  gstNumber: string;
  businessName: string;
  businessAddress: string;
  panNumber: string;
  enableGst: boolean;
}

const formValues = (config: TaxConfig): TaxFormValues => ({
  gstNumber: config.gstNumber ?? "",
  businessName: config.businessName ?? "",
  businessAddress: config.businessAddress ?? "",
  panNumber: config.panNumber ?? "",
  enableGst: config.enableGst,
});

/** Tax Settings: the registration printed on invoices and used by the GST report; administrators only. */
export function TaxSettingsPage() {
  const trpc = useTRPC();
  const me = useCurrentUser();
  const allowed = useCan("settings.manage");
  const config = useQuery(trpc.settings.taxConfig.queryOptions(undefined, { enabled: allowed }));
  if (!allowed) return <NoAccess />;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg" maw={760} component="section" aria-labelledby="tax-heading">
        <Title order={2} size="h4" id="tax-heading">
          GST registration
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Printed on invoices and used by the GST report. GST is added to invoices only while it is enabled.
        </Text>
        <QueryState query={config} what="tax settings">
          {(data) => <TaxSettingsForm config={data} timeZone={me.property.timeZone} />}
        </QueryState>
      </Paper>
      <FrontDeskSettings />
    </Stack>
  );
}

function TaxSettingsForm({ config, timeZone }: { config: TaxConfig; timeZone: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<TaxFormValues>({
    mode: "controlled",
    initialValues: formValues(config),
    validate: schemaResolver(taxConfigInput, { sync: true }),
  });
  const save = useMutation(
    trpc.settings.updateTaxConfig.mutationOptions({
      onSuccess: (saved) => {
        notifySuccess("Tax settings saved");
        queryClient.setQueryData(trpc.settings.taxConfig.queryKey(), saved);
        form.setValues(formValues(saved));
        form.resetDirty(formValues(saved));
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyRequestError("Failed to save tax settings", error);
      },
    }),
  );

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(taxConfigInput.parse(values)))} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="GSTIN"
            description="15 characters, e.g. 27AAPFU0939F1ZV"
            maxLength={15}
            autoComplete="off"
            styles={{ input: { textTransform: "uppercase" } }}
            {...form.getInputProps("gstNumber")}
          />
          <TextInput
            label="PAN"
            description="10 characters, e.g. AAPFU0939F"
            maxLength={10}
            autoComplete="off"
            styles={{ input: { textTransform: "uppercase" } }}
            {...form.getInputProps("panNumber")}
          />
        </SimpleGrid>
        <TextInput label="Business Name" {...form.getInputProps("businessName")} />
        <Textarea label="Business Address" minRows={3} {...form.getInputProps("businessAddress")} />
        <Switch
          label="Enable GST"
          description="Add GST to room invoices"
          {...form.getInputProps("enableGst", { type: "checkbox" })}
        />
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            Last updated {formatDateTime(config.updatedAt, timeZone)}
          </Text>
          <Button type="submit" loading={save.isPending}>
            Save Tax Settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
