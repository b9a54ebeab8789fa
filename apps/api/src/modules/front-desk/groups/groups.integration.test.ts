import { addDays } from "@atithi/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, desk, roomId, t, today, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();
afterEach(() => {
  vi.useRealTimers();
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

    // On the check-out date, so the whole stay is billed (leaving earlier re-prices each room).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${addDays(today(), 2)}T06:30:00Z`));
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
      status: "sent",
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
          checkInDate: group.checkInDate,
          checkOutDate: group.checkOutDate,
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
    const members = invoice.json().members as { id: string; amountDue: string }[];
    for (const m of members)
      await api("POST", "/api/payments", { bookingId: m.id, amount: m.amountDue, paymentMethod: "card" });
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
