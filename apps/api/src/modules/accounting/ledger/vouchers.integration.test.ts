import type { Database } from "@atithi/db";
import { addDays } from "@atithi/domain";
import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { api, t, today, useFreshApp } from "../../../testing/app-fixture";
import { approveRace } from "../../../testing/voucher-races";

useFreshApp();
// These tests are about drafts, posting and reversing; an administrator approves what they entered.
// Maker-checker (on by default) has its own tests, in maker-checker.integration.test.ts.
beforeEach(async () => {
  const off = await api("PUT", "/api/erp/settings/approvals", { voucherMakerChecker: false });
  expect(off.statusCode, off.body).toBe(200);
});

const db = (): Database => t.database.db;

async function accountId(code: string) {
  const row = await db()
    .selectFrom("chartOfAccounts")
    .select("id")
    .where("accountCode", "=", code)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function signedIn(role: "manager" | "front_desk" | "accountant", username: string) {
  const user = await t.createUser(role, username);
  return { user, cookie: await t.login(username, `password-${role}-1`) };
}

/** A journal moving `amount` from the bank (1110) to cash in hand (1100). */
async function journal(amount = "1000.50", fields: Record<string, unknown> = {}) {
  return {
    voucherType: "journal",
    voucherDate: "2026-11-20",
    narration: "Cash withdrawn for the kitchen",
    reference: "CHQ 000123",
    lines: [
      { accountId: await accountId("1100"), debit: amount, credit: "", description: "Petty cash" },
      { accountId: await accountId("1110"), debit: null, credit: amount },
    ],
    ...fields,
  };
}

async function createDraft(body?: unknown, as?: string) {
  const res = await api("POST", "/api/erp/vouchers", body ?? (await journal()), as);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; [key: string]: unknown };
}

const ledgerLines = () => db().selectFrom("generalLedger").selectAll().orderBy("lineNo").execute();

async function auditActions(entityId: string) {
  const rows = await db()
    .selectFrom("auditLog")
    .select("action")
    .where("entityType", "=", "voucher")
    .where("entityId", "=", entityId)
    .orderBy("at")
    .execute();
  return rows.map((r) => r.action);
}

