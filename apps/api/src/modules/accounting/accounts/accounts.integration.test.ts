import type { AccountRow } from "@atithi/domain";
import { toPaise } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { api, cookie, desk, t, useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly } from "../../../testing/races";
import { postVoucher } from "../ledger";

useFreshApp();

const URL = "/api/erp/chart-of-accounts";

async function chart(as = cookie): Promise<AccountRow[]> {
  const res = await api("GET", URL, undefined, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function byCode(code: string): Promise<AccountRow> {
  const found = (await chart()).find((a) => a.accountCode === code);
  if (!found) throw new Error(`no account ${code}`);
  return found;
}

async function create(fields: Record<string, unknown>, as = cookie) {
  return api("POST", URL, { accountCode: "1150", accountName: "Petty Cash", ...fields }, as);
}

/** The account as PUT takes it: every field, with `changes`. */
async function update(account: AccountRow, changes: Record<string, unknown>, as = cookie) {
  const { accountCode, accountName, accountType, description, isActive, isGroup, parentAccountId } = account;
  return api(
    "PUT",
    `${URL}/${account.id}`,
    { accountCode, accountName, accountType, description, isActive, isGroup, parentAccountId, ...changes },
    as,
  );
}

async function post(accountId: string) {
  await t.database.db.transaction().execute((trx) =>
    postVoucher(trx, {
      voucherType: "journal",
      date: "2026-11-20",
      narration: "Test",
      lines: [
        { account: { accountId }, debit: toPaise("100"), credit: 0 },
        { account: { role: "cash" }, debit: 0, credit: toPaise("100") },
      ],
      userId: desk.id,
    }),
  );
}

describe("chart of accounts", () => {
  it("lists the seeded chart with its tree, roles and the spec's fields", async () => {
    const accounts = await chart();
    const cash = accounts.find((a) => a.systemRole === "cash");
    const assets = accounts.find((a) => a.accountCode === "1000");
    expect(assets).toMatchObject({ accountName: "Assets", isGroup: true, level: 1, parentAccountId: null });
    expect(cash).toMatchObject({
      accountCode: "1100",
      accountName: "Cash in Hand",
      accountType: "Assets",
      description: null,
      isActive: true,
      parentAccountId: assets?.id,
      level: 2,
      isGroup: false,
      hasPostings: false,
      expenseCategories: [],
    });
    expect(accounts.find((a) => a.accountCode === "6200")?.expenseCategories).toEqual(["Utilities"]);
    expect(accounts.map((a) => a.accountCode)).toEqual([...accounts.map((a) => a.accountCode)].sort());
  });

  it("lists what a voucher line may be posted to: active accounts that are not group headings", async () => {
    const inactive = (await create({ accountCode: "1150", accountName: "Old Till", isActive: false })).json();
    const all = await chart();
    const res = await api("GET", `${URL}?postable=true`);
    expect(res.statusCode, res.body).toBe(200);
    const postable: AccountRow[] = res.json();
    expect(postable.map((a) => a.id)).toEqual(all.filter((a) => a.isActive && !a.isGroup).map((a) => a.id));
    expect(postable.map((a) => a.accountCode)).toContain("1100");
    expect(postable.map((a) => a.id)).not.toContain(inactive.id);
    expect(postable.map((a) => a.accountCode)).not.toContain("1000");
    expect((await api("GET", `${URL}?postable=false`)).json()).toHaveLength(all.length);
    expect((await api("GET", `${URL}?postable=yes`)).statusCode).toBe(400);
  });

  it("creates an account (201) under a heading, audited, and refuses a duplicate code whatever its case", async () => {
    const assets = await byCode("1000");
    const res = await create({ description: "  Float at the desk ", parentAccountId: assets.id });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      accountCode: "1150",
      accountName: "Petty Cash",
      accountType: "Assets",
      description: "Float at the desk",
      isActive: true,
      isGroup: false,
      level: 2,
      parentAccountId: assets.id,
      systemRole: null,
    });
    const audit = await t.database.db
      .selectFrom("auditLog")
      .select(["action", "userId"])
      .where("entityType", "=", "account")
      .where("entityId", "=", created.id)
      .execute();
    expect(audit).toEqual([{ action: "create", userId: expect.any(String) }]);

    for (const code of ["1150", "1100"]) {
      const dup = await create({ accountCode: code });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe("An account with this code already exists");
    }
    await create({ accountCode: "SB-01", accountName: "Savings" });
    const lower = await create({ accountCode: "sb-01", accountName: "Savings again" });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe("An account with this code already exists");
    // A top-level account of its own type needs no parent.
    const top = await create({ accountCode: "7000", accountName: "Suspense", accountType: "Liabilities" });
    expect(top.json()).toMatchObject({ level: 1, parentAccountId: null });
  });

  it("names what is wrong with a new account (400) and answers 404 for an unknown parent", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ accountCode: "" }, "Account code is required"],
      [{ accountCode: undefined }, "Account code is required"],
      [{ accountName: "  " }, "Account name is required"],
      [
        { accountType: "Income" },
        "Account type must be one of Assets, Liabilities, Equity, Revenue, Expenses, Cost of Goods Sold",
      ],
      [{ accountCode: "x".repeat(21) }, "Account code is at most 20 characters"],
      [{ accountName: "x".repeat(201) }, "Account name is at most 200 characters"],
      [{ description: "x".repeat(501) }, "Description is at most 500 characters"],
      [{ isActive: "yes" }, "Active must be true or false"],
    ];
    for (const [fields, message] of cases) {
      const res = await create(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message, JSON.stringify(fields)).toBe(message);
    }
    const unknown = await create({ parentAccountId: "no-such-account" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Parent account not found");
  });

  it("places an account only under an active group heading of its own type, at most 10 levels deep", async () => {
    const liabilities = await byCode("2000");
    const cash = await byCode("1100");
    const otherType = await create({ parentAccountId: liabilities.id });
    expect(otherType.statusCode).toBe(400);
    expect(otherType.json().message).toBe(
      "Parent account must be of the same type (2000 Liabilities is Liabilities)",
    );
    const leaf = await create({ parentAccountId: cash.id });
    expect(leaf.statusCode).toBe(400);
    expect(leaf.json().message).toMatch(/^Parent account must be a group heading \(1100 Cash in Hand/);

    let parent = (await byCode("1000")).id;
    for (let level = 2; level <= 10; level++) {
      const res = await create({
        accountCode: `L${level}`,
        accountName: `Level ${level}`,
        isGroup: true,
        parentAccountId: parent,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().level).toBe(level);
      parent = res.json().id;
    }
    const tooDeep = await create({ accountCode: "L11", parentAccountId: parent });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().message).toBe("Accounts go at most 10 levels deep");

    const heading = await create({ accountCode: "1900", accountName: "Old Deposits", isGroup: true });
    const inactive = (await update(heading.json(), { isActive: false })).json();
    expect(inactive.isActive).toBe(false);
    const underInactive = await create({ parentAccountId: inactive.id });
    expect(underInactive.statusCode).toBe(400);
    expect(underInactive.json().message).toBe(
      "Parent account must be active (1900 Old Deposits is inactive)",
    );
  });

  it("edits an account, moves it with the accounts under it, and refuses a cycle", async () => {
    const assets = await byCode("1000");
    const a = (await create({ accountCode: "1600", accountName: "Deposits", isGroup: true })).json();
    const b = (
      await create({ accountCode: "1610", accountName: "Rent Deposit", isGroup: true, parentAccountId: a.id })
    ).json();
    const c = (
      await create({ accountCode: "1611", accountName: "Shop Rent Deposit", parentAccountId: b.id })
    ).json();
    expect([a.level, b.level, c.level]).toEqual([1, 2, 3]);

    const moved = await update(a, {
      parentAccountId: assets.id,
      accountName: "Security Deposits",
      description: "Given",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ level: 2, accountName: "Security Deposits", description: "Given" });
    expect((await byCode("1610")).level).toBe(3);
    expect((await byCode("1611")).level).toBe(4);

    // A field left out keeps its value: the heading stays a heading, under its parent.
    const renamed = await api("PUT", `${URL}/${a.id}`, {
      accountCode: "1600",
      accountName: "Deposits Given",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      isGroup: true,
      isActive: true,
      parentAccountId: assets.id,
      description: "Given",
      accountType: "Assets",
    });

    const cycle = await update(await byCode("1600"), { parentAccountId: b.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toBe("Parent account cannot be an account under this one");
    const self = await update(await byCode("1600"), { parentAccountId: a.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("An account cannot be its own parent");

    const dup = await update(await byCode("1600"), { accountCode: "1100" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("An account with this code already exists");
    expect((await api("PUT", `${URL}/nope`, { accountCode: "9", accountName: "x" })).statusCode).toBe(404);

    const audit = await t.database.db
      .selectFrom("auditLog")
      .select(["action", "before", "after"])
      .where("entityType", "=", "account")
      .where("entityId", "=", a.id)
      .where("action", "=", "update")
      .orderBy("at")
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.before)).toContain('"accountName":"Deposits"');
    expect(JSON.stringify(audit.after)).toContain('"accountName":"Security Deposits"');
  });

  it("keeps the type of an account with postings (409) and refuses to delete it; deactivating keeps its history", async () => {
    const account = (
      await create({ accountCode: "6950", accountName: "Printing", accountType: "Expenses" })
    ).json();
    const retyped = await update(account, { accountType: "Cost of Goods Sold" });
    expect(retyped.statusCode, retyped.body).toBe(200);
    expect(retyped.json().accountType).toBe("Cost of Goods Sold");

    await post(account.id);
    const withPostings = await byCode("6950");
    expect(withPostings.hasPostings).toBe(true);
    const refused = await update(withPostings, { accountType: "Expenses" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("6950 Printing has postings; its type cannot change");
    const group = await update(withPostings, { isGroup: true });
    expect(group.statusCode).toBe(409);
    const deleted = await api("DELETE", `${URL}/${account.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe("6950 Printing has postings; deactivate it instead");

    // A draft voucher's line counts too: it will post to the account as it is.
    const draftOnly = (
      await create({ accountCode: "6960", accountName: "Courier", accountType: "Expenses" })
    ).json();
    const { id: voucherId } = await t.database.db
      .insertInto("vouchers")
      .values({ voucherType: "journal", voucherDate: "2026-11-21", totalAmount: "10.00", status: "draft" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto("voucherLines")
      .values({ voucherId, lineNo: 1, accountId: draftOnly.id, debit: "10.00" })
      .execute();
    expect((await byCode("6960")).hasPostings).toBe(true);
    expect((await update(draftOnly, { accountType: "Cost of Goods Sold" })).statusCode).toBe(409);
    expect((await api("DELETE", `${URL}/${draftOnly.id}`)).statusCode).toBe(409);

    const renamed = await update(withPostings, { accountName: "Printing & Stationery", isActive: false });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ isActive: false, accountName: "Printing & Stationery" });
    const lines = await t.database.db
      .selectFrom("generalLedger")
      .select("id")
      .where("accountId", "=", account.id)
      .execute();
    expect(lines).toHaveLength(1);
  });

  it("deletes an account made by mistake, but not a system, linked or parent account", async () => {
    const mistake = (await create({ accountCode: "1999", accountName: "Typo" })).json();
    const gone = await api("DELETE", `${URL}/${mistake.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await chart()).some((a) => a.id === mistake.id)).toBe(false);
    expect((await api("DELETE", `${URL}/${mistake.id}`)).statusCode).toBe(404);

    const cash = await byCode("1100");
    const system = await api("DELETE", `${URL}/${cash.id}`);
    expect(system.statusCode).toBe(409);
    expect(system.json().message).toBe(
      "1100 Cash in Hand is used by automatic postings (cash); it cannot be deleted",
    );
    const deactivate = await update(cash, { isActive: false });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json().message).toBe(
      "1100 Cash in Hand is used by automatic postings (cash); it cannot be deactivated",
    );
    const retype = await update(cash, { accountType: "Liabilities", parentAccountId: null });
    expect(retype.statusCode).toBe(409);

    const utilities = await byCode("6200");
    const linked = await api("DELETE", `${URL}/${utilities.id}`);
    expect(linked.statusCode).toBe(409);
    expect(linked.json().message).toBe("6200 Utilities Expense records the expense category Utilities");

    const heading = await byCode("5000");
    const parent = await api("DELETE", `${URL}/${heading.id}`);
    expect(parent.statusCode).toBe(409);
    const ungroup = await update(heading, { isGroup: false });
    expect(ungroup.statusCode).toBe(409);
    expect(ungroup.json().message).toBe(
      "Accounts sit under 5000 Cost of Goods Sold; it stays a group heading",
    );
    const withActiveChildren = await update(heading, { isActive: false });
    expect(withActiveChildren.statusCode).toBe(409);
    expect(withActiveChildren.json().message).toBe(
      "Deactivate the accounts under 5000 Cost of Goods Sold first",
    );
  });

  it.skipIf(!onPostgres)(
    `never makes a cycle from moves made at the same moment (${postgresOnly})`,
    async () => {
      for (let round = 0; round < 5; round++) {
        const headings: AccountRow[] = [];
        for (const n of [1, 2, 3]) {
          const res = await create({
            accountCode: `R${round}-${n}`,
            accountName: `Race ${n}`,
            isGroup: true,
          });
          headings.push(res.json() as AccountRow);
        }
        // Each move alone is fine; all three together would close a loop.
        const moves = await Promise.all(
          headings.map((h, i) => update(h, { parentAccountId: headings[(i + 1) % 3]?.id })),
        );
        expect(moves.filter((m) => m.statusCode === 200).length).toBe(2);
        expect(moves.find((m) => m.statusCode !== 200)?.json().message).toBe(
          "Parent account cannot be an account under this one",
        );
        const accounts = await chart();
        const byId = new Map(accounts.map((a) => [a.id, a]));
        for (const h of headings) {
          let node = byId.get(h.id);
          const levels: number[] = [];
          while (node) {
            levels.push(node.level);
            node = node.parentAccountId ? byId.get(node.parentAccountId) : undefined;
            expect(levels.length).toBeLessThan(10);
          }
          // Levels count down to 1 at the top.
          expect(levels.at(-1)).toBe(1);
          expect(levels).toEqual(levels.map((_, i) => levels.length - i));
        }
      }
    },
  );

  it("lets managers read only and refuses the front desk", async () => {
    await t.createUser("manager", "mgr");
    const manager = await t.login("mgr", "password-manager-1");
    expect((await chart(manager)).length).toBeGreaterThan(10);
    expect((await create({}, manager)).statusCode).toBe(403);
    const cash = await byCode("1100");
    expect((await update(cash, { accountName: "Till" }, manager)).statusCode).toBe(403);
    expect((await api("DELETE", `${URL}/${cash.id}`, undefined, manager)).statusCode).toBe(403);

    const frontDesk = await t.login("desk", "password-front_desk-1");
    expect((await api("GET", URL, undefined, frontDesk)).statusCode).toBe(403);
    // Who asks comes first: the front desk learns nothing from a 400.
    expect((await api("POST", URL, {}, frontDesk)).statusCode).toBe(403);

    await t.createUser("accountant", "acc");
    const accountant = await t.login("acc", "password-accountant-1");
    expect((await create({}, accountant)).statusCode).toBe(201);
    expect((await api("GET", URL, undefined, "")).statusCode).toBe(401);
  });
});
