import {
  formatInr,
  INVOICE_STATUS_LABELS,
  type InvoiceView,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from "@atithi/domain";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconFileTypePdf, IconPrinter } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSubmission } from "../../api/submission";
import { useTRPC } from "../../api/trpc";
import { DateField } from "../../components/DateFields";
import { PrintOnly } from "../../components/PrintOnly";
import { QueryState } from "../../components/QueryState";
import { formatDisplayDate } from "../../lib/dates";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { usePropertyToday } from "../rooms/use-property-today";
import { invoicePdfUrl, numberOf, STATUS_COLORS, useRefreshInvoices } from "./invoice-display";

interface InvoiceViewDialogProps {
  invoiceId: string | null;
  canWrite: boolean;
  onClose: () => void;
  onEdit: (invoice: InvoiceView) => void;
}

/** One invoice as issued: its parties, lines and money, with Print, PDF, Edit, Issue and Record Payment. */
export function InvoiceViewDialog({ invoiceId, canWrite, onClose, onEdit }: InvoiceViewDialogProps) {
  const trpc = useTRPC();
  const mobile = useMediaQuery("(max-width: 48em)");
  const invoice = useQuery(
    trpc.invoices.get.queryOptions({ id: invoiceId ?? "" }, { enabled: invoiceId !== null }),
  );
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={invoiceId !== null}
      onClose={onClose}
      title="Invoice"
      size="60rem"
      fullScreen={mobile}
    >
      <QueryState query={invoice} what="the invoice">
        {(data) => <InvoiceDetail invoice={data} canWrite={canWrite} onEdit={onEdit} />}
      </QueryState>
    </Modal>
  );
}

