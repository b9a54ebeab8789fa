import { type InvoiceStatus, type InvoiceSummary, UNNUMBERED_INVOICE } from "@atithi/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { formatDisplayDate } from "../../lib/dates";

export const STATUS_COLORS: Record<InvoiceStatus, string> = {
  draft: "gray",
  sent: "blue",
  paid: "green",
  overdue: "red",
  cancelled: "dark",
};

/** After any change to an invoice: its list, the invoice itself and the next number. */
export function useRefreshInvoices() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.invoices.pathFilter());
}

/** Where the server answers an invoice's PDF. */
export const invoicePdfUrl = (id: string) => `/api/erp/invoices/${encodeURIComponent(id)}/pdf`;

/** The invoice's number, or on a sales draft what stands for it: the series numbers it at issue. */
export const numberOf = (invoice: Pick<InvoiceSummary, "invoiceNumber">) =>
  invoice.invoiceNumber ?? UNNUMBERED_INVOICE;

/** What names the invoice to a screen reader: its number, or a draft's customer and date. */
export const invoiceName = (invoice: InvoiceSummary) =>
  invoice.invoiceNumber ??
  `Draft for ${invoice.partyName ?? "Unknown Customer"} of ${formatDisplayDate(invoice.invoiceDate)}`;
