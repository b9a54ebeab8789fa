import { afterEach, describe, expect, it, vi } from "vitest";
import { addExpense, api, categoryId, t, today, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();
afterEach(() => {
  vi.useRealTimers();
});

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
      category: { id: await categoryId("Utilities"), name: "Utilities" },
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
      [{ amount: "-3" }, "Amount must be greater than zero"],
      [{ amount: "-3.125" }, "Amount must be greater than zero"],
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
    await t.createUser("front_desk", "clerk");
    const desk = await t.login("clerk", "password-front_desk-1");
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
