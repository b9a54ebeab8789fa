import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./connect";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations/index";
import { runScript } from "./script";
import { createEmptyTestDatabase } from "./testing";

const MIGRATION = "20261202T0100-stays-priced-by-plan";
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < MIGRATION));
// Up to this migration only: a later one (20261202T0200) changes the default plans again.
const through = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= MIGRATION));

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe("the migration that prices stays by plan", () => {
  it("writes every stay's nights at part 1's prices and leaves its totals as they were", async () => {
    handle = await createEmptyTestDatabase();
    const { db } = handle;
    await migrateToLatest(db, before);
    await runScript(
      db,
      `INSERT INTO rooms (number, room_type_id) VALUES ('101', (SELECT id FROM room_types));
       INSERT INTO guests (id, name, phone, phone_normalized) VALUES ('g', 'Asha Rao', '9876543210', '9876543210');
       -- 2 adults and a child for 3 nights with 10% off: (6,400 + 1,600) × 3 = 24,000 − 2,400.
       INSERT INTO bookings (id, guest_id, room_id, check_in_date, check_out_date, adults, children, total_amount)
       VALUES ('three', 'g', (SELECT id FROM rooms), '2026-11-06', '2026-11-09', 2, 1, 21600.00);
       -- One adult, one night, cancelled: its night is kept too.
       INSERT INTO bookings (id, guest_id, room_id, check_in_date, check_out_date, adults, total_amount, status)
       VALUES ('one', 'g', (SELECT id FROM rooms), '2026-12-01', '2026-12-02', 1, 3200.00, 'cancelled')`,
    );

    await migrateToLatest(db);

    const nights = await db
      .selectFrom("bookingNights")
      .select(["bookingId", "night", "amount", "rate", "season"])
      .orderBy("bookingId")
      .orderBy("night")
      .execute();
    expect(nights).toEqual([
      { bookingId: "one", night: "2026-12-01", amount: "3200.00", rate: "base", season: null },
      { bookingId: "three", night: "2026-11-06", amount: "8000.00", rate: "base", season: null },
      { bookingId: "three", night: "2026-11-07", amount: "8000.00", rate: "base", season: null },
      { bookingId: "three", night: "2026-11-08", amount: "8000.00", rate: "base", season: null },
    ]);
    const stays = await db
      .selectFrom("bookings")
      .select(["id", "totalAmount", "ratePlanId"])
      .orderBy("id")
      .execute();
    expect(stays).toEqual([
      { id: "one", totalAmount: "3200.00", ratePlanId: null },
      { id: "three", totalAmount: "21600.00", ratePlanId: null },
    ]);
  });

  it("prices a type's untouched default plan for its base occupancy, and leaves a changed one", async () => {
    handle = await createEmptyTestDatabase();
    const { db } = handle;
    await migrateToLatest(db, before);
    const plan = (type: string, name: string) =>
      `INSERT INTO rate_plans (room_type_id, name, is_default, base_price, extra_adult_price, child_price)
       VALUES ((SELECT id FROM room_types WHERE name = '${type}'), '${name}', true, 3200, 3200, 1600)`;
    await runScript(
      db,
      `INSERT INTO room_types (name, base_occupancy, max_occupancy) VALUES ('Deluxe', 2, 3), ('Family', 4, 6), ('Suite', 2, 2);
       ${plan("Deluxe", "Standard rate")}; ${plan("Family", "Standard rate")}; ${plan("Suite", "Standard rate")};
       -- The Suite's plan was changed by hand since it was made: it stays as it is.
       UPDATE rate_plans SET updated_at = now() + interval '1 minute'
       WHERE room_type_id = (SELECT id FROM room_types WHERE name = 'Suite')`,
    );

    await migrateToLatest(db, through);

    const prices = await db
      .selectFrom("ratePlans")
      .innerJoin("roomTypes", "roomTypes.id", "ratePlans.roomTypeId")
      .select(["roomTypes.name", "basePrice", "extraAdultPrice", "childPrice"])
      .orderBy("roomTypes.name")
      .execute();
    expect(prices).toEqual([
      { name: "Deluxe", basePrice: "6400.00", extraAdultPrice: "3200.00", childPrice: "1600.00" },
      { name: "Family", basePrice: "12800.00", extraAdultPrice: "3200.00", childPrice: "1600.00" },
      { name: "Standard", basePrice: "3200.00", extraAdultPrice: "3200.00", childPrice: "1600.00" },
      { name: "Suite", basePrice: "3200.00", extraAdultPrice: "3200.00", childPrice: "1600.00" },
    ]);
  });
});
