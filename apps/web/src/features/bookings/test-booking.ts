import type { Booking } from "./booking-display";

/** A booking as the API returns it, for tests. */
export function testBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: "b1",
    guestId: "g1",
    roomId: "r101",
    guest: { name: "Asha Verma", phone: "9876543210", email: null, idProofNumber: null },
    room: { number: "101" },
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
    isComplimentary: false,
    discountPercentage: "0",
    notes: null,
    cancelReason: null,
    billTo: null,
    groupBookingId: null,
    createdAt: "2026-11-21T20:00:00.000Z",
    ...overrides,
  };
}
