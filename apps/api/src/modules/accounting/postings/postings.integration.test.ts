import type { Database } from "@atithi/db";
import { addDays } from "@atithi/domain";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  addExpense,
  api,
  categoryId,
  roomId,
  setGst,
  stay,
  t,
  today,
  useFreshApp,
} from "../../../testing/app-fixture";
import { StatementCounter } from "../../../testing/statement-counter";
import { staysRevenue } from "../../front-desk/stays";
import { postHistory } from "./post-history";

const counter = new StatementCounter();
useFreshApp({ plugins: [counter] });

const db = (): Database => t.database.db;
const ZONE = "Asia/Kolkata";
const status = (id: string, to: string) => api("PATCH", `/api/bookings/${id}/status`, { status: to });

/** Each voucher of a source as [type, date, [account role or code, "Dr"/"Cr", amount]...]. */
async function vouchersOf(sourceType: string) {
  const rows = await db()
    .selectFrom("vouchers")
    .innerJoin("generalLedger", "generalLedger.voucherId", "vouchers.id")
    .innerJoin("chartOfAccounts", "chartOfAccounts.id", "generalLedger.accountId")
    .select([
      "vouchers.id",
      "vouchers.sourceId",
      "vouchers.voucherType",
      "vouchers.voucherDate",
      "vouchers.voucherNumber",
      "chartOfAccounts.systemRole",
      "chartOfAccounts.accountCode",
      sql<string>`general_ledger.debit_amount::text`.as("debit"),
      sql<string>`general_ledger.credit_amount::text`.as("credit"),
    ])
    .where("vouchers.sourceType", "=", sourceType)
    .orderBy("vouchers.voucherNumber")
    .orderBy("generalLedger.lineNo")
    .execute();
  const byVoucher = new Map<
    string,
    { sourceId: string | null; type: string; date: string; lines: string[][] }
  >();
  for (const r of rows) {
    const v = byVoucher.get(r.id) ?? {
      sourceId: r.sourceId,
      type: r.voucherType,
      date: r.voucherDate,
      lines: [],
    };
    const debit = Number(r.debit) > 0;
    v.lines.push([r.systemRole ?? r.accountCode, debit ? "Dr" : "Cr", debit ? r.debit : r.credit]);
    byVoucher.set(r.id, v);
  }
  return [...byVoucher.values()];
}

async function narrations(sourceType: string) {
  const rows = await db()
    .selectFrom("vouchers")
    .select("narration")
    .where("sourceType", "=", sourceType)
    .orderBy("voucherNumber")
    .execute();
  return rows.map((r) => r.narration);
}

async function trialBalance() {
  const row = await db()
    .selectFrom("generalLedger")
    .select([
      sql<string>`coalesce(sum(debit_amount), 0)::text`.as("debit"),
      sql<string>`coalesce(sum(credit_amount), 0)::text`.as("credit"),
      sql<string>`count(*)::text`.as("lines"),
    ])
    .executeTakeFirstOrThrow();
  const balances = await db()
    .selectFrom("accountBalances")
    .select([
      sql<string>`coalesce(sum(debit), 0)::text`.as("debit"),
      sql<string>`coalesce(sum(credit), 0)::text`.as("credit"),
    ])
    .executeTakeFirstOrThrow();
  return { ...row, snapshots: balances };
}

/** An account's balance by role, debit positive. */
async function balance(role: string) {
  const row = await db()
    .selectFrom("generalLedger")
    .innerJoin("chartOfAccounts", "chartOfAccounts.id", "generalLedger.accountId")
    .select(sql<string>`coalesce(sum(debit_amount - credit_amount), 0)::text`.as("net"))
    .where("chartOfAccounts.systemRole", "=", role)
    .executeTakeFirstOrThrow();
  return Number(row.net);
}

