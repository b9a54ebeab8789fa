import { addDays, formatDisplayDate } from "@atithi/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, cookie, desk, roomId, stay, t, today, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();
afterEach(() => {
  vi.useRealTimers();
});

describe("the life of a booking over REST", () => {
  it("new guest with an advance, check-in, the rest collected, check-out, cleaned", async () => {
    const room = await roomId("101");
    const created = await api("POST", "/api/bookings", {
      guest: { name: "Asha Rao", phone: "+91 98765 43210", email: "asha@example.in" },
      roomId: room,
      checkInDate: today(),
      checkOutDate: addDays(today(), 2),
      adults: 2,
      children: 1,
      paidAmount: "5000",
      paymentStatus: "paid",
      isComplimentary: false,
      discountPercentage: "0",
      notes: null,
    });
    expect(created.statusCode).toBe(201);
    const booking = created.json();
    // (2 × 3200 + 1 × 1600) × 2 nights; the client's "paid" is ignored: it is an advance.
    expect(booking).toMatchObject({
      totalAmount: "16000.00",
      paidAmount: "5000.00",
      paymentStatus: "advance",
      status: "confirmed",
      checkInDate: today(),
      guest: { name: "Asha Rao", phone: "+91 98765 43210" },
      room: { number: "101" },
    });

    const guest = await api("GET", "/api/guests/phone/9876543210");
    expect(guest.json()).toMatchObject({ id: booking.guestId, name: "Asha Rao" });

    const summary = await api("GET", `/api/bookings/${booking.id}/checkout-summary`);
    expect(summary.json()).toMatchObject({
      totalAmount: "16000.00",
      totalPaid: "5000.00",
      pendingAmount: "11000.00",
    });
    expect(summary.json().payments).toMatchObject([
      { amount: "5000.00", paymentMethod: "cash", notes: "Initial payment" },
    ]);

    const checkedIn = await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_in" });
    expect(checkedIn.statusCode).toBe(200);
    expect((await api("GET", "/api/rooms")).json().find((r: { id: string }) => r.id === room).status).toBe(
      "occupied",
    );
    const active = (await api("GET", "/api/bookings/active")).json();
    expect(active).toMatchObject([{ id: booking.id, roomId: room, guest: { name: "Asha Rao" } }]);

    // Two nights later, on the check-out date: the whole stay is billed (leaving earlier re-prices it).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${addDays(today(), 2)}T06:30:00Z`));
    const early = await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_out" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("₹11,000.00 is still pending. Please collect payment before checkout.");

    const tooMuch = await api("POST", "/api/payments", {
      bookingId: booking.id,
      amount: "11000.01",
      paymentMethod: "upi",
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe("Payment amount must be between ₹1 and ₹11,000.00");
    const zero = await api("POST", "/api/payments", {
      bookingId: booking.id,
      amount: "0",
      paymentMethod: "upi",
    });
    expect(zero.statusCode).toBe(400);

    const paid = await api("POST", "/api/payments", {
      bookingId: booking.id,
      amount: "11000",
      paymentMethod: "upi",
      notes: "",
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ amount: "11000.00", paymentMethod: "upi" });

    const out = await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_out" });
    expect(out.json()).toMatchObject({
      status: "checked_out",
      paymentStatus: "paid",
      paidAmount: "16000.00",
    });
    const rooms = (await api("GET", "/api/rooms")).json();
    expect(rooms.find((r: { id: string }) => r.id === room).status).toBe("cleaning");
    expect((await api("PATCH", `/api/rooms/${room}/status`, { status: "available" })).json().status).toBe(
      "available",
    );

    const audit = await t.database.db
      .selectFrom("auditLog")
      .select(["action"])
      .where("entityId", "=", booking.id)
      .orderBy("at")
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      "create",
      "status:checked_in",
      "payment",
      "status:checked_out",
    ]);
  });

  it("keeps everything or nothing when a booking cannot be made", async () => {
    const room = await roomId("102");
    const stay = { roomId: room, checkInDate: "2027-01-10", checkOutDate: "2027-01-12", adults: 1 };
    expect(
      (await api("POST", "/api/bookings", { ...stay, guest: { name: "First", phone: "9000000001" } }))
        .statusCode,
    ).toBe(201);
    const clash = await api("POST", "/api/bookings", {
      ...stay,
      checkInDate: "2027-01-11",
      guest: { name: "Second", phone: "9000000002" },
      paidAmount: "1000",
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe("Room is not available for the selected dates");
    // Neither the second guest nor a payment was left behind.
    expect((await api("GET", "/api/guests/phone/9000000002")).statusCode).toBe(404);
    expect(await t.database.db.selectFrom("payments").selectAll().execute()).toHaveLength(0);
    // Arriving on the departure day is fine.
    const next = await api("POST", "/api/bookings", {
      ...stay,
      checkInDate: "2027-01-12",
      checkOutDate: "2027-01-13",
      guest: { name: "Third", phone: "9000000003" },
    });
    expect(next.statusCode).toBe(201);
  });

  it("shows a room as taken the moment it is booked, and free again when cancelled", async () => {
    const room = await roomId("101");
    const free = () =>
      api("GET", "/api/rooms/available?checkIn=2027-10-01&checkOut=2027-10-04").then((r) =>
        r.json().map((x: { id: string }) => x.id),
      );
    expect(await free()).toContain(room);
    const b = (
      await api("POST", "/api/bookings", {
        guest: { name: "Taker", phone: "9000000040" },
        roomId: room,
        checkInDate: "2027-10-02",
        checkOutDate: "2027-10-03",
        adults: 1,
      })
    ).json();
    expect(await free()).not.toContain(room);
    await api("PATCH", `/api/bookings/${b.id}/status`, { status: "cancelled" });
    expect(await free()).toContain(room);
    await api("PATCH", `/api/rooms/${room}/status`, { status: "maintenance" });
    expect(await free()).not.toContain(room);
  });

  it("answers bad input with the spec's messages and unknown ids with 404", async () => {
    const room = await roomId("103");
    const base = {
      guest: { name: "X", phone: "9000000009" },
      roomId: room,
      checkInDate: "2027-02-01",
      checkOutDate: "2027-02-02",
      adults: 1,
    };
    const cases: [unknown, number, string][] = [
      [{ ...base, adults: 7 }, 400, "Maximum 6 adults"],
      [{ ...base, adults: 0 }, 400, "At least 1 adult required"],
      [{ ...base, children: 7 }, 400, "Maximum 6 children"],
      [{ ...base, checkOutDate: "2027-02-01" }, 400, "Check-out date must be after check-in date"],
      [{ ...base, checkInDate: "01/02/2027" }, 400, "Check-in date must be a valid date (yyyy-MM-dd)"],
      [{ ...base, guest: { name: "", phone: "9000000009" } }, 400, "Guest name is required"],
      [{ ...base, paidAmount: "-5" }, 400, "Amount paid cannot be negative"],
      [{ ...base, paidAmount: "3200.01" }, 400, "Amount paid cannot exceed the total amount of ₹3,200.00"],
      [{ ...base, roomId: "no-such-room" }, 404, "Room not found"],
    ];
    for (const [payload, status, message] of cases) {
      const res = await api("POST", "/api/bookings", payload);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
    }
    expect((await api("GET", "/api/bookings/nope/checkout-summary")).statusCode).toBe(404);
    expect((await api("PATCH", "/api/bookings/nope/status", { status: "checked_in" })).statusCode).toBe(404);
    expect((await api("PATCH", `/api/rooms/${room}/status`, { status: "flooded" })).statusCode).toBe(400);
    expect((await api("GET", "/api/rooms/available?checkIn=2027-02-02&checkOut=2027-02-01")).statusCode).toBe(
      400,
    );
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: {
        host: "atithi.test",
        origin: "http://atithi.test",
        cookie,
        "content-type": "application/json",
      },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    expect((await api("GET", "/api/bookings/a%00b/checkout-summary")).statusCode).toBe(400);
    expect(
      (await api("POST", "/api/guests", { name: "Nul\u0000Guest", phone: "9000000008" })).statusCode,
    ).toBe(400);
    expect(malformed.body).not.toMatch(/at .*\.js/);
  });

  it("refuses moves the status machine does not allow", async () => {
    const room = await roomId("101");
    const b = await t.callerFor(desk).bookings.create({
      guest: { name: "Late", phone: "9000000010", email: null, idProofNumber: null },
      roomId: room,
      checkInDate: addDays(today(), 3),
      checkOutDate: addDays(today(), 4),
      adults: 1,
      children: 0,
      isComplimentary: false,
      discountPercentage: 0,
      paidAmount: 0,
      notes: null,
    });
    const res = await api("PATCH", `/api/bookings/${b.id}/status`, { status: "checked_out" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "A confirmed booking cannot be checked out; it can only be checked in or cancelled",
    );
    expect(
      (await api("PATCH", `/api/bookings/${b.id}/status`, { status: "checked_in" })).json().message,
    ).toBe(`Check-in opens on ${formatDisplayDate(addDays(today(), 3))}`);
    expect((await api("PATCH", `/api/bookings/${b.id}/status`, { status: "cancelled" })).statusCode).toBe(
      200,
    );
    // A cancelled stay frees the room for the same dates.
    const again = await api("POST", "/api/bookings", {
      guest: { name: "Early bird", phone: "9000000011" },
      roomId: room,
      checkInDate: addDays(today(), 3),
      checkOutDate: addDays(today(), 4),
      adults: 1,
    });
    expect(again.statusCode).toBe(201);
  });

  it("refuses a check-in to a room under maintenance, allows one to a room being cleaned, and lets the guest of a room put under maintenance leave", async () => {
    const room = await roomId("103");
    const booked = await stay("103", today(), 2, { paidAmount: "12800" });
    await api("PATCH", `/api/rooms/${room}/status`, { status: "maintenance" });
    const refused = await api("PATCH", `/api/bookings/${booked.id}/status`, { status: "checked_in" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Room 103 is under maintenance: move the stay to another room, or mark the room available once the work is done",
    );
    // Not yet clean: the desk was warned by its dialog; the server lets the guest in.
    await api("PATCH", `/api/rooms/${room}/status`, { status: "cleaning" });
    const admitted = await api("PATCH", `/api/bookings/${booked.id}/status`, { status: "checked_in" });
    expect(admitted.statusCode).toBe(200);
    expect(admitted.json().status).toBe("checked_in");
    // The air conditioning fails during the stay: the guest still leaves, and the room stays out of sale.
    await api("PATCH", `/api/rooms/${room}/status`, { status: "maintenance" });
    const left = await api("PATCH", `/api/bookings/${booked.id}/status`, { status: "checked_out" });
    expect(left.statusCode).toBe(200);
    const rooms = (await api("GET", "/api/rooms")).json() as { id: string; status: string }[];
    expect(rooms.find((r) => r.id === room)?.status).toBe("maintenance");
  });

  it("updates a booking at a new price, keeping its own room available to it", async () => {
    const room = await roomId("102");
    const booked = (
      await api("POST", "/api/bookings", {
        guest: { name: "Edit Me", phone: "9000000020" },
        roomId: room,
        checkInDate: "2027-03-01",
        checkOutDate: "2027-03-03",
        adults: 1,
        paidAmount: "1000",
      })
    ).json();
    const available = (
      await api(
        "GET",
        `/api/rooms/available?checkIn=2027-03-01&checkOut=2027-03-03&exceptBookingId=${booked.id}`,
      )
    ).json();
    expect(available.map((r: { id: string }) => r.id)).toContain(room);
    const withoutSelf = (
      await api("GET", "/api/rooms/available?checkIn=2027-03-01&checkOut=2027-03-03")
    ).json();
    expect(withoutSelf.map((r: { id: string }) => r.id)).not.toContain(room);

    const updated = await api("PUT", `/api/bookings/${booked.id}`, {
      guest: { name: "Edited Name", phone: "9000000020" },
      roomId: room,
      checkInDate: "2027-03-01",
      checkOutDate: "2027-03-04",
      adults: 2,
      discountPercentage: "10",
      totalAmount: "1.00",
    });
    expect(updated.statusCode).toBe(200);
    // (2 × 3200) × 3 = 19200, less 10% = 17280: the client's total is ignored.
    expect(updated.json()).toMatchObject({
      totalAmount: "17280.00",
      paidAmount: "1000.00",
      guest: { name: "Edited Name" },
    });
  });

  it("refuses to delete a booking with payments but deletes one without", async () => {
    const room = await roomId("103");
    const withMoney = (
      await api("POST", "/api/bookings", {
        guest: { name: "Paid", phone: "9000000030" },
        roomId: room,
        checkInDate: "2027-04-01",
        checkOutDate: "2027-04-02",
        adults: 1,
        paidAmount: "100",
      })
    ).json();
    const refused = await api("DELETE", `/api/bookings/${withMoney.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This booking has payments and cannot be deleted; cancel it instead");
    const free = (
      await api("POST", "/api/bookings", {
        guest: { name: "Unpaid", phone: "9000000031" },
        roomId: room,
        checkInDate: "2027-04-05",
        checkOutDate: "2027-04-06",
        adults: 1,
      })
    ).json();
    expect((await api("DELETE", `/api/bookings/${free.id}`)).statusCode).toBe(200);
    expect((await api("DELETE", `/api/bookings/${free.id}`)).statusCode).toBe(404);
    const audit = await t.database.db
      .selectFrom("auditLog")
      .selectAll()
      .where("entityId", "=", free.id)
      .where("action", "=", "delete")
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("lists bookings a page at a time, filtered by dates, status and guest", async () => {
    const room = await roomId("101");
    for (let i = 0; i < 5; i++) {
      await api("POST", "/api/bookings", {
        guest: { name: `Guest ${i}`, phone: `90000001${i}0` },
        roomId: room,
        checkInDate: addDays("2027-05-01", i * 2),
        checkOutDate: addDays("2027-05-02", i * 2),
        adults: 1,
      });
    }
    const page = await api("GET", "/api/bookings?pageSize=2&page=2");
    expect(page.json()).toHaveLength(2);
    expect(page.headers["x-has-more"]).toBe("true");
    expect((await api("GET", "/api/bookings?pageSize=2&page=3")).headers["x-has-more"]).toBe("false");
    expect((await api("GET", "/api/bookings?from=2027-05-03&to=2027-05-06")).json()).toHaveLength(2);
    expect((await api("GET", "/api/bookings?search=guest%203")).json()).toMatchObject([
      { guest: { name: "Guest 3" } },
    ]);
    expect((await api("GET", "/api/bookings?status=cancelled")).json()).toHaveLength(0);

    // Money owed: pay one stay in full and cancel another; three still owe.
    const [paid, cancelled] = (await api("GET", "/api/bookings?search=guest%20")).json() as {
      id: string;
      totalAmount: string;
    }[];
    await api("POST", "/api/payments", { bookingId: paid?.id, amount: paid?.totalAmount });
    await api("PATCH", `/api/bookings/${cancelled?.id}/status`, { status: "cancelled" });
    const owing = (await api("GET", "/api/bookings?owing=true")).json() as {
      id: string;
      paymentStatus: string;
    }[];
    expect(owing).toHaveLength(3);
    expect(owing.map((b) => b.id)).not.toContain(paid?.id);
    expect(owing.map((b) => b.id)).not.toContain(cancelled?.id);
    expect((await api("GET", "/api/bookings?owing=false")).json()).toHaveLength(5);
  });
});

describe("stays that meet in one room", () => {
  it("keeps the next guest out until the last one has left, and frees the nights of an early departure", async () => {
    const room = await roomId("103");
    const yesterday = addDays(today(), -1);
    // A stayed last night, is checked in, and leaves today.
    const a = (
      await api("POST", "/api/bookings", {
        guest: { name: "Leaving", phone: "9500000001" },
        roomId: room,
        checkInDate: yesterday,
        checkOutDate: today(),
        adults: 1,
        paidAmount: "3200",
      })
    ).json();
    await t.database.db
      .updateTable("bookings")
      .set({ status: "checked_in" })
      .where("id", "=", a.id)
      .execute();
    const b = (
      await api("POST", "/api/bookings", {
        guest: { name: "Arriving", phone: "9500000002" },
        roomId: room,
        checkInDate: today(),
        checkOutDate: addDays(today(), 3),
        adults: 1,
        paidAmount: "9600",
      })
    ).json();
    const early = await api("PATCH", `/api/bookings/${b.id}/status`, { status: "checked_in" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("The previous guest has not checked out of this room yet");

    expect(
      (await api("PATCH", `/api/bookings/${a.id}/status`, { status: "checked_out" })).json().checkOutDate,
    ).toBe(today());
    expect((await api("PATCH", `/api/bookings/${b.id}/status`, { status: "checked_in" })).statusCode).toBe(
      200,
    );

    // B leaves after one night of three: the stay ends tomorrow and is priced for that one night;
    // what was paid beyond it is due back.
    const out = (await api("PATCH", `/api/bookings/${b.id}/status`, { status: "checked_out" })).json();
    expect(out).toMatchObject({
      checkOutDate: addDays(today(), 1),
      totalAmount: "3200.00",
      amountDue: "3200.00",
      paidAmount: "9600.00",
    });
    expect((await api("GET", `/api/bookings/${b.id}/checkout-summary`)).json()).toMatchObject({
      totalAmount: "3200.00",
      pendingAmount: "0.00",
      refundDue: "6400.00",
    });
    const free = (
      await api("GET", `/api/rooms/available?checkIn=${addDays(today(), 1)}&checkOut=${addDays(today(), 3)}`)
    ).json();
    expect(free.map((r: { id: string }) => r.id)).toContain(room);
    const [night2] = (
      await api(
        "GET",
        `/api/calendar/availability?startDate=${addDays(today(), 1)}&endDate=${addDays(today(), 1)}`,
      )
    ).json();
    expect(night2.rooms.find((r: { id: string }) => r.id === room)).toMatchObject({
      status: "available",
      booking: null,
    });
  });

  it("answers a new booking exactly as it reads back, for a new guest and for one found by phone and name", async () => {
    const room = await roomId("103");
    for (const [checkInDate, guest] of [
      ["2027-09-01", { name: "Meera Iyer", phone: "9811112222", email: "meera@example.in" }],
      ["2027-09-05", { name: "meera iyer", phone: "98111 12222" }],
    ] as const) {
      const created = await api("POST", "/api/bookings", {
        guest,
        roomId: room,
        checkInDate,
        checkOutDate: addDays(checkInDate, 2),
        adults: 2,
        discountPercentage: 10,
        paidAmount: "1000",
        notes: "Late arrival",
      });
      expect(created.statusCode, created.body).toBe(201);
      const read = await t.callerFor(desk).bookings.byId({ id: created.json().id });
      expect(created.json()).toEqual(JSON.parse(JSON.stringify(read)));
    }
    const guests = await t.database.db
      .selectFrom("guests")
      .selectAll()
      .where("phoneNormalized", "=", "9811112222")
      .execute();
    expect(guests).toHaveLength(1);
    expect(guests[0]?.email).toBe("meera@example.in");
  });
});