describe("draft vouchers", () => {
  it("creates a draft (unnumbered, nothing posted), lists it as pending, edits and deletes it", async () => {
    const draft = await createDraft();
    expect(draft).toMatchObject({
      voucherNumber: null,
      voucherType: "journal",
      voucherDate: "2026-11-20",
      narration: "Cash withdrawn for the kitchen",
      reference: "CHQ 000123",
      totalAmount: "1000.50",
      status: "draft",
      createdByName: "admin",
      approvedBy: null,
    });
    expect(draft.lines).toMatchObject([
      { lineNo: 1, accountCode: "1100", debit: "1000.50", credit: "0.00", description: "Petty cash" },
      { lineNo: 2, accountCode: "1110", debit: "0.00", credit: "1000.50", description: null },
    ]);
    expect(await ledgerLines()).toEqual([]);

    const pending = await api("GET", "/api/erp/vouchers?status=pending");
    expect(pending.statusCode).toBe(200);
    expect(pending.headers["x-has-more"]).toBe("false");
    expect(pending.headers["x-pending-count"]).toBe("1");
    expect(pending.json()).toMatchObject([{ id: draft.id, status: "draft", totalAmount: "1000.50" }]);
    expect((await api("GET", "/api/erp/vouchers?status=posted")).json()).toEqual([]);
    expect((await api("GET", "/api/erp/vouchers?voucherType=payment")).json()).toEqual([]);
    expect((await api("GET", "/api/erp/vouchers?voucherType=journal")).json()).toHaveLength(1);
    const badStatus = await api("GET", "/api/erp/vouchers?status=approved");
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe("Status must be one of pending, draft, posted, cancelled");

    const edited = await api("PUT", `/api/erp/vouchers/${draft.id}`, {
      ...(await journal("250")),
      voucherDate: "2026-11-21",
      narration: "Corrected amount",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      totalAmount: "250.00",
      voucherDate: "2026-11-21",
      status: "draft",
    });
    const read = (await api("GET", `/api/erp/vouchers/${draft.id}`)).json();
    expect(read.lines.map((l: { debit: string }) => l.debit)).toEqual(["250.00", "0.00"]);

    expect((await api("DELETE", `/api/erp/vouchers/${draft.id}`)).statusCode).toBe(200);
    expect((await api("GET", `/api/erp/vouchers/${draft.id}`)).statusCode).toBe(404);
    expect((await api("DELETE", `/api/erp/vouchers/${draft.id}`)).statusCode).toBe(404);
    expect((await api("PUT", `/api/erp/vouchers/${draft.id}`, await journal())).statusCode).toBe(404);
    expect(await db().selectFrom("voucherLines").selectAll().execute()).toEqual([]);
    expect(await auditActions(draft.id)).toEqual(["create", "update", "delete"]);
  });

  it("refuses lines that are not a voucher with 400 naming the problem", async () => {
    const cash = await accountId("1100");
    const bank = await accountId("1110");
    const post = (lines: unknown[], fields: Record<string, unknown> = {}) =>
      api("POST", "/api/erp/vouchers", {
        voucherType: "journal",
        voucherDate: "2026-11-20",
        narration: "x",
        lines,
        ...fields,
      });
    const cases: [unknown[], string, Record<string, unknown>?][] = [
      [[{ accountId: cash, debit: "100" }], "A voucher needs at least two lines"],
      [
        [
          { accountId: cash, debit: "100", credit: "0" },
          { accountId: bank, debit: "0", credit: "99.99" },
        ],
        "Debits (₹100.00) and credits (₹99.99) differ by ₹0.01",
      ],
      [
        [
          { accountId: cash, debit: "100", credit: "100" },
          { accountId: bank, credit: "0" },
        ],
        "Line 1: enter either a debit or a credit, more than zero",
      ],
      [
        [
          { accountId: cash, debit: "1.005" },
          { accountId: bank, credit: "1.005" },
        ],
        "Amount must be a number with at most two decimals",
      ],
      [
        [
          { accountId: cash, debit: "-5" },
          { accountId: bank, credit: "-5" },
        ],
        "Amount cannot be negative",
      ],
      [
        [
          { accountId: "no-such-account", debit: "10" },
          { accountId: bank, credit: "10" },
        ],
        "Line 1: the account does not exist",
      ],
      [
        [
          { accountId: await accountId("1000"), debit: "10" },
          { accountId: bank, credit: "10" },
        ],
        "Line 1: 1000 Assets is a group heading; post to an account under it",
      ],
      [
        [
          { accountId: cash, debit: "10" },
          { accountId: bank, credit: "10" },
        ],
        "Voucher type must be one of journal, payment, receipt, contra, sales, purchase, debit_note, credit_note",
        { voucherType: "memo" },
      ],
      [
        [
          { accountId: cash, debit: "10" },
          { accountId: bank, credit: "10" },
        ],
        "Voucher date must be a valid date (yyyy-MM-dd)",
        { voucherDate: "20/11/2026" },
      ],
      [
        [
          { accountId: cash, debit: "10" },
          { accountId: bank, credit: "10" },
        ],
        "The party does not exist",
        { partyId: "no-such-party" },
      ],
    ];
    for (const [lines, message, fields] of cases) {
      const res = await post(lines, fields);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    await db().updateTable("chartOfAccounts").set({ isActive: false }).where("id", "=", bank).execute();
    const inactive = await post([
      { accountId: cash, debit: "10" },
      { accountId: bank, credit: "10" },
    ]);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().message).toBe("Line 2: account 1110 Bank Account is inactive");
    expect(await db().selectFrom("vouchers").selectAll().execute()).toEqual([]);
  });
});

