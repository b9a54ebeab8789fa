import { addDays, todayIn } from "@atithi/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { UserRow } from "../../platform/auth/users.repository";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../../testing/harness";

let t: TestApp;
let cookie: string;
let desk: UserRow;
const today = () => todayIn("Asia/Kolkata");

beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login("admin", ADMIN_PASSWORD);
  desk = await t.createUser("front_desk", "desk");
});
afterEach(() => t.close());

async function roomId(number: string) {
  const rooms = await t.callerFor(desk).rooms.list();
  const room = rooms.find((r) => r.number === number);
  if (!room) throw new Error(`no room ${number}`);
  return room.id;
}

const api = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown) =>
  t.request(method, url, { cookie, body });

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
    ).toBe(`Check-in opens on ${addDays(today(), 3)}`);
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

    // B leaves after one night of three: the stay ends tomorrow, the paid money stays.
    const out = (await api("PATCH", `/api/bookings/${b.id}/status`, { status: "checked_out" })).json();
    expect(out).toMatchObject({
      checkOutDate: addDays(today(), 1),
      totalAmount: "9600.00",
      paidAmount: "9600.00",
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
});

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

describe("group bookings", () => {
  it("create three rooms at once, check in, refuse check-out while money is pending, invoice", async () => {
    const rooms = [await roomId("101"), await roomId("102"), await roomId("103")];
    const created = await api("POST", "/api/group-bookings", {
      groupBookingData: {
        groupName: "Iyer wedding",
        contactPersonName: "K. Iyer",
        contactPersonPhone: "9876500000",
        contactPersonEmail: "",
        checkInDate: today(),
        checkOutDate: addDays(today(), 2),
        eventType: "wedding",
        groupDiscountPercentage: "10",
        isComplimentary: false,
      },
      roomSelections: rooms.map((roomId, i) => ({
        roomId,
        guestName: `Guest ${i + 1}`,
        adults: 2,
        children: i === 0 ? 1 : 0,
      })),
    });
    expect(created.statusCode).toBe(201);
    const group = created.json();
    // Rooms: 16000, 12800, 12800 = 41600, less 10% each = 37440.
    expect(group).toMatchObject({
      totalRooms: 3,
      totalGuests: 7,
      totalAmount: "37440.00",
      paidAmount: "0.00",
      status: "confirmed",
    });
    expect((await api("GET", "/api/group-bookings")).json()).toHaveLength(1);

    expect((await api("POST", `/api/group-bookings/${group.id}/check-in`)).statusCode).toBe(200);
    const roomStatuses = (await api("GET", "/api/rooms"))
      .json()
      .filter((r: { id: string }) => rooms.includes(r.id));
    expect(roomStatuses.every((r: { status: string }) => r.status === "occupied")).toBe(true);

    const refused = await api("POST", `/api/group-bookings/${group.id}/check-out`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "₹37,440.00 is still pending. Please collect payment before checkout.",
    );

    const invoice = await api("POST", `/api/group-bookings/${group.id}/generate-invoice`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json().invoice).toMatchObject({
      subtotal: "41600.00",
      discountAmount: "4160.00",
      taxAmount: "0.00",
      totalAmount: "37440.00",
      status: "draft",
    });
    expect(invoice.json().invoice.invoiceNumber).toMatch(/^GI\/\d{4}-\d{2}\/0001$/);

    // Members are handled through the group, not one by one.
    const member = invoice.json().members[0];
    for (const [method, url, body] of [
      ["PATCH", `/api/bookings/${member.id}/status`, { status: "checked_out" }],
      [
        "PUT",
        `/api/bookings/${member.id}`,
        {
          guest: { name: "X", phone: "9876500000" },
          roomId: rooms[0],
          checkInDate: today(),
          checkOutDate: addDays(today(), 2),
          adults: 6,
        },
      ],
      ["DELETE", `/api/bookings/${member.id}`, undefined],
    ] as const) {
      const res = await api(method, url, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("This booking belongs to a group booking; manage it from the group");
    }

    // Pay every member, then the group can leave.
    const members = invoice.json().members as { id: string; totalAmount: string }[];
    for (const m of members)
      await api("POST", "/api/payments", { bookingId: m.id, amount: m.totalAmount, paymentMethod: "card" });
    const out = await api("POST", `/api/group-bookings/${group.id}/check-out`);
    expect(out.json()).toMatchObject({ status: "checked_out" });
    const after = await t.callerFor(desk).groups.byId({ id: group.id });
    expect(after).toMatchObject({ paidAmount: "37440.00", paymentStatus: "paid", status: "checked_out" });
  });

  it("charges GST by slab when the tax configuration enables it, and numbers invoices uniquely", async () => {
    await t.database.db
      .updateTable("taxConfig")
      .set({ enableGst: true, businessName: "Hotel Sagar", gstNumber: "29ABCDE1234F1Z5" })
      .execute();
    const room = await roomId("101");
    const make = async (checkInDate: string, name: string) =>
      (
        await api("POST", "/api/group-bookings", {
          groupBookingData: {
            groupName: name,
            contactPersonName: "C",
            contactPersonPhone: "9876500001",
            checkInDate,
            checkOutDate: addDays(checkInDate, 1),
          },
          roomSelections: [{ roomId: room, guestName: "G", adults: 2, children: 0 }],
        })
      ).json();
    const a = await make("2027-08-01", "A");
    const b = await make("2027-08-05", "B");
    const [ia, ib] = await Promise.all([
      api("POST", `/api/group-bookings/${a.id}/generate-invoice`),
      api("POST", `/api/group-bookings/${b.id}/generate-invoice`),
    ]);
    // ₹6,400 a night is under ₹7,500: 5%.
    expect(ia.json().invoice).toMatchObject({
      subtotal: "6400.00",
      taxAmount: "320.00",
      totalAmount: "6720.00",
    });
    expect(ia.json().invoice.invoiceNumber).not.toBe(ib.json().invoice.invoiceNumber);
    // The invoice names who issues it, for its printed head.
    expect(ia.json().seller).toMatchObject({ businessName: "Hotel Sagar", gstNumber: "29ABCDE1234F1Z5" });
    // Generating again updates the draft instead of spending a new number.
    const again = await api("POST", `/api/group-bookings/${a.id}/generate-invoice`);
    expect(again.json().invoice.invoiceNumber).toBe(ia.json().invoice.invoiceNumber);
  });

  it("needs at least one room, and a free one", async () => {
    const base = {
      groupName: "G",
      contactPersonName: "C",
      contactPersonPhone: "9876500002",
      checkInDate: "2027-09-01",
      checkOutDate: "2027-09-02",
    };
    const none = await api("POST", "/api/group-bookings", { groupBookingData: base, roomSelections: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Please select at least one room.");
    const room = await roomId("101");
    await api("POST", "/api/bookings", {
      guest: { name: "Holder", phone: "9000000099" },
      roomId: room,
      ...base,
      adults: 1,
    });
    const taken = await api("POST", "/api/group-bookings", {
      groupBookingData: base,
      roomSelections: [
        { roomId: await roomId("102"), guestName: "A", adults: 1 },
        { roomId: room, guestName: "B", adults: 1 },
      ],
    });
    expect(taken.statusCode).toBe(409);
    expect((await api("GET", "/api/group-bookings")).json()).toHaveLength(0);
  });
});

describe("calendar and dashboard", () => {
  it("computes a small month by hand", async () => {
    const [r1, r2] = [await roomId("101"), await roomId("102")];
    // Room 101: 2 nights on 10-11 June for 2 adults = 12800 (6400 a night).
    await api("POST", "/api/bookings", {
      guest: { name: "Cal One", phone: "9300000001" },
      roomId: r1,
      checkInDate: "2027-06-10",
      checkOutDate: "2027-06-12",
      adults: 2,
    });
    // Room 102: 1 night on 11 June for 1 adult, 50% off = 1600.
    await api("POST", "/api/bookings", {
      guest: { name: "Cal Two", phone: "9300000002" },
      roomId: r2,
      checkInDate: "2027-06-11",
      checkOutDate: "2027-06-12",
      adults: 1,
      discountPercentage: "50",
    });
    await api("PATCH", `/api/rooms/${await roomId("103")}/status`, { status: "maintenance" });

    const res = await api("GET", "/api/calendar/availability?startDate=2027-06-10&endDate=2027-06-12");
    expect(res.statusCode).toBe(200);
    const [d10, d11, d12] = res.json();
    expect(d10).toMatchObject({
      date: "2027-06-10",
      roomsSold: 1,
      roomsAvailable: 2,
      totalRevenue: "6400.00",
      adr: "6400.00",
      occupancyRate: 50,
    });
    expect(d10.counts).toEqual({
      available: 1,
      booked: 1,
      occupied: 0,
      cleaning: 0,
      maintenance: 1,
      not_available: 0,
    });
    expect(d11).toMatchObject({ roomsSold: 2, totalRevenue: "8000.00", adr: "4000.00", occupancyRate: 100 });
    expect(d11.rooms.find((r: { id: string }) => r.id === r2)).toMatchObject({
      status: "booked",
      revenue: "1600.00",
      booking: {
        guestName: "Cal Two",
        checkIn: "2027-06-11",
        checkOut: "2027-06-12",
        totalAmount: "1600.00",
      },
    });
    // The departure day sells nothing.
    expect(d12).toMatchObject({ roomsSold: 0, totalRevenue: "0.00", adr: "0.00", occupancyRate: 0 });

    // The month grid's figures agree with the full answer.
    const summary = (
      await api("GET", "/api/calendar/availability?startDate=2027-06-10&endDate=2027-06-12&include=summary")
    ).json();
    expect(
      summary.map((d: { totalRevenue: string; rooms: unknown[] }) => [d.totalRevenue, d.rooms.length]),
    ).toEqual([
      ["6400.00", 0],
      ["8000.00", 0],
      ["0.00", 0],
    ]);

    // A change shows at once: the computed view is not reused past a write.
    await api("POST", "/api/bookings", {
      guest: { name: "Cal Three", phone: "9300000003" },
      roomId: r2,
      checkInDate: "2027-06-12",
      checkOutDate: "2027-06-13",
      adults: 1,
    });
    const again = (
      await api("GET", "/api/calendar/availability?startDate=2027-06-10&endDate=2027-06-12&include=summary")
    ).json();
    expect(again[2]).toMatchObject({ roomsSold: 1, totalRevenue: "3200.00" });
  });

  it("reports today's figures on the dashboard", async () => {
    const room = await roomId("101");
    const b = (
      await api("POST", "/api/bookings", {
        guest: { name: "Dash", phone: "9400000001" },
        roomId: room,
        checkInDate: today(),
        checkOutDate: addDays(today(), 1),
        adults: 1,
        paidAmount: "1200",
      })
    ).json();
    await api("PATCH", `/api/bookings/${b.id}/status`, { status: "checked_in" });
    const stats = (await api("GET", "/api/dashboard/stats")).json();
    expect(stats).toEqual({
      occupancyRate: 33.33,
      totalRooms: 3,
      availableRooms: 2,
      todayRevenue: "1200.00",
      pendingPayments: "2000.00",
    });
    await api("POST", "/api/payments", { bookingId: b.id, amount: "500", paymentMethod: "card" });
    expect((await api("GET", "/api/dashboard/stats")).json()).toMatchObject({
      todayRevenue: "1700.00",
      pendingPayments: "1500.00",
    });
  });
});

describe("rooms", () => {
  it("lets an administrator add, rename and retire rooms, and nobody else", async () => {
    const admin = await t.database.db
      .selectFrom("users")
      .selectAll()
      .where("username", "=", "admin")
      .executeTakeFirstOrThrow();
    const created = await t.callerFor(admin).rooms.create({ number: "301", capacity: 4 });
    await t.callerFor(admin).rooms.update({ id: created.id, number: "301A" });
    await expect(t.callerFor(admin).rooms.create({ number: "301A", capacity: 2 })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await t.callerFor(admin).rooms.retire({ id: created.id });
    expect((await t.callerFor(desk).rooms.list()).map((r) => r.number)).not.toContain("301A");
    await expect(t.callerFor(desk).rooms.create({ number: "302", capacity: 2 })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
