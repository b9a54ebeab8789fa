import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./connect";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations/index";
import { runScript } from "./script";
import { createEmptyTestDatabase } from "./testing";

const MIGRATION = "20261202T0200-plan-occupancy-and-room-extras";
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < MIGRATION));

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe("the migration that gives plans their own base occupancy", () => {
  it("prices a type's untouched default plan for one adult again, and leaves a plan set by hand", async () => {
    handle = await createEmptyTestDatabase();
    const { db } = handle;
    await migrateToLatest(db, before);
    const plan = (type: string, name: string, base: number) =>
      `INSERT INTO rate_plans (room_type_id, name, is_default, base_price, extra_adult_price, child_price)
       VALUES ((SELECT id FROM room_types WHERE name = '${type}'), '${name}', true, ${base}, 3200, 1600)`;
    await runScript(
      db,
      `INSERT INTO room_types (name, base_occupancy, max_occupancy) VALUES ('Deluxe', 2, 3), ('Family', 4, 6), ('Suite', 2, 2);
       -- As 20261202T0100 left them: N × ₹3,200 for the type's N adults.
       ${plan("Deluxe", "Standard rate", 6400)}; ${plan("Family", "Standard rate", 12800)};
       -- The Suite's plan was priced by hand at ₹9,000 for two: it stays as it is.
       ${plan("Suite", "Standard rate", 9000)}`,
    );

    await migrateToLatest(db);

    const plans = await db
      .selectFrom("ratePlans")
      .innerJoin("roomTypes", "roomTypes.id", "ratePlans.roomTypeId")
      .select(["roomTypes.name", "ratePlans.baseOccupancy", "basePrice", "extraAdultPrice", "childPrice"])
      .orderBy("roomTypes.name")
      .execute();
    expect(plans).toEqual([
      {
        name: "Deluxe",
        baseOccupancy: 1,
        basePrice: "3200.00",
        extraAdultPrice: "3200.00",
        childPrice: "1600.00",
      },
      {
        name: "Family",
        baseOccupancy: 1,
        basePrice: "3200.00",
        extraAdultPrice: "3200.00",
        childPrice: "1600.00",
      },
      {
        name: "Standard",
        baseOccupancy: 1,
        basePrice: "3200.00",
        extraAdultPrice: "3200.00",
        childPrice: "1600.00",
      },
      {
        name: "Suite",
        baseOccupancy: null,
        basePrice: "9000.00",
        extraAdultPrice: "3200.00",
        childPrice: "1600.00",
      },
    ]);
  });

  it("refuses a night outside its stay's dates, when written and when the stay's dates change", async () => {
    handle = await createEmptyTestDatabase();
    const { db } = handle;
    await migrateToLatest(db);
    await runScript(
      db,
      `INSERT INTO rooms (number, room_type_id) VALUES ('101', (SELECT id FROM room_types));
       INSERT INTO guests (id, name, phone, phone_normalized) VALUES ('g', 'Asha Rao', '9876543210', '9876543210');
       INSERT INTO bookings (id, guest_id, room_id, check_in_date, check_out_date, adults, total_amount)
       VALUES ('b', 'g', (SELECT id FROM rooms), '2026-12-01', '2026-12-03', 1, 6400.00);
       INSERT INTO booking_nights (booking_id, night, amount, rate)
       VALUES ('b', '2026-12-01', 3200, 'base'), ('b', '2026-12-02', 3200, 'base')`,
    );
    // The check-out date's own night is not the stay's.
    await expect(
      runScript(
        db,
        `INSERT INTO booking_nights (booking_id, night, amount, rate) VALUES ('b', '2026-12-03', 3200, 'base')`,
      ),
    ).rejects.toThrow(/outside its dates/);
    // Shortened without its nights: refused at commit; shortened with them: allowed.
    await expect(
      runScript(db, `BEGIN; UPDATE bookings SET check_out_date = '2026-12-02' WHERE id = 'b'; COMMIT;`),
    ).rejects.toThrow(/outside its dates/);
    await runScript(db, "ROLLBACK");
    await runScript(
      db,
      `BEGIN; UPDATE bookings SET check_out_date = '2026-12-02' WHERE id = 'b';
       DELETE FROM booking_nights WHERE booking_id = 'b' AND night >= '2026-12-02'; COMMIT;`,
    );
    const nights = await db.selectFrom("bookingNights").select("night").execute();
    expect(nights).toEqual([{ night: "2026-12-01" }]);
  });
});