function InvoiceDetail({
  invoice,
  canWrite,
  onEdit,
}: {
  invoice: InvoiceView;
  canWrite: boolean;
  onEdit: (invoice: InvoiceView) => void;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshInvoices();
  const [paying, setPaying] = useState(false);
  const issue = useMutation(
    trpc.invoices.issue.mutationOptions({
      onSuccess: (issued) => {
        notifySuccess("Invoice issued", `${numberOf(issued)} is posted to the books`);
        void refresh();
      },
      onError: (error) => notifyRequestError("Could not issue the invoice", error),
    }),
  );
  const issuing = useSubmission();
  const draft = invoice.storedStatus === "draft";
  const owing =
    (invoice.storedStatus === "sent" || invoice.storedStatus === "paid") && Number(invoice.balanceAmount) > 0;
  return (
    <Stack>
      <InvoiceBody invoice={invoice} />
      <PrintOnly>
        <InvoiceBody invoice={invoice} />
      </PrintOnly>
      {invoice.payments.length > 0 && (
        <Stack gap={4} aria-label="Payments" component="section">
          <Text fw={600}>Payments</Text>
          {invoice.payments.map((p) => (
            <Text size="sm" key={p.id}>
              {formatDisplayDate(p.paymentDate)} · {PAYMENT_METHOD_LABELS[p.paymentMethod]} ·{" "}
              {formatInr(p.amount)}
              {p.voucherNumber ? ` · ${p.voucherNumber}` : ""}
            </Text>
          ))}
        </Stack>
      )}

      {paying && <PaymentForm invoice={invoice} onDone={() => setPaying(false)} />}

      <Group justify="flex-end" gap="xs">
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          Print
        </Button>
        <Anchor href={invoicePdfUrl(invoice.id)} target="_blank" rel="noopener" underline="never">
          <Button component="span" variant="default" leftSection={<IconFileTypePdf size={16} />}>
            PDF
          </Button>
        </Anchor>
        {canWrite && draft && (
          <>
            <Button variant="light" onClick={() => onEdit(invoice)}>
              Edit
            </Button>
            <Button loading={issue.isPending} onClick={() => issuing.send(issue, { id: invoice.id })}>
              Issue
            </Button>
          </>
        )}
        {canWrite && owing && !paying && <Button onClick={() => setPaying(true)}>Record Payment</Button>}
      </Group>
    </Stack>
  );
}

/** What the dialog shows and the printer gets: the invoice's parties, lines and totals. */
function InvoiceBody({ invoice }: { invoice: InvoiceView }) {
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text fw={700} size="lg">
            {numberOf(invoice)}
          </Text>
          <Text size="sm">{invoice.partyName ?? "Unknown Customer"}</Text>
          <Text size="sm" c="dimmed">
            {formatDisplayDate(invoice.invoiceDate)}
            {invoice.dueDate ? ` · due ${formatDisplayDate(invoice.dueDate)}` : ""}
            {invoice.placeOfSupplyName
              ? ` · Place of supply ${invoice.placeOfSupply} ${invoice.placeOfSupplyName}`
              : ""}
          </Text>
        </Stack>
        <Badge color={STATUS_COLORS[invoice.status]} variant="light" size="lg">
          {INVOICE_STATUS_LABELS[invoice.status]}
        </Badge>
      </Group>

      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" aria-label="Invoice lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Description</Table.Th>
              <Table.Th>HSN/SAC</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
              <Table.Th ta="right">Taxable</Table.Th>
              <Table.Th ta="right">GST</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lineItems.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{l.description}</Table.Td>
                <Table.Td>{l.hsnCode ?? "—"}</Table.Td>
                <Table.Td ta="right">
                  {l.quantity.replace(/\.?0+$/, "")} {l.unit}
                </Table.Td>
                <Table.Td ta="right">{formatInr(l.unitPrice.replace(/(\.\d\d)\d*$/, "$1"))}</Table.Td>
                <Table.Td ta="right">{formatInr(l.taxable)}</Table.Td>
                <Table.Td ta="right">
                  {l.taxRate}% {l.supplyType === "inter" ? "IGST" : "CGST+SGST"}
                </Table.Td>
                <Table.Td ta="right">{formatInr(l.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Paper withBorder p="sm" radius="md" aria-label="Invoice totals" component="section">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Amount label="Taxable" value={invoice.subtotal} />
          <Amount label="GST" value={invoice.taxAmount} />
          <Amount label="Total" value={invoice.totalAmount} strong />
          <Amount label="Balance" value={invoice.balanceAmount} strong />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xs">
          {invoice.amountInWords}
        </Text>
      </Paper>
    </Stack>
  );
}

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 500}>{formatInr(value)}</Text>
    </Stack>
  );
}

function PaymentForm({ invoice, onDone }: { invoice: InvoiceView; onDone: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshInvoices();
  const today = usePropertyToday();
  const [amount, setAmount] = useState(invoice.balanceAmount);
  const [method, setMethod] = useState<string>("bank_transfer");
  // Today, or the invoice's date while that is still ahead (a payment is never dated before its invoice).
  const [date, setDate] = useState([today, invoice.invoiceDate].sort()[1] ?? today);
  const receive = useMutation(
    trpc.invoices.receive.mutationOptions({
      onSuccess: (paid) => {
        notifySuccess("Payment recorded", `${numberOf(paid)}: balance ${formatInr(paid.balanceAmount)}`);
        void refresh();
        onDone();
      },
      onError: (error) => notifyRequestError("Could not record the payment", error),
    }),
  );
  const submission = useSubmission();
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="form"
      aria-label="Record Payment"
      onSubmit={(e) => {
        e.preventDefault();
        submission.send(receive, {
          id: invoice.id,
          amount,
          paymentMethod: method as (typeof PAYMENT_METHODS)[number],
          paymentDate: date,
        });
      }}
    >
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
          <Select
            label="Payment Method"
            data={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
            value={method}
            allowDeselect={false}
            onChange={(v) => v && setMethod(v)}
          />
          <DateField label="Payment Date" value={date} onChange={(v) => setDate(v || today)} />
        </SimpleGrid>
        {receive.error && (
          <Alert color="red" p="xs" role="alert">
            {receive.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={receive.isPending}>
            Save Payment
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
