import { shareIssueInput } from "@atithi/domain";
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { fieldErrors } from "../../api/errors";
import { useTRPC } from "../../api/trpc";
import { DateField } from "../../components/DateFields";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { usePropertyToday } from "../rooms/use-property-today";
import { useCapTableOptions, useRefreshCapTable } from "./use-cap-table-options";

interface IssueValues {
  investorId: string;
  shareClassId: string;
  sharesHeld: string;
  pricePerShare: string;
  effectiveDate: string;
}

/** An empty price is shares given for no money (the founders'). */
const toInput = (v: IssueValues) => ({ ...v, pricePerShare: v.pricePerShare.trim() || null });
const resolve = schemaResolver(shareIssueInput, { sync: true });

/** 'Issue Shares': shares outside a round, for no money or at a price (then posted to the books). */
export function IssueSharesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={opened}
      onClose={onClose}
      title="Issue Shares"
      size="lg"
    >
      <IssueSharesForm onDone={onClose} />
    </Modal>
  );
}

function IssueSharesForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const options = useCapTableOptions(true);
  const refresh = useRefreshCapTable();
  const form = useForm<IssueValues>({
    mode: "controlled",
    initialValues: {
      investorId: "",
      shareClassId: "",
      sharesHeld: "",
      pricePerShare: "",
      effectiveDate: usePropertyToday(),
    },
    validate: (values) => resolve(toInput(values)),
  });
  const issue = useMutation(
    trpc.investors.issueShares.mutationOptions({
      onSuccess: () => {
        notifySuccess("Success", "Shares issued successfully");
        refresh();
        onDone();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyRequestError("Error", error, "Failed to issue shares");
      },
    }),
  );
  return (
    <form
      onSubmit={form.onSubmit((values) => issue.mutate(toInput(values)))}
      noValidate
      aria-label="Issue Shares"
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Investor"
            withAsterisk
            searchable
            data-autofocus
            data={options.investors}
            nothingFoundMessage="No investor: add one on the Investors screen"
            {...form.getInputProps("investorId")}
          />
          <Select
            label="Share Class"
            withAsterisk
            data={options.classes}
            {...form.getInputProps("shareClassId")}
          />
          <TextInput
            label="Shares"
            withAsterisk
            inputMode="numeric"
            maxLength={16}
            {...form.getInputProps("sharesHeld")}
          />
          <TextInput
            label="Price per Share (₹)"
            description="Empty for shares given for no money"
            inputMode="decimal"
            maxLength={16}
            {...form.getInputProps("pricePerShare")}
          />
          <DateField label="Effective Date" withAsterisk {...form.getInputProps("effectiveDate")} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={issue.isPending}>
            Issue Shares
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
