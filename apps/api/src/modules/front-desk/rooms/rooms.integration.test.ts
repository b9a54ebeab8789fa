import { addDays, formatDisplayDate } from "@atithi/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, book, desk, roomId, stay, t, today, useFreshApp } from "../../../testing/app-fixture";
import { ADMIN_PASSWORD } from "../../../testing/harness";

useFreshApp();
afterEach(() => {
  vi.useRealTimers();
});

interface Room {
  id: string;
  number: string;
  capacity: number;
  ownCapacity: number | null;
  roomTypeId: string;
  roomTypeName: string;
  floor: string | null;
  status: string;
  isActive: boolean;
}

const rooms = async () => (await api("GET", "/api/rooms")).json() as Room[];

/** The type every room starts in (made by the migration). */
async function standardId() {
  const types = (await api("GET", "/api/room-types")).json() as { id: string; name: string }[];
  const standard = types.find((type) => type.name === "Standard");
  if (!standard) throw new Error("no room type Standard");
  return standard.id;
}

/** A room type over REST: Deluxe, 2 adults in the base price, at most 3 guests, unless told. */
async function addType(fields: Record<string, unknown> = {}) {
  const res = await api("POST", "/api/room-types", {
    name: "Deluxe",
    baseOccupancy: 2,
    maxOccupancy: 3,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string };
}

async function addRoom(fields: Record<string, unknown>) {
  const res = await api("POST", "/api/rooms", fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Room;
}

const MISSING = "00000000-0000-4000-8000-000000000000";

describe("rooms managed through the API", () => {
  it("lists each room with its type, floor, own capacity and the capacity it takes", async () => {
    const standard = await standardId();
    const listed = await rooms();
    expect(listed.map((r) => r.number)).toEqual(["101", "102", "103"]);
    // ROOM_NUMBERS seeded them in Standard, whose maximum occupancy (6) they take.
    for (const room of listed) {
      expect(room).toMatchObject({
        roomTypeId: standard,
        roomTypeName: "Standard",
        floor: null,
        ownCapacity: null,
        capacity: 6,
        status: "available",
        isActive: true,
      });
    }
    // Everyone who reads rooms reads the same (the front desk here).
    const asDesk = await api(
      "GET",
      "/api/rooms",
      undefined,
      await t.login(desk.username, "password-front_desk-1"),
    );
    expect(asDesk.json()).toEqual(listed);
  });

  it("adds a room (201) of a type, taking the type's capacity unless it sets its own", async () => {
    const deluxe = await addType();
    const plain = await addRoom({ number: "301", roomTypeId: deluxe.id, floor: "Third" });
    expect(plain).toMatchObject({
      number: "301",
      roomTypeId: deluxe.id,
      roomTypeName: "Deluxe",
      floor: "Third",
      ownCapacity: null,
      capacity: 3,
      status: "available",
      isActive: true,
    });
    const withBed = await addRoom({ number: "302", roomTypeId: deluxe.id, capacity: 4 });
    expect(withBed).toMatchObject({ floor: null, ownCapacity: 4, capacity: 4 });
    expect((await rooms()).map((r) => r.number)).toEqual(["101", "102", "103", "301", "302"]);

    // A room taken by its type follows the type's maximum occupancy; one with its own does not.
    const raised = await api("PUT", `/api/room-types/${deluxe.id}`, {
      name: "Deluxe",
      baseOccupancy: 2,
      maxOccupancy: 5,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const after = await rooms();
    expect(after.find((r) => r.number === "301")?.capacity).toBe(5);
    expect(after.find((r) => r.number === "302")?.capacity).toBe(4);
  });

  it("refuses a taken number (409), an unknown type (404) and bad input (400 naming the field)", async () => {
    const standard = await standardId();
    const taken = await api("POST", "/api/rooms", { number: "101", roomTypeId: standard });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("A room with this number already exists");

    // Ids are opaque: one not of the UUID form is as unknown as one of it.
    for (const roomTypeId of [MISSING, "deluxe"]) {
      const unknownType = await api("POST", "/api/rooms", { number: "401", roomTypeId });
      expect(unknownType.statusCode).toBe(404);
      expect(unknownType.json().message).toBe("Room type not found");
    }

    const cases: [Record<string, unknown>, string][] = [
      [{ roomTypeId: standard }, "Room number is required"],
      [
        { number: "Room #1", roomTypeId: standard },
        "Room number may hold only letters, digits, spaces, '.', '/' and '-'",
      ],
      [{ number: "x".repeat(21), roomTypeId: standard }, "Room number is at most 20 characters"],
      [{ number: "401" }, "Room type is required"],
      [{ number: "401", roomTypeId: "x".repeat(65) }, "Room type is at most 64 characters"],
      [
        { number: "401", roomTypeId: standard, capacity: 0 },
        "Capacity must be a whole number of guests from 1 to 20",
      ],
      [
        { number: "401", roomTypeId: standard, capacity: 2.5 },
        "Capacity must be a whole number of guests from 1 to 20",
      ],
      [{ number: "401", roomTypeId: standard, floor: "f".repeat(21) }, "Floor is at most 20 characters"],
    ];
    for (const [body, message] of cases) {
      const res = await api("POST", "/api/rooms", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await rooms()).map((r) => r.number)).toEqual(["101", "102", "103"]);
  });

  it("numbers a room with letters and digits of any script, spaces, '.', '/' and '-'", async () => {
    const standard = await standardId();
    for (const number of ["G.01", "101/A", "कमरा 4"]) await addRoom({ number, roomTypeId: standard });
    expect((await rooms()).map((r) => r.number)).toEqual(["101", "102", "103", "G.01", "101/A", "कमरा 4"]);
  });

  it("keeps the number a room has on a PUT, even one outside the rule; a new number follows it (400)", async () => {
    // A room numbered before the rule (as part 1's ROOM_NUMBERS took any text).
    const id = await roomId("101");
    await t.database.db.updateTable("rooms").set({ number: "Suite #1" }).where("id", "=", id).execute();
    // The room screen sends the number with every change.
    const kept = await api("PUT", `/api/rooms/${id}`, { number: "Suite #1", floor: "First" });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ number: "Suite #1", floor: "First" });
    const renamed = await api("PUT", `/api/rooms/${id}`, { number: "Suite #2" });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(
      "Room number may hold only letters, digits, spaces, '.', '/' and '-'",
    );
    expect((await api("PUT", `/api/rooms/${id}`, { number: "Suite 1" })).json()).toMatchObject({
      number: "Suite 1",
    });
  });

  it("changes a room: a field left out keeps its value, a capacity of null takes the type's", async () => {
    const deluxe = await addType();
    const id = await roomId("101");
    const renamed = await api("PUT", `/api/rooms/${id}`, { number: "101A", floor: "Ground" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      number: "101A",
      floor: "Ground",
      roomTypeName: "Standard",
      capacity: 6,
    });

    const moved = await api("PUT", `/api/rooms/${id}`, { roomTypeId: deluxe.id, capacity: 2 });
    expect(moved.json()).toMatchObject({
      number: "101A",
      floor: "Ground",
      roomTypeId: deluxe.id,
      roomTypeName: "Deluxe",
      ownCapacity: 2,
      capacity: 2,
    });
    const back = await api("PUT", `/api/rooms/${id}`, { capacity: null, floor: null });
    expect(back.json()).toMatchObject({ number: "101A", floor: null, ownCapacity: null, capacity: 3 });

    expect((await api("PUT", `/api/rooms/${id}`, { number: "102" })).statusCode).toBe(409);
    expect((await api("PUT", `/api/rooms/${MISSING}`, { floor: "First" })).statusCode).toBe(404);
    const unknownType = await api("PUT", `/api/rooms/${id}`, { roomTypeId: MISSING });
    expect(unknownType.statusCode).toBe(404);
    expect(unknownType.json().message).toBe("Room type not found");
    const bad = await api("PUT", `/api/rooms/${id}`, { capacity: 21 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Capacity must be a whole number of guests from 1 to 20");
  });

  it("answers a change that changes nothing with the room as it is, and audits none", async () => {
    const id = await roomId("101");
    const before = (await rooms()).find((r) => r.id === id);
    const updates = async () =>
      (
        await t.database.db
          .selectFrom("auditLog")
          .select("action")
          .where("entityType", "=", "room")
          .where("entityId", "=", id)
          .execute()
      ).length;
    for (const body of [{}, { number: "101", floor: null, capacity: null, roomTypeId: before?.roomTypeId }]) {
      const res = await api("PUT", `/api/rooms/${id}`, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(before);
    }
    expect(await updates()).toBe(0);
    expect((await api("PUT", `/api/rooms/${id}`, { floor: "Ground" })).statusCode).toBe(200);
    expect(await updates()).toBe(1);
  });

  it("never lowers a room's capacity below a stay to come in it (409 naming the stay)", async () => {
    const id = await roomId("101");
    // Two adults and a child from tomorrow: three guests.
    await book("101", addDays(today(), 1), 2);
    const refused = await api("PUT", `/api/rooms/${id}`, { capacity: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Room 101 has a stay for 3 guests from ${formatDisplayDate(addDays(today(), 1))} to ${formatDisplayDate(addDays(today(), 3))} (Guest 101); Room 101's capacity cannot go below 3`,
    );
    // Moving it to a smaller type is lowering it too.
    const small = await addType({ name: "Single", baseOccupancy: 1, maxOccupancy: 2 });
    expect((await api("PUT", `/api/rooms/${id}`, { roomTypeId: small.id })).statusCode).toBe(409);
    expect((await rooms()).find((r) => r.id === id)).toMatchObject({ ownCapacity: null, capacity: 6 });
    // Down to the stay's three guests is allowed.
    const fits = await api("PUT", `/api/rooms/${id}`, { capacity: 3 });
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json()).toMatchObject({ ownCapacity: 3, capacity: 3 });
  });

  it("measures a lower capacity only against stays that fit the capacity the room has", async () => {
    const id = await roomId("101");
    // Eight guests (six adults, two children) booked before rooms had capacities, beyond Standard's
    // six: left as they are.
    const before = await stay("101", addDays(today(), 1), 2);
    await t.database.db
      .updateTable("bookings")
      .set({ adults: 6, children: 2 })
      .where("id", "=", before.id)
      .execute();
    const lowered = await api("PUT", `/api/rooms/${id}`, { capacity: 5 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json()).toMatchObject({ ownCapacity: 5, capacity: 5 });
    // Five guests later on fit 5, not 4: that stay is named, not the earlier eight.
    await stay("101", addDays(today(), 5), 2, { adults: 4, children: 1 });
    const refused = await api("PUT", `/api/rooms/${id}`, { capacity: 4 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Room 101 has a stay for 5 guests from ${formatDisplayDate(addDays(today(), 5))} to ${formatDisplayDate(addDays(today(), 7))} (Guest 101); Room 101's capacity cannot go below 5`,
    );
  });

  it("retires a room only once no stay is to come in it (409 naming the stay), then never again", async () => {
    const id = await roomId("102");
    const booking = await stay("102", addDays(today(), 3), 2);
    const refused = await api("POST", `/api/rooms/${id}/retire`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Room 102 has a stay from ${formatDisplayDate(addDays(today(), 3))} to ${formatDisplayDate(addDays(today(), 5))} (Guest 102); move or cancel it before retiring the room`,
    );
    const cancelled = await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "cancelled" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const retired = await api("POST", `/api/rooms/${id}/retire`);
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json()).toMatchObject({ number: "102", isActive: false });
    expect((await rooms()).map((r) => r.number)).toEqual(["101", "103"]);
    const again = await api("POST", `/api/rooms/${id}/retire`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Room 102 is already retired");
    expect((await api("POST", `/api/rooms/${MISSING}/retire`)).statusCode).toBe(404);

    // Listed again on asking, and put back in use with reinstate (once).
    const all = (await api("GET", "/api/rooms?includeRetired=true")).json() as Room[];
    expect(all.map((r) => [r.number, r.isActive])).toEqual([
      ["101", true],
      ["102", false],
      ["103", true],
    ]);
    const reinstated = await api("POST", `/api/rooms/${id}/reinstate`);
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    expect(reinstated.json()).toMatchObject({ number: "102", isActive: true });
    expect((await rooms()).map((r) => r.number)).toEqual(["101", "102", "103"]);
    const inUse = await api("POST", `/api/rooms/${id}/reinstate`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe("Room 102 is in use; only a retired room is reinstated");
    expect((await api("POST", `/api/rooms/${MISSING}/reinstate`)).statusCode).toBe(404);
    const audit = await t.database.db
      .selectFrom("auditLog")
      .select("action")
      .where("entityType", "=", "room")
      .where("entityId", "=", id)
      .orderBy("at")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["retire", "reinstate"]);
  });

  it("gives a retired room's number to a new room (201), never to two active ones (409)", async () => {
    const standard = await standardId();
    const old = await roomId("103");
    expect((await api("POST", `/api/rooms/${old}/retire`)).statusCode).toBe(200);
    const renewed = await api("POST", "/api/rooms", { number: "103", roomTypeId: standard, floor: "First" });
    expect(renewed.statusCode, renewed.body).toBe(201);
    expect(renewed.json()).toMatchObject({ number: "103", floor: "First", isActive: true });
    expect(renewed.json().id).not.toBe(old);
    const again = await api("POST", "/api/rooms", { number: "103", roomTypeId: standard });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("A room with this number already exists");
    // The old 103 comes back only under another number.
    const clash = await api("POST", `/api/rooms/${old}/reinstate`);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      "Another room is numbered 103 now; give this room another number before reinstating it",
    );
    expect((await api("PUT", `/api/rooms/${old}`, { number: "103-A" })).statusCode).toBe(200);
    expect((await api("POST", `/api/rooms/${old}/reinstate`)).statusCode).toBe(200);
    expect((await rooms()).map((r) => r.number)).toEqual(["101", "102", "103", "103-A"]);
  });

  it("takes a number as one whatever its case: taken (409), and not given back to a retired room (409)", async () => {
    const standard = await standardId();
    const a12 = await addRoom({ number: "A-12", roomTypeId: standard });
    for (const res of [
      await api("POST", "/api/rooms", { number: "a-12", roomTypeId: standard }),
      await api("PUT", `/api/rooms/${await roomId("101")}`, { number: "a-12" }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("A room with this number already exists");
    }
    // Its own number in another case is a change of it.
    expect((await api("PUT", `/api/rooms/${a12.id}`, { number: "a-12" })).json()).toMatchObject({
      number: "a-12",
    });
    expect((await api("POST", `/api/rooms/${a12.id}/retire`)).statusCode).toBe(200);
    await addRoom({ number: "A-12", roomTypeId: standard });
    const clash = await api("POST", `/api/rooms/${a12.id}/reinstate`);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      "Another room is numbered A-12 now; give this room another number before reinstating it",
    );
  });

  it("refuses to retire a room a group's stay holds, and allows it once the group is cancelled", async () => {
    const id = await roomId("103");
    const group = await api("POST", "/api/group-bookings", {
      groupBookingData: {
        groupName: "Rao family",
        contactPersonName: "A. Rao",
        contactPersonPhone: "9876500001",
        checkInDate: addDays(today(), 10),
        checkOutDate: addDays(today(), 12),
      },
      roomSelections: [{ roomId: id, guestName: "Rao 1", adults: 2 }],
    });
    expect(group.statusCode, group.body).toBe(201);
    const refused = await api("POST", `/api/rooms/${id}/retire`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("(Rao 1); move or cancel it before retiring the room");
    expect((await api("POST", `/api/group-bookings/${group.json().id}/cancel`)).statusCode).toBe(200);
    expect((await api("POST", `/api/rooms/${id}/retire`)).statusCode).toBe(200);
  });

  it("allows a room to retire once its last stay ends today at the property", async () => {
    const id = await roomId("101");
    const start = today();
    // Nights start + 1 and start + 2; the guest leaves on start + 3.
    await stay("101", addDays(start, 1), 2);
    const travelTo = (date: string) => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(`${date}T06:30:00Z`));
    };
    travelTo(addDays(start, 2));
    expect((await api("POST", `/api/rooms/${id}/retire`)).statusCode).toBe(409);
    // On the day the stay checks out it is no longer ahead of the room.
    travelTo(addDays(start, 3));
    expect((await api("POST", `/api/rooms/${id}/retire`)).statusCode).toBe(200);
  });

  it("refuses to retire a room whose guest is still checked in after the departure day has come", async () => {
    const id = await roomId("101");
    const start = today();
    const booking = await stay("101", start, 1);
    const checkIn = await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_in" });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    // Two days on, the guest due out yesterday has not been checked out: the room is still occupied.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${addDays(start, 2)}T06:30:00Z`));
    expect((await api("POST", `/api/rooms/${id}/retire`)).statusCode).toBe(409);
  });

  it("answers 403 to every write of someone who is not an administrator", async () => {
    const standard = await standardId();
    const id = await roomId("101");
    for (const role of ["manager", "front_desk", "accountant"] as const) {
      const user = await t.createUser(role);
      const as = await t.login(user.username, `password-${role}-1`);
      const writes = [
        await api("POST", "/api/rooms", { number: "501", roomTypeId: standard }, as),
        await api("PUT", `/api/rooms/${id}`, { floor: "First" }, as),
        await api("POST", `/api/rooms/${id}/retire`, undefined, as),
        await api("POST", `/api/rooms/${id}/reinstate`, undefined, as),
      ];
      expect(
        writes.map((r) => r.statusCode),
        role,
      ).toEqual([403, 403, 403, 403]);
      expect((await api("GET", "/api/rooms", undefined, as)).statusCode).toBe(200);
    }
    // Over tRPC as well.
    await expect(
      t.callerFor(desk).rooms.create({ number: "501", roomTypeId: standard }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await rooms()).map((r) => r.number)).toEqual(["101", "102", "103"]);
    const admin = await t.login("admin", ADMIN_PASSWORD);
    expect((await api("POST", "/api/rooms", { number: "501", roomTypeId: standard }, admin)).statusCode).toBe(
      201,
    );
  });
});

describe("a stay beyond its room's capacity", () => {
  const message = (room: string, capacity: number, guests: number) =>
    `Room ${room} takes at most ${capacity} guest${capacity === 1 ? "" : "s"}; this booking has ${guests}`;

  it("is refused (400) when booked, edited, moved or booked by a group, by the type's capacity or the room's", async () => {
    const deluxe = await addType();
    const small = await addRoom({ number: "301", roomTypeId: deluxe.id });
    const withBed = await addRoom({ number: "302", roomTypeId: deluxe.id, capacity: 4 });
    const checkInDate = addDays(today(), 5);
    const booking = (fields: Record<string, unknown>) =>
      api("POST", "/api/bookings", {
        guest: { name: "Asha Rao", phone: "9820012345" },
        checkInDate,
        checkOutDate: addDays(checkInDate, 2),
        adults: 3,
        children: 1,
        ...fields,
      });

    const beyondType = await booking({ roomId: small.id });
    expect(beyondType.statusCode).toBe(400);
    expect(beyondType.json().message).toBe(message("301", 3, 4));
    // Room 302 sets its own capacity of 4 above its type's 3.
    const fits = await booking({ roomId: withBed.id });
    expect(fits.statusCode, fits.body).toBe(201);
    const beyondOwn = await booking({
      roomId: withBed.id,
      checkInDate: addDays(checkInDate, 10),
      checkOutDate: addDays(checkInDate, 11),
      adults: 4,
    });
    expect(beyondOwn.statusCode).toBe(400);
    expect(beyondOwn.json().message).toBe(message("302", 4, 5));

    // Edited to more guests, or to a room too small.
    const stay = fits.json() as { id: string };
    const edit = (fields: Record<string, unknown>) =>
      api("PUT", `/api/bookings/${stay.id}`, {
        guest: { name: "Asha Rao", phone: "9820012345" },
        roomId: withBed.id,
        checkInDate,
        checkOutDate: addDays(checkInDate, 2),
        adults: 3,
        children: 1,
        ...fields,
      });
    const grown = await edit({ children: 2 });
    expect(grown.statusCode).toBe(400);
    expect(grown.json().message).toBe(message("302", 4, 5));
    const tooSmall = await edit({ roomId: small.id });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().message).toBe(message("301", 3, 4));
    expect((await edit({ notes: "Late arrival" })).statusCode).toBe(200);

    // Moved to a room too small.
    const move = await api("POST", `/api/bookings/${stay.id}/move`, { roomId: small.id });
    expect(move.statusCode).toBe(400);
    expect(move.json().message).toBe(message("301", 3, 4));

    // A group's room: every room is checked.
    const group = await api("POST", "/api/group-bookings", {
      groupBookingData: {
        groupName: "Rao family",
        contactPersonName: "A. Rao",
        contactPersonPhone: "9876500001",
        checkInDate: addDays(today(), 30),
        checkOutDate: addDays(today(), 32),
      },
      roomSelections: [
        { roomId: await roomId("101"), guestName: "Rao 1", adults: 6 },
        { roomId: small.id, guestName: "Rao 2", adults: 2, children: 2 },
      ],
    });
    expect(group.statusCode).toBe(400);
    expect(group.json().message).toBe(message("301", 3, 4));
    // Room 101 takes Standard's 6: six adults and a child are one too many.
    const standardBeyond = await api("POST", "/api/bookings", {
      guest: { name: "Big family", phone: "9820012346" },
      roomId: await roomId("101"),
      checkInDate: addDays(today(), 40),
      checkOutDate: addDays(today(), 41),
      adults: 6,
      children: 1,
    });
    expect(standardBeyond.statusCode).toBe(400);
    expect(standardBeyond.json().message).toBe(message("101", 6, 7));
  });

  it("is refused in a group's edit only for rooms added or grown", async () => {
    const deluxe = await addType();
    const small = await addRoom({ number: "301", roomTypeId: deluxe.id });
    const body = (selections: Record<string, unknown>[]) => ({
      groupBookingData: {
        groupName: "Rao family",
        contactPersonName: "A. Rao",
        contactPersonPhone: "9876500001",
        checkInDate: addDays(today(), 30),
        checkOutDate: addDays(today(), 32),
      },
      roomSelections: selections,
    });
    const created = await api(
      "POST",
      "/api/group-bookings",
      body([{ roomId: small.id, guestName: "Rao 1", adults: 3 }]),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const grown = await api(
      "PUT",
      `/api/group-bookings/${id}`,
      body([{ roomId: small.id, guestName: "Rao 1", adults: 3, children: 1 }]),
    );
    expect(grown.statusCode).toBe(400);
    expect(grown.json().message).toBe(message("301", 3, 4));
    const added = await api(
      "PUT",
      `/api/group-bookings/${id}`,
      body([
        { roomId: small.id, guestName: "Rao 1", adults: 3 },
        { roomId: await roomId("101"), guestName: "Rao 2", adults: 6, children: 1 },
      ]),
    );
    expect(added.statusCode).toBe(400);
    expect(added.json().message).toBe(message("101", 6, 7));
    const fits = await api(
      "PUT",
      `/api/group-bookings/${id}`,
      body([
        { roomId: small.id, guestName: "Rao 1", adults: 2 },
        { roomId: await roomId("101"), guestName: "Rao 2", adults: 6 },
      ]),
    );
    expect(fits.statusCode, fits.body).toBe(200);
  });
});
