import { Button, Group, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Can } from "../../auth/can";
import { NoAccess } from "../../components/NoAccess";
import { AddCategoryDialog } from "./AddCategoryDialog";
import { ExpenseDialog, type ExpenseDialogState } from "./ExpenseDialog";
import { ExpenseHistory } from "./ExpenseHistory";
import { ExpenseSummaryCards } from "./ExpenseSummaryCards";

/** Expense Management: the totals, the add and edit dialog and the history. */
export function ExpensesPage() {
  const [dialog, setDialog] = useState<ExpenseDialogState>(null);
  const [addingCategory, setAddingCategory] = useState(false);
  return (
    <Can permission="expenses.read" fallback={<NoAccess />}>
      <Stack gap="lg">
        <Group justify="flex-end" gap="sm">
          <Can permission="expenseCategories.manage">
            <Button variant="default" onClick={() => setAddingCategory(true)}>
              Add Category
            </Button>
          </Can>
          <Can permission="expenses.write">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ expense: null })}>
              Add Expense
            </Button>
          </Can>
        </Group>
        <ExpenseSummaryCards />
        <ExpenseHistory
          onAdd={() => setDialog({ expense: null })}
          onEdit={(expense) => setDialog({ expense })}
        />
        <ExpenseDialog state={dialog} onClose={() => setDialog(null)} />
        <AddCategoryDialog opened={addingCategory} onClose={() => setAddingCategory(false)} />
      </Stack>
    </Can>
  );
}
