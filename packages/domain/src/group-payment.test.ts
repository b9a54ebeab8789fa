import { describe, expect, it } from "vitest";
import {
  allocateGroupPayment,
  type GroupPaymentMember,
  groupOwed,
  groupRefundDue,
  oldestFirst,
} from "./group-payment";

const made = "2026-12-01T10:00:00.000Z";
const member = (
  bookingId: string,
  roomNumber: string,
  owed: number,
  extra: Partial<GroupPaymentMember> = {},
) => ({
  bookingId,
  roomNumber,
  checkInDate: "2026-12-10",
  createdAt: made,
  cancelled: false,
  owed,
  ...extra,
});

// Three rooms of one night: two adults (₹6,400 + 5% GST = ₹6,720) twice, one adult (₹3,200 + 5% = ₹3,360).
const group = [member("c", "103", 336_000), member("a", "101", 672_000), member("b", "102", 672_000)];

describe("what a group owes", () => {
  it("is what its rooms still owe: ₹6,720 + ₹6,720 + ₹3,360 = ₹16,800", () => {
    expect(groupOwed(group)).toBe(1_680_000);
  });
});

describe("what a group has to give back", () => {
  it("is each room's excess, never netted against another room's bill", () => {
    // A cancelled group: ₹5,000 paid on a room now billed nothing, ₹0 on the other.
    expect(
      groupRefundDue([
        { amountDue: 0, paid: 500_000 },
        { amountDue: 0, paid: 0 },
      ]),
    ).toBe(500_000);
    // ₹6,720 paid on a room billed ₹3,360 after leaving early gives back ₹3,360, though another
    // room still owes ₹1,000.
    expect(
      groupRefundDue([
        { amountDue: 336_000, paid: 672_000 },
        { amountDue: 100_000, paid: 0 },
      ]),
    ).toBe(336_000);
  });
});

describe("oldest first", () => {
  it("orders by check-in, then when the stay was made, then room number (9 before 10)", () => {
    const members = [
      member("late", "1", 0, { checkInDate: "2026-12-11" }),
      member("ten", "10", 0),
      member("nine", "9", 0),
      member("first-made", "99", 0, { createdAt: "2026-11-30T10:00:00.000Z" }),
    ];
    expect(oldestFirst(members).map((m) => m.bookingId)).toEqual(["first-made", "nine", "ten", "late"]);
  });
});

describe("a group payment spread over its rooms", () => {
  it("pays each room what it owes, oldest first: ₹10,000 = ₹6,720 to 101 and ₹3,280 to 102", () => {
    // ₹10,000 − ₹6,720 = ₹3,280 left for 102, which owes ₹6,720; nothing reaches 103.
    expect(allocateGroupPayment(1_000_000, group)).toEqual({
      parts: [
        { bookingId: "a", amount: 672_000 },
        { bookingId: "b", amount: 328_000 },
      ],
    });
  });

  it("takes everything the group owes, and no paisa more", () => {
    expect(allocateGroupPayment(1_680_000, group)).toEqual({
      parts: [
        { bookingId: "a", amount: 672_000 },
        { bookingId: "b", amount: 672_000 },
        { bookingId: "c", amount: 336_000 },
      ],
    });
    // ₹16,800.01 is one paisa above the ₹16,800 owed.
    expect(allocateGroupPayment(1_680_001, group)).toEqual({
      error: "Payment of ₹16,800.01 is more than the ₹16,800.00 the group owes",
    });
  });

  it("skips rooms that owe nothing and cancelled rooms", () => {
    const members = [
      member("paid", "101", 0),
      member("gone", "102", 50_000, { cancelled: true }),
      member("owing", "103", 336_000),
    ];
    expect(allocateGroupPayment(200_000, members)).toEqual({
      parts: [{ bookingId: "owing", amount: 200_000 }],
    });
    // ₹3,360 + ₹500 = ₹3,860 owed; ₹3,500 leaves ₹140 that only the cancelled room owes.
    expect(allocateGroupPayment(350_000, members)).toEqual({
      error: "₹140.00 of this payment is owed only by cancelled rooms: name them in the allocation",
    });
  });

  it("refuses less than ₹1 unless less is owed, and nothing at all", () => {
    expect(allocateGroupPayment(50, group)).toEqual({
      error: "Payment amount must be between ₹1 and ₹16,800.00",
    });
    expect(allocateGroupPayment(0, group)).toEqual({
      error: "Payment amount must be between ₹1 and ₹16,800.00",
    });
    expect(allocateGroupPayment(50, [member("a", "101", 50)])).toEqual({
      parts: [{ bookingId: "a", amount: 50 }],
    });
  });
});

describe("a group payment allocated by the desk", () => {
  it("goes where it is told, written oldest first", () => {
    // ₹3,360 to 103 and ₹1,640 to 101: ₹5,000.
    const plan = allocateGroupPayment(500_000, group, [
      { bookingId: "c", amount: 336_000 },
      { bookingId: "a", amount: 164_000 },
    ]);
    expect(plan).toEqual({
      parts: [
        { bookingId: "a", amount: 164_000 },
        { bookingId: "c", amount: 336_000 },
      ],
    });
  });

  it("may pay a cancelled room's fee when it names it", () => {
    const members = [member("gone", "102", 50_000, { cancelled: true }), member("owing", "103", 336_000)];
    expect(allocateGroupPayment(50_000, members, [{ bookingId: "gone", amount: 50_000 }])).toEqual({
      parts: [{ bookingId: "gone", amount: 50_000 }],
    });
  });

  it("must add up to the payment", () => {
    // ₹6,720 + ₹3,000 = ₹9,720, not ₹10,000.
    expect(
      allocateGroupPayment(1_000_000, group, [
        { bookingId: "a", amount: 672_000 },
        { bookingId: "b", amount: 300_000 },
      ]),
    ).toEqual({ error: "The allocation adds up to ₹9,720.00, not the payment's ₹10,000.00" });
  });

  it("gives no room more than it owes, nothing, or a second share", () => {
    expect(allocateGroupPayment(400_000, group, [{ bookingId: "c", amount: 400_000 }])).toEqual({
      error: "Room 103 owes ₹3,360.00; ₹4,000.00 cannot be allocated to it",
    });
    expect(
      allocateGroupPayment(100_000, group, [
        { bookingId: "a", amount: 100_000 },
        { bookingId: "b", amount: 0 },
      ]),
    ).toEqual({ error: "Room 102's share of the payment must be more than ₹0.00" });
    expect(
      allocateGroupPayment(200_000, group, [
        { bookingId: "a", amount: 100_000 },
        { bookingId: "a", amount: 100_000 },
      ]),
    ).toEqual({ error: "Room 101 is named twice in the allocation" });
  });

  it("names only rooms of the group", () => {
    expect(allocateGroupPayment(100_000, group, [{ bookingId: "elsewhere", amount: 100_000 }])).toEqual({
      error: "The allocation names a booking that is not a room of this group",
    });
  });
});
