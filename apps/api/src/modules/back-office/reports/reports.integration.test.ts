import { addDays, toPaise } from "@atithi/domain";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  addExpense,
  api,
  book,
  categoryId,
  cookie,
  t,
  today,
  useFreshApp,
} from "../../../testing/app-fixture";

useFreshApp();

describe("reports", () => {
  it("shows as income exactly the payments recorded through the bookings, net of refunds", async () => {
    const first = await book("101", today(), 2, { paidAmount: "5000" });
    const second = await book("102", addDays(today(), 1), 1, { paidAmount: "0" });
    const paid = await api("POST", "/api/payments", {
      bookingId: second.id,
      amount: "1234.56",
      paymentMethod: "upi",
    });
    expect(paid.statusCode).toBe(201);
    const more = await api("POST", "/api/payments", { bookingId: first.id, amount: "1.44" });
    expect(more.statusCode).toBe(201);
    // A refund of ₹35 recorded today (the front desk has no refund screen yet).
    await t.database.db
      .insertInto("payments")
      .values({ bookingId: first.id, amount: "35.00", kind: "refund", paymentMethod: "cash" })
      .execute();
    await addExpense({ amount: "1000.25" });
    await addExpense({ amount: "99.75", categoryId: await categoryId("Housekeeping"), description: "Soap" });

    const month = today().slice(0, 8);
    const endOfRange = addDays(today(), 3);
    const income = await api(
      "GET",
      `/api/reports/income?period=daily&startDate=${month}01&endDate=${endOfRange}`,
    );
    expect(income.statusCode, income.body).toBe(200);
    const report = income.json();
    expect(report.totals).toEqual({ income: "6201.00", expenses: "1100.00", profit: "5101.00" });
    expect(report.rows.find((r: { period: string }) => r.period === today())).toMatchObject({
      income: "6201.00",
      expenses: "1100.00",
      profit: "5101.00",
    });
    const dashboard = (await api("GET", "/api/dashboard/stats")).json();
    expect(dashboard.todayRevenue).toBe("6201.00");

    const monthly = (
      await api("GET", `/api/reports/income?startDate=${month}01&endDate=${endOfRange}`)
    ).json();
    expect(monthly.period).toBe("monthly");
    expect(monthly.totals.income).toBe("6201.00");

    const byCategory = (
      await api("GET", `/api/reports/expenses?startDate=${today()}&endDate=${today()}`)
    ).json();
    expect(byCategory).toMatchObject({
      total: "1100.00",
      rows: [
        { category: "Utilities", amount: "1000.25", percentage: "90.93" },
        { category: "Housekeeping", amount: "99.75", percentage: "9.07" },
      ],
    });
    // Yesterday had nothing.
    const before = (
      await api(
        "GET",
        `/api/reports/income?startDate=${addDays(today(), -1)}&endDate=${addDays(today(), -1)}`,
      )
    ).json();
    expect(before.totals.income).toBe("0.00");
  });

  it("buckets a payment by its date in the property's zone", async () => {
    const booking = await book("101", today(), 1, { paidAmount: "0" });
    // 18:40 UTC on 1 Nov is 00:10 on 2 Nov in India.
    await t.database.db
      .insertInto("payments")
      .values({ bookingId: booking.id, amount: "700.00", paymentDate: new Date("2026-11-01T18:40:00Z") })
      .execute();
    const report = (
      await api("GET", "/api/reports/income?period=daily&startDate=2026-11-01&endDate=2026-11-02")
    ).json();
    expect(report.rows.map((r: { period: string; income: string }) => [r.period, r.income])).toEqual([
      ["2026-11-01", "0.00"],
      ["2026-11-02", "700.00"],
    ]);
  });

  it("taxes a ₹7,500 night at 5% and an ₹8,000 night at 18%, only the nights in the range", async () => {
    const start = addDays(today(), 10);
    // 2 adults and a child cost ₹8,000 a night; 6.25% off makes ₹7,500.
    const cheaper = await book("101", start, 3, { discountPercentage: "6.25" });
    const dearer = await book("102", start, 3);
    expect([cheaper.totalAmount, dearer.totalAmount]).toEqual(["22500.00", "24000.00"]);
    const cancelled = await book("103", start, 2);
    const cancel = await t.request("PATCH", `/api/bookings/${cancelled.id}/status`, {
      cookie,
      body: { status: "cancelled" },
    });
    expect(cancel.statusCode).toBe(200);
    await book("103", addDays(start, 2), 2, { isComplimentary: true });

    const end = addDays(start, 1);
    const res = await api("GET", `/api/reports/gst?startDate=${start}&endDate=${end}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.gstEnabled).toBe(false);
    expect(report.entries).toMatchObject([
      {
        bookingId: cheaper.id,
        date: start,
        nights: 2,
        rates: ["5.00"],
        amount: "15000.00",
        cgst: "375.00",
        sgst: "375.00",
        gstAmount: "750.00",
      },
      {
        bookingId: dearer.id,
        date: start,
        nights: 2,
        rates: ["18.00"],
        amount: "16000.00",
        cgst: "1440.00",
        sgst: "1440.00",
        gstAmount: "2880.00",
      },
    ]);
    expect(report.entries).toHaveLength(2);
    expect(report).toMatchObject({
      taxableIncome: "31000.00",
      cgst: "1815.00",
      sgst: "1815.00",
      gstAmount: "3630.00",
    });

    await sql`update tax_config set enable_gst = true`.execute(t.database.db);
    const enabled = (await api("GET", `/api/reports/gst?startDate=${start}&endDate=${end}`)).json();
    expect(enabled.gstEnabled).toBe(true);
  });

  it("keeps CGST + SGST equal to the total exactly on odd amounts", async () => {
    const start = addDays(today(), 5);
    // ₹24,000 less 0.01% (₹2.40, rounded to ₹2) = ₹23,998: nights of ₹7,999.33, 7,999.33, 7,999.34 at 18%.
    // One adult for a night, ₹3,200 less 33.33% (₹1,067) = ₹2,133 at 5% = ₹106.65: odd paise to halve.
    await book("101", start, 3, { discountPercentage: "0.01" });
    await book("102", start, 1, { adults: 1, children: 0, discountPercentage: "33.33" });
    const report = (
      await api("GET", `/api/reports/gst?startDate=${start}&endDate=${addDays(start, 2)}`)
    ).json();
    const paise = toPaise;
    for (const e of report.entries) expect(paise(e.cgst) + paise(e.sgst)).toBe(paise(e.gstAmount));
    expect(paise(report.cgst) + paise(report.sgst)).toBe(paise(report.gstAmount));
    expect(report.entries).toMatchObject([
      { amount: "23998.00", gstAmount: "4319.64", cgst: "2159.82", sgst: "2159.82" },
      { amount: "2133.00", gstAmount: "106.65", cgst: "53.32", sgst: "53.33" },
    ]);
  });

  it("refuses bad ranges with a clear message", async () => {
    const cases: [string, string][] = [
      ["/api/reports/income?startDate=2026-11-01", "End date is required"],
      [
        "/api/reports/income?startDate=2026-13-01&endDate=2026-11-01",
        "Start date must be a valid date (yyyy-MM-dd)",
      ],
      [
        "/api/reports/expenses?startDate=2026-11-02&endDate=2026-11-01",
        "End date cannot be before start date",
      ],
      ["/api/reports/gst?startDate=2025-01-01&endDate=2026-01-02", "A report covers at most 366 days"],
      [
        "/api/reports/income?startDate=2026-11-01&endDate=2026-11-02&period=yearly",
        "Period must be one of daily, weekly, monthly",
      ],
    ];
    for (const [url, message] of cases) {
      const res = await api("GET", url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
    }
  });
});
