import { z } from "zod";
import { amountInWords } from "./amount-in-words";
import { type GstSlab, gstForNights, gstRateFor, splitTax } from "./gst";
import { stateOfGstin } from "./gst-states";
import { fromPaise, isNegativeNumber, mustBePositive, type Paise, toPaise } from "./money";
import { roomNightValues } from "./nightly";
import { pendingAmount, refundDue } from "./payment";
import type { NightPrice } from "./rate-plans";
import { optionalText, requiredText } from "./text";

/** SAC of room or unit accommodation in hotels, inns and guest houses. */
export const ROOM_SAC = "996311";

/** The GST rates a charge may carry after the September 2025 reform, in percent. */
export const GST_RATES = [0, 5, 18, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

export const CHARGE_CATEGORIES = [
  "food_beverage",
  "laundry",
  "minibar",
  "extra_bed",
  "late_checkout",
  "cancellation_fee",
  "no_show_fee",
  "other",
] as const;
export type ChargeCategory = (typeof CHARGE_CATEGORIES)[number];

/**
 * Each category's label, SAC and default GST rate. Food in a hotel without input credit is 5%
 * (996332); laundry (999712) and anything else are 18%. An extra bed, a late check-out and a
 * cancellation or no-show fee are part of the accommodation (996311; CBIC circular 178/10/2022 for
 * the fees): unless a charge sets its own rate they are taxed at the slab of the stay's nights
 * (`roomSlabRate`), 5% for a room up to ₹7,500 a night, which `gstRate` shows. A charge may override
 * its rate.
 */
export const CHARGE_CATEGORY_DEFAULTS: Record<
  ChargeCategory,
  { label: string; sac: string; gstRate: GstRate }
> = {
  food_beverage: { label: "Food and beverage", sac: "996332", gstRate: 5 },
  laundry: { label: "Laundry", sac: "999712", gstRate: 18 },
  minibar: { label: "Minibar", sac: "996332", gstRate: 5 },
  extra_bed: { label: "Extra bed", sac: ROOM_SAC, gstRate: 5 },
  late_checkout: { label: "Late check-out", sac: ROOM_SAC, gstRate: 5 },
  cancellation_fee: { label: "Cancellation fee", sac: ROOM_SAC, gstRate: 5 },
  no_show_fee: { label: "No-show fee", sac: ROOM_SAC, gstRate: 5 },
  other: { label: "Other", sac: "999799", gstRate: 18 },
};

/**
 * The rate a new charge is stored with: the one entered, else its category's; null for a charge of
 * the accommodation without one entered, taxed at the slab of its stay's nights whatever they become.
 */
export function chargeGstRate(category: ChargeCategory, entered: GstRate | undefined): GstRate | null {
  if (entered !== undefined) return entered;
  const defaults = CHARGE_CATEGORY_DEFAULTS[category];
  return defaults.sac === ROOM_SAC ? null : defaults.gstRate;
}

/** The largest single charge: a line of at most ₹10,00,000 keeps every folio well inside numeric(12,2). */
export const MAX_CHARGE_PAISE: Paise = 100_000_000;
export const MAX_CHARGE_QUANTITY = 1000;

const chargeAmount = z
  .union([z.string().max(20), z.number()], { message: "Amount is required" })
  .transform((value, ctx) => {
    if (isNegativeNumber(value)) {
      ctx.addIssue({ code: "custom", message: mustBePositive("Amount") });
      return z.NEVER;
    }
    let paise: Paise;
    try {
      paise = toPaise(value);
    } catch {
      ctx.addIssue({ code: "custom", message: "Amount must be a number with at most two decimals" });
      return z.NEVER;
    }
    if (paise <= 0 || paise > MAX_CHARGE_PAISE) {
      ctx.addIssue({ code: "custom", message: "Amount must be more than ₹0 and at most ₹10,00,000" });
      return z.NEVER;
    }
    return paise;
  });

/** POST /api/bookings/{id}/charges: an extra on the stay's folio; the server computes its tax. */
export const chargeInput = z.object({
  description: requiredText("Description", 200),
  category: z.enum(CHARGE_CATEGORIES, { message: `Category must be one of ${CHARGE_CATEGORIES.join(", ")}` }),
  amount: chargeAmount,
  quantity: z
    .number({ message: "Quantity must be a whole number from 1" })
    .int("Quantity must be a whole number from 1")
    .min(1, "Quantity must be a whole number from 1")
    .max(MAX_CHARGE_QUANTITY, `Quantity can be at most ${MAX_CHARGE_QUANTITY}`)
    .default(1),
  gstRate: z
    .union(
      GST_RATES.map((r) => z.literal(r)),
      { message: `GST rate must be one of ${GST_RATES.join(", ")}` },
    )
    .optional(),
  notes: optionalText(500, "Notes"),
});
export type ChargeInput = z.infer<typeof chargeInput>;

export interface FolioCharge {
  id: string;
  description: string;
  category: ChargeCategory;
  sac: string;
  unitAmount: Paise;
  quantity: number;
  /** Percent; null: part of the accommodation, taxed at the room's slab (`roomSlabRate`). */
  gstRate: number | null;
}

export interface FolioMoney {
  kind: "payment" | "refund";
  amount: Paise;
}

export interface FolioInput {
  /** The stay's tariff after discount (the booking's totalAmount). */
  roomTotal: Paise;
  checkInDate: string;
  checkOutDate: string;
  /** Each night as its plan priced it, before discount; none: the tariff spread evenly over the dates. */
  nights: readonly NightPrice[];
  charges: readonly FolioCharge[];
  money: readonly FolioMoney[];
  /** GST disabled: no tax is charged (a bill of supply). */
  gstEnabled: boolean;
  slabs: readonly GstSlab[];
  /** False for a cancelled stay: the room is not billed, only its fees. */
  roomBilled?: boolean;
}

export interface FolioLine {
  kind: "room" | "charge";
  chargeId: string | null;
  description: string;
  sac: string;
  quantity: number;
  taxable: Paise;
  /** The rates applied, in percent (a stay's nights may straddle slabs or a change of schedule). */
  rates: number[];
  cgst: Paise;
  sgst: Paise;
  tax: Paise;
  /** A room line's nights, each worth its share of `taxable`: a GST return splits the line by them. */
  nights?: readonly RoomNightValue[];
}

/** What a room-night is worth after discount: the value its GST slab is chosen by. */
export interface RoomNightValue {
  date: string;
  taxable: Paise;
}

/** A night of the stay as billed: its price, the rate that priced it, its value after discount and its GST. */
export interface FolioNight extends NightPrice {
  taxable: Paise;
  /** The slab's rate, in percent (0 while GST is disabled). */
  gstRate: number;
  tax: Paise;
}

export interface Folio {
  /** The room's nights billed, in date order (none for a cancelled stay, whose room is not billed). */
  nights: FolioNight[];
  lines: FolioLine[];
  roomAmount: Paise;
  chargesAmount: Paise;
  cgst: Paise;
  sgst: Paise;
  taxAmount: Paise;
  /** Everything billed: room, extras and GST. */
  totalAmount: Paise;
  /** Payments net of refunds. */
  totalPaid: Paise;
  /** What is still owed, never negative. */
  pendingAmount: Paise;
  /** Money to give back, never negative. */
  refundDue: Paise;
}

/** `amount` × `percent`, rounded half up to the paisa. */
function taxOn(amount: Paise, percent: number): Paise {
  return Math.floor((amount * Math.round(percent * 100) + 5_000) / 10_000);
}

/**
 * The stay's nights as billed: the tariff after discount spread over them in proportion to their
 * prices (`roomNightValues`), each taxed by the dated slab of its own value (the value of supply of
 * that room-night) while GST is enabled. A cancelled stay's nights are valued as booked: their slab
 * is the one its fees follow.
 */
function billNights(input: FolioInput): FolioNight[] {
  const values = roomNightValues(input.roomTotal, input.checkInDate, input.checkOutDate, input.nights);
  return values.map(([date, taxable], i) => {
    // A stay stored without its nights: each night priced at its even share, at the base rate.
    const priced = input.nights[i] ?? { date, amount: taxable, rate: "base" as const };
    const gstRate = input.gstEnabled ? Number(gstRateFor(taxable, date, input.slabs)) : 0;
    const tax = input.gstEnabled ? gstForNights([[date, taxable]], input.slabs).total : 0;
    return { ...priced, taxable, gstRate, tax };
  });
}

/**
 * The rate of a charge that is part of the accommodation (an extra bed, a late check-out, a
 * cancellation or no-show fee) and sets none: the GST slab of the stay's nights, as each night's
 * value chose it; when the nights straddle slabs, the highest, so the extra is never taxed below
 * the room it belongs to.
 */
export function roomSlabRate(nights: readonly Pick<FolioNight, "gstRate">[]): number {
  return Math.max(0, ...nights.map((n) => n.gstRate));
}

/**
 * What a stay owes: the room nights taxed night by night by the dated slab of each night's value,
 * each charge taxed at its own rate (one of the accommodation without a rate at the room's slab,
 * `roomSlabRate`), each line's tax split into CGST and SGST halves (the odd paisa to SGST), so
 * CGST + SGST is the tax exactly and the lines add up to the totals.
 */
export function buildFolio(input: FolioInput): Folio {
  const lines: FolioLine[] = [];
  const roomBilled = input.roomBilled !== false;
  const roomTotal = roomBilled ? input.roomTotal : 0;
  const valued = billNights(input);
  const nights = roomBilled ? valued : [];
  if (roomBilled) {
    const roomTax = nights.reduce((sum, n) => sum + n.tax, 0);
    lines.push({
      kind: "room",
      chargeId: null,
      description: `Room, ${nights.length} night${nights.length === 1 ? "" : "s"}`,
      sac: ROOM_SAC,
      quantity: nights.length,
      taxable: roomTotal,
      rates: [...new Set(nights.map((n) => n.gstRate))],
      ...splitTax(roomTax),
      tax: roomTax,
      nights: nights.map((n) => ({ date: n.date, taxable: n.taxable })),
    });
  }
  const roomRate = roomSlabRate(valued);
  for (const charge of input.charges) {
    const taxable = charge.unitAmount * charge.quantity;
    const rate = input.gstEnabled ? (charge.gstRate ?? roomRate) : 0;
    const tax = taxOn(taxable, rate);
    lines.push({
      kind: "charge",
      chargeId: charge.id,
      description: charge.description,
      sac: charge.sac,
      quantity: charge.quantity,
      taxable,
      rates: [rate],
      ...splitTax(tax),
      tax,
    });
  }
  const sum = (pick: (l: FolioLine) => Paise) => lines.reduce((acc, l) => acc + pick(l), 0);
  const chargesAmount = sum((l) => (l.kind === "charge" ? l.taxable : 0));
  const taxAmount = sum((l) => l.tax);
  const totalAmount = roomTotal + chargesAmount + taxAmount;
  const totalPaid = input.money.reduce((acc, m) => acc + (m.kind === "refund" ? -m.amount : m.amount), 0);
  return {
    nights,
    lines,
    roomAmount: roomTotal,
    chargesAmount,
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    taxAmount,
    totalAmount,
    totalPaid,
    pendingAmount: pendingAmount(totalAmount, totalPaid),
    refundDue: refundDue(totalAmount, totalPaid),
  };
}

/** A party named on an invoice. */
export interface InvoiceParty {
  name: string;
  address: string | null;
  gstin: string | null;
  /** The state of a GSTIN's first two digits, with its code ("27 Maharashtra"). */
  state: string | null;
}

/**
 * An issued invoice as printed (CGST Rule 46): frozen when issued, so printing it again years later
 * gives the same document. Amounts are decimal strings; rates are percent.
 */
export interface InvoiceDocument {
  kind: "tax_invoice" | "bill_of_supply";
  number: string;
  date: string;
  seller: InvoiceParty & { pan: string | null };
  buyer: InvoiceParty & { contactName: string | null };
  placeOfSupply: string | null;
  stay: { roomNumbers: string[]; checkInDate: string; checkOutDate: string; nights: number } | null;
  lines: {
    description: string;
    sac: string;
    quantity: number;
    taxable: string;
    rates: number[];
    cgst: string;
    sgst: string;
    total: string;
    /** A room line's nights and what each was worth (kept since issue 30; older invoices have none). */
    nights?: { date: string; taxable: string }[];
  }[];
  taxable: string;
  cgst: string;
  sgst: string;
  tax: string;
  total: string;
  amountInWords: string;
  reverseCharge: false;
}

export interface StayInvoiceInput {
  number: string;
  date: string;
  gstEnabled: boolean;
  seller: { name: string; address: string | null; gstin: string | null; pan: string | null };
  /** The guest, or the company billed when the booking names one. */
  buyer: { name: string; contactName: string | null; address: string | null; gstin: string | null };
  stay: { roomNumbers: string[]; checkInDate: string; checkOutDate: string; nights: number };
  folio: Folio;
}

/**
 * The stay's invoice as printed: a tax invoice while GST is enabled, else a bill of supply; place
 * of supply is the hotel's state (accommodation is supplied where the hotel is).
 */
export function stayInvoiceDocument(input: StayInvoiceInput): InvoiceDocument {
  const { folio } = input;
  const taxable = folio.roomAmount + folio.chargesAmount;
  return {
    kind: input.gstEnabled ? "tax_invoice" : "bill_of_supply",
    number: input.number,
    date: input.date,
    seller: { ...input.seller, state: stateOfGstin(input.seller.gstin) },
    buyer: { ...input.buyer, state: stateOfGstin(input.buyer.gstin) },
    placeOfSupply: stateOfGstin(input.seller.gstin),
    stay: input.stay,
    lines: folio.lines.map((l) => ({
      description: l.description,
      sac: l.sac,
      quantity: l.quantity,
      taxable: fromPaise(l.taxable),
      rates: l.rates,
      cgst: fromPaise(l.cgst),
      sgst: fromPaise(l.sgst),
      total: fromPaise(l.taxable + l.tax),
      ...(l.nights && { nights: l.nights.map((n) => ({ date: n.date, taxable: fromPaise(n.taxable) })) }),
    })),
    taxable: fromPaise(taxable),
    cgst: fromPaise(folio.cgst),
    sgst: fromPaise(folio.sgst),
    tax: fromPaise(folio.taxAmount),
    total: fromPaise(folio.totalAmount),
    amountInWords: amountInWords(folio.totalAmount),
    reverseCharge: false,
  };
}
