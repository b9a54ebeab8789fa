import { roundInput } from "@atithi/domain";
import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { fieldErrors } from "../../api/errors";
import { useTRPC } from "../../api/trpc";
import { DateField } from "../../components/DateFields";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { usePropertyToday } from "../rooms/use-property-today";
import { useCapTableOptions, useRefreshCapTable } from "./use-cap-table-options";

interface RoundValues {
  roundNumber: string;
  roundName: string;
  shareClassId: string;
  targetAmount: string;
  valuation: string;
  roundDate: string;
  closingDate: string;
  description: string;
  terms: string;
}

/** Empty optional fields are sent as none. */
const toInput = (v: RoundValues) => ({
  ...v,
  targetAmount: v.targetAmount.trim() || null,
  closingDate: v.closingDate || null,
});
const resolve = schemaResolver(roundInput, { sync: true });

/** 'New Round': a round of a share class opened at a pre-money valuation. */
export function RoundFormDialog({
  opened,
  onClose,
  onNewClass,
}: {
  opened: boolean;
  onClose: () => void;
  /** Opens 'New Share Class', for those who may add one. */
  onNewClass?: () => void;
}) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={opened}
      onClose={onClose}
      title="New Fundraising Round"
      size="xl"
    >
      <RoundForm onDone={onClose} onNewClass={onNewClass} />
    </Modal>
  );
}

function RoundForm({ onDone, onNewClass }: { onDone: () => void; onNewClass?: () => void }) {
  const trpc = useTRPC();
  const options = useCapTableOptions(true);
  const refresh = useRefreshCapTable();
  const form = useForm<RoundValues>({
    mode: "controlled",
    initialValues: {
      roundNumber: "",
      roundName: "",
      shareClassId: "",
      targetAmount: "",
      valuation: "",
      roundDate: usePropertyToday(),
      closingDate: "",
      description: "",
      terms: "",
    },
    validate: (values) => resolve(toInput(values)),
  });
  const create = useMutation(
    trpc.investors.createRound.mutationOptions({
      onSuccess: () => {
        notifySuccess("Success", "Round created successfully");
        refresh();
        onDone();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyRequestError("Error", error, "Failed to create round");
      },
    }),
  );
  return (
    <form
      onSubmit={form.onSubmit((values) => create.mutate(toInput(values)))}
      noValidate
      aria-label="New Fundraising Round"
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Round Number"
            withAsterisk
            data-autofocus
            maxLength={50}
            placeholder="R1"
            {...form.getInputProps("roundNumber")}
          />
          <TextInput
            label="Round Name"
            withAsterisk
            maxLength={200}
            placeholder="Series A"
            {...form.getInputProps("roundName")}
          />
          <Stack gap={4}>
            <Select
              label="Share Class"
              withAsterisk
              data={options.classes}
              {...form.getInputProps("shareClassId")}
            />
            {onNewClass && (
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={onNewClass}
                style={{ alignSelf: "flex-start" }}
              >
                New share class
              </Button>
            )}
          </Stack>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Pre-money Valuation (₹)"
            withAsterisk
            inputMode="decimal"
            maxLength={16}
            {...form.getInputProps("valuation")}
          />
          <TextInput
            label="Target Amount (₹)"
            inputMode="decimal"
            maxLength={16}
            {...form.getInputProps("targetAmount")}
          />
          <DateField label="Round Date" withAsterisk {...form.getInputProps("roundDate")} />
          <DateField label="Closing Date" {...form.getInputProps("closingDate")} />
        </SimpleGrid>
        <Textarea label="Description" rows={2} maxLength={2000} {...form.getInputProps("description")} />
        <Textarea label="Terms" rows={2} maxLength={2000} {...form.getInputProps("terms")} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create Round
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
