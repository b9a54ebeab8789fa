import { z } from "zod";
import { dateSchema, optionalDateSchema } from "./dates";
import { parseScaled, type TenThousandths, type Thousandths } from "./decimal";
import { GST_RATES } from "./folio";
import { GST_UNIT_MESSAGE, gstUnitOf } from "./gst-units";
import { INVOICE_STATUSES } from "./invoice-status";
import { computeInvoice, gstRateOf, MAX_INVOICE_TOTAL, stateCodeOf } from "./invoice-tax";
import { cannotBeNegative, formatInr, isNegativeNumber, mustBePositive, type Paise, toPaise } from "./money";
import { PAYMENT_METHODS } from "./payment";
import { idSchema, optionalText, pageSchema, requiredText, TEXT_LIMITS } from "./text";

export const INVOICE_TYPES = ["sales", "purchase"] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const MAX_INVOICE_LINES = 200;
/** 10,00,000 units on one line, in thousandths. */
export const MAX_LINE_QUANTITY: Thousandths = 1_000_000_000;
/** ₹1,000 crore a unit (the largest invoice), in ten-thousandths of a rupee. */
export const MAX_UNIT_PRICE: TenThousandths = MAX_INVOICE_TOTAL * 100;
/** CGST Rule 46(b): a serial number of at most 16 characters. */
export const INVOICE_NUMBER_MAX = 16;
/** A supplier's bill keeps the supplier's own number, whatever its form, within this length. */
export const SUPPLIER_BILL_NUMBER_MAX = 50;

export const INVOICE_MESSAGES = {
  numberRequired: "Invoice number is required",
  numberTooLong: `Invoice number must be at most ${INVOICE_NUMBER_MAX} characters`,
  numberCharacters: "Invoice number may contain only letters, digits, '-' and '/'",
  numberStart: "Invoice number must start with a letter or digit",
  supplierNumberTooLong: `Invoice number is at most ${SUPPLIER_BILL_NUMBER_MAX} characters`,
  party: "Party is required",
  invoice: "Invoice details are required",
  dueBeforeInvoice: "Due date cannot be before the invoice date",
  type: "Invoice type must be sales or purchase",
  placeOfSupply: "Place of supply must be a GST state code, such as 27",
  lines: "At least one line item is required",
  tooManyLines: `An invoice has at most ${MAX_INVOICE_LINES} line items`,
  item: "Item is required",
  quantityRequired: "Quantity is required",
  quantity: "Quantity must be more than 0 and at most 10,00,000, with at most 3 decimals",
  unitPriceRequired: "Unit price is required",
  unitPrice: `Unit price must be from ₹0 to ${formatInr(MAX_UNIT_PRICE / 100)}, with at most 4 decimals`,
  taxRate: `Tax rate must be one of ${GST_RATES.join(", ")} percent`,
  hsn: "HSN/SAC code must be 4, 6 or 8 digits",
  reason: "Reason is required",
  invoiceLine: "Invoice line is required",
  creditQuantityOrAmount: "Give a quantity or an amount to credit, not both",
  creditLineTwice: "Each invoice line may appear only once in a credit note",
  amountRequired: "Amount is required",
  amount: `Amount must be more than ₹0 and at most ${formatInr(MAX_INVOICE_TOTAL)}, with at most two decimals`,
  quantityNegative: mustBePositive("Quantity"),
  unitPriceNegative: cannotBeNegative("Unit price"),
  amountNegative: mustBePositive("Amount"),
  paymentMethod: `Payment method must be one of ${PAYMENT_METHODS.join(", ")}`,
} as const;

const NUMBER_CHARACTERS = /^[A-Za-z0-9/-]*$/;

/**
 * Why a sales invoice (or credit note) number breaks CGST Rule 46(b), or null: at most 16
 * characters, only letters, digits, '-' and '/'. It must also start with a letter or digit, as the
 * GST portal (and india_compliance's pattern) asks.
 */
export function invoiceNumberError(number: string): string | null {
  if (number === "") return INVOICE_MESSAGES.numberRequired;
  if (number.length > INVOICE_NUMBER_MAX) return INVOICE_MESSAGES.numberTooLong;
  if (!NUMBER_CHARACTERS.test(number)) return INVOICE_MESSAGES.numberCharacters;
  if (!/^[A-Za-z0-9]/.test(number)) return INVOICE_MESSAGES.numberStart;
  return null;
}

