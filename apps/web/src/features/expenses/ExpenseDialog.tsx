import { expenseInput, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "@atithi/domain";
import { Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery } from "@tanstack/react-query";
import { fieldErrors } from "../../api/errors";
import { useSubmission } from "../../api/submission";
import { useTRPC } from "../../api/trpc";
import { DateField } from "../../components/DateFields";
import { type DirtyTracker, useDiscardGuard, useTrackDirty } from "../../components/DiscardGuard";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { useLastDefined } from "../../lib/use-last-defined";
import { FormButtons } from "../rooms/FormButtons";
import { usePropertyToday } from "../rooms/use-property-today";
import type { Expense } from "./expense-display";
import { useRefreshExpenses } from "./use-refresh-expenses";

/** Open to add an expense (`expense: null`) or to edit one; `null` when closed. */
export type ExpenseDialogState = { expense: Expense | null } | null;

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

export const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));

/** The form's values: empty and dated today for a new expense, the expense's own for an edit. */
function initialValues(expense: Expense | null, today: string): ExpenseFormValues {
  return {
    categoryId: expense?.categoryId ?? "",
    amount: expense?.amount ?? "",
    description: expense?.description ?? "",
    expenseDate: expense?.expenseDate ?? today,
    paymentMethod: (expense?.paymentMethod as PaymentMethod | undefined) ?? "cash",
    receiptNumber: expense?.receiptNumber ?? "",
    vendor: expense?.vendor ?? "",
    notes: expense?.notes ?? "",
  };
}

/**
 * 'Add Expense' / 'Edit Expense'. The form mounts afresh with each opening; it asks before unsaved
 * changes are lost. A saved edit of a posted expense corrects its voucher on the server.
 */
export function ExpenseDialog({ state, onClose }: { state: ExpenseDialogState; onClose: () => void }) {
  const shown = useLastDefined(state);
  const guard = useDiscardGuard(state !== null, onClose);
  const expense = shown?.expense ?? null;
  return (
    <>
      <Modal
        closeButtonProps={{ "aria-label": "Close dialog" }}
        title={expense ? "Edit Expense" : "Add Expense"}
        size="lg"
        {...guard.modalProps}
      >
        <ExpenseForm
          expense={expense}
          tracker={guard.tracker}
          onCancel={guard.requestClose}
          onDone={onClose}
        />
      </Modal>
      {guard.question}
    </>
  );
}

function ExpenseForm({
  expense,
  tracker,
  onCancel,
  onDone,
}: {
  expense: Expense | null;
  tracker: DirtyTracker;
  onCancel: () => void;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshExpenses();
  const today = usePropertyToday();
  const categories = useQuery(trpc.expenseCategories.list.queryOptions());
  const form = useForm<ExpenseFormValues>({
    mode: "controlled",
    initialValues: initialValues(expense, today),
    validate: schemaResolver(expenseInput, { sync: true }),
  });
  useTrackDirty(tracker, form.isDirty);
  const submission = useSubmission();
  const handlers = (success: string, failure: string) => ({
    onSuccess: () => {
      notifySuccess(success);
      void refresh();
      onDone();
    },
    onError: (error: unknown) => {
      form.setErrors(fieldErrors(error));
      notifyRequestError(failure, error, failure);
    },
  });
  const create = useMutation(
    trpc.expenses.create.mutationOptions(
      handlers("Expense created successfully", "Failed to create expense"),
    ),
  );
  const update = useMutation(
    trpc.expenses.update.mutationOptions(handlers("Expense updated", "Could not update the expense")),
  );

  function submit(values: ExpenseFormValues) {
    if (expense) submission.send(update, { id: expense.id, expense: values });
    else submission.send(create, values);
  }

  const label = expense ? "Edit Expense" : "Add Expense";
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={label}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Category"
            withAsterisk
            // A new expense starts from its category; an edit from its amount, the usual mistake (a
            // searchable select would also open its list on focus, over the form).
            data-autofocus={!expense || undefined}
            placeholder={categories.isPending ? "Loading categories…" : "Select a category"}
            data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            searchable
            nothingFoundMessage="No category matches"
            {...form.getInputProps("categoryId")}
          />
          <TextInput
            label="Amount (₹)"
            withAsterisk
            data-autofocus={expense ? true : undefined}
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
        <FormButtons
          submit={expense ? "Save Changes" : "Add Expense"}
          saving={create.isPending || update.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
