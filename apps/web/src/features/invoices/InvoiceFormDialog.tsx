import {
  computeInvoice,
  formatInr,
  fromPaise,
  GST_RATES,
  gstRateOf,
  type InvoiceView,
  invoiceInput,
  isIsoDate,
  lineTaxable,
  parseQuantity,
  parseUnitPrice,
  UNNUMBERED_INVOICE,
} from "@atithi/domain";
import {
  ActionIcon,
  Box,
  Button,
  Checkbox,
  Grid,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { errorMessage, fieldErrors } from "../../api/errors";
import { useSubmission } from "../../api/submission";
import { useTRPC } from "../../api/trpc";
import { DateField } from "../../components/DateFields";
import { formatDisplayDate } from "../../lib/dates";
import { notifyError, notifySuccess } from "../../lib/notify";
import { usePropertyToday } from "../rooms/use-property-today";
import { useRefreshInvoices } from "./invoice-display";

interface LineValues {
  /** React's key for the row; not sent. */
  key: string;
  itemId: string;
  description: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
  /** Set through the API on a draft, which the form has no field for: sent back unchanged, "" for the item's own. */
  hsnCode: string;
  unit: string;
}

export interface InvoiceFormValues {
  invoice: {
    invoiceNumber: string;
    partyId: string;
    invoiceDate: string;
    dueDate: string;
    terms: string;
    notes: string;
    /** As `hsnCode` and `unit`: kept from the draft, "" for the server to work it out from the party. */
    placeOfSupply: string;
  };
  lineItems: LineValues[];
}

let lineKeys = 0;
/** Part 2 §5: a new line is quantity 1, price 0, tax 18. */
const newLine = (values: Partial<LineValues> = {}): LineValues => ({
  key: `line-${++lineKeys}`,
  itemId: "",
  description: "",
  quantity: "1",
  unitPrice: "0",
  taxRate: "18",
  hsnCode: "",
  unit: "",
  ...values,
});

/** "2.500" reads "2.5"; "100.0000" reads "100". */
const trimmed = (decimal: string) => (decimal.includes(".") ? decimal.replace(/\.?0+$/, "") : decimal);

function initialValues(today: string, invoice?: InvoiceView): InvoiceFormValues {
  if (!invoice) {
    return {
      invoice: {
        invoiceNumber: "",
        partyId: "",
        invoiceDate: today,
        dueDate: "",
        terms: "",
        notes: "",
        placeOfSupply: "",
      },
      lineItems: [newLine()],
    };
  }
  return {
    invoice: {
      invoiceNumber: invoice.invoiceNumber ?? "",
      partyId: invoice.partyId,
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate ?? "",
      terms: invoice.terms ?? "",
      notes: invoice.notes ?? "",
      placeOfSupply: invoice.placeOfSupply ?? "",
    },
    lineItems: invoice.lineItems.map((l) =>
      newLine({
        itemId: l.itemId ?? "",
        description: l.description,
        quantity: trimmed(l.quantity),
        unitPrice: trimmed(l.unitPrice),
        taxRate: String(l.taxRate),
        hsnCode: l.hsnCode ?? "",
        unit: l.unit,
      }),
    ),
  };
}

const resolve = schemaResolver(invoiceInput, { sync: true });

/** The totals as the form shows them while typing (part 2 §5); the server computes the invoice's own. */
function formTotals(lines: readonly LineValues[]) {
  const parsed = lines.map((l) => ({
    quantity: parseQuantity(l.quantity) ?? 0,
    unitPrice: parseUnitPrice(l.unitPrice) ?? 0,
    taxRate: gstRateOf(l.taxRate) ?? 0,
  }));
  try {
    return computeInvoice(parsed, { supplyType: "intra" }).totals;
  } catch {
    return null;
  }
}

/** quantity × unit price to the paisa, as the server computes it; a dash while either is unreadable. */
function lineAmount(line: LineValues): string {
  try {
    return fromPaise(lineTaxable(parseQuantity(line.quantity) ?? 0, parseUnitPrice(line.unitPrice) ?? 0));
  } catch {
    return "—";
  }
}

/** The desk layout's column headings, with the spans the line's fields take. */
const LINE_COLUMNS: [string, number, "left" | "right"][] = [
  ["Item", 2.75, "left"],
  ["Description", 2.75, "left"],
  ["Quantity", 1.5, "left"],
  ["Unit Price", 1.5, "left"],
  ["Tax", 1.5, "left"],
  ["Amount", 1.5, "right"],
];

interface InvoiceFormDialogProps {
  opened: boolean;
  /** The draft being edited; a new invoice when left out. */
  invoice?: InvoiceView;
  onClose: () => void;
}

/** 'Create New Invoice' / 'Edit Invoice': the header, the lines and the totals kept live. */
export function InvoiceFormDialog({ opened, invoice, onClose }: InvoiceFormDialogProps) {
  const mobile = useMediaQuery("(max-width: 48em)");
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={opened}
      onClose={onClose}
      title={invoice ? "Edit Invoice" : "Create New Invoice"}
      size="64rem"
      fullScreen={mobile}
    >
      {opened && <InvoiceForm key={invoice?.id ?? "new"} invoice={invoice} onDone={onClose} />}
    </Modal>
  );
}

