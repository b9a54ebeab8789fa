import { bookingInput, derivePaymentStatus, type PaymentStatus, toPaise } from "@atithi/domain";
import type { RouterInputs } from "../../api/trpc";
import type { Booking } from "./booking-display";

/** The statuses the form offers; 'refunded' is display only. */
export const FORM_PAYMENT_STATUSES = ["pending", "advance", "paid"] as const;
export type FormPaymentStatus = (typeof FORM_PAYMENT_STATUSES)[number];

/** The form's values, shaped like bookingInput so its messages land on the right fields. */
export interface BookingFormValues {
  guest: { name: string; phone: string; email: string; idProofNumber: string };
  checkInDate: string;
  checkOutDate: string;
  roomId: string;
  /** The plan the nights are priced by; "" until the room's type's plans are known. */
  ratePlanId: string;
  adults: number | string;
  children: number | string;
  isComplimentary: boolean;
  discountPercentage: number | string;
  paymentStatus: FormPaymentStatus;
  paidAmount: number | string;
  notes: string;
}

export function newBookingValues(checkInDate = "", checkOutDate = ""): BookingFormValues {
  return {
    guest: { name: "", phone: "", email: "", idProofNumber: "" },
    checkInDate,
    checkOutDate,
    roomId: "",
    ratePlanId: "",
    adults: 1,
    children: 0,
    isComplimentary: false,
    discountPercentage: 0,
    paymentStatus: "pending",
    paidAmount: 0,
    notes: "",
  };
}

export function bookingValues(booking: Booking): BookingFormValues {
  return {
    guest: {
      name: booking.guest.name,
      phone: booking.guest.phone,
      email: booking.guest.email ?? "",
      idProofNumber: booking.guest.idProofNumber ?? "",
    },
    checkInDate: booking.checkInDate,
    checkOutDate: booking.checkOutDate,
    roomId: booking.roomId,
    ratePlanId: booking.ratePlanId ?? "",
    adults: booking.adults,
    children: booking.children,
    // A discount awaiting approval is the one the form edits: saving it again keeps the request.
    isComplimentary: (booking.discountRequest ?? booking).isComplimentary,
    discountPercentage: Number((booking.discountRequest ?? booking).discountPercentage),
    paymentStatus: booking.paymentStatus === "refunded" ? "paid" : booking.paymentStatus,
    paidAmount: booking.paidAmount,
    notes: booking.notes ?? "",
  };
}

const count = (value: number | string) => (typeof value === "number" ? value : Number(value) || 0);

/**
 * Complimentary forces 'paid', nothing paid and no discount; turning it off while nothing was
 * paid returns the status to 'pending'.
 */
export function complimentaryChange(
  values: Pick<BookingFormValues, "paymentStatus" | "paidAmount">,
  isComplimentary: boolean,
): Partial<BookingFormValues> {
  if (isComplimentary)
    return { isComplimentary, paymentStatus: "paid", paidAmount: 0, discountPercentage: 0 };
  const nothingPaid = count(values.paidAmount) === 0;
  return {
    isComplimentary,
    paymentStatus: values.paymentStatus === "paid" && nothingPaid ? "pending" : values.paymentStatus,
  };
}

function paiseOf(amount: number | string): number | null {
  try {
    return toPaise(typeof amount === "number" ? amount : amount.trim() || "0");
  } catch {
    return null;
  }
}

/**
 * The status the server will store for an amount paid against the quoted total (it derives it
 * from the money), shown as soon as the amount changes so the form never promises otherwise.
 */
export function statusForAmount(
  values: BookingFormValues,
  paidAmount: number | string,
  total: string | null,
): FormPaymentStatus {
  const paid = paiseOf(paidAmount);
  if (values.isComplimentary) return "paid";
  if (total === null || paid === null) return values.paymentStatus;
  return derivePaymentStatus(toPaise(total), paid);
}

/** Choosing a status fills in the matching amount: the quoted total for 'paid', nothing for 'pending'. */
export function amountForStatus(
  values: BookingFormValues,
  status: PaymentStatus,
  total: string | null,
): number | string {
  if (status === "paid" && total !== null) return total;
  if (status === "pending") return 0;
  return values.paidAmount;
}

/** The request body: the form's own text for money (the server parses it), counts as numbers. */
export function bookingPayload(values: BookingFormValues): RouterInputs["bookings"]["create"] {
  return {
    guest: values.guest,
    roomId: values.roomId,
    ...(values.ratePlanId ? { ratePlanId: values.ratePlanId } : {}),
    checkInDate: values.checkInDate,
    checkOutDate: values.checkOutDate,
    adults: count(values.adults),
    children: count(values.children),
    isComplimentary: values.isComplimentary,
    discountPercentage: String(values.discountPercentage === "" ? 0 : values.discountPercentage),
    paidAmount: String(values.paidAmount === "" ? 0 : values.paidAmount),
    notes: values.notes,
  };
}

/**
 * What the quote is asked for: the create's input without the payment and notes (which do not
 * change the price), once it is one the create would take; null while the form is incomplete.
 */
export function quoteInputOf(values: BookingFormValues): RouterInputs["bookings"]["quote"] | null {
  const { paidAmount: _paid, notes: _notes, ...priced } = bookingPayload(values);
  // The plan shown is the plan quoted: nothing is asked before the room's plans are known.
  if (!values.ratePlanId) return null;
  return bookingInput.safeParse(priced).success ? priced : null;
}
