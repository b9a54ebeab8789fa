import { z } from "zod";
import { GST_STATES } from "./gst-states";
import { cannotBeNegative, formatInr, fromPaise, isNegativeNumber, type Paise, toPaise } from "./money";
import { isValidPhone, MAX_PHONE_TEXT, PHONE_MESSAGE } from "./phone";
import { gstinSchema, PAN_GSTIN_MISMATCH, panSchema } from "./tax-config.schema";
import { idSchema, optionalEmail, optionalText, TEXT_LIMITS } from "./text";

export const PARTY_TYPES = ["customer", "supplier", "both"] as const;
export type PartyType = (typeof PARTY_TYPES)[number];
export const PARTY_TYPE_LABELS: Record<PartyType, string> = {
  customer: "Customer",
  supplier: "Supplier",
  both: "Customer & Supplier",
};

/** Which side an opening balance sits on: debit, the party owes us; credit, we owe the party. */
export const BALANCE_SIDES = ["debit", "credit"] as const;
export type BalanceSide = (typeof BALANCE_SIDES)[number];

export const PARTY_CODE_MAX = 30;
/** numeric(15, 2) holds 13 digits before the point. */
export const MAX_PARTY_AMOUNT: Paise = 9_999_999_999_999_99;
export const MAX_PAYMENT_TERMS_DAYS = 365;
/** The state names a party's state is chosen from (those GSTINs are registered in). */
export const INDIAN_STATES: readonly string[] = [...new Set(Object.values(GST_STATES))].sort();

export const PARTY_MESSAGES = {
  codeRequired: "Party code is required",
  codeForm: "Party code may hold only letters, digits, '.', '/' and '-', starting with a letter or digit",
  nameRequired: "Party name is required",
  type: "Party type must be one of customer, supplier, both",
  pincode: "Pincode must be 6 digits, not starting with 0",
  state: "State must be one of India's states and union territories",
  stateGstin: (state: string) => `State must match the GSTIN's state code (${state})`,
  amount: (label: string) => `${label} must be a number of at least 0 with at most two decimals`,
  amountTooLarge: (label: string) => `${label} must be at most ${formatInr(MAX_PARTY_AMOUNT)}`,
  paymentTerms: `Payment terms must be a whole number of days from 0 to ${MAX_PAYMENT_TERMS_DAYS}`,
} as const;

const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9./-]*$/;
const PINCODE = /^[1-9][0-9]{5}$/;

/** A non-negative amount within numeric(15, 2), as a decimal string; blank is `blank`. */
const partyAmount = <B extends string | null>(label: string, blank: B) =>
  z
    .union([z.string().max(20, PARTY_MESSAGES.amount(label)), z.number()], {
      message: PARTY_MESSAGES.amount(label),
    })
    .nullish()
    .transform((value, ctx): string | B => {
      if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) {
        return blank;
      }
      if (isNegativeNumber(value)) {
        ctx.addIssue({ code: "custom", message: cannotBeNegative(label) });
        return z.NEVER;
      }
      let paise: Paise;
      try {
        paise = toPaise(value);
      } catch {
        // Well formed but longer than numeric(15, 2) holds: say how much is allowed.
        const tooLarge = /^\d{14,}(\.\d{1,2})?$/.test(String(value).trim());
        ctx.addIssue({
          code: "custom",
          message: tooLarge ? PARTY_MESSAGES.amountTooLarge(label) : PARTY_MESSAGES.amount(label),
        });
        return z.NEVER;
      }
      if (paise < 0) {
        ctx.addIssue({ code: "custom", message: PARTY_MESSAGES.amount(label) });
        return z.NEVER;
      }
      if (paise > MAX_PARTY_AMOUNT) {
        ctx.addIssue({ code: "custom", message: PARTY_MESSAGES.amountTooLarge(label) });
        return z.NEVER;
      }
      return fromPaise(paise);
    });

/** The state name as listed, matched case-insensitively; blank is none. */
function stateOf(value: string | null | undefined, ctx: z.RefinementCtx): string | null {
  const text = value?.trim();
  if (!text) return null;
  const found = INDIAN_STATES.find((s) => s.toLowerCase() === text.toLowerCase());
  if (!found) {
    ctx.addIssue({ code: "custom", message: PARTY_MESSAGES.state });
    return z.NEVER;
  }
  return found;
}

