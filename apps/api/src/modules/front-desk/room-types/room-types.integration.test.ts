import { addDays, DEFAULT_RATE_PLAN_NAME, formatDisplayDate } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { api, book, roomId, t, today, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();

interface RoomType {
  id: string;
  name: string;
  baseOccupancy: number;
  maxOccupancy: number;
  description: string | null;
}

const MISSING = "00000000-0000-4000-8000-000000000000";
const deluxe = { name: "Deluxe", baseOccupancy: 2, maxOccupancy: 3, description: "Sea view, king bed" };

describe("room types", () => {
  it("start with Standard: one adult in the base price, six guests at most", async () => {
    const res = await api("GET", "/api/room-types");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        name: "Standard",
        baseOccupancy: 1,
        maxOccupancy: 6,
        description: null,
      }),
    ]);
  });

  it("are added (201), listed by name and changed (every field again), each audited", async () => {
    const created = await api("POST", "/api/room-types", deluxe);
    expect(created.statusCode, created.body).toBe(201);
    const type = created.json() as RoomType;
    expect(type).toMatchObject(deluxe);
    // Nothing sets a type's is_active column: it is not answered.
    expect(type).not.toHaveProperty("isActive");
    expect(type.id).toMatch(/^[0-9a-f-]{36}$/);
    // Made with its default plan, at part 1's per-person prices, so a room of the type is never
    // without a price: ₹3,200 for the first adult (the plan's base occupancy is 1), ₹3,200 each further.
    const plans = (await api("GET", `/api/rate-plans?roomTypeId=${type.id}`)).json() as object[];
    expect(plans).toEqual([
      expect.objectContaining({
        name: DEFAULT_RATE_PLAN_NAME,
        isDefault: true,
        baseOccupancy: 1,
        prices: { base: "3200.00", extraAdult: "3200.00", child: "1600.00" },
      }),
    ]);
    expect(
      (await api("POST", "/api/room-types", { name: "Cottage", baseOccupancy: 2, maxOccupancy: 4 }))
        .statusCode,
    ).toBe(201);
    const names = ((await api("GET", "/api/room-types")).json() as RoomType[]).map((r) => r.name);
    expect(names).toEqual(["Cottage", "Deluxe", "Standard"]);

    const changed = await api("PUT", `/api/room-types/${type.id}`, {
      name: "Deluxe Sea View",
      baseOccupancy: 2,
      maxOccupancy: 4,
      description: "",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: type.id,
      name: "Deluxe Sea View",
      maxOccupancy: 4,
      description: null,
    });
    const audit = await t.database.db
      .selectFrom("auditLog")
      .select(["action", "before", "after"])
      .where("entityType", "=", "room_type")
      .where("entityId", "=", type.id)
      .orderBy("at")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["create", "update"]);

    // The same fields again change nothing: answered as it is, with no audit row.
    const same = await api("PUT", `/api/room-types/${type.id}`, {
      name: "Deluxe Sea View",
      baseOccupancy: 2,
      maxOccupancy: 4,
      description: null,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual(changed.json());
    const audited = await t.database.db
      .selectFrom("auditLog")
      .select("action")
      .where("entityType", "=", "room_type")
      .where("entityId", "=", type.id)
      .execute();
    expect(audited).toHaveLength(2);
  });

  it("refuse a name taken in any case (409), an unknown id (404) and bad input (400 naming the field)", async () => {
    const taken = await api("POST", "/api/room-types", { ...deluxe, name: "standard" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("A room type with this name already exists");
    const type = (await api("POST", "/api/room-types", deluxe)).json() as RoomType;
    const renamed = await api("PUT", `/api/room-types/${type.id}`, { ...deluxe, name: " STANDARD " });
    expect(renamed.statusCode).toBe(409);
    expect((await api("PUT", `/api/room-types/${MISSING}`, deluxe)).statusCode).toBe(404);
    expect((await api("PUT", `/api/room-types/${MISSING}`, deluxe)).json().message).toBe(
      "Room type not found",
    );

    const cases: [Record<string, unknown>, string][] = [
      [{ ...deluxe, name: " " }, "Room type name is required"],
      [{ ...deluxe, name: "n".repeat(101) }, "Room type name is at most 100 characters"],
      [{ ...deluxe, baseOccupancy: 0 }, "Base occupancy must be a whole number of guests from 1 to 20"],
      [{ ...deluxe, maxOccupancy: 21 }, "Maximum occupancy must be a whole number of guests from 1 to 20"],
      [{ ...deluxe, maxOccupancy: "3" }, "Maximum occupancy must be a whole number of guests from 1 to 20"],
      [
        { ...deluxe, baseOccupancy: 3, maxOccupancy: 2 },
        "Maximum occupancy must be at least the base occupancy (3)",
      ],
      [
        { name: "Suite", baseOccupancy: 2 },
        "Maximum occupancy must be a whole number of guests from 1 to 20",
      ],
      [{ ...deluxe, description: "d".repeat(1001) }, "Description is at most 1000 characters"],
    ];
    for (const [body, message] of cases) {
      const res = await api("POST", "/api/room-types", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
      const put = await api("PUT", `/api/room-types/${type.id}`, body);
      expect(put.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("keep a maximum occupancy no lower than a stay to come in a room that takes it (409 naming the stay)", async () => {
    const types = (await api("GET", "/api/room-types")).json() as RoomType[];
    const standard = types[0] as RoomType;
    const change = (maxOccupancy: number) =>
      api("PUT", `/api/room-types/${standard.id}`, { name: "Standard", baseOccupancy: 1, maxOccupancy });
    // Two adults and a child in room 102 from the day after tomorrow: three guests.
    const checkIn = addDays(today(), 2);
    await book("102", checkIn, 3);
    const refused = await change(2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Room 102 has a stay for 3 guests from ${formatDisplayDate(checkIn)} to ${formatDisplayDate(addDays(checkIn, 3))} (Guest 102); Standard's maximum occupancy cannot go below 3`,
    );
    // A room with a capacity of its own does not take the type's: room 102 with 3 of its own lets it go to 2.
    const own = await api("PUT", `/api/rooms/${await roomId("102")}`, { capacity: 3 });
    expect(own.statusCode, own.body).toBe(200);
    const lowered = await change(2);
    expect(lowered.statusCode, lowered.body).toBe(200);
    const rooms = (await api("GET", "/api/rooms")).json() as { number: string; capacity: number }[];
    expect(rooms.map((r) => [r.number, r.capacity])).toEqual([
      ["101", 2],
      ["102", 3],
      ["103", 2],
    ]);
  });

  it("measure a lower maximum occupancy only against stays that fit the maximum the type has", async () => {
    const types = (await api("GET", "/api/room-types")).json() as RoomType[];
    const standard = types[0] as RoomType;
    const change = (maxOccupancy: number) =>
      api("PUT", `/api/room-types/${standard.id}`, { name: "Standard", baseOccupancy: 1, maxOccupancy });
    // Eight guests (six adults, two children) in room 101 booked before rooms had capacities,
    // beyond Standard's six.
    const before = await book("101", addDays(today(), 1), 2);
    await t.database.db
      .updateTable("bookings")
      .set({ adults: 6, children: 2 })
      .where("id", "=", before.id)
      .execute();
    const lowered = await change(5);
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json()).toMatchObject({ maxOccupancy: 5 });
    // Two adults and a child in room 102 fit 5 and 3, not 2: that stay is named, not the eight.
    const checkIn = addDays(today(), 4);
    await book("102", checkIn, 1);
    const refused = await change(2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Room 102 has a stay for 3 guests from ${formatDisplayDate(checkIn)} to ${formatDisplayDate(addDays(checkIn, 1))} (Guest 102); Standard's maximum occupancy cannot go below 3`,
    );
  });

  it("are read by every role and written by administrators only (403)", async () => {
    const type = (await api("POST", "/api/room-types", deluxe)).json() as RoomType;
    for (const role of ["manager", "front_desk", "accountant"] as const) {
      const user = await t.createUser(role);
      const as = await t.login(user.username, `password-${role}-1`);
      expect((await api("GET", "/api/room-types", undefined, as)).statusCode, role).toBe(200);
      expect((await api("POST", "/api/room-types", { ...deluxe, name: "Suite" }, as)).statusCode, role).toBe(
        403,
      );
      expect((await api("PUT", `/api/room-types/${type.id}`, deluxe, as)).statusCode, role).toBe(403);
    }
    // Nobody signed in: 401.
    expect((await t.request("GET", "/api/room-types")).statusCode).toBe(401);
  });
});
