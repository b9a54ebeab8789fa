import {
  formatInr,
  INVOICE_STATUS_FILTERS,
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
  type InvoiceSummary,
  type InvoiceView,
} from "@atithi/domain";
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  EmptyState,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconEye, IconFileInvoice, IconLock, IconPencil, IconPlus, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { QueryState } from "../../components/QueryState";
import { formatDisplayDate } from "../../lib/dates";
import { notifyRequestError } from "../../lib/notify";
import { InvoiceFormDialog } from "./InvoiceFormDialog";
import { InvoiceViewDialog } from "./InvoiceViewDialog";
import { invoiceName, numberOf, STATUS_COLORS } from "./invoice-display";

type StatusFilter = "all" | InvoiceStatus;

const customerOf = (invoice: InvoiceSummary) => invoice.partyName ?? "Unknown Customer";
const dueOf = (invoice: InvoiceSummary) => (invoice.dueDate ? formatDisplayDate(invoice.dueDate) : "-");

/** Invoices (part 2 §2): the sales invoices, searched and filtered, created, viewed, issued and paid. */
export function InvoicesPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [status, setStatus] = useState<StatusFilter>("all");
  const [viewing, setViewing] = useState<string | null>(null);
  const [form, setForm] = useState<{ invoice?: InvoiceView } | null>(null);
  const canRead = useCan("invoices.read");
  const canWrite = useCan("invoices.write");
  const list = useQuery(
    trpc.invoices.list.queryOptions(
      { search: debounced || undefined, status, invoiceType: "sales", page: 1 },
      { placeholderData: keepPreviousData, enabled: canRead },
    ),
  );

  const edit = async (id: string) => {
    try {
      const invoice = await queryClient.fetchQuery(trpc.invoices.get.queryOptions({ id }));
      setViewing(null);
      setForm({ invoice });
    } catch (error) {
      notifyRequestError("Could not open the invoice", error);
    }
  };

  if (!canRead) {
    return (
      <Alert color="gray" icon={<IconLock size={18} />} title="No access">
        You do not have access to this screen.
      </Alert>
    );
  }

  const actions = { canWrite, onView: setViewing, onEdit: (id: string) => void edit(id) };
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text c="dimmed" size="sm">
          GST tax invoices to customers: drafted, issued, paid or credited.
        </Text>
        {canWrite && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({})}>
            Create Invoice
          </Button>
        )}
      </Group>

      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            aria-label="Search invoices"
            placeholder="Invoice number or party"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: "1 1 16rem" }}
          />
          <Select
            aria-label="Status"
            data={INVOICE_STATUS_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
            value={status}
            allowDeselect={false}
            onChange={(value) => value && setStatus(value as StatusFilter)}
            w={170}
          />
          {list.data && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {list.data.length} {list.data.length === 1 ? "invoice" : "invoices"}
            </Text>
          )}
        </Group>
      </Paper>

      <QueryState query={list} what="invoices">
        {(invoices) =>
          invoices.length === 0 ? (
            <EmptyState
              icon={<IconFileInvoice size={32} stroke={1.5} />}
              withIndicatorBackground
              title="No invoices found"
              description={
                status === "all" && !debounced
                  ? "Invoices you create will appear here"
                  : "No invoice matches these filters"
              }
              py="xl"
            />
          ) : (
            <>
              <Box visibleFrom="sm">
                <InvoiceTable invoices={invoices} {...actions} />
              </Box>
              <Box hiddenFrom="sm">
                <InvoiceCards invoices={invoices} {...actions} />
              </Box>
            </>
          )
        }
      </QueryState>

      <InvoiceViewDialog
        invoiceId={viewing}
        canWrite={canWrite}
        onClose={() => setViewing(null)}
        onEdit={(invoice) => void edit(invoice.id)}
      />
      <InvoiceFormDialog opened={form !== null} invoice={form?.invoice} onClose={() => setForm(null)} />
    </Stack>
  );
}

interface RowActions {
  canWrite: boolean;
  onView: (id: string) => void;
  onEdit: (id: string) => void;
}

function Actions({ invoice, canWrite, onView, onEdit }: RowActions & { invoice: InvoiceSummary }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={`View ${invoiceName(invoice)}`}
        onClick={() => onView(invoice.id)}
      >
        <IconEye size={16} />
      </ActionIcon>
      {canWrite && invoice.status === "draft" && (
        <ActionIcon
          variant="subtle"
          aria-label={`Edit ${invoiceName(invoice)}`}
          onClick={() => onEdit(invoice.id)}
        >
          <IconPencil size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}

/** A sales draft has no number yet: it says when it gets one. */
function InvoiceNumber({ invoice }: { invoice: InvoiceSummary }) {
  return (
    invoice.invoiceNumber ?? (
      <Text span inherit c="dimmed" fs="italic">
        {numberOf(invoice)}
      </Text>
    )
  );
}

function StatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ minWidth: "max-content" }}>
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}

function InvoiceTable({ invoices, ...actions }: RowActions & { invoices: InvoiceSummary[] }) {
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice #</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Due Date</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id} aria-label={invoiceName(invoice)}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <InvoiceNumber invoice={invoice} />
              </Table.Td>
              <Table.Td>{customerOf(invoice)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDisplayDate(invoice.invoiceDate)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{dueOf(invoice)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatInr(invoice.totalAmount)}
              </Table.Td>
              <Table.Td>
                <StatusBadge status={invoice.status} />
              </Table.Td>
              <Table.Td>
                <Actions invoice={invoice} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The phone's list: one card per invoice. */
function InvoiceCards({ invoices, ...actions }: RowActions & { invoices: InvoiceSummary[] }) {
  return (
    <Stack gap="xs">
      {invoices.map((invoice) => (
        <Paper
          key={invoice.id}
          withBorder
          radius="md"
          p="sm"
          component="article"
          aria-label={invoiceName(invoice)}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>
                <InvoiceNumber invoice={invoice} />
              </Text>
              <Text size="sm">{customerOf(invoice)}</Text>
              <Text size="sm" c="dimmed">
                {formatDisplayDate(invoice.invoiceDate)} · Due {dueOf(invoice)}
              </Text>
            </Stack>
            <Stack gap={4} align="flex-end">
              <Text fw={700} style={{ whiteSpace: "nowrap" }}>
                {formatInr(invoice.totalAmount)}
              </Text>
              <StatusBadge status={invoice.status} />
            </Stack>
          </Group>
          <Actions invoice={invoice} {...actions} />
        </Paper>
      ))}
    </Stack>
  );
}
