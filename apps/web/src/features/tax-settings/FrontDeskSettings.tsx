import { frontDeskSettingsInput } from "@atithi/domain";
import { Button, Group, NumberInput, Paper, Text, Title } from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { fieldErrors } from "../../api/errors";
import { useTRPC } from "../../api/trpc";
import { QueryState } from "../../components/QueryState";
import { notifyRequestError, notifySuccess } from "../../lib/notify";

/**
 * The front desk's policies, administrators only: the largest discount given without a manager's
 * approval, and the arrival day's time from which a guest who has not come may be marked a no-show.
 */
export function FrontDeskSettings() {
  const headingId = useId();
  const trpc = useTRPC();
  const settings = useQuery(trpc.settings.frontDesk.queryOptions());
  return (
    <Paper withBorder radius="md" p="lg" maw={760} component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        Front desk
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        A discount above this limit, or a complimentary stay, entered by the front desk waits for a manager's
        approval; until then the stay is priced in full. Managers and administrators apply any discount
        directly. A guest who has not arrived can be marked a no-show from the cut-off time of the arrival
        day, so the room is not given away while they may still come.
      </Text>
      <QueryState query={settings} what="front desk settings">
        {(data) => <SettingsForm saved={data} />}
      </QueryState>
    </Paper>
  );
}

interface Saved {
  maxDiscountWithoutApproval: number;
  noShowCutoff: string;
}

function SettingsForm({ saved }: { saved: Saved }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm({
    mode: "controlled",
    initialValues: {
      maxDiscountWithoutApproval: saved.maxDiscountWithoutApproval as number | string,
      noShowCutoff: saved.noShowCutoff,
    },
    validate: schemaResolver(frontDeskSettingsInput, { sync: true }),
    transformValues: (values) => ({
      ...values,
      maxDiscountWithoutApproval: Number(values.maxDiscountWithoutApproval),
    }),
  });
  const save = useMutation(
    trpc.settings.updateFrontDesk.mutationOptions({
      onSuccess: (after) => {
        notifySuccess("Front desk settings saved");
        form.resetDirty({
          maxDiscountWithoutApproval: after.maxDiscountWithoutApproval,
          noShowCutoff: after.noShowCutoff,
        });
        void queryClient.invalidateQueries(trpc.settings.frontDesk.pathFilter());
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyRequestError("Failed to save the front desk settings", error);
      },
    }),
  );
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Group align="flex-start">
        <NumberInput
          label="Largest discount without approval (%)"
          min={0}
          max={100}
          allowDecimal={false}
          w={280}
          {...form.getInputProps("maxDiscountWithoutApproval")}
        />
        <TimeInput
          label="No-show cut-off on the arrival day"
          w={240}
          {...form.getInputProps("noShowCutoff")}
        />
      </Group>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
          Save
        </Button>
      </Group>
    </form>
  );
}
