import { addDays, todayIn, toPaise } from "@atithi/domain";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../../testing/harness";

let t: TestApp;
let cookie: string;
const today = () => todayIn("Asia/Kolkata");

beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login("admin", ADMIN_PASSWORD);
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const api = (method: "GET" | "POST", url: string, body?: unknown, as = cookie) =>
  t.request(method, url, { cookie: as, body });

async function categoryId(name: string): Promise<string> {
  const list = (await api("GET", "/api/expense-categories")).json() as { id: string; name: string }[];
  const found = list.find((c) => c.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found.id;
}

async function addExpense(fields: Record<string, unknown>) {
  return api("POST", "/api/expenses", {
    categoryId: await categoryId("Utilities"),
    description: "Electricity bill",
    expenseDate: today(),
    amount: "100",
    ...fields,
  });
}

async function roomId(number: string) {
  const rooms = (await api("GET", "/api/rooms")).json() as { id: string; number: string }[];
  const room = rooms.find((r) => r.number === number);
  if (!room) throw new Error(`no room ${number}`);
  return room.id;
}

async function book(room: string, checkInDate: string, nights: number, extra: Record<string, unknown> = {}) {
  const res = await api("POST", "/api/bookings", {
    guest: { name: `Guest ${room}`, phone: `98765432${room.slice(-2)}` },
    roomId: await roomId(room),
    checkInDate,
    checkOutDate: addDays(checkInDate, nights),
    adults: 2,
    children: 1,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; totalAmount: string };
}

describe("expenses", () => {
  it("lists the seeded categories and lets a manager add one, refusing a duplicate name", async () => {
    const categories = (await api("GET", "/api/expense-categories")).json();
    expect(categories.map((c: { name: string }) => c.name)).toContain("Utilities");
    const manager = await t.createUser("manager", "mgr");
    const managerCookie = await t.login("mgr", "password-manager-1");
    const created = await api("POST", "/api/expense-categories", { name: "Garden" }, managerCookie);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: "Garden", description: null });
    const again = await api("POST", "/api/expense-categories", { name: " garden " }, managerCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("An expense category with this name already exists");
    expect(manager.role).toBe("manager");
    await t.createUser("accountant", "acc");
    const accountant = await t.login("acc", "password-accountant-1");
    expect((await api("POST", "/api/expense-categories", { name: "Pool" }, accountant)).statusCode).toBe(403);
  });

  it("records an expense, lists it with its category and adds it to the totals exactly", async () => {
    const created = await addExpense({
      amount: "1250.50",
      paymentMethod: "upi",
      receiptNumber: "R-17",
      vendor: "TNEB",
      notes: "  ",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      category: "Utilities",
      amount: "1250.50",
      paymentMethod: "upi",
      receiptNumber: "R-17",
      vendor: "TNEB",
      notes: null,
      expenseDate: today(),
    });
    const audit = await t.database.db
      .selectFrom("auditLog")
      .select(["action", "after"])
      .where("entityType", "=", "expense")
      .where("entityId", "=", created.json().id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe("create");
    expect(JSON.stringify(audit[0]?.after)).toContain('"amount":"1250.50"');
    await addExpense({ amount: 0.1, description: "Matches" });
    await addExpense({ amount: "0.20", description: "Candles", paymentMethod: undefined });

    const list = await api("GET", "/api/expenses");
    expect(list.headers["x-has-more"]).toBe("false");
    expect(
      list
        .json()
        .map((e: { description: string }) => e.description)
        .sort(),
    ).toEqual(["Candles", "Electricity bill", "Matches"]);
    expect(list.json().find((e: { description: string }) => e.description === "Candles").paymentMethod).toBe(
      "cash",
    );
    const summary = (await api("GET", "/api/expenses/summary")).json();
    expect(summary).toMatchObject({ allTime: "1250.80", thisMonth: "1250.80", count: 3 });

    const page = await api("GET", "/api/expenses?page=1&pageSize=2");
    expect(page.json()).toHaveLength(2);
    expect(page.headers["x-has-more"]).toBe("true");
  });

  it("counts this month in the property's zone across a month boundary", async () => {
    await addExpense({ amount: "300", expenseDate: "2026-11-30" });
    await addExpense({ amount: "45.25", expenseDate: "2026-12-01" });
    await addExpense({ amount: "5", expenseDate: "2027-01-01" });
    vi.useFakeTimers({ toFake: ["Date"] });
    // 30 Nov 18:29 UTC is 23:59 in India, still November; a minute later it is 1 December there.
    vi.setSystemTime(new Date("2026-11-30T18:29:00Z"));
    expect((await api("GET", "/api/expenses/summary")).json()).toMatchObject({
      month: "2026-11",
      thisMonth: "300.00",
      allTime: "350.25",
    });
    vi.setSystemTime(new Date("2026-11-30T18:30:00Z"));
    expect((await api("GET", "/api/expenses/summary")).json()).toMatchObject({
      month: "2026-12",
      thisMonth: "45.25",
      allTime: "350.25",
    });
  });

  it("names what is wrong with a new expense", async () => {
    const utilities = await categoryId("Utilities");
    const cases: [Record<string, unknown>, string][] = [
      [{ categoryId: "" }, "Category is required"],
      [{ categoryId: undefined }, "Category is required"],
      [{ amount: "" }, "Amount is required"],
      [{ amount: undefined }, "Amount is required"],
      [{ amount: "0" }, "Amount must be a valid number greater than 0"],
      [{ amount: "-3" }, "Amount must be a valid number greater than 0"],
      [{ amount: "ten" }, "Amount must be a valid number greater than 0"],
      [{ amount: "10.005" }, "Amount can have at most two decimals"],
      [{ amount: "100000000" }, "Amount must be at most ₹9,99,99,999.99"],
      [{ description: " " }, "Description is required"],
      [{ expenseDate: "" }, "Date is required"],
      [{ expenseDate: "2026-02-30" }, "Date must be a valid date (yyyy-MM-dd)"],
      [{ paymentMethod: "cheque" }, "Payment method must be one of cash, card, upi, bank_transfer"],
    ];
    for (const [fields, message] of cases) {
      const res = await addExpense({ categoryId: utilities, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message, JSON.stringify(fields)).toBe(message);
    }
    const largest = await addExpense({ amount: "99999999.99" });
    expect(largest.json().amount).toBe("99999999.99");
    expect((await api("GET", "/api/expenses")).json()).toHaveLength(1);
  });

  it("answers 404 for an unknown category", async () => {
    const res = await addExpense({ categoryId: "no-such-category" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Expense category not found");
  });

  it("refuses the front desk, and lets an accountant record and report", async () => {
    await t.createUser("front_desk", "desk");
    const desk = await t.login("desk", "password-front_desk-1");
    for (const url of ["/api/expenses", "/api/expense-categories", "/api/expenses/summary"]) {
      expect((await api("GET", url, undefined, desk)).statusCode, url).toBe(403);
    }
    const range = `startDate=${today()}&endDate=${today()}`;
    expect((await api("GET", `/api/reports/income?${range}`, undefined, desk)).statusCode).toBe(403);
    expect((await api("GET", `/api/reports/gst?${range}`, undefined, desk)).statusCode).toBe(403);
    const refused = await t.request("POST", "/api/expenses", {
      cookie: desk,
      body: { categoryId: "x", amount: "1", description: "d", expenseDate: today() },
    });
    expect(refused.statusCode).toBe(403);
    expect((await api("GET", "/api/expenses")).json()).toEqual([]);

    await t.createUser("accountant", "acc");
    const accountant = await t.login("acc", "password-accountant-1");
    const utilities = await categoryId("Utilities");
    const created = await t.request("POST", "/api/expenses", {
      cookie: accountant,
      body: { categoryId: utilities, amount: "1", description: "Stamp", expenseDate: today() },
    });
    expect(created.statusCode).toBe(201);
    expect((await api("GET", `/api/reports/expenses?${range}`, undefined, accountant)).statusCode).toBe(200);
    expect((await api("GET", "/api/expenses")).statusCode).toBe(200);
    expect((await api("GET", "/api/expenses", undefined, "")).statusCode).toBe(401);
  });
});

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
