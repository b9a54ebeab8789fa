import { describe, expect, it } from "vitest";
import { api, desk, roomId, t, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();

describe("races settled by the database", () => {
  it("20 parallel requests for the same room and dates make exactly one booking", async () => {
    const room = await roomId("101");
    const regular = await t
      .callerFor(desk)
      .guests.create({ name: "Regular", phone: "9100009999", email: null, idProofNumber: null });
    // Half the racers are new guests (a guest row is written first), half an existing one.
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api("POST", "/api/bookings", {
          ...(i % 2 === 0
            ? { guest: { name: `Racer ${i}`, phone: `91000000${String(i).padStart(2, "0")}` } }
            : { guestId: regular.id }),
          roomId: room,
          checkInDate: "2027-06-10",
          checkOutDate: "2027-06-12",
          adults: 1,
          paidAmount: "500",
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe("Room is not available for the selected dates");
    }
    const rows = await t.database.db.selectFrom("bookings").selectAll().where("roomId", "=", room).execute();
    expect(rows).toHaveLength(1);
    expect(await t.database.db.selectFrom("payments").selectAll().execute()).toHaveLength(1);
  });

  it("10 parallel payments that together exceed the total never overpay", async () => {
    const room = await roomId("102");
    const booking = (
      await api("POST", "/api/bookings", {
        guest: { name: "Payer", phone: "9200000000" },
        roomId: room,
        checkInDate: "2027-07-01",
        checkOutDate: "2027-07-02",
        adults: 1,
      })
    ).json();
    // Total 3200; ten payments of 500 would be 5000.
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api("POST", "/api/payments", { bookingId: booking.id, amount: "500", paymentMethod: "cash" }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(6);
    expect(results.filter((r) => r.statusCode === 201 || r.statusCode === 400).length).toBe(10);
    const summary = (await api("GET", `/api/bookings/${booking.id}/checkout-summary`)).json();
    expect(summary).toMatchObject({ totalAmount: "3200.00", totalPaid: "3000.00", pendingAmount: "200.00" });
    expect(summary.payments).toHaveLength(6);
  });
});
