import { describe, expect, it } from "vitest";
import { pickBookings, pickQueries } from "./booking-picks";
import { testBooking } from "./test-booking";

const today = "2026-11-22";
const bookings = [
  testBooking({ id: "arriving", checkInDate: today }),
  testBooking({ id: "arriving-later", checkInDate: "2026-11-23", checkOutDate: "2026-11-25" }),
  testBooking({ id: "leaving", status: "checked_in", checkInDate: "2026-11-20", checkOutDate: today }),
  testBooking({ id: "settled", status: "checked_in", paidAmount: "16000.00", paymentStatus: "paid" }),
  testBooking({ id: "gone", status: "checked_out", checkOutDate: today }),
];
const ids = (kind: Parameters<typeof pickBookings>[0]) =>
  pickBookings(kind, bookings, today).map((b) => b.id);

describe("pickBookings", () => {
  it("offers confirmed stays starting today for check-in", () => {
    expect(ids("arrivals")).toEqual(["arriving"]);
  });

  it("offers checked-in stays ending today for check-out", () => {
    expect(ids("departures")).toEqual(["leaving"]);
  });

  it("asks the server for stays with money owed, one page", () => {
    expect(pickQueries("balances", today)).toEqual([{ owing: true, page: 1, pageSize: 200 }]);
  });

  it("asks for confirmed stays overlapping today, and keeps those starting today", () => {
    expect(pickQueries("arrivals", today)).toEqual([
      { status: "confirmed", from: today, to: "2026-11-23", page: 1, pageSize: 200 },
    ]);
  });
});
