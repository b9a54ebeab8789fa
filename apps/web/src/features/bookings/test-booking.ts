import type { RouterOutputs } from "../../api/trpc";
import type { Booking } from "./booking-display";

/** A booking as the API returns it, for tests. */
export function testBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: "b1",
    guestId: "g1",
    roomId: "r101",
    guest: { name: "Asha Verma", phone: "9876543210", email: null, idProofNumber: null },
    room: { number: "101" },
    ratePlanId: null,
    roomSince: null,
    checkInDate: "2026-11-22",
    checkOutDate: "2026-11-24",
    adults: 2,
    children: 1,
    status: "confirmed",
    paymentStatus: "advance",
    paidAmount: "5000.00",
    totalAmount: "16000.00",
    chargesAmount: "0.00",
    taxAmount: "0.00",
    amountDue: "16000.00",
    refundDue: "0.00",
    isComplimentary: false,
    discountPercentage: "0",
    pendingApproval: false,
    discountRequest: null,
    notes: null,
    cancelReason: null,
    billTo: null,
    groupBookingId: null,
    createdAt: "2026-11-21T20:00:00.000Z",
    ...overrides,
  };
}

type StayFolio = RouterOutputs["bookings"]["folio"];

/**
 * A folio as the server answers it, for tests: two nights for ₹12,800 at 5% GST and a dinner of
 * 2 × ₹1,200 at 5%, ₹5,000 paid; `overrides` replace any part.
 */
export function testFolio(overrides: Partial<StayFolio> = {}): StayFolio {
  return {
    bookingId: "b1",
    gstEnabled: true,
    nights: ["2026-11-22", "2026-11-23"].map((date) => ({
      date,
      amount: "6400.00",
      rate: "base" as const,
      season: null,
      taxable: "6400.00",
      gstRate: 5,
      tax: "320.00",
    })),
    lines: [
      {
        kind: "room",
        chargeId: null,
        description: "Room, 2 nights",
        sac: "996311",
        quantity: 2,
        rates: [5],
        taxable: "12800.00",
        cgst: "320.00",
        sgst: "320.00",
        tax: "640.00",
        total: "13440.00",
      },
      {
        kind: "charge",
        chargeId: "c1",
        description: "Dinner for two",
        sac: "996332",
        quantity: 2,
        rates: [5],
        taxable: "2400.00",
        cgst: "60.00",
        sgst: "60.00",
        tax: "120.00",
        total: "2520.00",
      },
    ],
    charges: [
      {
        id: "c1",
        bookingId: "b1",
        description: "Dinner for two",
        category: "food_beverage",
        sac: "996332",
        unitAmount: "1200.00",
        quantity: 2,
        gstRate: "5.00",
        amount: "2400.00",
        notes: null,
        createdAt: "2026-11-22T14:00:00.000Z",
      },
    ],
    payments: [
      {
        id: "p1",
        bookingId: "b1",
        kind: "payment",
        amount: "5000.00",
        paymentMethod: "cash",
        paymentDate: "2026-11-21T20:00:00.000Z",
        voided: null,
        notes: "Initial payment",
      },
    ],
    roomAmount: "12800.00",
    chargesAmount: "2400.00",
    taxAmount: "760.00",
    cgst: "380.00",
    sgst: "380.00",
    totalAmount: "15960.00",
    totalPaid: "5000.00",
    pendingAmount: "10960.00",
    refundDue: "0.00",
    invoice: null,
    ...overrides,
  };
}