const partyFields = {
  partyCode: z
    .string({ message: PARTY_MESSAGES.codeRequired })
    .trim()
    .min(1, PARTY_MESSAGES.codeRequired)
    .max(PARTY_CODE_MAX, `Party code is at most ${PARTY_CODE_MAX} characters`)
    .refine((v) => v === "" || CODE_PATTERN.test(v), PARTY_MESSAGES.codeForm),
  partyName: z
    .string({ message: PARTY_MESSAGES.nameRequired })
    .trim()
    .min(1, PARTY_MESSAGES.nameRequired)
    .max(TEXT_LIMITS.name, `Party name is at most ${TEXT_LIMITS.name} characters`),
  partyType: z.enum(PARTY_TYPES, { message: PARTY_MESSAGES.type }).default("customer"),
  contactPerson: optionalText(TEXT_LIMITS.name, "Contact person"),
  phone: z
    .string({ message: PHONE_MESSAGE })
    .trim()
    .max(MAX_PHONE_TEXT, PHONE_MESSAGE)
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      if (!isValidPhone(v)) {
        ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return v;
    }),
  email: optionalEmail,
  address: optionalText(TEXT_LIMITS.address, "Address"),
  city: optionalText(100, "City"),
  state: z
    .string({ message: PARTY_MESSAGES.state })
    .max(100, PARTY_MESSAGES.state)
    .nullish()
    .transform(stateOf),
  pincode: z
    .string({ message: PARTY_MESSAGES.pincode })
    .trim()
    .max(6, PARTY_MESSAGES.pincode)
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      if (!PINCODE.test(v)) {
        ctx.addIssue({ code: "custom", message: PARTY_MESSAGES.pincode });
        return z.NEVER;
      }
      return v;
    }),
  gstNumber: gstinSchema,
  panNumber: panSchema,
  /** None (blank) means no limit. */
  creditLimit: partyAmount("Credit limit", null),
  paymentTerms: z
    .union([z.number(), z.string().max(5, PARTY_MESSAGES.paymentTerms)], {
      message: PARTY_MESSAGES.paymentTerms,
    })
    .nullish()
    .transform((v, ctx) => {
      const text = v === null || v === undefined ? "" : String(v).trim();
      if (text === "") return 0;
      if (!/^\d{1,3}$/.test(text) || Number(text) > MAX_PAYMENT_TERMS_DAYS) {
        ctx.addIssue({ code: "custom", message: PARTY_MESSAGES.paymentTerms });
        return z.NEVER;
      }
      return Number(text);
    }),
  openingBalance: partyAmount("Opening balance", "0.00"),
  /** Left out: a customer's opening balance is a debit (owed to us), a supplier's a credit. */
  openingBalanceSide: z
    .enum(BALANCE_SIDES, { message: "Opening balance side must be debit or credit" })
    .nullish()
    .transform((v) => v ?? null),
  isActive: z.boolean({ message: "Active must be true or false" }).default(true),
};

type PartyFields = z.output<z.ZodObject<typeof partyFields>>;

/**
 * A GSTIN carries its holder's PAN (characters 3 to 12) and state (the first two digits): a PAN or
 * state given with it must agree, and one left out is taken from it.
 */
function reconcile<T extends Pick<PartyFields, "gstNumber" | "panNumber" | "state">>(
  party: T,
  ctx: z.RefinementCtx,
) {
  const gstin = party.gstNumber;
  let { panNumber, state } = party;
  if (gstin) {
    const pan = gstin.slice(2, 12);
    if (panNumber && panNumber !== pan) {
      ctx.addIssue({ code: "custom", path: ["panNumber"], message: PAN_GSTIN_MISMATCH });
    }
    panNumber ??= pan;
    const gstState = GST_STATES[gstin.slice(0, 2)];
    if (gstState && state && state !== gstState) {
      ctx.addIssue({ code: "custom", path: ["state"], message: PARTY_MESSAGES.stateGstin(gstState) });
    }
    state ??= gstState ?? null;
  }
  return { ...party, panNumber, state };
}

/** The side an opening balance sits on: as given, else a supplier's is a credit and others' a debit. */
export function openingBalanceSide(partyType: PartyType, side: BalanceSide | null | undefined): BalanceSide {
  return side ?? (partyType === "supplier" ? "credit" : "debit");
}

const partyObject = z.object(partyFields);

/** A new customer or supplier, as the party dialog and `POST /api/erp/parties` send it. */
export const partyInput = partyObject.transform(reconcile);
export type PartyInput = z.output<typeof partyInput>;

/**
 * A party's new details, as `PUT /api/erp/parties/{id}` sends them: every field is replaced, except
 * that a type or active flag left out keeps its value.
 */
export const partyChanges = partyObject.extend({
  partyType: z.enum(PARTY_TYPES, { message: PARTY_MESSAGES.type }).optional(),
  isActive: z.boolean({ message: "Active must be true or false" }).optional(),
});
export const updatePartyInput = partyChanges.extend({ id: idSchema("Party") }).transform(reconcile);
export type UpdatePartyInput = z.output<typeof updatePartyInput>;

export const partyListInput = z
  .object({
    search: z
      .string()
      .trim()
      .max(TEXT_LIMITS.search, `Search is at most ${TEXT_LIMITS.search} characters`)
      .optional(),
    partyType: z.enum(PARTY_TYPES, { message: PARTY_MESSAGES.type }).optional(),
    /** Inactive parties are listed too unless this is false. */
    activeOnly: z.boolean().optional(),
  })
  .default({});

/** The signed amount stored for an opening balance: positive is a debit, negative a credit. */
export function signedOpeningBalance(amount: string, side: BalanceSide): string {
  const paise = toPaise(amount);
  return fromPaise(side === "credit" ? -paise : paise);
}

/** A stored signed opening balance as its amount and side (zero reads as a debit). */
export function openingBalanceOf(signed: string): { amount: string; side: BalanceSide } {
  const paise = toPaise(signed);
  return { amount: fromPaise(Math.abs(paise)), side: paise < 0 ? "credit" : "debit" };
}

export interface PartyRow {
  id: string;
  partyCode: string;
  partyName: string;
  partyType: PartyType;
  contactPerson: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  country: string;
  gstNumber: string | null;
  panNumber: string | null;
  openingBalance: string;
  openingBalanceSide: BalanceSide;
  creditLimit: string | null;
  paymentTerms: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}
