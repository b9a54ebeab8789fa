import { z } from "zod";
import { dateSchema, optionalDateSchema } from "./dates";
import { financialYear } from "./invoice-number";
import { cannotBeNegative, formatInr, isNegativeNumber, type Paise, toPaise } from "./money";
import { idSchema, optionalText, pageSchema, TEXT_LIMITS } from "./text";
import { offsettingLinesError } from "./voucher-guards";

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

/** Each type's number series: "JV/2026-27/0001". */
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

/**
 * A posted voucher's number without its sequence (`RV/2026-27/`): the database appends the
 * sequence, zero-padded to four digits, when the voucher's transaction commits (migration
 * 20261123T0800), so no posting waits on the series while its transaction runs.
 */
export function voucherNumberPrefix(type: VoucherType, date: string): string {
  return `${VOUCHER_SERIES[type]}/${financialYear(date)}/`;
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

/** Debits, credits and how far apart they are (debits minus credits), in paise: the form's running totals. */
export function voucherTotals(lines: readonly Pick<PostingLine, "debit" | "credit">[]): {
  debit: Paise;
  credit: Paise;
  difference: Paise;
} {
  let debit = 0;
  let credit = 0;
  for (const line of lines) {
    debit += line.debit;
    credit += line.credit;
  }
  return { debit, credit, difference: debit - credit };
}

/**
 * Why a set of lines is not a voucher, or null: at least two lines, each with exactly one side more
 * than zero, and debits equal to credits to the paisa.
 */
export function postingLinesError(lines: readonly Pick<PostingLine, "debit" | "credit">[]): string | null {
  if (lines.length < 2) return "A voucher needs at least two lines";
  if (lines.length > MAX_VOUCHER_LINES) return `A voucher has at most ${MAX_VOUCHER_LINES} lines`;
  for (const [i, line] of lines.entries()) {
    const sides = [line.debit, line.credit];
    if (sides.some((v) => !Number.isSafeInteger(v) || v < 0 || v > MAX_LINE_AMOUNT)) {
      return `Line ${i + 1}: amounts must be from ₹0 to ${formatInr(MAX_LINE_AMOUNT)}`;
    }
    if (line.debit > 0 === line.credit > 0) {
      return `Line ${i + 1}: enter either a debit or a credit, more than zero`;
    }
  }
  const { debit, credit, difference } = voucherTotals(lines);
  if (difference !== 0) {
    return `Debits (${formatInr(debit)}) and credits (${formatInr(credit)}) differ by ${formatInr(Math.abs(difference))}`;
  }
  return null;
}

/** The same lines the other way round: what a reversing voucher posts. */
export function reversedLines<T extends Pick<PostingLine, "debit" | "credit">>(lines: readonly T[]): T[] {
  return lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit }));
}

/**
 * A line amount as typed, in paise: blank is 0 ("this side is empty"); null when it is not a
 * non-negative amount with at most two decimals.
 */
export function parseLineAmount(value: string | number | null | undefined): Paise | null {
  if (value === null || value === undefined) return 0;
  if (typeof value === "string" && value.trim() === "") return 0;
  try {
    const paise = toPaise(value);
    return paise < 0 ? null : paise;
  } catch {
    return null;
  }
}

const lineAmount = z
  .union([z.string().max(20, "Amount is too long"), z.number()])
  .nullish()
  .transform((value, ctx) => {
    // One side of a line is zero; neither is below it (a credit is written on the credit side).
    if (isNegativeNumber(value)) {
      ctx.addIssue({ code: "custom", message: cannotBeNegative("Amount") });
      return z.NEVER;
    }
    const paise = parseLineAmount(value);
    if (paise === null) {
      ctx.addIssue({ code: "custom", message: "Amount must be a number with at most two decimals" });
      return z.NEVER;
    }
    return paise;
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

const voucherFields = z.object({
  voucherType: z.enum(VOUCHER_TYPES, {
    message: `Voucher type must be one of ${VOUCHER_TYPES.join(", ")}`,
  }),
  voucherDate: dateSchema("Voucher date"),
  narration: optionalText(TEXT_LIMITS.shortNote, "Narration"),
  partyId: idSchema("Party")
    .nullish()
    .transform((v) => v ?? null),
  reference: optionalText(TEXT_LIMITS.name, "Reference"),
  lines: z.array(voucherLineInput).max(MAX_VOUCHER_LINES, `A voucher has at most ${MAX_VOUCHER_LINES} lines`),
});

const balancedLines = (
  voucher: { lines: readonly Pick<PostingLine, "accountId" | "partyId" | "debit" | "credit">[] },
  ctx: z.RefinementCtx,
) => {
  const problem =
    postingLinesError(voucher.lines) ??
    offsettingLinesError(voucher.lines.map((l) => ({ ...l, key: l.accountId })));
  if (problem) ctx.addIssue({ code: "custom", path: ["lines"], message: problem });
};

/** A draft voucher as a person enters it: lines parsed to paise, at least two, balanced. */
export const voucherInput = voucherFields.superRefine(balancedLines);
export type VoucherInput = z.output<typeof voucherInput>;

/** A draft's fields replaced whole. */
export const updateVoucherInput = voucherFields
  .extend({ id: idSchema("Voucher") })
  .superRefine(balancedLines);
export type UpdateVoucherInput = z.output<typeof updateVoucherInput>;

export const VOUCHER_PAGE_SIZE = 50;

/** `pending` is another name for `draft`: what awaits approval. */
export const voucherListInput = z
  .object({
    status: z
      .enum([...VOUCHER_STATUSES, "pending"], {
        message: `Status must be one of pending, ${VOUCHER_STATUSES.join(", ")}`,
      })
      .optional(),
    voucherType: z
      .enum(VOUCHER_TYPES, { message: `Voucher type must be one of ${VOUCHER_TYPES.join(", ")}` })
      .optional(),
    page: pageSchema,
  })
  .default({ page: 1 });

export const reverseVoucherInput = z.object({
  id: idSchema("Voucher"),
  date: optionalDateSchema("Reversal date"),
});

export const LEDGER_PAGE_SIZE = 50;

/** The ledger query's fields, before the check that the range is the right way round. */
export const ledgerQueryFields = z.object({
  accountId: idSchema("Account"),
  from: optionalDateSchema("From date"),
  to: optionalDateSchema("To date"),
  page: pageSchema,
});

export const ledgerQueryInput = ledgerQueryFields.superRefine((query, ctx) => {
  if (query.from && query.to && query.to < query.from) {
    ctx.addIssue({ code: "custom", path: ["to"], message: "To date cannot be before From date" });
  }
});
export type LedgerQuery = z.output<typeof ledgerQueryInput>;

/** A running balance shown the way an account normally carries it (debit-positive for assets). */
export function signedBalance(debit: Paise, credit: Paise, side: "debit" | "credit"): Paise {
  return side === "debit" ? debit - credit : credit - debit;
}
