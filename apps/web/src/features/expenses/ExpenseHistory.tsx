import { formatInr, paymentMethodLabel } from "@atithi/domain";
import { Badge, Button, EmptyState, Group, Paper, Stack, Text } from "@mantine/core";
import { IconReceipt2 } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { QueryState } from "../../components/QueryState";
import { formatDisplayDate } from "../../lib/dates";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { type Expense, paymentMethodColor } from "./expense-display";
import { useRefreshExpenses } from "./use-refresh-expenses";

const PAGE_SIZE = 25;

function ExpenseRow({ expense, onCancel }: { expense: Expense; onCancel: ((e: Expense) => void) | null }) {
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={expense.description}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {expense.description}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color="gray">
              {expense.category?.name ?? "Unknown Category"}
            </Badge>
            <Text size="sm" c="dimmed">
              {formatDisplayDate(expense.expenseDate)}
            </Text>
            {expense.vendor && (
              <Text size="sm" c="dimmed">
                {expense.vendor}
              </Text>
            )}
          </Group>
          {expense.receiptNumber && (
            <Text size="xs" c="dimmed">
              Receipt: {expense.receiptNumber}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="flex-end">
          <Text fw={700} style={{ whiteSpace: "nowrap" }}>
            {formatInr(expense.amount)}
          </Text>
          <Badge variant="light" color={paymentMethodColor(expense.paymentMethod)}>
            {paymentMethodLabel(expense.paymentMethod)}
          </Badge>
          {expense.cancelledAt ? (
            <Badge variant="light" color="gray">
              Cancelled
            </Badge>
          ) : (
            onCancel && (
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => onCancel(expense)}>
                Cancel expense
              </Button>
            )
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The expenses, newest date first, a page at a time (a hotel records thousands a year). */
export function ExpenseHistory({ onAdd }: { onAdd: () => void }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const mayCancel = useCan("expenses.write");
  const refresh = useRefreshExpenses();
  const [cancelling, setCancelling] = useState<Expense | null>(null);
  const cancel = useMutation(
    trpc.expenses.cancel.mutationOptions({
      onSuccess: (e) => {
        notifySuccess("Expense cancelled", `${e.description}: its voucher is reversed`);
        setCancelling(null);
        void refresh();
      },
      onError: (error) => {
        setCancelling(null);
        notifyRequestError("Could not cancel the expense", error);
      },
    }),
  );
  const expenses = useQuery(
    trpc.expenses.list.queryOptions({ page, pageSize: PAGE_SIZE }, { placeholderData: keepPreviousData }),
  );
  return (
    <Stack gap="sm" component="section" aria-label="Expense history">
      <Text fw={600} size="lg" component="h2" m={0}>
        Expense History
      </Text>
      <QueryState query={expenses} what="expenses">
        {(data) =>
          data.items.length === 0 && page === 1 ? (
            <EmptyState
              icon={<IconReceipt2 size={32} stroke={1.5} />}
              withIndicatorBackground
              title="No expenses found"
              description="Expenses you record will appear here"
              py="xl"
            >
              <Button onClick={onAdd}>Add First Expense</Button>
            </EmptyState>
          ) : (
            <Stack gap="xs">
              {data.items.map((expense) => (
                <ExpenseRow key={expense.id} expense={expense} onCancel={mayCancel ? setCancelling : null} />
              ))}
              {(page > 1 || data.hasMore) && (
                <Group justify="space-between">
                  <Button variant="default" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
                    Newer
                  </Button>
                  <Text size="sm" c="dimmed">
                    Page {page}
                  </Text>
                  <Button variant="default" disabled={!data.hasMore} onClick={() => setPage((p) => p + 1)}>
                    Older
                  </Button>
                </Group>
              )}
            </Stack>
          )
        }
      </QueryState>
      <ConfirmDialog
        opened={cancelling !== null}
        title="Cancel Expense"
        confirmLabel="Cancel expense"
        pending={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate({ id: cancelling.id })}
        onClose={() => setCancelling(null)}
      >
        {cancelling &&
          `${cancelling.description} (${formatInr(cancelling.amount)}) will be cancelled: its voucher is reversed on ${formatDisplayDate(cancelling.expenseDate)} and it leaves the totals.`}
      </ConfirmDialog>
    </Stack>
  );
}