function InvoiceForm({ invoice, onDone }: { invoice?: InvoiceView; onDone: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshInvoices();
  const today = usePropertyToday();
  // The desk layout heads the lines' columns once; on a phone each field carries its own label.
  const phone = useMediaQuery("(max-width: 48em)");
  const customers = useQuery(trpc.parties.list.queryOptions({ partyType: "customer", activeOnly: true }));
  const items = useQuery(trpc.items.list.queryOptions({ activeOnly: true }));
  // Whether the number field is in use: a number kept while it is not is neither checked nor sent.
  const typedRef = useRef(false);
  const form = useForm<InvoiceFormValues>({
    mode: "controlled",
    initialValues: initialValues(today, invoice),
    validate: (values) =>
      resolve(typedRef.current ? values : { ...values, invoice: { ...values.invoice, invoiceNumber: "" } }),
  });
  // A sale is numbered by the server when it is issued. A number is typed only on an invoice
  // brought over from another system, dated before the series began: the series' state says when.
  const invoiceDate = form.values.invoice.invoiceDate;
  const series = useQuery(
    trpc.invoices.nextNumber.queryOptions(
      { invoiceType: "sales", date: invoiceDate },
      { enabled: isIsoDate(invoiceDate) },
    ),
  );
  const typedBefore = series.data?.manualNumbersBefore ?? null;
  const mayType = typedBefore !== null && isIsoDate(invoiceDate) && invoiceDate < typedBefore;
  const [typing, setTyping] = useState(Boolean(invoice?.invoiceNumber));
  const typed = typing && mayType;
  typedRef.current = typed;

  const onSuccess = () => {
    notifySuccess("Success", invoice ? "Invoice updated successfully" : "Invoice created successfully");
    void refresh();
    onDone();
  };
  const onError = (error: unknown) => {
    form.setErrors(fieldErrors(error));
    notifyError(
      "Error",
      errorMessage(error, invoice ? "Failed to update invoice" : "Failed to create invoice"),
    );
  };
  const create = useMutation(trpc.invoices.create.mutationOptions({ onSuccess, onError }));
  const update = useMutation(trpc.invoices.update.mutationOptions({ onSuccess, onError }));

  const partyOptions = (customers.data ?? []).map((p) => ({ value: p.id, label: p.partyName }));
  if (invoice && !partyOptions.some((o) => o.value === invoice.partyId)) {
    partyOptions.push({ value: invoice.partyId, label: invoice.partyName ?? "Unknown Customer" });
  }
  const itemOptions = (items.data ?? []).map((i) => ({
    value: i.id,
    label: `${i.itemCode} · ${i.itemName}`,
  }));

  const chooseItem = (index: number, itemId: string | null) => {
    form.setFieldValue(`lineItems.${index}.itemId`, itemId ?? "");
    const item = items.data?.find((i) => i.id === itemId);
    // Another item brings its own HSN/SAC and unit: a code kept from the previous item would be wrong.
    form.setFieldValue(`lineItems.${index}.hsnCode`, "");
    form.setFieldValue(`lineItems.${index}.unit`, "");
    if (!item) return;
    form.setFieldValue(`lineItems.${index}.unitPrice`, trimmed(item.sellingPrice ?? "0"));
    form.setFieldValue(`lineItems.${index}.taxRate`, String(item.taxRate));
    form.setFieldValue(`lineItems.${index}.description`, item.itemName);
  };

  const chooseParty = (partyId: string | null) => {
    form.setFieldValue("invoice.partyId", partyId ?? "");
    // The kept place of supply was the previous party's: the server works out the new one's.
    form.setFieldValue("invoice.placeOfSupply", "");
  };

  const submission = useSubmission();
  const lines = form.values.lineItems;
  const totals = formTotals(lines);
  const submit = form.onSubmit((values) => {
    const body = {
      invoice: {
        ...values.invoice,
        invoiceNumber: typed ? values.invoice.invoiceNumber : null,
        dueDate: values.invoice.dueDate || null,
        invoiceType: "sales" as const,
      },
      lineItems: values.lineItems.map(({ key: _key, ...line }) => line),
    };
    if (invoice) submission.send(update, { ...body, id: invoice.id });
    else submission.send(create, body);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={invoice ? "Edit Invoice" : "Create New Invoice"}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            {typed ? (
              <TextInput
                label="Invoice Number"
                description="As numbered by the earlier system"
                withAsterisk
                maxLength={16}
                {...form.getInputProps("invoice.invoiceNumber")}
              />
            ) : (
              <TextInput
                label="Invoice Number"
                description="The series' next number, given when the invoice is issued"
                value={UNNUMBERED_INVOICE}
                readOnly
                variant="filled"
              />
            )}
            {mayType && (
              <Checkbox
                label={`Numbered by another system (invoices dated before ${formatDisplayDate(typedBefore)})`}
                checked={typing}
                onChange={(event) => setTyping(event.currentTarget.checked)}
              />
            )}
          </Stack>
          <Select
            label="Party"
            withAsterisk
            placeholder={customers.isPending ? "Loading customers…" : "Select a customer"}
            data={partyOptions}
            searchable
            nothingFoundMessage="No customer matches"
            {...form.getInputProps("invoice.partyId")}
            onChange={chooseParty}
          />
          <DateField label="Invoice Date" withAsterisk {...form.getInputProps("invoice.invoiceDate")} />
          <DateField label="Due Date" {...form.getInputProps("invoice.dueDate")} />
        </SimpleGrid>

        <Stack gap="xs" component="section" aria-label="Line Items">
          <Text fw={600} component="h3" m={0} size="md">
            Line Items
          </Text>
          {typeof form.errors.lineItems === "string" && (
            <Text c="red.8" size="sm" role="alert">
              {form.errors.lineItems}
            </Text>
          )}
          <Grid gap="xs" visibleFrom="sm" px="xs" aria-hidden>
            {LINE_COLUMNS.map(([label, span, align]) => (
              <Grid.Col key={label} span={span}>
                <Text size="sm" fw={500} ta={align}>
                  {label}
                </Text>
              </Grid.Col>
            ))}
          </Grid>
          {lines.map((line, i) => {
            const amount = lineAmount(line);
            return (
              <Paper
                key={line.key}
                withBorder
                radius="sm"
                p="xs"
                aria-label={`Line ${i + 1}`}
                component="fieldset"
              >
                <Grid gap="xs" align="flex-start">
                  <Grid.Col span={{ base: 12, sm: 2.75 }}>
                    <Select
                      aria-label={`Line ${i + 1} item`}
                      label={phone ? "Item" : undefined}
                      placeholder={items.isPending ? "Loading items…" : "Select an item"}
                      data={itemOptions}
                      searchable
                      nothingFoundMessage="No item matches"
                      {...form.getInputProps(`lineItems.${i}.itemId`)}
                      onChange={(value) => chooseItem(i, value)}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 2.75 }}>
                    <TextInput
                      aria-label={`Line ${i + 1} description`}
                      label={phone ? "Description" : undefined}
                      placeholder="Description"
                      maxLength={500}
                      {...form.getInputProps(`lineItems.${i}.description`)}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 4, sm: 1.5 }}>
                    <TextInput
                      aria-label={`Line ${i + 1} quantity`}
                      label={phone ? "Quantity" : undefined}
                      placeholder="Qty"
                      inputMode="decimal"
                      {...form.getInputProps(`lineItems.${i}.quantity`)}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 4, sm: 1.5 }}>
                    <TextInput
                      aria-label={`Line ${i + 1} unit price`}
                      label={phone ? "Unit Price" : undefined}
                      placeholder="Price"
                      inputMode="decimal"
                      {...form.getInputProps(`lineItems.${i}.unitPrice`)}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 4, sm: 1.5 }}>
                    <Select
                      aria-label={`Line ${i + 1} tax rate`}
                      label={phone ? "Tax" : undefined}
                      data={GST_RATES.map((r) => ({ value: String(r), label: `${r}%` }))}
                      allowDeselect={false}
                      {...form.getInputProps(`lineItems.${i}.taxRate`)}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 10, sm: 1.5 }}>
                    <Text size="sm" ta="right" pt={6} aria-label={`Line ${i + 1} amount`}>
                      {amount}
                    </Text>
                  </Grid.Col>
                  <Grid.Col span={{ base: 2, sm: 0.5 }}>
                    {lines.length > 1 && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={`Remove line ${i + 1}`}
                        onClick={() => form.removeListItem("lineItems", i)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Grid.Col>
                </Grid>
              </Paper>
            );
          })}
          <Box>
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem("lineItems", newLine())}
            >
              Add Line
            </Button>
          </Box>
          <Paper withBorder radius="md" p="sm" aria-label="Totals" component="section">
            <Stack gap={2} align="flex-end">
              <Text size="sm">
                Subtotal: <strong>{totals ? fromPaise(totals.subtotal) : "—"}</strong>
              </Text>
              <Text size="sm">
                Tax: <strong>{totals ? fromPaise(totals.tax) : "—"}</strong>
              </Text>
              <Text size="md" fw={700}>
                Total: {totals ? formatInr(totals.total) : "—"}
              </Text>
            </Stack>
          </Paper>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea label="Terms" rows={2} maxLength={2000} {...form.getInputProps("invoice.terms")} />
          <Textarea label="Notes" rows={2} maxLength={2000} {...form.getInputProps("invoice.notes")} />
        </SimpleGrid>

        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {invoice ? "Save Invoice" : "Create Invoice"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