type NumberSent = string | number | null | undefined;
/** `invalid` for a number of the wrong form or size; `negative` for one with a minus sign. */
interface NumberMessages {
  invalid: string;
  negative: string;
}
/**
 * A number sent as a number or decimal text, read exactly by `parse` (null: not acceptable).
 * Left out, null or blank: `required`'s message, or null when the field is optional.
 */
function exactNumber<T>(
  parse: (value: string | number) => T | null,
  messages: NumberMessages,
  required: string,
): z.ZodType<T, NumberSent>;
function exactNumber<T>(
  parse: (value: string | number) => T | null,
  messages: NumberMessages,
): z.ZodType<T | null, NumberSent>;
function exactNumber<T>(
  parse: (value: string | number) => T | null,
  { invalid, negative }: NumberMessages,
  required?: string,
) {
  return z
    .union([z.string().max(40, invalid), z.number()], { message: invalid })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) {
        if (!required) return null;
        ctx.addIssue({ code: "custom", message: required });
        return z.NEVER;
      }
      if (isNegativeNumber(value)) {
        ctx.addIssue({ code: "custom", message: negative });
        return z.NEVER;
      }
      const parsed = parse(value);
      if (parsed === null) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return parsed;
    });
}

const QUANTITY_MESSAGES = { invalid: INVOICE_MESSAGES.quantity, negative: INVOICE_MESSAGES.quantityNegative };
const UNIT_PRICE_MESSAGES = {
  invalid: INVOICE_MESSAGES.unitPrice,
  negative: INVOICE_MESSAGES.unitPriceNegative,
};
const AMOUNT_MESSAGES = { invalid: INVOICE_MESSAGES.amount, negative: INVOICE_MESSAGES.amountNegative };

const within = (value: number | null, min: number, max: number) =>
  value !== null && value >= min && value <= max ? value : null;

const quantity = (value: string | number) => within(parseScaled(value, 3, 7), 1, MAX_LINE_QUANTITY);
const unitPrice = (value: string | number) => within(parseScaled(value, 4, 11), 0, MAX_UNIT_PRICE);
function positivePaise(value: string | number): Paise | null {
  try {
    return within(toPaise(value), 1, MAX_INVOICE_TOTAL);
  } catch {
    return null;
  }
}

