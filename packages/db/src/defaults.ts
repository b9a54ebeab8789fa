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

type AccountType = "Assets" | "Liabilities" | "Equity" | "Revenue" | "Expenses" | "Cost of Goods Sold";

/** A small Indian hotel's chart of accounts: [code, name, type, parent code]. */
export const DEFAULT_ACCOUNTS: ReadonlyArray<[string, string, AccountType, string | null]> = [
  ["1000", "Assets", "Assets", null],
  ["1100", "Cash in Hand", "Assets", "1000"],
  ["1110", "Bank Account", "Assets", "1000"],
  ["1120", "UPI / Card Settlements", "Assets", "1000"],
  ["1200", "Accounts Receivable", "Assets", "1000"],
  ["1300", "Inventory", "Assets", "1000"],
  ["1400", "Input GST (CGST/SGST/IGST)", "Assets", "1000"],
  ["1500", "Furniture & Fixtures", "Assets", "1000"],
  ["1510", "Equipment & Appliances", "Assets", "1000"],
  ["2000", "Liabilities", "Liabilities", null],
  ["2100", "Accounts Payable", "Liabilities", "2000"],
  ["2200", "Guest Advances", "Liabilities", "2000"],
  ["2300", "Output CGST", "Liabilities", "2000"],
  ["2310", "Output SGST", "Liabilities", "2000"],
  ["2320", "Output IGST", "Liabilities", "2000"],
  ["2400", "TDS Payable", "Liabilities", "2000"],
  ["2500", "Salaries Payable", "Liabilities", "2000"],
  ["2600", "Loans", "Liabilities", "2000"],
  ["3000", "Equity", "Equity", null],
  ["3100", "Owner's Capital", "Equity", "3000"],
  ["3200", "Retained Earnings", "Equity", "3000"],
  ["4000", "Revenue", "Revenue", null],
  ["4100", "Room Revenue", "Revenue", "4000"],
  ["4200", "Food & Beverage Revenue", "Revenue", "4000"],
  ["4300", "Banquet & Event Revenue", "Revenue", "4000"],
  ["4900", "Other Income", "Revenue", "4000"],
  ["5000", "Cost of Goods Sold", "Cost of Goods Sold", null],
  ["5100", "Food & Beverage Cost", "Cost of Goods Sold", "5000"],
  ["5200", "Guest Amenities Cost", "Cost of Goods Sold", "5000"],
  ["6000", "Expenses", "Expenses", null],
  ["6100", "Salaries & Wages", "Expenses", "6000"],
  ["6200", "Utilities", "Expenses", "6000"],
  ["6300", "Repairs & Maintenance", "Expenses", "6000"],
  ["6400", "Housekeeping & Laundry", "Expenses", "6000"],
  ["6500", "Rent", "Expenses", "6000"],
  ["6600", "Marketing & Commission", "Expenses", "6000"],
  ["6700", "Bank Charges", "Expenses", "6000"],
  ["6800", "Depreciation", "Expenses", "6000"],
  ["6900", "General & Administrative", "Expenses", "6000"],
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
      await trx
        .insertInto("rooms")
        .values(roomNumbers.map((number) => ({ number })))
        .execute();
    }
    await trx
      .insertInto("expenseCategories")
      .values(DEFAULT_EXPENSE_CATEGORIES.map(([name, description]) => ({ name, description })))
      .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
      .execute();
    for (const [accountCode, accountName, accountType, parentCode] of DEFAULT_ACCOUNTS) {
      const parent = parentCode
        ? await trx
            .selectFrom("chartOfAccounts")
            .select("id")
            .where("accountCode", "=", parentCode)
            .executeTakeFirst()
        : undefined;
      await trx
        .insertInto("chartOfAccounts")
        .values({
          accountCode,
          accountName,
          accountType,
          parentAccountId: parent?.id ?? null,
          level: parent ? 2 : 1,
        })
        .onConflict((oc) => oc.column("accountCode").doNothing())
        .execute();
    }
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
