import { can } from "@atithi/domain";
import { Alert, Button, Group, Stack } from "@mantine/core";
import { IconLock, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useCurrentUser } from "../../auth/current-user";
import { AddCategoryDialog } from "./AddCategoryDialog";
import { AddExpenseDialog } from "./AddExpenseDialog";
import { ExpenseHistory } from "./ExpenseHistory";
import { ExpenseSummaryCards } from "./ExpenseSummaryCards";

/** Expense Management: the totals, the Add Expense dialog and the history. */
export function ExpensesPage() {
  const { role } = useCurrentUser();
  const [adding, setAdding] = useState(false);
  const [addingCategory, setAddingCategory] = useState(false);
  if (!can(role, "expenses.read")) {
    return (
      <Alert color="gray" icon={<IconLock size={18} />} title="No access">
        You do not have access to this screen.
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Group justify="flex-end" gap="sm">
        {can(role, "expenseCategories.manage") && (
          <Button variant="default" onClick={() => setAddingCategory(true)}>
            Add Category
          </Button>
        )}
        {can(role, "expenses.write") && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add Expense
          </Button>
        )}
      </Group>
      <ExpenseSummaryCards />
      <ExpenseHistory onAdd={() => setAdding(true)} />
      <AddExpenseDialog opened={adding} onClose={() => setAdding(false)} />
      <AddCategoryDialog opened={addingCategory} onClose={() => setAddingCategory(false)} />
    </Stack>
  );
}