/** Optional text read by `read` (null: refused with `message`); blank, null or left out is null. */
function optionalCode<T>(message: string, max: number, read: (text: string) => T | null) {
  return z
    .string({ message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const code = read(value);
      if (code === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return code;
    });
}

/** What the spec's client sends and the server recomputes: accepted, then left out of the parsed input. */
const ignored = z.unknown().optional().describe("Ignored: the server computes every amount and status");

const invoiceHeader = z.object(
  {
    /**
     * A sale's number is assigned at issue: one is typed (null, blank or left out otherwise) only
     * for an invoice brought over from another system, dated before the series began. A supplier's
     * bill keeps the supplier's number, required. Length and form are checked in `checkInvoice`.
     */
    invoiceNumber: z
      .string({ message: INVOICE_MESSAGES.numberRequired })
      .trim()
      .meta({ maxLength: SUPPLIER_BILL_NUMBER_MAX })
      .nullish()
      .transform((value) => value || null),
    partyId: idSchema("Party", INVOICE_MESSAGES.party),
    invoiceDate: dateSchema("Invoice date"),
    dueDate: optionalDateSchema("Due date"),
    subtotal: ignored,
    taxAmount: ignored,
    totalAmount: ignored,
    status: ignored,
    terms: optionalText(TEXT_LIMITS.note, "Terms"),
    notes: optionalText(TEXT_LIMITS.note, "Notes"),
    invoiceType: z.enum(INVOICE_TYPES, { message: INVOICE_MESSAGES.type }).default("sales"),
    /** A state code overriding the place of supply worked out from the party (goods delivered elsewhere). */
    placeOfSupply: optionalCode(INVOICE_MESSAGES.placeOfSupply, 60, stateCodeOf),
  },
  { message: INVOICE_MESSAGES.invoice },
);

const invoiceLine = z.object({
  itemId: idSchema("Item", INVOICE_MESSAGES.item),
  description: optionalText(TEXT_LIMITS.shortNote, "Description"),
  quantity: exactNumber(quantity, QUANTITY_MESSAGES, INVOICE_MESSAGES.quantityRequired),
  unitPrice: exactNumber(unitPrice, UNIT_PRICE_MESSAGES, INVOICE_MESSAGES.unitPriceRequired),
  taxRate: z
    .union([z.string().max(10, INVOICE_MESSAGES.taxRate), z.number()], { message: INVOICE_MESSAGES.taxRate })
    .transform((value, ctx) => {
      const rate = gstRateOf(value);
      if (rate === null) {
        ctx.addIssue({ code: "custom", message: INVOICE_MESSAGES.taxRate });
        return z.NEVER;
      }
      return rate;
    }),
  lineTotal: ignored,
  /** Null: the item's own HSN or SAC code. */
  hsnCode: optionalCode(INVOICE_MESSAGES.hsn, 8, (code) =>
    /^(\d{4}|\d{6}|\d{8})$/.test(code) ? code : null,
  ),
  /** Null: the item's own unit. */
  unit: optionalCode(GST_UNIT_MESSAGE, 10, gstUnitOf),
});

const invoiceFields = {
  invoice: invoiceHeader,
  lineItems: z
    .array(invoiceLine, { message: INVOICE_MESSAGES.lines })
    .min(1, INVOICE_MESSAGES.lines)
    .max(MAX_INVOICE_LINES, INVOICE_MESSAGES.tooManyLines),
};

type InvoiceFields = z.output<z.ZodObject<typeof invoiceFields>>;

/**
 * The checks across fields: the number by the document's kind (a sale's number follows Rule 46, a
 * supplier's bill keeps the supplier's number), the due date after the invoice date, and the total
 * within what the books hold. Zod runs this even when a field failed, so each check looks first.
 */
/** The server's other series: a typed sales number in one would collide with them in GSTR-1. */
const RESERVED_SERIES: Record<string, string> = {
  "IN/": "numbers assigned at issue",
  "SI/": "stay invoices",
  "GI/": "group invoices",
  "CR/": "credit notes",
  "DR/": "debit notes",
  "PB/": "purchase bills",
};

/** Why a typed sales number is refused for starting with another series of the server's, or null. */
export function reservedSeriesError(number: string): string | null {
  const prefix = number.slice(0, 3).toUpperCase();
  const series = RESERVED_SERIES[prefix];
  return series ? `Invoice number cannot start with ${prefix}: that series is kept for ${series}` : null;
}

function checkInvoice(value: InvoiceFields, ctx: z.RefinementCtx) {
  const { invoiceNumber, invoiceType, invoiceDate, dueDate } = value.invoice;
  if (invoiceType === "purchase" && !invoiceNumber) {
    ctx.addIssue({
      code: "custom",
      path: ["invoice", "invoiceNumber"],
      message: INVOICE_MESSAGES.numberRequired,
    });
  }
  if (typeof invoiceNumber === "string" && invoiceNumber !== "") {
    const problem =
      invoiceType === "purchase"
        ? invoiceNumber.length > SUPPLIER_BILL_NUMBER_MAX
          ? INVOICE_MESSAGES.supplierNumberTooLong
          : null
        : (invoiceNumberError(invoiceNumber) ?? reservedSeriesError(invoiceNumber));
    if (problem) ctx.addIssue({ code: "custom", path: ["invoice", "invoiceNumber"], message: problem });
  }
  if (typeof dueDate === "string" && typeof invoiceDate === "string" && dueDate < invoiceDate) {
    ctx.addIssue({
      code: "custom",
      path: ["invoice", "dueDate"],
      message: INVOICE_MESSAGES.dueBeforeInvoice,
    });
  }
  const lines = value.lineItems;
  const parsed = Array.isArray(lines) && lines.every((l) => typeof l?.quantity === "number");
  if (parsed && lines.every((l) => typeof l.unitPrice === "number" && typeof l.taxRate === "number")) {
    try {
      // The split does not change the total.
      computeInvoice(lines, { supplyType: "intra" });
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      ctx.addIssue({ code: "custom", path: ["lineItems"], message: error.message });
    }
  }
}

/** The parsed input without the figures the server computes itself. */
function withoutClientFigures<T extends InvoiceFields>({ invoice, lineItems, ...rest }: T) {
  const { subtotal, taxAmount, totalAmount, status, ...header } = invoice;
  return {
    ...rest,
    invoice: header,
    lineItems: lineItems.map(({ lineTotal, ...line }) => line),
  };
}

/**
 * A new invoice as the spec's client sends it (`POST /api/erp/invoices`): quantities in
 * thousandths, prices in ten-thousandths of a rupee, rates a current slab. The client's subtotal,
 * tax, totals, line totals and status are accepted and dropped: `computeInvoice` makes the figures,
 * and a new or edited invoice is a draft.
 */
export const invoiceInput = z.object(invoiceFields).superRefine(checkInvoice).transform(withoutClientFigures);
export type InvoiceInput = z.output<typeof invoiceInput>;
export type InvoiceLineInput = InvoiceInput["lineItems"][number];

/** A draft replaced whole (`PUT /api/erp/invoices/{id}`). */
export const updateInvoiceInput = z
  .object({ ...invoiceFields, id: idSchema("Invoice") })
  .superRefine(checkInvoice)
  .transform(withoutClientFigures);
export type UpdateInvoiceInput = z.output<typeof updateInvoiceInput>;

export const invoiceIdInput = z.object({ id: idSchema("Invoice") });

/** The Invoices screen's list: a search over number or party name, the status filter (`all` is none). */
export const invoiceListInput = z
  .object({
    search: z
      .string()
      .trim()
      .max(TEXT_LIMITS.search, `Search is at most ${TEXT_LIMITS.search} characters`)
      .optional(),
    status: z
      .enum(["all", ...INVOICE_STATUSES], {
        message: `Status must be one of all, ${INVOICE_STATUSES.join(", ")}`,
      })
      .default("all"),
    invoiceType: z.enum(INVOICE_TYPES, { message: INVOICE_MESSAGES.type }).default("sales"),
    page: pageSchema,
  })
  .default({ status: "all", invoiceType: "sales", page: 1 });
export type InvoiceListInput = z.output<typeof invoiceListInput>;

const creditNoteLine = z
  .object({
    invoiceLineId: idSchema("Invoice line", INVOICE_MESSAGES.invoiceLine),
    /** Units returned, in thousandths. */
    quantity: exactNumber(quantity, QUANTITY_MESSAGES),
    /** Taxable value given back (a price reduction), in paise; its tax follows at the line's rate. */
    amount: exactNumber(positivePaise, AMOUNT_MESSAGES),
  })
  .refine((line) => line.quantity === null || line.amount === null, {
    message: INVOICE_MESSAGES.creditQuantityOrAmount,
  });

const creditNoteFields = {
  reason: requiredText("Reason", TEXT_LIMITS.shortNote, INVOICE_MESSAGES.reason),
  /** Each line names an invoice line; neither quantity nor amount credits all that remains of it. */
  lineItems: z
    .array(creditNoteLine, { message: INVOICE_MESSAGES.lines })
    .min(1, INVOICE_MESSAGES.lines)
    .max(MAX_INVOICE_LINES, INVOICE_MESSAGES.tooManyLines)
    .refine(
      (lines) => new Set(lines.map((l) => l.invoiceLineId)).size === lines.length,
      INVOICE_MESSAGES.creditLineTwice,
    ),
};

/** A credit note's body (`POST /api/erp/invoices/{id}/credit-notes`). */
export const creditNoteInput = z.object(creditNoteFields);
export type CreditNoteInput = z.output<typeof creditNoteInput>;
export type CreditNoteLineInput = CreditNoteInput["lineItems"][number];
/** With the invoice's id, as the procedure takes it. */
export const invoiceCreditNoteInput = z.object({ ...creditNoteFields, id: idSchema("Invoice") });

const receiptFields = {
  amount: exactNumber(positivePaise, AMOUNT_MESSAGES, INVOICE_MESSAGES.amountRequired),
  paymentMethod: z.enum(PAYMENT_METHODS, { message: INVOICE_MESSAGES.paymentMethod }),
  paymentDate: dateSchema("Payment date"),
};

/** Money received against an issued invoice (`POST /api/erp/invoices/{id}/payments`), amount in paise. */
export const receiptInput = z.object(receiptFields);
export type ReceiptInput = z.output<typeof receiptInput>;
/** With the invoice's id, as the procedure takes it. */
export const invoiceReceiptInput = z.object({ ...receiptFields, id: idSchema("Invoice") });

export const creditNoteIdInput = z.object({ id: idSchema("Credit note") });

/** The form's proposed number: of sales invoices unless asked, in the financial year of `date` (today). */
export const nextInvoiceNumberInput = z
  .object({
    invoiceType: z.enum(INVOICE_TYPES, { message: INVOICE_MESSAGES.type }).default("sales"),
    date: optionalDateSchema("Date").transform((v) => v ?? undefined),
  })
  .default({ invoiceType: "sales", date: undefined });