describe("the hotel's operations in the books", () => {
  it("a day of operations posts each event once, in its transaction, and the trial balance holds", async () => {
    await setGst();
    // Two adults, one night at ₹6,400 (5%): ₹6,400 + ₹320 GST; ₹1,000 paid in cash at booking.
    const booking = await stay("101", today(), 1, { paidAmount: "1000" });
    expect(await vouchersOf("payment")).toEqual([
      {
        sourceId: expect.any(String),
        type: "receipt",
        date: today(),
        lines: [
          ["cash", "Dr", "1000.00"],
          ["guest_advances", "Cr", "1000.00"],
        ],
      },
    ]);
    for (const charge of [
      { description: "Dinner", category: "food_beverage", amount: "1200", quantity: 2 },
      { description: "Laundry", category: "laundry", amount: "300" },
      { description: "Extra bed", category: "extra_bed", amount: "1000" },
    ]) {
      expect((await api("POST", `/api/bookings/${booking.id}/charges`, charge)).statusCode).toBe(201);
    }
    // 6,400 + 2,400 + 300 + 1,000 = 10,100 taxable; GST 320 + 120 + 54 + 50 = 544.
    const summary = (await api("GET", `/api/bookings/${booking.id}/checkout-summary`)).json();
    expect(summary).toMatchObject({ totalAmount: "10644.00", pendingAmount: "9644.00" });
    for (const [amount, paymentMethod] of [
      ["5000", "upi"],
      ["4644", "card"],
    ]) {
      const paid = await api("POST", "/api/payments", { bookingId: booking.id, amount, paymentMethod });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    expect((await status(booking.id, "checked_in")).statusCode).toBe(200);
    expect((await status(booking.id, "checked_out")).statusCode).toBe(200);
    const [invoice] = await vouchersOf("stay_invoice");
    expect(invoice).toMatchObject({
      type: "sales",
      date: today(),
      lines: [
        ["guest_advances", "Dr", "10644.00"],
        ["room_revenue", "Cr", "7400.00"],
        ["food_revenue", "Cr", "2400.00"],
        ["other_revenue", "Cr", "300.00"],
        ["cgst_output", "Cr", "272.00"],
        ["sgst_output", "Cr", "272.00"],
      ],
    });
    // Paid in full and invoiced: the guest's account is square.
    expect(await balance("guest_advances")).toBe(0);
    const payments = await vouchersOf("payment");
    expect(payments.map((v) => v.lines[0]?.[0])).toEqual(["cash", "upi_clearing", "card_clearing"]);
    expect(await narrations("payment")).toEqual(["Payment by Cash", "Payment by UPI", "Payment by Card"]);

    // A stay paid in advance, then cancelled: the money goes back by bank transfer.
    const later = await stay("102", addDays(today(), 10), 1, { paidAmount: "6720" });
    expect((await status(later.id, "cancelled")).statusCode).toBe(200);
    const refund = await api("POST", `/api/bookings/${later.id}/refunds`, {
      amount: "6720",
      paymentMethod: "bank_transfer",
      notes: "Cancelled",
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await vouchersOf("refund")).toEqual([
      {
        sourceId: refund.json().id,
        type: "payment",
        date: today(),
        lines: [
          ["guest_advances", "Dr", "6720.00"],
          ["bank", "Cr", "6720.00"],
        ],
      },
    ]);
    expect(await narrations("refund")).toEqual(["Refund by Bank Transfer"]);

    // An expense paid by UPI: its category's account (6200 Utilities) against the bank.
    const expense = await addExpense({ amount: "2500.50", paymentMethod: "upi" });
    expect(expense.statusCode, expense.body).toBe(201);
    expect(await vouchersOf("expense")).toEqual([
      {
        sourceId: expense.json().id,
        type: "payment",
        date: today(),
        lines: [
          ["6200", "Dr", "2500.50"],
          ["bank", "Cr", "2500.50"],
        ],
      },
    ]);

    // A group of two rooms, invoiced: one voucher for both stays (a member is billed only on the
    // group's invoice: its own is refused, and nothing more is posted).
    const group = (
      await api("POST", "/api/group-bookings", {
        groupBookingData: {
          groupName: "Iyer wedding",
          contactPersonName: "K. Iyer",
          contactPersonPhone: "9876500000",
          checkInDate: today(),
          checkOutDate: addDays(today(), 1),
          groupDiscountPercentage: "0",
        },
        roomSelections: [
          { roomId: await roomId("102"), guestName: "G1", adults: 2, children: 0 },
          { roomId: await roomId("103"), guestName: "G2", adults: 2, children: 0 },
        ],
      })
    ).json();
    expect(group.id).toBeTruthy();
    const members = await db()
      .selectFrom("groupBookingItems")
      .select("bookingId as id")
      .where("groupBookingId", "=", group.id)
      .execute();
    expect((await api("POST", `/api/group-bookings/${group.id}/generate-invoice`)).statusCode).toBe(200);
    expect(await vouchersOf("group_invoice")).toMatchObject([
      {
        type: "sales",
        lines: [
          ["guest_advances", "Dr", "13440.00"],
          ["room_revenue", "Cr", "12800.00"],
          ["cgst_output", "Cr", "320.00"],
          ["sgst_output", "Cr", "320.00"],
        ],
      },
    ]);
    const first = members[0]?.id ?? "";
    expect((await api("POST", `/api/bookings/${first}/invoice`)).statusCode).toBe(409);
    expect(await vouchersOf("stay_invoice")).toHaveLength(1);
    // Asking again for an invoice answers the same one and posts nothing.
    expect((await api("POST", `/api/bookings/${booking.id}/invoice`)).statusCode).toBe(200);
    expect(await vouchersOf("stay_invoice")).toHaveLength(1);

    const tb = await trialBalance();
    expect(tb.debit).toBe(tb.credit);
    expect(tb.snapshots).toEqual({ debit: tb.debit, credit: tb.credit });
    // The group owes its invoice: a debit on the guests' account.
    expect(await balance("guest_advances")).toBe(13440);
    expect(await balance("room_revenue")).toBe(-(7400 + 12800));

    // Everything is already in the books: the history command finds nothing to post.
    const history = await postHistory(db(), { timeZone: ZONE, revenueOf: staysRevenue });
    expect(history.posted).toEqual({ payment: 0, refund: 0, stay_invoice: 0, group_invoice: 0, expense: 0 });
    expect(history.failed).toEqual([]);
  });

  it("a refused event posts nothing, and an event the books refuse does not happen", async () => {
    const booking = await stay("101", today(), 1);
    const over = await api("POST", "/api/payments", {
      bookingId: booking.id,
      amount: "999999",
      paymentMethod: "cash",
    });
    expect(over.statusCode).toBe(400);
    // The books closed through today: the payment, the expense and the booking's initial payment
    // are refused with the reason, and none of them is recorded.
    await sql`UPDATE accounting_settings SET locked_through = ${today()}`.execute(db());
    const closed = await api("POST", "/api/payments", {
      bookingId: booking.id,
      amount: "100",
      paymentMethod: "cash",
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/^The books are closed through/);
    const expense = await addExpense({ amount: "10" });
    expect(expense.statusCode).toBe(409);
    const paidAtBooking = await api("POST", "/api/bookings", {
      guest: { name: "Late guest", phone: "9820000999" },
      roomId: await roomId("102"),
      checkInDate: today(),
      checkOutDate: addDays(today(), 1),
      adults: 2,
      paidAmount: "500",
    });
    expect(paidAtBooking.statusCode).toBe(409);
    // An expense dated after the closed period is fine.
    expect((await addExpense({ amount: "10", expenseDate: addDays(today(), 1) })).statusCode).toBe(201);
    const counts = await db()
      .selectFrom("payments")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(counts.n)).toBe(0);
    expect(await db().selectFrom("expenses").select("id").execute()).toHaveLength(1);
    expect(await db().selectFrom("bookings").select("id").execute()).toHaveLength(1);
    expect(await db().selectFrom("vouchers").select("sourceType").execute()).toEqual([
      { sourceType: "expense" },
    ]);
  });

  it("a payment and its voucher are written by one statement, and a refused voucher takes the payment with it", async () => {
    let bookingId = "";
    const create = (room: string, phone: string, paidAmount: string) =>
      counter.statementsOf(async () => {
        const res = await api("POST", "/api/bookings", {
          guest: { name: `Guest ${phone}`, phone },
          roomId: await roomId(room),
          checkInDate: today(),
          checkOutDate: addDays(today(), 1),
          adults: 2,
          paidAmount,
        });
        expect(res.statusCode, res.body).toBe(201);
        bookingId = res.json().id;
      });
    // The room is looked up outside the create's own statements: count the lookup in both.
    const unpaid = await create("101", "9820000101", "0");
    const paid = await create("102", "9820000102", "500");
    expect(paid - unpaid).toBe(1);
    const payment = await db()
      .selectFrom("payments")
      .select(["id", sql<string>`(payment_date AT TIME ZONE ${ZONE})::date::text`.as("day")])
      .executeTakeFirstOrThrow();
    expect(await vouchersOf("payment")).toEqual([
      {
        sourceId: payment.id,
        type: "receipt",
        date: payment.day,
        lines: [
          ["cash", "Dr", "500.00"],
          ["guest_advances", "Cr", "500.00"],
        ],
      },
    ]);

    await sql`UPDATE chart_of_accounts SET is_active = false WHERE system_role = 'cash'`.execute(db());
    const refused = await api("POST", "/api/payments", {
      bookingId,
      amount: "100",
      paymentMethod: "cash",
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/^Line 1: account \d+ Cash.* is inactive$/);
    expect(await db().selectFrom("payments").select("id").execute()).toEqual([{ id: payment.id }]);
    expect(await vouchersOf("payment")).toHaveLength(1);
  });

  it("a new expense category gets its own expense account, coded with the next free 6xxx number", async () => {
    const created = await api("POST", "/api/expense-categories", { name: "Garden", description: "Plants" });
    expect(created.statusCode, created.body).toBe(201);
    const account = await db()
      .selectFrom("expenseCategories")
      .innerJoin("chartOfAccounts", "chartOfAccounts.id", "expenseCategories.accountId")
      .innerJoin("chartOfAccounts as parent", "parent.id", "chartOfAccounts.parentAccountId")
      .select([
        "chartOfAccounts.accountCode",
        "chartOfAccounts.accountName",
        "chartOfAccounts.accountType",
        "parent.accountCode as parentCode",
      ])
      .where("expenseCategories.id", "=", created.json().id)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({
      accountCode: "6901",
      accountName: "Garden Expense",
      accountType: "Expenses",
      parentCode: "6000",
    });
    const second = await api("POST", "/api/expense-categories", { name: "Pool" });
    expect(second.statusCode).toBe(201);
    const spent = await addExpense({ categoryId: await categoryId("Garden"), amount: "75" });
    expect(spent.statusCode).toBe(201);
    expect((await vouchersOf("expense"))[0]?.lines).toEqual([
      ["6901", "Dr", "75.00"],
      ["cash", "Cr", "75.00"],
    ]);
    const codes = await db()
      .selectFrom("chartOfAccounts")
      .select("accountCode")
      .where("accountName", "=", "Pool Expense")
      .execute();
    expect(codes).toEqual([{ accountCode: "6902" }]);
  });

  it("post-history posts what has no voucher yet, in date order, once", async () => {
    await setGst();
    const admin = await db()
      .selectFrom("users")
      .select("id")
      .where("role", "=", "admin")
      .executeTakeFirstOrThrow();
    // History from before the books: written straight into the tables, as older versions did.
    const booking = await stay("101", addDays(today(), -3), 2);
    await db()
      .insertInto("payments")
      .values([
        {
          bookingId: booking.id,
          amount: "5000.00",
          paymentMethod: "upi",
          paymentDate: new Date(`${addDays(today(), -3)}T20:00:00Z`),
          createdBy: admin.id,
        },
        {
          bookingId: booking.id,
          kind: "refund",
          amount: "200.00",
          paymentMethod: "cash",
          paymentDate: new Date(`${addDays(today(), -2)}T05:00:00Z`),
          createdBy: null,
        },
      ])
      .execute();
    const oldCategory = await db()
      .insertInto("expenseCategories")
      .values({ name: "Old category" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("expenses")
      .values([
        {
          categoryId: oldCategory.id,
          amount: "300",
          description: "Before the books",
          expenseDate: addDays(today(), -5),
          paymentMethod: "bank_transfer",
          createdBy: admin.id,
        },
        {
          categoryId: oldCategory.id,
          amount: "40",
          description: "Again",
          expenseDate: addDays(today(), -4),
          createdBy: admin.id,
        },
      ])
      .execute();
    const document = {
      lines: [
        { sac: "996311", taxable: "12800.00", cgst: "320.00", sgst: "320.00" },
        { sac: "996332", taxable: "500.00", cgst: "12.50", sgst: "12.50" },
      ],
      buyer: { name: "Guest 101" },
      total: "13965.00",
    };
    await db()
      .insertInto("stayInvoices")
      .values({
        bookingId: booking.id,
        invoiceNumber: "SI/OLD/1",
        invoiceDate: addDays(today(), -1),
        kind: "tax_invoice",
        taxableAmount: "13300.00",
        taxAmount: "665.00",
        totalAmount: "13965.00",
        document: JSON.stringify(document),
        createdBy: admin.id,
      })
      .execute();

    // A group whose first member was invoiced on its own (as older versions allowed) before the
    // group's invoice: that member is recognised by its own invoice, the other by the group's.
    const group = (
      await api("POST", "/api/group-bookings", {
        groupBookingData: {
          groupName: "Old group",
          contactPersonName: "C",
          contactPersonPhone: "9876500001",
          checkInDate: addDays(today(), 5),
          checkOutDate: addDays(today(), 6),
        },
        roomSelections: [
          { roomId: await roomId("102"), guestName: "A", adults: 2, children: 0 },
          { roomId: await roomId("103"), guestName: "B", adults: 2, children: 0 },
        ],
      })
    ).json();
    const [memberA] = await db()
      .selectFrom("groupBookingItems")
      .select("bookingId")
      .where("groupBookingId", "=", group.id)
      .orderBy("bookingId")
      .execute();
    await db()
      .insertInto("stayInvoices")
      .values({
        bookingId: memberA?.bookingId ?? "",
        invoiceNumber: "SI/OLD/2",
        invoiceDate: addDays(today(), -1),
        kind: "tax_invoice",
        taxableAmount: "6400.00",
        taxAmount: "320.00",
        totalAmount: "6720.00",
        document: JSON.stringify({
          lines: [{ sac: "996311", taxable: "6400.00", cgst: "160.00", sgst: "160.00" }],
          buyer: { name: "A" },
        }),
        createdBy: admin.id,
        createdAt: new Date(Date.now() - 60_000),
      })
      .execute();
    await db()
      .insertInto("groupInvoices")
      .values({
        groupBookingId: group.id,
        invoiceNumber: "GI/OLD/1",
        invoiceDate: addDays(today(), -1),
        subtotal: "12800.00",
        taxAmount: "640.00",
        totalAmount: "13440.00",
        status: "sent",
        createdBy: admin.id,
        createdAt: new Date(),
      })
      .execute();

    const first = await postHistory(db(), { timeZone: ZONE, revenueOf: staysRevenue });
    expect(first).toEqual({
      posted: { payment: 1, refund: 1, stay_invoice: 2, group_invoice: 1, expense: 2 },
      nothingToPost: 0,
      inClosedPeriod: 0,
      failed: [],
    });
    // Dated as they happened in the property's zone (20:00 UTC is the next day in India), numbered in date order.
    expect((await vouchersOf("payment"))[0]).toMatchObject({
      date: addDays(today(), -2),
      lines: [
        ["upi_clearing", "Dr", "5000.00"],
        ["guest_advances", "Cr", "5000.00"],
      ],
    });
    const expenses = await vouchersOf("expense");
    expect(expenses.map((e) => e.date)).toEqual([addDays(today(), -5), addDays(today(), -4)]);
    // The old category got one account of its own for both expenses.
    expect(new Set(expenses.map((e) => e.lines[0]?.[0])).size).toBe(1);
    expect(expenses[0]?.lines[1]).toEqual(["bank", "Cr", "300.00"]);
    expect((await vouchersOf("group_invoice"))[0]?.lines).toEqual([
      ["guest_advances", "Dr", "6720.00"],
      ["room_revenue", "Cr", "6400.00"],
      ["cgst_output", "Cr", "160.00"],
      ["sgst_output", "Cr", "160.00"],
    ]);
    // Numbered in the order they happened: the member's own invoice first.
    const stayInvoices = await vouchersOf("stay_invoice");
    expect(stayInvoices.map((v) => v.lines[0]?.[2])).toEqual(["6720.00", "13965.00"]);
    expect(stayInvoices[1]?.lines).toEqual([
      ["guest_advances", "Dr", "13965.00"],
      ["room_revenue", "Cr", "12800.00"],
      ["food_revenue", "Cr", "500.00"],
      ["cgst_output", "Cr", "332.50"],
      ["sgst_output", "Cr", "332.50"],
    ]);
    const again = await postHistory(db(), { timeZone: ZONE, revenueOf: staysRevenue });
    expect(again.posted).toEqual({ payment: 0, refund: 0, stay_invoice: 0, group_invoice: 0, expense: 0 });
    const tb = await trialBalance();
    expect(tb.debit).toBe(tb.credit);
    expect(tb.lines).toBe("21");
  });
});