describe("approving", () => {
  it("numbers and posts a draft, records the approver; a posted voucher is never edited, deleted or approved again", async () => {
    const accountant = await signedIn("accountant", "accounts1");
    const draft = await createDraft(undefined, accountant.cookie);
    const second = await createDraft(await journal("10", { voucherDate: "2026-12-01" }), accountant.cookie);

    const approved = await api("POST", `/api/erp/vouchers/${draft.id}/approve`, undefined, accountant.cookie);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      id: draft.id,
      voucherNumber: "JV/2026-27/0001",
      status: "posted",
      approvedBy: accountant.user.id,
      approvedByName: "accounts1",
      createdByName: "accounts1",
    });
    expect(approved.json().lines).toMatchObject([
      { lineNo: 1, accountCode: "1100", debit: "1000.50", credit: "0.00", description: "Petty cash" },
      { lineNo: 2, accountCode: "1110", debit: "0.00", credit: "1000.50" },
    ]);
    // The lines moved: in the ledger, no longer among the drafts' lines.
    const lines = await ledgerLines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      voucherId: draft.id,
      transactionDate: "2026-11-20",
      debitAmount: "1000.50",
      reference: "CHQ 000123",
      createdBy: accountant.user.id,
    });
    expect(await db().selectFrom("voucherLines").select("voucherId").distinct().execute()).toEqual([
      { voucherId: second.id },
    ]);
    const balances = await db().selectFrom("accountBalances").select("accountId").distinct().execute();
    expect(balances).toHaveLength(2);

    expect((await api("POST", `/api/erp/vouchers/${second.id}/approve`)).json().voucherNumber).toBe(
      "JV/2026-27/0002",
    );

    const again = await api("POST", `/api/erp/vouchers/${draft.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "Only a draft voucher can be approved; JV/2026-27/0001 is already posted",
    );
    const edit = await api("PUT", `/api/erp/vouchers/${draft.id}`, await journal());
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      "Only a draft voucher can be edited; JV/2026-27/0001 is posted (reverse it instead)",
    );
    expect((await api("DELETE", `/api/erp/vouchers/${draft.id}`)).statusCode).toBe(409);
    expect((await api("POST", "/api/erp/vouchers/no-such-voucher/approve")).statusCode).toBe(404);
    expect(await auditActions(draft.id)).toEqual(["create", "approve"]);
    const audit = await db()
      .selectFrom("auditLog")
      .select("userId")
      .where("entityId", "=", draft.id)
      .where("action", "=", "approve")
      .executeTakeFirstOrThrow();
    expect(audit.userId).toBe(accountant.user.id);
  });

  it("leaves a draft unposted and unnumbered when its account was deactivated or its date is closed", async () => {
    const draft = await createDraft();
    await db()
      .updateTable("chartOfAccounts")
      .set({ isActive: false })
      .where("accountCode", "=", "1110")
      .execute();
    const inactive = await api("POST", `/api/erp/vouchers/${draft.id}/approve`);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe("Line 2: account 1110 Bank Account is inactive");
    await db().updateTable("chartOfAccounts").set({ isActive: true }).execute();

    await sql`UPDATE accounting_settings SET locked_through = '2026-11-30'`.execute(db());
    const closed = await api("POST", `/api/erp/vouchers/${draft.id}/approve`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(
      "The books are closed through 30/11/2026; nothing can be posted on 20/11/2026",
    );
    const still = (await api("GET", `/api/erp/vouchers/${draft.id}`)).json();
    expect(still).toMatchObject({ status: "draft", voucherNumber: null });
    expect(still.lines).toHaveLength(2);
    expect(await ledgerLines()).toEqual([]);

    // Re-dated into the open period, it posts, and the series has no gap.
    await api(
      "PUT",
      `/api/erp/vouchers/${draft.id}`,
      await journal("1000.50", { voucherDate: "2026-12-01" }),
    );
    expect((await api("POST", `/api/erp/vouchers/${draft.id}/approve`)).json().voucherNumber).toBe(
      "JV/2026-27/0001",
    );
  });

  it("posts a draft once when ten approvals arrive together: one 200, nine 409, one set of ledger lines", async () => {
    const race = await approveRace(await createDraft());
    expect(race.codes).toEqual([200, ...Array(9).fill(409)]);
    expect(race.ledgerLines).toBe(2);
    expect(race.numbersTaken).toBe(1);
    expect(race.voucher).toMatchObject({ status: "posted", voucherNumber: "JV/2026-27/0001" });

    // Reversals sent together reverse it once.
    const reversals = await Promise.all(
      Array.from({ length: 10 }, () => api("POST", `/api/erp/vouchers/${race.id}/reverse`, {})),
    );
    expect(reversals.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    const reversing = await db()
      .selectFrom("vouchers")
      .select("voucherNumber")
      .where("reversesVoucherId", "=", race.id)
      .execute();
    expect(reversing).toEqual([{ voucherNumber: "JV/2026-27/0002" }]);
  });

  it("lets managers read but not write or approve, and shows the front desk nothing", async () => {
    const draft = await createDraft();
    const manager = await signedIn("manager", "manager1");
    const desk = await signedIn("front_desk", "desk1");
    expect((await api("GET", "/api/erp/vouchers", undefined, manager.cookie)).statusCode).toBe(200);
    expect((await api("GET", `/api/erp/vouchers/${draft.id}`, undefined, manager.cookie)).statusCode).toBe(
      200,
    );
    const cash = await accountId("1100");
    expect(
      (await api("GET", `/api/erp/ledger?accountId=${cash}`, undefined, manager.cookie)).statusCode,
    ).toBe(200);
    for (const [method, url] of [
      ["POST", "/api/erp/vouchers"],
      ["PUT", `/api/erp/vouchers/${draft.id}`],
      ["DELETE", `/api/erp/vouchers/${draft.id}`],
      ["POST", `/api/erp/vouchers/${draft.id}/approve`],
      ["POST", `/api/erp/vouchers/${draft.id}/reverse`],
    ] as const) {
      const res = await api(method, url, await journal(), manager.cookie);
      expect(res.statusCode, `manager ${method} ${url}`).toBe(403);
    }
    for (const [method, url] of [
      ["GET", "/api/erp/vouchers"],
      ["GET", `/api/erp/vouchers/${draft.id}`],
      ["GET", `/api/erp/ledger?accountId=${cash}`],
      ["POST", "/api/erp/vouchers"],
      ["POST", `/api/erp/vouchers/${draft.id}/approve`],
    ] as const) {
      const res = await api(method, url, await journal(), desk.cookie);
      expect(res.statusCode, `front desk ${method} ${url}`).toBe(403);
    }
    expect((await t.request("GET", "/api/erp/vouchers")).statusCode).toBe(401);
    expect((await api("GET", `/api/erp/vouchers/${draft.id}`)).json().status).toBe("draft");
  });
});

describe("reversing", () => {
  it("posts a reversing voucher with the lines swapped and cancels the original, once", async () => {
    const accountant = await signedIn("accountant", "accounts2");
    const draft = await createDraft(await journal("500", { voucherDate: "2026-11-20" }));
    await api("POST", `/api/erp/vouchers/${draft.id}/approve`);

    const early = await api("POST", `/api/erp/vouchers/${draft.id}/reverse`, { date: "2026-11-19" });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe("The reversal date cannot be before the voucher's date (20/11/2026)");

    const res = await api(
      "POST",
      `/api/erp/vouchers/${draft.id}/reverse`,
      { date: "2026-11-25" },
      accountant.cookie,
    );
    expect(res.statusCode, res.body).toBe(201);
    const reversal = res.json();
    expect(reversal).toMatchObject({
      voucherNumber: "JV/2026-27/0002",
      voucherType: "journal",
      voucherDate: "2026-11-25",
      status: "posted",
      narration: "Reversal of JV/2026-27/0001: Cash withdrawn for the kitchen",
      reversesVoucherId: draft.id,
      reversesVoucherNumber: "JV/2026-27/0001",
      totalAmount: "500.00",
      approvedByName: "accounts2",
    });
    expect(reversal.lines).toMatchObject([
      { accountCode: "1100", debit: "0.00", credit: "500.00" },
      { accountCode: "1110", debit: "500.00", credit: "0.00" },
    ]);
    const original = (await api("GET", `/api/erp/vouchers/${draft.id}`)).json();
    expect(original).toMatchObject({
      status: "cancelled",
      cancelledByName: "accounts2",
      reversedByVoucherId: reversal.id,
      reversedByVoucherNumber: "JV/2026-27/0002",
    });
    expect(original.cancelledAt).toEqual(expect.any(String));
    // The original's lines stay in the ledger; the reversal nets them to zero.
    const sums = await db()
      .selectFrom("accountBalances")
      .select([
        sql<string>`sum(debit)::numeric(18, 2)::text`.as("debit"),
        sql<string>`sum(credit)::numeric(18, 2)::text`.as("credit"),
      ])
      .groupBy("accountId")
      .orderBy("accountId")
      .execute();
    expect(sums).toEqual([
      { debit: "500.00", credit: "500.00" },
      { debit: "500.00", credit: "500.00" },
    ]);

    const twice = await api("POST", `/api/erp/vouchers/${draft.id}/reverse`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("JV/2026-27/0001 is already cancelled");
    const ofReversal = await api("POST", `/api/erp/vouchers/${reversal.id}/reverse`, {});
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json().message).toBe(
      "JV/2026-27/0002 reverses another voucher and cannot be reversed itself",
    );
    const other = await createDraft();
    const ofDraft = await api("POST", `/api/erp/vouchers/${other.id}/reverse`, {});
    expect(ofDraft.statusCode).toBe(409);
    expect(ofDraft.json().message).toBe("Only a posted voucher can be reversed; delete the draft instead");
    expect((await api("POST", "/api/erp/vouchers/nope/reverse", {})).statusCode).toBe(404);
    expect((await api("DELETE", `/api/erp/vouchers/${reversal.id}`)).statusCode).toBe(409);

    const cancelled = (await api("GET", "/api/erp/vouchers?status=cancelled")).json();
    expect(cancelled.map((v: { id: string }) => v.id)).toEqual([draft.id]);
    expect(await auditActions(draft.id)).toEqual(["create", "approve", "reverse"]);
  });

  it("dates a reversal today in the property's zone by default, and refuses a closed period with 409", async () => {
    const date = addDays(today(), -3);
    const draft = await createDraft(await journal("75", { voucherDate: date }));
    await api("POST", `/api/erp/vouchers/${draft.id}/approve`);
    await sql`UPDATE accounting_settings SET locked_through = ${addDays(today(), -1)}`.execute(db());
    const closed = await api("POST", `/api/erp/vouchers/${draft.id}/reverse`, { date: addDays(today(), -2) });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/^The books are closed through/);
    expect((await api("GET", `/api/erp/vouchers/${draft.id}`)).json().status).toBe("posted");

    const res = await api("POST", `/api/erp/vouchers/${draft.id}/reverse`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().voucherDate).toBe(today());
  });
});

describe("an account's ledger", () => {
  it("carries the running balance across pages from the monthly snapshots", async () => {
    const cash = await accountId("1100");
    const bank = await accountId("1110");
    // 130 receipts into cash over three months (₹1 … ₹130), and one payment out.
    const body = (date: string, rupees: number, dr = cash, cr = bank) => ({
      voucherType: "journal",
      voucherDate: date,
      narration: `Entry ${rupees}`,
      lines: [
        { accountId: dr, debit: String(rupees) },
        { accountId: cr, credit: String(rupees) },
      ],
    });
    const entries: [string, number][] = [];
    for (let i = 1; i <= 130; i++) {
      const date =
        i <= 40
          ? "2026-09-15"
          : i <= 90
            ? `2026-10-${String(1 + ((i - 41) % 28)).padStart(2, "0")}`
            : "2026-11-10";
      entries.push([date, i]);
    }
    for (const [date, rupees] of entries) {
      const d = await createDraft(body(date, rupees));
      expect((await api("POST", `/api/erp/vouchers/${d.id}/approve`)).statusCode).toBe(200);
    }
    const out = await createDraft(body("2026-10-20", 1000, bank, cash));
    await api("POST", `/api/erp/vouchers/${out.id}/approve`);

    // From 5 October: September (₹1…₹40 = ₹820) from the snapshots, 1–4 October from the lines.
    const from = "2026-10-05";
    const to = "2026-11-30";
    const page = async (n: number) => {
      const res = await api("GET", `/api/erp/ledger?accountId=${cash}&from=${from}&to=${to}&page=${n}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const inRange = entries.filter(([date]) => date >= from);
    const before = entries.filter(([date]) => date < from).reduce((s, [, r]) => s + r, 0);
    const first = await page(1);
    expect(first.openingBalance).toBe(`${before}.00`);
    expect(first.rows).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    const all = [...first.rows, ...(await page(2)).rows];
    const last = await page(2);
    expect(last.hasMore).toBe(false);
    expect(all).toHaveLength(inRange.length + 1);
    // Dates in order, and each balance the one before plus its debit less its credit.
    let balance = before * 100;
    let previousDate = "";
    for (const row of all) {
      expect(row.date >= previousDate).toBe(true);
      previousDate = row.date;
      balance += Math.round(Number(row.debit) * 100) - Math.round(Number(row.credit) * 100);
      expect(row.balance).toBe((balance / 100).toFixed(2));
    }
    const total = entries.reduce((s, [, r]) => s + r, 0) - 1000;
    expect(first.closingBalance).toBe(`${total}.00`);
    expect(last.rows.at(-1).balance).toBe(`${total}.00`);
    expect(first.rows[0]).toMatchObject({ voucherNumber: expect.stringMatching(/^JV\/2026-27\//) });
    expect(all.find((r: { credit: string }) => r.credit === "1000.00").description).toBe("Entry 1000");

    // The bank is an asset too, but carries the other side: its balance is negative here.
    const bankLedger = (await api("GET", `/api/erp/ledger?accountId=${bank}&to=2026-09-30`)).json();
    expect(bankLedger).toMatchObject({ openingBalance: "0.00", closingBalance: "-820.00" });
    expect(bankLedger.rows).toHaveLength(40);

    const bad = await api("GET", `/api/erp/ledger?accountId=${cash}&from=2026-11-01&to=2026-10-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("To date cannot be before From date");
    expect((await api("GET", "/api/erp/ledger?accountId=nope")).statusCode).toBe(404);
    expect((await api("GET", "/api/erp/ledger")).statusCode).toBe(400);
  });

  it("signs a liability's balance by its credit side", async () => {
    const advances = await accountId("2200");
    const cash = await accountId("1100");
    const d = await createDraft({
      voucherType: "receipt",
      voucherDate: "2026-11-20",
      narration: "Advance",
      lines: [
        { accountId: cash, debit: "300" },
        { accountId: advances, credit: "300" },
      ],
    });
    await api("POST", `/api/erp/vouchers/${d.id}/approve`);
    const res = (await api("GET", `/api/erp/ledger?accountId=${advances}`)).json();
    expect(res).toMatchObject({ openingBalance: "0.00", closingBalance: "300.00" });
    expect(res.rows).toMatchObject([
      { debit: "0.00", credit: "300.00", balance: "300.00", voucherNumber: "RV/2026-27/0001" },
    ]);
  });
});
