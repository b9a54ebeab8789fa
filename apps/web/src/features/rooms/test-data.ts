/** A signed-in user as auth.me answers, for page tests. */
export function testUser(role = "admin") {
  return {
    id: "u1",
    username: "admin",
    role,
    firstName: null,
    lastName: null,
    email: null,
    isActive: true,
    lastLoginAt: null,
    createdAt: "2026-11-01T00:00:00.000Z",
    property: { timeZone: "Asia/Kolkata", today: "2026-11-22" },
  };
}

export function testRoom(number: string, status: string, over: Record<string, unknown> = {}) {
  return { id: `room-${number}`, number, capacity: 6, status, isActive: true, ...over };
}

/** An active stay as bookings.active answers, with only what room cards read filled in. */
export function testStay(roomNumber: string, guestName: string, checkOutDate: string) {
  return {
    id: `stay-${roomNumber}`,
    guestId: "g1",
    roomId: `room-${roomNumber}`,
    guest: { name: guestName, phone: "9876543210", email: null, idProofNumber: null },
    room: { number: roomNumber },
    checkInDate: "2026-11-21",
    checkOutDate,
    adults: 1,
    children: 0,
    status: "checked_in",
    paymentStatus: "pending",
    paidAmount: "0.00",
    totalAmount: "6400.00",
    isComplimentary: false,
    discountPercentage: "0",
    notes: null,
    groupBookingId: null,
    createdAt: "2026-11-21T05:00:00.000Z",
  };
}
