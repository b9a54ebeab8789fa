import { z } from "zod";
import { dateSchema, optionalDateSchema } from "./dates";
import { financialYear } from "./invoice-number";
import { formatInr, type Paise, toPaise } from "./money";
import { idSchema, optionalText, pageSchema, TEXT_LIMITS } from "./text";

export const VOUCHER_TYPES = [
  "journal",
  "payment",
  "receipt",
  "contra",
  "sales",
  "purchase",
  "debit_note",
  "credit_note",
] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];

export const VOUCHER_TYPE_LABELS: Record<VoucherType, string> = {
  journal: "Journal",
  payment: "Payment",
  receipt: "Receipt",
  contra: "Contra",
  sales: "Sales",
  purchase: "Purchase",
  debit_note: "Debit Note",
  credit_note: "Credit Note",
};

/** Each type's number series: "JV/2026-27/0001" (at most 16 characters). */
export const VOUCHER_SERIES: Record<VoucherType, string> = {
  journal: "JV",
  payment: "PV",
  receipt: "RV",
  contra: "CV",
  sales: "SV",
  purchase: "PU",
  debit_note: "DN",
  credit_note: "CN",
};

export const VOUCHER_STATUSES = ["draft", "posted", "cancelled"] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

export function voucherNumber(type: VoucherType, date: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 99_999) {
    throw new RangeError(`Voucher sequence out of range: ${sequence}`);
  }
  return `${VOUCHER_SERIES[type]}/${financialYear(date)}/${String(sequence).padStart(4, "0")}`;
}

/** The financial year (1 April to 31 March) holding a date, as its first and last days. */
export function financialYearRange(date: string): { from: string; to: string } {
  const start = Number(financialYear(date).slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** One line of a posting in paise: exactly one side is more than zero. */
export interface PostingLine {
  accountId: string;
  debit: Paise;
  credit: Paise;
  partyId?: string | null;
  description?: string | null;
}

export const MAX_VOUCHER_LINES = 200;
/** ₹1,000 crore: more than any hotel's single entry, well inside numeric(15, 2). */
export const MAX_LINE_AMOUNT: Paise = 1_000_00_00_000_00;

/**
 * Why a set of lines is not a voucher, or null: at least two lines, each with exactly one side more
 * than zero, and debits equal to credits to the paisa.
 */
export function postingLinesError(lines: readonly Pick<PostingLine, "debit" | "credit">[]): string | null {
  if (lines.length < 2) return "A voucher needs at least two lines";
  if (lines.length > MAX_VOUCHER_LINES) return `A voucher has at most ${MAX_VOUCHER_LINES} lines`;
  let debit = 0;
  let credit = 0;
  for (const [i, line] of lines.entries()) {
    const sides = [line.debit, line.credit];
    if (sides.some((v) => !Number.isSafeInteger(v) || v < 0 || v > MAX_LINE_AMOUNT)) {
      return `Line ${i + 1}: amounts must be from ₹0 to ${formatInr(MAX_LINE_AMOUNT)}`;
    }
    if (line.debit > 0 === line.credit > 0) {
      return `Line ${i + 1}: enter either a debit or a credit, more than zero`;
    }
    debit += line.debit;
    credit += line.credit;
  }
  if (debit !== credit) {
    return `Debits (${formatInr(debit)}) and credits (${formatInr(credit)}) differ by ${formatInr(Math.abs(debit - credit))}`;
  }
  return null;
}

/** The same lines the other way round: what a reversing voucher posts. */
export function reversedLines<T extends Pick<PostingLine, "debit" | "credit">>(lines: readonly T[]): T[] {
  return lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit }));
}

/** A line amount as typed: blank or zero is "this side is empty". */
const lineAmount = z
  .union([z.string().max(20, "Amount is too long"), z.number()])
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === "") return 0;
    try {
      const paise = toPaise(value);
      if (paise < 0) throw new RangeError();
      return paise;
    } catch {
      ctx.addIssue({ code: "custom", message: "Amount must be a number with at most two decimals" });
      return z.NEVER;
    }
  });

export const voucherLineInput = z.object({
  accountId: idSchema("Account"),
  debit: lineAmount,
  credit: lineAmount,
  partyId: idSchema("Party")
    .nullish()
    .transform((v) => v ?? null),
  description: optionalText(TEXT_LIMITS.shortNote, "Line description"),
});

export const voucherInput = z
  .object({
    voucherType: z.enum(VOUCHER_TYPES, {
      message: `Voucher type must be one of ${VOUCHER_TYPES.join(", ")}`,
    }),
    voucherDate: dateSchema("Voucher date"),
    narration: optionalText(TEXT_LIMITS.shortNote, "Narration"),
    partyId: idSchema("Party")
      .nullish()
      .transform((v) => v ?? null),
    reference: optionalText(TEXT_LIMITS.name, "Reference"),
    lines: z
      .array(voucherLineInput)
      .max(MAX_VOUCHER_LINES, `A voucher has at most ${MAX_VOUCHER_LINES} lines`),
  })
  .superRefine((voucher, ctx) => {
    const problem = postingLinesError(voucher.lines);
    if (problem) ctx.addIssue({ code: "custom", path: ["lines"], message: problem });
  });
export type VoucherInput = z.output<typeof voucherInput>;

export const voucherListInput = z
  .object({
    status: z.enum([...VOUCHER_STATUSES, "pending"]).optional(),
    voucherType: z.enum(VOUCHER_TYPES).optional(),
    page: pageSchema,
  })
  .default({ page: 1 });

export const reverseVoucherInput = z.object({
  id: idSchema("Voucher"),
  date: optionalDateSchema("Reversal date"),
});

export const ledgerQueryInput = z.object({
  accountId: idSchema("Account"),
  from: optionalDateSchema("From date"),
  to: optionalDateSchema("To date"),
  page: pageSchema,
});

export const periodLockInput = z.object({
  lockedThrough: optionalDateSchema("Locked through"),
});

/** A running balance shown the way an account normally carries it (debit-positive for assets). */
export function signedBalance(debit: Paise, credit: Paise, side: "debit" | "credit"): Paise {
  return side === "debit" ? debit - credit : credit - debit;
}
