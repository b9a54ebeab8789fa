import { randomBytes } from "node:crypto";
import { DEFAULT_RATE_PLAN_NAME, defaultRatePlan, fromPaise } from "@atithi/domain";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { connectPostgres, type DatabaseHandle, openPGlite, wrapPGlite } from "./connect";
import { seedReferenceData } from "./defaults";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations/index";
import { runScript } from "./script";

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const MIGRATION = "20261128T0100-room-types-and-rate-plans";
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < MIGRATION));

/**
 * An empty database: on the PostgreSQL server of TEST_DATABASE_URL when set (created here and
 * dropped on close), else in-memory PGlite. The migration must run on both.
 */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return wrapPGlite(await openPGlite());
  const name = `atithi_room_types_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = connectPostgres(url.href, 2, () => {});
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

async function migrated() {
  handle = await emptyDatabase();
  await migrateToLatest(handle.db);
  return handle.db;
}

/** The refusal a statement meets: the constraint's name, or "" when it passes. */
async function refusal(db: DatabaseHandle["db"], statement: string) {
  try {
    await runScript(db, statement);
    return "";
  } catch (error) {
    return (error as { constraint?: string }).constraint ?? String(error);
  }
}

describe("the room types and rate plans migration", () => {
  it("puts every room in the type Standard, whose default plan prices as part 1 did", async () => {
    handle = await emptyDatabase();
    const { db } = handle;
    await migrateToLatest(db, before);
    // Rooms as the first start made them (capacity 6 by default), and two of their own capacity.
    await runScript(
      db,
      `INSERT INTO rooms (number) VALUES ('101'), ('102');
       INSERT INTO rooms (number, capacity) VALUES ('201', 4), ('202', 10), ('203', 30);
       UPDATE rooms SET is_active = false WHERE number = '102'`,
    );

    await migrateToLatest(db);

    const types = await db.selectFrom("roomTypes").selectAll().execute();
    expect(types).toHaveLength(1);
    const [standard] = types;
    expect(standard).toMatchObject({
      name: "Standard",
      baseOccupancy: 1,
      maxOccupancy: 6,
      description: null,
      isActive: true,
    });
    const plans = await db.selectFrom("ratePlans").selectAll().execute();
    expect(plans).toHaveLength(1);
    const part1 = defaultRatePlan();
    expect(plans[0]).toMatchObject({
      roomTypeId: standard?.id,
      name: DEFAULT_RATE_PLAN_NAME,
      isDefault: true,
      isActive: true,
      basePrice: fromPaise(part1.prices.base),
      extraAdultPrice: fromPaise(part1.prices.extraAdult),
      childPrice: fromPaise(part1.prices.child),
      weekendDays: [],
      weekendBasePrice: null,
      weekendExtraAdultPrice: null,
      weekendChildPrice: null,
      minimumStay: part1.minimumStay,
      breakfastIncluded: part1.breakfastIncluded,
    });
    expect(plans[0]?.basePrice).toBe("3200.00");
    expect(plans[0]?.childPrice).toBe("1600.00");
    expect(part1).toMatchObject({ baseOccupancy: standard?.baseOccupancy, seasons: [] });
    expect(await db.selectFrom("ratePlanSeasons").selectAll().execute()).toEqual([]);

    const rooms = await db
      .selectFrom("rooms")
      .select(["number", "roomTypeId", "capacity", "floor", "isActive"])
      .orderBy("number")
      .execute();
    expect(rooms).toEqual([
      // Six was every room's capacity until now: the type's maximum; other capacities stay the room's own.
      { number: "101", roomTypeId: standard?.id, capacity: null, floor: null, isActive: true },
      { number: "102", roomTypeId: standard?.id, capacity: null, floor: null, isActive: false },
      { number: "201", roomTypeId: standard?.id, capacity: 4, floor: null, isActive: true },
      { number: "202", roomTypeId: standard?.id, capacity: 10, floor: null, isActive: true },
      // Capacities run to 20 now; no booking takes more than 12 guests, so 20 refuses none that 30 took.
      { number: "203", roomTypeId: standard?.id, capacity: 20, floor: null, isActive: true },
    ]);
  });

  it("seeds the first start's rooms into Standard, taking its capacity", async () => {
    const db = await migrated();
    await seedReferenceData(db, ["101", "102", "Garden Cottage"]);
    const rows = await db
      .selectFrom("rooms")
      .innerJoin("roomTypes", "roomTypes.id", "rooms.roomTypeId")
      .select(["rooms.number", "rooms.capacity", "roomTypes.name"])
      .orderBy("rooms.number")
      .execute();
    expect(rows).toEqual([
      { number: "101", capacity: null, name: "Standard" },
      { number: "102", capacity: null, name: "Standard" },
      { number: "Garden Cottage", capacity: null, name: "Standard" },
    ]);
  });

  it("refuses a second default plan, a repeated name, negative prices and impossible occupancies", async () => {
    const db = await migrated();
    const type = `(SELECT id FROM room_types WHERE name = 'Standard')`;
    const plan = (name: string, extra = "", values = "") =>
      `INSERT INTO rate_plans (room_type_id, name, base_price, extra_adult_price, child_price${extra})
       VALUES (${type}, '${name}', 4000, 1200, 800${values})`;
    expect(await refusal(db, plan("Second default", ", is_default", ", true"))).toBe(
      "rate_plans_one_default_key",
    );
    expect(await refusal(db, plan("STANDARD RATE"))).toBe("rate_plans_name_lower_key");
    expect(
      await refusal(
        db,
        plan(
          "Negative",
          ", weekend_base_price, weekend_extra_adult_price, weekend_child_price",
          ", -1, 0, 0",
        ),
      ),
    ).toBe("rate_plans_weekend_base_price_check");
    expect(await refusal(db, plan("Half a weekend", ", weekend_base_price", ", 5000"))).toBe(
      "rate_plans_weekend_prices_check",
    );
    expect(await refusal(db, plan("Eighth day", ", weekend_days", ", '{5,7}'"))).toBe(
      "rate_plans_weekend_days_check",
    );
    expect(await refusal(db, plan("Weekend", ", weekend_days", ", '{5,6}'"))).toBe("");
    expect(
      await refusal(
        db,
        "INSERT INTO room_types (name, base_occupancy, max_occupancy) VALUES ('standard', 1, 2)",
      ),
    ).toBe("room_types_name_lower_key");
    expect(
      await refusal(
        db,
        "INSERT INTO room_types (name, base_occupancy, max_occupancy) VALUES ('Deluxe', 3, 2)",
      ),
    ).toBe("room_types_occupancy_check");
    expect(await refusal(db, "INSERT INTO rooms (number) VALUES ('999')")).toMatch(/room_type_id/);
    for (const [base, max] of [
      [0, 2],
      [2, 21],
    ]) {
      expect(
        await refusal(
          db,
          `INSERT INTO room_types (name, base_occupancy, max_occupancy) VALUES ('Dorm', ${base}, ${max})`,
        ),
      ).toMatch(/^room_types_(base|max)_occupancy_check$/);
    }
    const room = (number: string, capacity = "NULL") =>
      `INSERT INTO rooms (number, room_type_id, capacity) VALUES ('${number}', ${type}, ${capacity})`;
    expect(await refusal(db, room("301", "21"))).toBe("rooms_capacity_check");
    expect(await refusal(db, room("301", "20"))).toBe("");
    const planId = `(SELECT id FROM rate_plans WHERE name = 'Weekend')`;
    expect(
      await refusal(
        db,
        `INSERT INTO rate_plan_seasons (rate_plan_id, position, name, from_date, to_date, base_price, extra_adult_price, child_price)
         VALUES (${planId}, 0, 'Backwards', '2026-11-10', '2026-11-01', 1, 1, 1)`,
      ),
    ).toBe("rate_plan_seasons_dates_check");
    const weekend = await db
      .selectFrom("ratePlans")
      .select("weekendDays")
      .where("name", "=", "Weekend")
      .executeTakeFirstOrThrow();
    expect(weekend.weekendDays).toEqual([5, 6]);
  });

  it("keeps a room number unique among the active rooms only, so a retired room's number is given again", async () => {
    const db = await migrated();
    const room = (number: string) =>
      `INSERT INTO rooms (number, room_type_id) VALUES ('${number}', (SELECT id FROM room_types))`;
    await runScript(db, room("103"));
    expect(await refusal(db, room("103"))).toBe("rooms_number_key");
    await runScript(db, "UPDATE rooms SET is_active = false WHERE number = '103'");
    expect(await refusal(db, room("103"))).toBe("");
    // The retired one cannot come back while the new one has its number.
    expect(await refusal(db, "UPDATE rooms SET is_active = true WHERE number = '103'")).toBe(
      "rooms_number_key",
    );
  });
});

describe("the room numbers migration", () => {
  const NUMBERS_MIGRATION = "20261128T0300-room-numbers-unique-any-case";

  it("renumbers all but the oldest of active rooms whose numbers differ only in case, audited", async () => {
    handle = await emptyDatabase();
    const { db } = handle;
    await migrateToLatest(
      db,
      Object.fromEntries(Object.entries(migrations).filter(([name]) => name < NUMBERS_MIGRATION)),
    );
    const type = "(SELECT id FROM room_types)";
    // Made one second apart, in this order; "b-1" is retired, so "B-1" keeps its number.
    await runScript(
      db,
      `INSERT INTO rooms (number, room_type_id, created_at) VALUES
         ('A-12', ${type}, '2026-11-01 10:00:00+00'), ('a-12', ${type}, '2026-11-01 10:00:01+00'),
         ('a-12 ', ${type}, '2026-11-01 10:00:02+00'), ('B-1', ${type}, '2026-11-01 10:00:03+00'),
         ('b-1', ${type}, '2026-11-01 10:00:04+00'), ('${"x".repeat(20)}', ${type}, '2026-11-01 10:00:05+00'),
         ('${"X".repeat(20)}', ${type}, '2026-11-01 10:00:06+00');
       UPDATE rooms SET is_active = false WHERE number = 'b-1'`,
    );

    await migrateToLatest(db);

    const rooms = await db.selectFrom("rooms").select(["number", "isActive"]).orderBy("createdAt").execute();
    expect(rooms.map((r) => r.number)).toEqual([
      "A-12",
      "a-12-2",
      // Another number: a trailing space is a character of its own.
      "a-12 ",
      "B-1",
      "b-1",
      "x".repeat(20),
      // Cut to make room for its "-2" within 20 characters.
      `${"X".repeat(18)}-2`,
    ]);
    const audit = await db
      .selectFrom("auditLog")
      .select(["entityType", "action", "before", "after", "userId"])
      .execute();
    const byNumber = (row: (typeof audit)[number]) => JSON.stringify(row.after);
    expect(audit.sort((a, b) => (byNumber(a) < byNumber(b) ? -1 : 1))).toEqual([
      {
        entityType: "room",
        action: "update",
        before: { number: "XXXXXXXXXXXXXXXXXXXX" },
        after: { number: "XXXXXXXXXXXXXXXXXX-2" },
        userId: null,
      },
      {
        entityType: "room",
        action: "update",
        before: { number: "a-12" },
        after: { number: "a-12-2" },
        userId: null,
      },
    ]);
  });

  it("keeps a number unique among the active rooms whatever its case, under the same name", async () => {
    const db = await migrated();
    const room = (number: string) =>
      `INSERT INTO rooms (number, room_type_id) VALUES ('${number}', (SELECT id FROM room_types))`;
    await runScript(db, room("G.01"));
    expect(await refusal(db, room("g.01"))).toBe("rooms_number_key");
    await runScript(db, "UPDATE rooms SET is_active = false WHERE number = 'G.01'");
    expect(await refusal(db, room("g.01"))).toBe("");
    expect(await refusal(db, "UPDATE rooms SET is_active = true WHERE number = 'G.01'")).toBe(
      "rooms_number_key",
    );
  });
});
