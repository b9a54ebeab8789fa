import { sameDayLastYear, toPaise } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { api, desk, t, today, useFreshApp } from "../../../testing/app-fixture";
import { postVoucher } from "../ledger";

useFreshApp();

const post = (date: string, debit: "cash" | "salaries", credit: "room_revenue" | "cash", amount: string) =>
  t.database.db.transaction().execute((trx) =>
    postVoucher(trx, {
      voucherType: "journal",
      date,
      narration: "test",
      lines: [
        { account: { role: debit }, debit: toPaise(amount), credit: 0 },
        { account: { role: credit }, debit: 0, credit: toPaise(amount) },
      ],
      userId: desk.id,
    }),
  );

describe("the ERP dashboard", () => {
  it("starts at zero, with nothing to compare and empty lists", async () => {
    const stats = (await api("GET", "/api/erp/dashboard/stats")).json();
    expect(stats).toMatchObject({
      totalRevenue: "0.00",
      totalExpenses: "0.00",
      netProfit: "0.00",
      activeInvestors: 0,
      totalItems: 0,
      lowStockItems: 0,
      totalEmployees: 0,
      pendingVouchers: 0,
      previous: null,
      change: { totalRevenue: null, totalExpenses: null, netProfit: null },
    });
    expect((await api("GET", "/api/erp/stock")).json()).toEqual([]);
    expect((await api("GET", "/api/erp/shareholdings")).json()).toEqual([]);
  });

  it("reads the year to date from the ledger, with the real change against last year", async () => {
    await post(today(), "cash", "room_revenue", "10000");
    await post(today(), "salaries", "cash", "4000");
    let stats = (await api("GET", "/api/erp/dashboard/stats")).json();
    expect(stats).toMatchObject({ totalRevenue: "10000.00", totalExpenses: "4000.00", netProfit: "6000.00" });
    expect(stats.previous).toBeNull();

    await post(sameDayLastYear(today()), "cash", "room_revenue", "5000");
    stats = (await api("GET", "/api/erp/dashboard/stats")).json();
    expect(stats.previous).toEqual({ totalRevenue: "5000.00", totalExpenses: "0.00", netProfit: "5000.00" });
    expect(stats.change).toEqual({ totalRevenue: "100.00", totalExpenses: null, netProfit: "20.00" });
    expect(stats.period.to).toBe(today());
  });

  it("counts investors, items low on stock, employees and draft vouchers from their tables", async () => {
    const db = t.database.db;
    const investor = await db
      .insertInto("erpInvestors")
      .values({ investorCode: "INV-1", investorName: "Asha Mehta" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("erpInvestors")
      .values({ investorCode: "INV-2", investorName: "Gone", isActive: false })
      .execute();
    await db
      .insertInto("shareholdings")
      .values({
        investorId: investor.id,
        shareClassId: (
          await db
            .selectFrom("shareClasses")
            .select("id")
            .where("name", "=", "Common")
            .executeTakeFirstOrThrow()
        ).id,
        sharesHeld: 1000,
        effectiveDate: "2026-04-01",
      })
      .execute();
    const [soap, towel] = await db
      .insertInto("items")
      .values([
        { itemCode: "SOAP", itemName: "Soap", reorderLevel: "50" },
        { itemCode: "TOWEL", itemName: "Towel", reorderLevel: "10" },
      ])
      .returning("id")
      .execute();
    const store = await db
      .insertInto("warehouses")
      .values({ warehouseCode: "MAIN", warehouseName: "Main store" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("stock")
      .values([
        { itemId: soap?.id ?? "", warehouseId: store.id, availableQuantity: "20", totalQuantity: "20" },
        { itemId: towel?.id ?? "", warehouseId: store.id, availableQuantity: "40", totalQuantity: "40" },
      ])
      .execute();
    await db
      .insertInto("employees")
      .values({ employeeCode: "E1", firstName: "Ravi", dateOfJoining: "2025-01-01" })
      .execute();
    await db
      .insertInto("vouchers")
      .values({ voucherType: "journal", voucherDate: today(), totalAmount: "10", status: "draft" })
      .execute();

    const stats = (await api("GET", "/api/erp/dashboard/stats")).json();
    expect(stats).toMatchObject({
      activeInvestors: 1,
      totalItems: 2,
      lowStockItems: 1,
      totalEmployees: 1,
      pendingVouchers: 1,
    });
    const stock = (await api("GET", "/api/erp/stock")).json();
    expect(stock.map((s: { itemCode: string; isLowStock: boolean }) => [s.itemCode, s.isLowStock])).toEqual([
      ["SOAP", true],
      ["TOWEL", false],
    ]);
    expect((await api("GET", "/api/erp/shareholdings")).json()).toEqual([
      expect.objectContaining({
        investorId: investor.id,
        investorName: "Asha Mehta",
        shareClass: "Common",
        ownershipPercentage: "100.0000",
        sharesHeld: 1000,
      }),
    ]);
  });

  it("is closed to the front desk", async () => {
    const deskCookie = await t.login(desk.username, "password-front_desk-1");
    for (const url of ["/api/erp/dashboard/stats", "/api/erp/stock", "/api/erp/shareholdings"]) {
      expect((await api("GET", url, undefined, deskCookie)).statusCode).toBe(403);
    }
  });
});
