import { VOUCHER_TYPE_LABELS, VOUCHER_TYPES, type VoucherStatus, type VoucherType } from "@atithi/domain";
import { useQueryClient } from "@tanstack/react-query";
import type { RouterOutputs } from "../../api/trpc";
import { useTRPC } from "../../api/trpc";

export type Voucher = RouterOutputs["vouchers"]["list"]["items"][number];
export type VoucherDetail = RouterOutputs["vouchers"]["get"];

export const STATUS_LABELS: Record<VoucherStatus, string> = {
  draft: "Pending",
  posted: "Posted",
  cancelled: "Cancelled",
};

export const STATUS_COLORS: Record<VoucherStatus, string> = {
  draft: "yellow",
  posted: "green",
  cancelled: "gray",
};

export const TYPE_OPTIONS = VOUCHER_TYPES.map((value) => ({ value, label: VOUCHER_TYPE_LABELS[value] }));

export function typeLabel(type: string): string {
  return VOUCHER_TYPE_LABELS[type as VoucherType] ?? type;
}

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as VoucherStatus] ?? status;
}

export function statusColor(status: string): string {
  return STATUS_COLORS[status as VoucherStatus] ?? "gray";
}

/** What a voucher without a number is: a draft, or posted and numbered within a moment. */
export const UNNUMBERED = { draft: "Draft", posted: "Being numbered" } as const;

/** A voucher's number, or what it is while it has none. */
export const voucherName = (v: { voucherNumber: string | null; status: string }) =>
  v.voucherNumber ?? (v.status === "draft" ? UNNUMBERED.draft : UNNUMBERED.posted);

/** An account as a select shows it: "1100 · Cash in Hand". */
export const accountLabel = (a: { accountCode: string; accountName: string }) =>
  `${a.accountCode} · ${a.accountName}`;

/**
 * Whether `can(role, "erp.write")` people may reverse this voucher: posted, not itself a reversal,
 * and entered by a person (an automatic voucher is corrected through its document).
 */
export const isReversible = (v: Pick<Voucher, "status" | "reversesVoucherId" | "sourceType">) =>
  v.status === "posted" && v.reversesVoucherId === null && v.sourceType === null;

/** The page where the document behind an automatic voucher is corrected. */
const SOURCE_PAGES = {
  payment: "/bookings",
  refund: "/bookings",
  stay_invoice: "/bookings",
  group_invoice: "/bookings",
  expense: "/expenses",
  sales_invoice: "/erp/invoices",
  purchase_bill: "/erp/invoices",
  invoice_payment: "/erp/invoices",
  credit_note: "/erp/invoices",
  share_issue: "/erp/shareholdings",
  fundraising_round: "/erp/fundraising-rounds",
  year_end_close: "/erp/dashboard",
} as const satisfies Record<string, string>;

export function sourcePage(sourceType: string): (typeof SOURCE_PAGES)[keyof typeof SOURCE_PAGES] | null {
  return SOURCE_PAGES[sourceType as keyof typeof SOURCE_PAGES] ?? null;
}

/** Vouchers change the ledger, so its pages (and the ERP figures built on it) are read again. */
export function useRefreshVouchers() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.vouchers.pathFilter()),
      queryClient.invalidateQueries(trpc.ledger.pathFilter()),
    ]);
}
