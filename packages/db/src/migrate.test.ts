import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./connect";
import { seedReferenceData } from "./defaults";
import { createTestDatabase } from "./testing";

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

async function roomAndGuest(db: DatabaseHandle["db"]) {
  await seedReferenceData(db, ["101"]);
  const room = await db.selectFrom("rooms").select("id").executeTakeFirstOrThrow();
  const guest = await db
    .insertInto("guests")
    .values({ name: "Asha", phone: "9876543210", phoneNormalized: "9876543210" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { roomId: room.id, guestId: guest.id };
}

describe("migrations", () => {
  it("create every table of the schema", async () => {
    handle = await createTestDatabase();
    const tables = await sql<{ tablename: string }>`
      select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'`.execute(
      handle.db,
    );
    const names = tables.rows.map((r) => r.tablename);
    for (const expected of [
      "users",
      "sessions",
      "rooms",
      "guests",
      "bookings",
      "payments",
      "group_bookings",
      "group_booking_items",
      "group_invoices",
      "expense_categories",
      "expenses",
      "staff",
      "staff_attendance",
      "investors",
      "ledger_entries",
      "tax_config",
      "asset_tags",
      "digital_assets",
      "admin_approvals",
      "chart_of_accounts",
      "general_ledger",
      "vouchers",
      "parties",
      "invoices",
      "invoice_line_items",
      "item_categories",
      "items",
      "warehouses",
      "stock",
      "stock_movements",
      "fifo_batches",
      "departments",
      "employees",
      "salary_components",
      "employee_salary_structures",
      "pay_runs",
      "payslips",
      "payslip_details",
      "fundraising_rounds",
      "erp_investors",
      "investor_participations",
      "waterfall_scenarios",
      "waterfall_distributions",
      "shareholdings",
      "audit_log",
    ]) {
      expect(names).toContain(expected);
    }
  });

  it("keep calendar dates as strings and money as exact decimals", async () => {
    handle = await createTestDatabase();
    const { roomId, guestId } = await roomAndGuest(handle.db);
    const booking = await handle.db
      .insertInto("bookings")
      .values({
        roomId,
        guestId,
        checkInDate: "2026-03-01",
        checkOutDate: "2026-03-03",
        adults: 2,
        totalAmount: "12800.10",
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(booking.checkInDate).toBe("2026-03-01");
    expect(booking.totalAmount).toBe("12800.10");
    expect(booking.createdAt).toBeInstanceOf(Date);
  });

  it("refuse overlapping active stays of one room but allow arrival on departure day", async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    const { roomId, guestId } = await roomAndGuest(db);
    const stay = (checkInDate: string, checkOutDate: string, status = "confirmed") =>
      db
        .insertInto("bookings")
        .values({ roomId, guestId, checkInDate, checkOutDate, adults: 1, totalAmount: "3200", status })
        .execute();
    await stay("2026-03-01", "2026-03-04");
    await expect(stay("2026-03-03", "2026-03-05")).rejects.toThrow(/bookings_no_overlap/);
    await stay("2026-03-04", "2026-03-06");
    await stay("2026-03-02", "2026-03-03", "cancelled");
  });

  it("refuse values outside the enumerations and ranges", async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    const { roomId, guestId } = await roomAndGuest(db);
    const base = { roomId, guestId, checkInDate: "2026-03-01", checkOutDate: "2026-03-02", totalAmount: "1" };
    await expect(
      db
        .insertInto("bookings")
        .values({ ...base, adults: 7 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("bookings")
        .values({ ...base, adults: 1, status: "teleported" })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("bookings")
        .values({ ...base, adults: 1, checkOutDate: "2026-03-01" })
        .execute(),
    ).rejects.toThrow(/bookings_dates_check/);
    await expect(db.updateTable("rooms").set({ status: "flooded" }).execute()).rejects.toThrow();
  });

  it("seed reference data once, and again without duplicates", async () => {
    handle = await createTestDatabase();
    await seedReferenceData(handle.db, ["101", "102"]);
    await seedReferenceData(handle.db, ["101", "102"]);
    const count = async (table: "rooms" | "expenseCategories" | "chartOfAccounts" | "gstSlabs") =>
      Number(
        (await handle?.db.selectFrom(table).select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow())
          ?.n,
      );
    expect(await count("rooms")).toBe(2);
    expect(await count("expenseCategories")).toBeGreaterThan(5);
    expect(await count("chartOfAccounts")).toBeGreaterThan(20);
    expect(await count("gstSlabs")).toBe(5);
  });

  describe("the data version", () => {
    const version = async (db: DatabaseHandle["db"]) =>
      Number(
        (
          await db
            .selectFrom("dataChanges")
            .select(sql<string>`coalesce(sum(version), 0)`.as("version"))
            .executeTakeFirstOrThrow()
        ).version,
      );

    it("moves once per committed transaction that changed what the screens show, and not for a rolled-back one", async () => {
      handle = await createTestDatabase();
      const { db } = handle;
      const { roomId, guestId } = await roomAndGuest(db);
      const start = await version(db);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("bookings")
          .values([
            {
              roomId,
              guestId,
              checkInDate: "2026-03-01",
              checkOutDate: "2026-03-02",
              adults: 1,
              totalAmount: "1",
            },
            {
              roomId,
              guestId,
              checkInDate: "2026-03-02",
              checkOutDate: "2026-03-03",
              adults: 1,
              totalAmount: "1",
            },
          ])
          .execute();
        await trx.updateTable("rooms").set({ status: "reserved" }).execute();
        await trx.updateTable("guests").set({ email: "asha@example.com" }).execute();
        // Not yet: the bump waits for the commit.
        expect(await version(trx)).toBe(start);
      });
      expect(await version(db)).toBe(start + 1);
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.updateTable("rooms").set({ status: "available" }).execute();
          throw new Error("changed my mind");
        }),
      ).rejects.toThrow("changed my mind");
      expect(await version(db)).toBe(start + 1);
      await db.deleteFrom("bookings").execute();
      expect(await version(db)).toBe(start + 2);
      // A transaction that changes nothing the screens show leaves it alone.
      await db
        .insertInto("loginFailures")
        .values({ username: "asha", address: "10.0.0.1", failures: 1, lastFailedAt: new Date() })
        .execute();
      expect(await version(db)).toBe(start + 2);
    });

    it.skipIf(!process.env.TEST_DATABASE_URL)(
      "is not held by an open transaction: writers of other rows commit meanwhile (needs TEST_DATABASE_URL: PGlite has one connection)",
      async () => {
        handle = await createTestDatabase();
        const { db } = handle;
        await seedReferenceData(db, ["101", "102"]);
        const start = await version(db);
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let changed = () => {};
        const hasChanged = new Promise<void>((resolve) => {
          changed = resolve;
        });
        const first = db.transaction().execute(async (trx) => {
          await trx.updateTable("rooms").set({ status: "cleaning" }).where("number", "=", "101").execute();
          changed();
          await held;
        });
        await hasChanged;
        // With the counter bumped as statements ran, this would wait for the first transaction.
        await db.transaction().execute(async (trx) => {
          await sql`SET LOCAL lock_timeout = '2s'`.execute(trx);
          await trx.updateTable("rooms").set({ status: "cleaning" }).where("number", "=", "102").execute();
        });
        expect(await version(db)).toBe(start + 1);
        release();
        await first;
        expect(await version(db)).toBe(start + 2);
      },
    );
  });
});
