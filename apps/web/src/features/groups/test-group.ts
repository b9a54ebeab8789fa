import type { RouterOutputs } from "../../api/trpc";

type GroupView = RouterOutputs["groups"]["byId"];

/** A confirmed group of two rooms as groups.byId answers it, for tests. */
export function testGroup(overrides: Partial<GroupView> = {}): GroupView {
  return {
    id: "g1",
    groupName: "Sharma Wedding",
    contactPersonName: "Ravi Sharma",
    contactPersonPhone: "9876543210",
    contactPersonEmail: null,
    checkInDate: "2026-12-01",
    checkOutDate: "2026-12-03",
    totalRooms: 2,
    totalGuests: 3,
    groupDiscountPercentage: "10.00",
    isComplimentary: false,
    pendingApproval: false,
    discountRequest: null,
    eventType: "wedding",
    specialRequests: null,
    notes: "Sangeet on the first evening",
    totalAmount: "17280.00",
    paidAmount: "0.00",
    paymentStatus: "pending",
    // ₹11,520 + ₹5,760, nothing paid yet.
    owed: "17280.00",
    status: "confirmed",
    createdAt: "2026-11-21T20:00:00.000Z",
    members: [
      member("b2", "r102", "102", "Vikram", 1, "5760.00"),
      member("b1", "r101", "101", "Asha", 2, "11520.00"),
    ],
    invoice: null,
    ...overrides,
  };
}

function member(
  id: string,
  roomId: string,
  roomNumber: string,
  guestName: string,
  adults: number,
  due: string,
) {
  return {
    id,
    roomId,
    ratePlanId: null,
    roomNumber,
    guestName,
    adults,
    children: 0,
    checkInDate: "2026-12-01",
    checkOutDate: "2026-12-03",
    totalAmount: due,
    chargesAmount: "0.00",
    taxAmount: "0.00",
    amountDue: due,
    paidAmount: "0.00",
    owed: due,
    status: "confirmed",
  };
}
