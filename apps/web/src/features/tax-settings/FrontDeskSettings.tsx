import { frontDeskSettingsInput } from "@atithi/domain";
import { Button, Group, NumberInput, Paper, Text, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { fieldErrors } from "../../api/errors";
import { useTRPC } from "../../api/trpc";
import { QueryState } from "../../components/QueryState";
import { notifyRequestError, notifySuccess } from "../../lib/notify";

/** The largest discount the front desk gives without a manager's approval; administrators only. */
export function FrontDeskSettings() {
  const headingId = useId();
  const trpc = useTRPC();
  const settings = useQuery(trpc.settings.frontDesk.queryOptions());
  return (
    <Paper withBorder radius="md" p="lg" maw={760} component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        Discount approvals
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        A discount above this limit, or a complimentary stay, entered by the front desk waits for a manager's
        approval; until then the stay is priced in full. Managers and administrators apply any discount
        directly.
      </Text>
      <QueryState query={settings} what="front desk settings">
        {(data) => <LimitForm limit={data.maxDiscountWithoutApproval} />}
      </QueryState>
    </Paper>
  );
}

function LimitForm({ limit }: { limit: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm({
    mode: "controlled",
    initialValues: { maxDiscountWithoutApproval: limit as number | string },
    validate: schemaResolver(frontDeskSettingsInput, { sync: true }),
  });
  const save = useMutation(
    trpc.settings.updateFrontDesk.mutationOptions({
      onSuccess: (saved) => {
        notifySuccess("Discount limit saved");
        form.resetDirty({ maxDiscountWithoutApproval: saved.maxDiscountWithoutApproval });
        void queryClient.invalidateQueries(trpc.settings.frontDesk.pathFilter());
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyRequestError("Failed to save the discount limit", error);
      },
    }),
  );
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate({ maxDiscountWithoutApproval: Number(values.maxDiscountWithoutApproval) }),
      )}
    >
      <Group align="flex-end">
        <NumberInput
          label="Largest discount without approval (%)"
          min={0}
          max={100}
          allowDecimal={false}
          w={280}
          {...form.getInputProps("maxDiscountWithoutApproval")}
        />
        <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
          Save
        </Button>
      </Group>
    </form>
  );
}
