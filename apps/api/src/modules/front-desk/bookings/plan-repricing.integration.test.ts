import { addDays } from "@atithi/domain";
import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, desk, roomId, setGst, t, today, useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly } from "../../../testing/races";

/**
 * How a stay priced by its plan is priced again when it changes after it was booked: a move, an
 * edit of a checked-in stay, a room whose type changed, an extra of the accommodation.
 */
useFreshApp();
afterEach(() => {
  vi.useRealTimers();
});

const travelTo = (date: string) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${date}T06:30:00Z`));
};

/** Deluxe (base occupancy 2, four guests at most) with rooms 301 and 302. */
async function deluxe() {
  const type = await api("POST", "/api/room-types", { name: "Deluxe", baseOccupancy: 2, maxOccupancy: 4 });
  expect(type.statusCode, type.body).toBe(201);
  const roomTypeId = (type.json() as { id: string }).id;
  for (const number of ["301", "302"]) {
    const room = await api("POST", "/api/rooms", { number, roomTypeId });
    expect(room.statusCode, room.body).toBe(201);
  }
  return roomTypeId;
}

/** A flat plan: `base` a night for two adults, ₹1,200 a further adult, ₹800 a child, every night alike. */
const flat = (roomTypeId: string, base: string, more: Record<string, unknown> = {}) => ({
  roomTypeId,
  name: "Flat",
  prices: { base, extraAdult: "1200", child: "800" },
  ...more,
});

async function addPlan(body: Record<string, unknown>) {
  const res = await api("POST", "/api/rate-plans", body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function book(fields: Record<string, unknown>, as?: string) {
  const res = await api(
    "POST",
    "/api/bookings",
    { guest: { name: "Asha Rao", phone: "9820012345" }, adults: 2, ...fields },
    as,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The booking as a PUT takes it, with `changes`. */
const edit = (booking: Record<string, unknown>, changes: Record<string, unknown>) =>
  api("PUT", `/api/bookings/${booking.id}`, {
    guestId: booking.guestId,
    roomId: booking.roomId,
    checkInDate: booking.checkInDate,
    checkOutDate: booking.checkOutDate,
    adults: booking.adults,
    children: booking.children,
    discountPercentage: booking.discountPercentage,
    ...changes,
  });

const nightAmounts = async (id: string) =>
  ((await api("GET", `/api/bookings/${id}/folio`)).json().nights as { amount: string }[]).map(
    (n) => n.amount,
  );

describe("a stay priced again after it was booked", () => {
  it("keeps the invoiced price when a member of an invoiced group moves to a room of another type", async () => {
    const roomTypeId = await deluxe();
    // Deluxe's default becomes ₹5,000 a night for two: a move there would price 101's stay anew.
    await addPlan(flat(roomTypeId, "5000", { isDefault: true }));
    const group = await api("POST", "/api/group-bookings", {
      groupBookingData: {
        groupName: "Rao family",
        contactPersonName: "Asha Rao",
        contactPersonPhone: "9820012345",
        checkInDate: "2027-10-28",
        checkOutDate: "2027-10-30",
      },
      roomSelections: [
        { roomId: await roomId("101"), guestName: "Asha Rao", adults: 2 },
        { roomId: await roomId("102"), guestName: "Ravi Rao", adults: 2 },
      ],
    });
    expect(group.statusCode, group.body).toBe(201);
    // Each room: 2 × 3,200 = 6,400 a night, two nights = 12,800; the group 25,600 (GST off).
    const invoice = await api("POST", `/api/group-bookings/${group.json().id}/generate-invoice`);
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.json().invoice).toMatchObject({ totalAmount: "25600.00" });
    const member = (await api("GET", `/api/group-bookings/${group.json().id}`))
      .json()
      .members.find((m: { roomNumber: string }) => m.roomNumber === "101");
    const moved = await api("POST", `/api/bookings/${member.id}/move`, { roomId: await roomId("301") });
    expect(moved.statusCode, moved.body).toBe(200);
    // Still 12,800 as invoiced, not 2 × 5,000 = 10,000 on Deluxe's default.
    expect(moved.json()).toMatchObject({ totalAmount: "12800.00", amountDue: "12800.00" });
    expect(await nightAmounts(member.id)).toEqual(["6400.00", "6400.00"]);
    expect((await api("GET", `/api/group-bookings/${group.json().id}`)).json().totalAmount).toBe("25600.00");
  });

  it.skipIf(!onPostgres)(
    `a member's move waits while its group's invoice is being issued, then keeps the invoiced price (${postgresOnly})`,
    async () => {
      const roomTypeId = await deluxe();
      await addPlan(flat(roomTypeId, "5000", { isDefault: true }));
      const group = await api("POST", "/api/group-bookings", {
        groupBookingData: {
          groupName: "Rao family",
          contactPersonName: "Asha Rao",
          contactPersonPhone: "9820012345",
          checkInDate: "2027-10-28",
          checkOutDate: "2027-10-30",
        },
        roomSelections: [{ roomId: await roomId("101"), guestName: "Asha Rao", adults: 2 }],
      });
      expect(group.statusCode, group.body).toBe(201);
      const groupId = group.json().id;
      const [member] = (await api("GET", `/api/group-bookings/${groupId}`)).json().members;
      // The group's invoice being issued: its row locked, the invoice written, then committed.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let held = () => {};
      const holding = new Promise<void>((resolve) => {
        held = resolve;
      });
      const issuing = t.database.db.transaction().execute(async (trx) => {
        await sql`SELECT id FROM group_bookings WHERE id = ${groupId} FOR UPDATE`.execute(trx);
        held();
        await released;
        await sql`INSERT INTO group_invoices (group_booking_id, invoice_number, invoice_date, subtotal, total_amount, status)
          VALUES (${groupId}, 'GRP-TEST-1', '2027-10-27', 12800, 12800, 'sent')`.execute(trx);
      });
      await holding;
      const moving = api("POST", `/api/bookings/${member.id}/move`, { roomId: await roomId("301") });
      // Time for the move to reach the group's lock (unguarded, it would price the stay meanwhile).
      await new Promise((resolve) => setTimeout(resolve, 500));
      release();
      await issuing;
      const moved = await moving;
      expect(moved.statusCode, moved.body).toBe(200);
      // 2 × 6,400 = 12,800 as invoiced, not 2 × 5,000 = 10,000 on Deluxe's default.
      expect(moved.json()).toMatchObject({ totalAmount: "12800.00" });
    },
  );

  it("asks a manager again when a move makes an approved discount give away more", async () => {
    const roomTypeId = await deluxe();
    const suite = await addPlan(flat(roomTypeId, "8000"));
    const manager = await t.createUser("manager", "boss");
    const managerCookie = await t.login(manager.username, "password-manager-1");
    const deskCookie = await t.login(desk.username, "password-front_desk-1");
    // The manager gives 20% (above the desk's 10%): 2 × 3,200 × 4 nights = 25,600, less 5,120 = 20,480.
    const booking = await book(
      {
        roomId: await roomId("101"),
        checkInDate: "2027-10-28",
        checkOutDate: "2027-11-01",
        discountPercentage: "20",
      },
      managerCookie,
    );
    expect(booking).toMatchObject({ totalAmount: "20480.00", pendingApproval: false });
    // The desk moves it to 301 on ₹8,000 a night: 32,000, whose 20% (6,400) is more than the 5,120
    // approved. The move waits for a manager, at full price meanwhile: 32,000.
    const moved = await api(
      "POST",
      `/api/bookings/${booking.id}/move`,
      { roomId: await roomId("301"), ratePlanId: suite },
      deskCookie,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ totalAmount: "32000.00", pendingApproval: true });
    // Approved: 32,000 less 6,400 = 25,600.
    const approved = await api(
      "POST",
      `/api/bookings/${booking.id}/approve-discount`,
      undefined,
      managerCookie,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ totalAmount: "25600.00", pendingApproval: false });
  });

  it("refuses the desk a move of a group's member that makes the group's approved discount give away more", async () => {
    const roomTypeId = await deluxe();
    const suite = await addPlan(flat(roomTypeId, "8000"));
    const manager = await t.createUser("manager", "boss");
    const managerCookie = await t.login(manager.username, "password-manager-1");
    const deskCookie = await t.login(desk.username, "password-front_desk-1");
    const group = await api(
      "POST",
      "/api/group-bookings",
      {
        groupBookingData: {
          groupName: "Rao family",
          contactPersonName: "Asha Rao",
          contactPersonPhone: "9820012345",
          checkInDate: "2027-10-28",
          checkOutDate: "2027-10-30",
          groupDiscountPercentage: "20",
        },
        roomSelections: [{ roomId: await roomId("101"), guestName: "Asha Rao", adults: 2 }],
      },
      managerCookie,
    );
    expect(group.statusCode, group.body).toBe(201);
    const [member] = (await api("GET", `/api/group-bookings/${group.json().id}`)).json().members;
    // 2 × 6,400 = 12,800 less 20% = 10,240; on ₹8,000 a night 16,000, whose 20% (3,200) is more
    // than the 2,560 approved: the group's discount cannot wait on one room, so the desk is refused.
    const body = { roomId: await roomId("301"), ratePlanId: suite };
    const refused = await api("POST", `/api/bookings/${member.id}/move`, body, deskCookie);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      "At the new room's price the group's discount gives away more than a manager approved; a manager can make this move",
    );
    // A manager may: 16,000 less 20% = 12,800.
    const moved = await api("POST", `/api/bookings/${member.id}/move`, body, managerCookie);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ totalAmount: "12800.00" });
  });

  it("keeps a checked-in stay's spent nights at their price, and lets it be shortened below the minimum", async () => {
    const roomTypeId = await deluxe();
    const start = today();
    // ₹4,000 a night for two, three nights at least.
    const ratePlanId = await addPlan(flat(roomTypeId, "4000", { minimumStay: 3 }));
    const booking = await book({
      roomId: await roomId("301"),
      ratePlanId,
      checkInDate: start,
      checkOutDate: addDays(start, 3),
    });
    expect(booking.totalAmount).toBe("12000.00");
    const checkedIn = await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_in" });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    const raised = await api(
      "PUT",
      `/api/rate-plans/${ratePlanId}`,
      flat(roomTypeId, "5000", { minimumStay: 3 }),
    );
    expect(raised.statusCode, raised.body).toBe(200);
    travelTo(addDays(start, 1));
    // A third adult from the second night: the first night (spent) stays 4,000; the next two at the
    // plan as it stands, 5,000 + 1,200 = 6,200 each: 16,400 (not 3 × 6,200 = 18,600).
    const more = await edit(booking, { adults: 3 });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().totalAmount).toBe("16400.00");
    expect(await nightAmounts(booking.id)).toEqual(["4000.00", "6200.00", "6200.00"]);
    // Leaving a day early: two nights, below the plan's three, allowed: 4,000 + 6,200 = 10,200.
    const shorter = await edit(booking, { adults: 3, checkOutDate: addDays(start, 2) });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(shorter.json().totalAmount).toBe("10200.00");
  });

  it("keeps the price when an edit changes the room to one of the same type, and prices only nights added", async () => {
    const roomTypeId = await deluxe();
    const ratePlanId = await addPlan(flat(roomTypeId, "4000"));
    const booking = await book({
      roomId: await roomId("301"),
      ratePlanId,
      checkInDate: "2027-10-28",
      checkOutDate: "2027-10-30",
    });
    expect(booking.totalAmount).toBe("8000.00");
    await api("PUT", `/api/rate-plans/${ratePlanId}`, flat(roomTypeId, "5000"));
    // Room 302, the same type and plan: the two nights as billed, 8,000 (not 2 × 5,000).
    const sameType = await edit(booking, { roomId: await roomId("302") });
    expect(sameType.statusCode, sameType.body).toBe(200);
    expect(sameType.json().totalAmount).toBe("8000.00");
    // One night more: 2 × 4,000 billed + 5,000 for the night added = 13,000.
    const longer = await edit(booking, { roomId: await roomId("302"), checkOutDate: "2027-10-31" });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json().totalAmount).toBe("13000.00");
    expect(await nightAmounts(booking.id)).toEqual(["4000.00", "4000.00", "5000.00"]);
  });

  it("keeps pricing a stay by its own plan after its room's type changes", async () => {
    const deluxeId = await deluxe();
    const ratePlanId = await addPlan(flat(deluxeId, "4000"));
    const booking = await book({
      roomId: await roomId("301"),
      ratePlanId,
      checkInDate: "2027-10-28",
      checkOutDate: "2027-10-30",
    });
    const standard = (await api("GET", "/api/room-types"))
      .json()
      .find((r: { name: string }) => r.name === "Standard");
    const retyped = await api("PUT", `/api/rooms/${booking.roomId}`, { roomTypeId: standard.id });
    expect(retyped.statusCode, retyped.body).toBe(200);
    // A child joins: still on its Deluxe plan, 4,000 + 800 = 4,800 a night, two nights = 9,600.
    const child = await edit(booking, { children: 1 });
    expect(child.statusCode, child.body).toBe(200);
    expect(child.json()).toMatchObject({ ratePlanId, totalAmount: "9600.00" });
    // Its plan goes only to a room of the plan's type: named for 103, a Standard room, it is refused.
    const across = await api("POST", `/api/bookings/${booking.id}/move`, {
      roomId: await roomId("103"),
      ratePlanId,
    });
    expect(across.statusCode, across.body).toBe(400);
    expect(across.json().message).toBe("Rate plan Flat is for Deluxe rooms; room 103 is Standard");
    // To 302, a Deluxe room, the plan's own type: the price is kept (not Deluxe's default: 2 ×
    // 3,200 + 1,600 = 8,000 a night).
    const moved = await api("POST", `/api/bookings/${booking.id}/move`, { roomId: await roomId("302") });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ ratePlanId, totalAmount: "9600.00" });
  });

  it("taxes an extra bed at the room's slab: 18% beside a night above ₹7,500", async () => {
    await setGst();
    const roomTypeId = await deluxe();
    const ratePlanId = await addPlan(flat(roomTypeId, "8000"));
    const booking = await book({
      roomId: await roomId("301"),
      ratePlanId,
      checkInDate: "2027-10-28",
      checkOutDate: "2027-10-29",
    });
    const bed = await api("POST", `/api/bookings/${booking.id}/charges`, {
      description: "Extra bed",
      category: "extra_bed",
      amount: "1500",
    });
    expect(bed.statusCode, bed.body).toBe(201);
    // The night ₹8,000 at 18% = 1,440; the bed ₹1,500 at 18% = 270 (not 5% = 75); 11,210 due.
    const folio = (await api("GET", `/api/bookings/${booking.id}/folio`)).json();
    expect(
      folio.lines.map((l: { kind: string; rates: number[]; tax: string }) => [l.kind, l.rates, l.tax]),
    ).toEqual([
      ["room", [18], "1440.00"],
      ["charge", [18], "270.00"],
    ]);
    expect(folio.totalAmount).toBe("11210.00");
  });
});
