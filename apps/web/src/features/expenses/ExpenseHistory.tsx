import { formatInr, type PaymentMethod, paymentMethodLabel } from "@atithi/domain";
import { Badge, Button, EmptyState, Group, Paper, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconReceipt2 } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { DateRangeField } from "../../components/DateFields";
import { QueryState } from "../../components/QueryState";
import { formatDisplayDate } from "../../lib/dates";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { METHOD_OPTIONS } from "./ExpenseDialog";
import { type Expense, paymentMethodColor } from "./expense-display";
import { useRefreshExpenses } from "./use-refresh-expenses";

const PAGE_SIZE = 25;

/** What the list is narrowed to; "" is no filter. */
export interface ExpenseFilters {
  from: string;
  to: string;
  categoryId: string;
  paymentMethod: PaymentMethod | "";
}

const NO_FILTERS: ExpenseFilters = { from: "", to: "", categoryId: "", paymentMethod: "" };
const isFiltered = (filters: ExpenseFilters) => Object.values(filters).some(Boolean);

/** The list's query: only the filters set. */
function filterInput(filters: ExpenseFilters) {
  return {
    from: filters.from || null,
    to: filters.to || null,
    ...(filters.categoryId && { categoryId: filters.categoryId }),
    ...(filters.paymentMethod && { paymentMethod: filters.paymentMethod }),
  };
}

/** A date range (dd/MM/yyyy), a category and a payment method, each optional. */
function ExpenseFilterBar({
  filters,
  set,
}: {
  filters: ExpenseFilters;
  /** Changes some filters, keeping the others (a range's two ends arrive as two calls). */
  set: (changes: Partial<ExpenseFilters>) => void;
}) {
  const trpc = useTRPC();
  const categories = useQuery(trpc.expenseCategories.list.queryOptions());
  return (
    <Stack gap="xs" role="search" aria-label="Filter expenses">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <DateRangeField
          label="Dates"
          // No placeholder: Mantine draws a picker's as text in the placeholder grey, which fails contrast.
          clearable
          clearButtonProps={{ "aria-label": "Clear dates" }}
          // One day is a range too: the same day clicked twice.
          allowSingleDateInRange
          from={{ value: filters.from, onChange: (from) => set({ from }) }}
          to={{ value: filters.to, onChange: (to) => set({ to }) }}
        />
        <Select
          label="Category"
          placeholder="All categories"
          clearable
          searchable
          nothingFoundMessage="No category matches"
          data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={filters.categoryId || null}
          onChange={(categoryId) => set({ categoryId: categoryId ?? "" })}
        />
        <Select
          label="Payment method"
          placeholder="All methods"
          clearable
          data={METHOD_OPTIONS}
          value={filters.paymentMethod || null}
          onChange={(method) => set({ paymentMethod: (method as PaymentMethod | null) ?? "" })}
        />
      </SimpleGrid>
      {isFiltered(filters) && (
        <Group justify="flex-end">
          <Button variant="subtle" size="compact-sm" onClick={() => set(NO_FILTERS)}>
            Clear filters
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface RowActions {
  onEdit: (e: Expense) => void;
  onCancel: (e: Expense) => void;
}

function ExpenseRow({ expense, actions }: { expense: Expense; actions: RowActions | null }) {
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
            actions && (
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={`Edit ${expense.description}`}
                  onClick={() => actions.onEdit(expense)}
                >
                  Edit
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => actions.onCancel(expense)}
                >
                  Cancel expense
                </Button>
              </Group>
            )
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The expenses, newest date first, a page at a time (a hotel records thousands a year), narrowed by
 * the filters; those who record expenses edit and cancel them here.
 */
export function ExpenseHistory({ onAdd, onEdit }: { onAdd: () => void; onEdit: (e: Expense) => void }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState(NO_FILTERS);
  const mayWrite = useCan("expenses.write");
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
    trpc.expenses.list.queryOptions(
      { page, pageSize: PAGE_SIZE, ...filterInput(filters) },
      { placeholderData: keepPreviousData },
    ),
  );
  const filtered = isFiltered(filters);
  return (
    <Stack gap="sm" component="section" aria-label="Expense history">
      <Text fw={600} size="lg" component="h2" m={0}>
        Expense History
      </Text>
      <ExpenseFilterBar
        filters={filters}
        set={(changes) => {
          setFilters((current) => ({ ...current, ...changes }));
          setPage(1);
        }}
      />
      <QueryState query={expenses} what="expenses">
        {(data) =>
          data.items.length === 0 && page === 1 && filtered ? (
            <Text c="dimmed" ta="center" py="lg">
              No expenses match these filters
            </Text>
          ) : data.items.length === 0 && page === 1 ? (
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
                <ExpenseRow
                  key={expense.id}
                  expense={expense}
                  actions={mayWrite ? { onEdit, onCancel: setCancelling } : null}
                />
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
