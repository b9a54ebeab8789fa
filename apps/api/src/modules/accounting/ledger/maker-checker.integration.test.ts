import { describe, expect, it } from "vitest";
import { api, cookie, t, today, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();

const MESSAGE = "Another accountant or an administrator must approve this voucher";

async function signedIn(role: "manager" | "accountant", username: string) {
  const user = await t.createUser(role, username);
  return { user, cookie: await t.login(username, `password-${role}-1`) };
}

async function journal() {
  const ids = await t.database.db
    .selectFrom("chartOfAccounts")
    .select(["id", "accountCode"])
    .where("accountCode", "in", ["1100", "1110"])
    .orderBy("accountCode")
    .execute();
  return {
    voucherType: "journal",
    voucherDate: today(),
    narration: "Cash withdrawn",
    lines: [
      { accountId: ids[0]?.id, debit: "2500" },
      { accountId: ids[1]?.id, credit: "2500" },
    ],
  };
}

async function draftBy(as: string) {
  const res = await api("POST", "/api/erp/vouchers", await journal(), as);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const approve = (id: string, as: string) => api("POST", `/api/erp/vouchers/${id}/approve`, undefined, as);

describe("maker-checker", () => {
  it("is on by default: nobody approves a voucher they entered or last edited, administrators included", async () => {
    expect((await api("GET", "/api/erp/settings/approvals")).json()).toEqual({ voucherMakerChecker: true });
    const asha = await signedIn("accountant", "asha");
    const ravi = await signedIn("accountant", "ravi");

    // The hotel's single accountant: the administrator approves.
    const ashas = await draftBy(asha.cookie);
    const own = await approve(ashas, asha.cookie);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(MESSAGE);
    const byAdmin = await approve(ashas, cookie);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toMatchObject({
      status: "posted",
      createdByName: "asha",
      approvedByName: "admin",
    });

    // The administrator's own voucher is approved by an accountant.
    const admins = await draftBy(cookie);
    expect((await approve(admins, cookie)).json().message).toBe(MESSAGE);
    expect((await approve(admins, asha.cookie)).statusCode).toBe(200);

    // Whoever edits a draft is its maker too: Ravi changed Asha's lines, so neither approves alone.
    const edited = await draftBy(asha.cookie);
    const edit = await api("PUT", `/api/erp/vouchers/${edited}`, await journal(), ravi.cookie);
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await approve(edited, ravi.cookie)).json().message).toBe(MESSAGE);
    expect((await approve(edited, asha.cookie)).json().message).toBe(MESSAGE);
    const refused = await t.database.db
      .selectFrom("vouchers")
      .select(["status", "voucherNumber"])
      .where("id", "=", edited)
      .executeTakeFirstOrThrow();
    expect(refused).toEqual({ status: "draft", voucherNumber: null });
    expect((await approve(edited, cookie)).statusCode).toBe(200);
  });

  it("is turned off by an administrator only, audited; then the maker approves", async () => {
    const asha = await signedIn("accountant", "asha");
    const manager = await signedIn("manager", "boss");
    expect((await api("GET", "/api/erp/settings/approvals", undefined, asha.cookie)).statusCode).toBe(200);
    const byAccountant = await api(
      "PUT",
      "/api/erp/settings/approvals",
      { voucherMakerChecker: false },
      asha.cookie,
    );
    expect(byAccountant.statusCode).toBe(403);
    expect(
      (await api("PUT", "/api/erp/settings/approvals", { voucherMakerChecker: false }, manager.cookie))
        .statusCode,
    ).toBe(403);
    const bad = await api("PUT", "/api/erp/settings/approvals", { voucherMakerChecker: "no" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("voucherMakerChecker must be true or false");

    const off = await api("PUT", "/api/erp/settings/approvals", { voucherMakerChecker: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ voucherMakerChecker: false });
    const id = await draftBy(asha.cookie);
    expect((await approve(id, asha.cookie)).statusCode).toBe(200);

    const audit = await t.database.db
      .selectFrom("auditLog")
      .select(["action", "before", "after"])
      .where("entityType", "=", "accounting_settings")
      .where("entityId", "=", "approvals")
      .execute();
    expect(audit).toEqual([
      { action: "update", before: { voucherMakerChecker: true }, after: { voucherMakerChecker: false } },
    ]);
  });
});
