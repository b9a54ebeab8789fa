import { DEFAULT_CHART } from "@atithi/domain";
import { sql } from "kysely";
import type { Database } from "./connect";

/** Rooms a new property starts with; ROOM_NUMBERS (comma separated) overrides them. */
export const DEFAULT_ROOM_NUMBERS = ["101", "102", "103", "104", "105", "201", "202", "203", "204", "205"];

export const DEFAULT_EXPENSE_CATEGORIES: ReadonlyArray<[name: string, description: string]> = [
  ["Utilities", "Electricity, water, gas and internet"],
  ["Housekeeping", "Cleaning supplies, laundry and linen"],
  ["Maintenance & Repairs", "Plumbing, electrical, carpentry and painting"],
  ["Food & Beverage", "Kitchen provisions and beverages"],
  ["Staff Salaries", "Wages, salaries and staff welfare"],
  ["Guest Amenities", "Toiletries, water bottles and room supplies"],
  ["Rent & Lease", "Property rent and equipment leases"],
  ["Marketing & OTA Commission", "Advertising and online travel agency commissions"],
  ["Taxes & Licences", "Property tax, trade licence and fees"],
  ["Office & Stationery", "Printing, stationery and office supplies"],
  ["Bank Charges", "Card machine fees and bank charges"],
  ["Miscellaneous", "Anything that fits no other category"],
];

/**
 * GST on accommodation by the declared value of a room per night.
 * From 1 Oct 2019: up to ₹1,000 exempt, up to ₹7,500 at 12%, above at 18%.
 * From 22 Sep 2025: up to ₹7,500 at 5%, above at 18%.
 */
export const DEFAULT_GST_SLABS: ReadonlyArray<
  [effectiveFrom: string, maxNightValue: string | null, rate: string]
> = [
  ["2019-10-01", "1000.00", "0.00"],
  ["2019-10-01", "7500.00", "12.00"],
  ["2019-10-01", null, "18.00"],
  ["2025-09-22", "7500.00", "5.00"],
  ["2025-09-22", null, "18.00"],
];

/** Reference data every property starts with. Safe to run again: nothing existing is touched. */
export async function seedReferenceData(db: Database, roomNumbers: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rooms = await trx
      .selectFrom("rooms")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    if (Number(rooms.n) === 0 && roomNumbers.length > 0) {
      const roomTypeId = await firstRoomTypeId(trx);
      await trx
        .insertInto("rooms")
        .values(roomNumbers.map((number) => ({ number, roomTypeId })))
        .execute();
    }
    await trx
      .insertInto("expenseCategories")
      .values(DEFAULT_EXPENSE_CATEGORIES.map(([name, description]) => ({ name, description })))
      .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
      .execute();
    await seedChartOfAccounts(trx);
    await trx
      .insertInto("gstSlabs")
      .values(
        DEFAULT_GST_SLABS.map(([effectiveFrom, maxNightValue, rate]) => ({
          effectiveFrom,
          maxNightValue,
          rate,
        })),
      )
      .onConflict((oc) => oc.columns(["effectiveFrom", "maxNightValue"]).doNothing())
      .execute();
    await trx
      .insertInto("taxConfig")
      .values({ id: true })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  });
}

/**
 * The room type rooms are put in when nothing says otherwise: the first one made, which on a new
 * property is the migrations' "Standard" (its default plan prices as part 1 did). The rooms of
 * `ROOM_NUMBERS` join it on the first start, each taking the type's capacity.
 */
export async function firstRoomTypeId(db: Database): Promise<string> {
  const type = await db
    .selectFrom("roomTypes")
    .select("id")
    .orderBy("createdAt")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  if (!type) throw new Error("No room type: the migrations create the type Standard");
  return type.id;
}

/**
 * The default chart, in three statements. An account already there (by code) is left as it is, but
 * takes the default's system role while no account holds that role, and an expense category without
 * an account is linked to its default one.
 */
async function seedChartOfAccounts(trx: Database): Promise<void> {
  const chart = JSON.stringify(
    DEFAULT_CHART.map((a) => ({
      code: a.code,
      name: a.name,
      type: a.type,
      parent: a.parent,
      role: a.role ?? null,
      is_group: a.group ?? false,
      category: a.expenseCategory ?? null,
    })),
  );
  const rows = sql`jsonb_to_recordset(${chart}::jsonb) AS d(code text, name text, type text, parent text,
    role text, is_group boolean, category text)`;
  // Parents first: headings have no parent, and every parent is a heading.
  await sql`
    INSERT INTO chart_of_accounts (account_code, account_name, account_type, parent_account_id, level, is_group)
    SELECT d.code, d.name, d.type, NULL, 1, d.is_group FROM ${rows} WHERE d.parent IS NULL
    ON CONFLICT (account_code) DO NOTHING`.execute(trx);
  await sql`
    INSERT INTO chart_of_accounts (account_code, account_name, account_type, parent_account_id, level, is_group)
    SELECT d.code, d.name, d.type, p.id, p.level + 1, d.is_group
    FROM ${rows} JOIN chart_of_accounts p ON p.account_code = d.parent
    ON CONFLICT (account_code) DO NOTHING`.execute(trx);
  await sql`
    UPDATE chart_of_accounts c SET system_role = d.role
    FROM ${rows}
    WHERE c.account_code = d.code AND d.role IS NOT NULL AND c.system_role IS NULL
      AND NOT EXISTS (SELECT 1 FROM chart_of_accounts r WHERE r.system_role = d.role)`.execute(trx);
  await sql`
    UPDATE expense_categories e SET account_id = c.id
    FROM ${rows} JOIN chart_of_accounts c ON c.account_code = d.code
    WHERE d.category IS NOT NULL AND lower(e.name) = lower(d.category) AND e.account_id IS NULL`.execute(trx);
}
