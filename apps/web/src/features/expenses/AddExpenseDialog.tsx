import { expenseInput, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "@atithi/domain";
import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery } from "@tanstack/react-query";
import { fieldErrors } from "../../api/errors";
import { useSubmission } from "../../api/submission";
import { useTRPC } from "../../api/trpc";
import { DateField } from "../../components/DateFields";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { usePropertyToday } from "../rooms/use-property-today";
import { useRefreshExpenses } from "./use-refresh-expenses";

interface ExpenseFormValues {
  categoryId: string;
  amount: string;
  description: string;
  expenseDate: string;
  paymentMethod: PaymentMethod;
  receiptNumber: string;
  vendor: string;
  notes: string;
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

/** 'Add Expense'. The form mounts afresh with each opening, so it starts empty and dated today. */
export function AddExpenseDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={opened}
      onClose={onClose}
      title="Add Expense"
      size="lg"
    >
      <ExpenseForm onDone={onClose} />
    </Modal>
  );
}

function ExpenseForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshExpenses();
  const today = usePropertyToday();
  const categories = useQuery(trpc.expenseCategories.list.queryOptions());
  const form = useForm<ExpenseFormValues>({
    mode: "controlled",
    initialValues: {
      categoryId: "",
      amount: "",
      description: "",
      expenseDate: today,
      paymentMethod: "cash",
      receiptNumber: "",
      vendor: "",
      notes: "",
    },
    validate: schemaResolver(expenseInput, { sync: true }),
  });
  const submission = useSubmission();
  const create = useMutation(
    trpc.expenses.create.mutationOptions({
      onSuccess: () => {
        notifySuccess("Expense created successfully");
        void refresh();
        onDone();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyRequestError("Failed to create expense", error, "Failed to create expense");
      },
    }),
  );

  return (
    <form
      onSubmit={form.onSubmit((values) => submission.send(create, values))}
      noValidate
      aria-label="Add Expense"
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Category"
            withAsterisk
            data-autofocus
            placeholder={categories.isPending ? "Loading categories…" : "Select a category"}
            data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            searchable
            nothingFoundMessage="No category matches"
            {...form.getInputProps("categoryId")}
          />
          <TextInput
            label="Amount (₹)"
            withAsterisk
            inputMode="decimal"
            placeholder="0.00"
            {...form.getInputProps("amount")}
          />
          <DateField label="Date" withAsterisk {...form.getInputProps("expenseDate")} />
          <Select
            label="Payment Method"
            withAsterisk
            data={METHOD_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps("paymentMethod")}
          />
        </SimpleGrid>
        <TextInput label="Description" withAsterisk maxLength={500} {...form.getInputProps("description")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Receipt Number" maxLength={100} {...form.getInputProps("receiptNumber")} />
          <TextInput label="Vendor" maxLength={200} {...form.getInputProps("vendor")} />
        </SimpleGrid>
        <Textarea label="Notes" rows={2} maxLength={2000} {...form.getInputProps("notes")} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add Expense
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
