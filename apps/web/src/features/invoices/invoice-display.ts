import type { InvoiceStatus } from "@atithi/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";

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
