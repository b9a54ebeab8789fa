import { z } from "zod";
import { dateSchema, optionalDateSchema } from "./dates";
import { formatInr, fromPaise, isNegativeNumber, mustBePositive, type Paise, toPaise } from "./money";
import { PAYMENT_METHODS } from "./payment";
import { idSchema, optionalText, pageSchema, pageSizeSchema, TEXT_LIMITS } from "./text";

/** The largest amount numeric(10,2) holds: ₹99,999,999.99. */
export const MAX_EXPENSE_AMOUNT: Paise = 9_999_999_999;

export const EXPENSE_MESSAGES = {
  category: "Category is required",
  amountRequired: "Amount is required",
  amountInvalid: "Amount must be a valid number greater than 0",
  amountNegative: mustBePositive("Amount"),
  amountDecimals: "Amount can have at most two decimals",
  amountTooLarge: `Amount must be at most ${formatInr(MAX_EXPENSE_AMOUNT)}`,
  description: "Description is required",
  date: "Date is required",
  dateInvalid: "Date must be a valid date (yyyy-MM-dd)",
} as const;

const AMOUNT = /^\d+(\.\d+)?$/;

/**
 * Why an expense amount (as typed) is refused, or null. Judged on its text, never as a float:
 * more than two decimals or more than numeric(10,2) holds is refused, not rounded.
 */
export function expenseAmountError(value: string): string | null {
  const text = value.trim();
  if (text === "") return EXPENSE_MESSAGES.amountRequired;
  if (isNegativeNumber(text)) return EXPENSE_MESSAGES.amountNegative;
  if (!AMOUNT.test(text)) return EXPENSE_MESSAGES.amountInvalid;
  const [whole = "", fraction = ""] = text.split(".");
  if (fraction.length > 2) return EXPENSE_MESSAGES.amountDecimals;
  const digits = whole.replace(/^0+(?=\d)/, "");
  if (digits.length > 8) return EXPENSE_MESSAGES.amountTooLarge;
  const paise = Number(digits) * 100 + Number(fraction.padEnd(2, "0"));
  if (paise <= 0) return EXPENSE_MESSAGES.amountInvalid;
  return null;
}

/** An expense amount as a decimal string with two decimals ("1250.50"). */
const expenseAmount = z
  .union([z.string(), z.number()], { message: EXPENSE_MESSAGES.amountRequired })
  .transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value;
    const error = expenseAmountError(text);
    if (error) {
      ctx.addIssue({ code: "custom", message: error });
      return z.NEVER;
    }
    const [whole = "0", fraction = ""] = text.trim().split(".");
    return fromPaise(Number(whole) * 100 + Number(fraction.padEnd(2, "0")));
  });

const paymentMethodSchema = z.enum(PAYMENT_METHODS, {
  message: `Payment method must be one of ${PAYMENT_METHODS.join(", ")}`,
});

export const expenseInput = z.object({
  categoryId: idSchema("Category", EXPENSE_MESSAGES.category),
  amount: expenseAmount,
  description: z
    .string({ message: EXPENSE_MESSAGES.description })
    .trim()
    .min(1, EXPENSE_MESSAGES.description)
    .max(500, "Description is at most 500 characters"),
  expenseDate: dateSchema("Date"),
  paymentMethod: paymentMethodSchema.default("cash"),
  receiptNumber: optionalText(100, "Receipt number"),
  vendor: optionalText(TEXT_LIMITS.name, "Vendor"),
  notes: optionalText(TEXT_LIMITS.note, "Notes"),
});

/** PUT /api/expenses/{id}: the expense as it should now read, every field as on create. */
export const updateExpenseInput = z.object({ id: idSchema(), expense: expenseInput });

export type ExpenseValues = z.output<typeof expenseInput>;

/** The fields an expense's voucher is built from (its narration and reference included). */
const VOUCHER_FIELDS = [
  "categoryId",
  "amount",
  "expenseDate",
  "paymentMethod",
  "description",
  "receiptNumber",
] as const satisfies readonly (keyof ExpenseValues)[];

/** An expense as stored: its payment method is the column's text. */
export type StoredExpense = Omit<ExpenseValues, "paymentMethod"> & { paymentMethod: string };

/** The fields an edit changes (amounts compared in paise, so "1180" and "1180.00" are one amount). */
export function changedExpenseFields(before: StoredExpense, after: ExpenseValues): (keyof ExpenseValues)[] {
  return (Object.keys(after) as (keyof ExpenseValues)[]).filter((field) =>
    field === "amount" ? toPaise(before.amount) !== toPaise(after.amount) : before[field] !== after[field],
  );
}

/** Whether an edit changing `fields` changes the expense's voucher: then it is reversed and posted anew. */
export function changesExpenseVoucher(fields: readonly (keyof ExpenseValues)[]): boolean {
  return fields.some((field) => (VOUCHER_FIELDS as readonly string[]).includes(field));
}

/** The list's filters, each optional: a range of expense dates (both included), a category, a method. */
export const expenseListFilters = z.object({
  from: optionalDateSchema("From date"),
  to: optionalDateSchema("To date"),
  categoryId: idSchema("Category").optional(),
  paymentMethod: paymentMethodSchema.optional(),
});

export const expenseListInput = expenseListFilters
  .extend({ page: pageSchema, pageSize: pageSizeSchema })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    path: ["to"],
    message: "The end date cannot be before the start date",
  })
  .default({ page: 1, pageSize: 50, from: null, to: null });

export const expenseCategoryInput = z.object({
  name: z
    .string({ message: "Category name is required" })
    .trim()
    .min(1, "Category name is required")
    .max(100, "Category name is at most 100 characters"),
  description: optionalText(TEXT_LIMITS.shortNote, "Description"),
});
