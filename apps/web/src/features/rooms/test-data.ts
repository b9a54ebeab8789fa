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
  return {
    id: `room-${number}`,
    number,
    capacity: 6,
    ownCapacity: null,
    roomTypeId: "type-standard",
    roomTypeName: "Standard",
    floor: null,
    status,
    isActive: true,
    ...over,
  };
}

/** A room type as roomTypes.list answers it. */
export function testRoomType(name: string, over: Record<string, unknown> = {}) {
  return {
    id: `type-${name.toLowerCase()}`,
    name,
    baseOccupancy: 2,
    maxOccupancy: 3,
    description: null,
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
    ...over,
  };
}

/** A rate plan as ratePlans.list answers it: the default plan's prices, no weekend or season. */
export function testRatePlan(roomTypeName: string, name: string, over: Record<string, unknown> = {}) {
  return {
    id: `plan-${roomTypeName.toLowerCase()}-${name.toLowerCase().replaceAll(" ", "-")}`,
    roomTypeId: `type-${roomTypeName.toLowerCase()}`,
    roomTypeName,
    name,
    isDefault: false,
    prices: { base: "3200.00", extraAdult: "3200.00", child: "1600.00" },
    weekendDays: [],
    weekendPrices: null,
    seasons: [],
    minimumStay: 1,
    breakfastIncluded: false,
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
    ...over,
  };
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
