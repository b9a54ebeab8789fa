import type { PartyRow } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { api, cookie, t, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();

const URL = "/api/erp/parties";
const GSTIN = "27AAPFU0939F1ZV";

const create = (fields: Record<string, unknown>, as = cookie) =>
  api("POST", URL, { partyCode: "C001", partyName: "Acme Travels", ...fields }, as);

async function list(query = "", as = cookie): Promise<PartyRow[]> {
  const res = await api("GET", `${URL}${query}`, undefined, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("parties", () => {
  it("creates a customer (201) with its GSTIN checked, PAN and state taken from it, audited", async () => {
    const res = await create({
      partyType: "customer",
      contactPerson: "Ravi Kumar",
      phone: "+91 98200 12345",
      email: "accounts@acme.example",
      address: "12 Marine Drive",
      city: "Mumbai",
      pincode: "400002",
      gstNumber: GSTIN.toLowerCase(),
      creditLimit: "50000",
      paymentTerms: 30,
      openingBalance: "12500.75",
    });
    expect(res.statusCode, res.body).toBe(201);
    const party = res.json();
    expect(party).toMatchObject({
      partyCode: "C001",
      partyName: "Acme Travels",
      partyType: "customer",
      contactPerson: "Ravi Kumar",
      phone: "+91 98200 12345",
      email: "accounts@acme.example",
      city: "Mumbai",
      state: "Maharashtra",
      pincode: "400002",
      country: "India",
      gstNumber: GSTIN,
      panNumber: "AAPFU0939F",
      creditLimit: "50000.00",
      paymentTerms: 30,
      openingBalance: "12500.75",
      openingBalanceSide: "debit",
      isActive: true,
    });
    const stored = await t.database.db
      .selectFrom("parties")
      .select("openingBalance")
      .where("id", "=", party.id)
      .executeTakeFirstOrThrow();
    expect(stored.openingBalance).toBe("12500.75");
    const audit = await t.database.db
      .selectFrom("auditLog")
      .select("action")
      .where("entityType", "=", "party")
      .where("entityId", "=", party.id)
      .execute();
    expect(audit).toEqual([{ action: "create" }]);

    const supplier = await create({
      partyCode: "S001",
      partyName: "Fresh Dairy",
      partyType: "supplier",
      openingBalance: 800,
    });
    expect(supplier.json()).toMatchObject({
      openingBalance: "800.00",
      openingBalanceSide: "credit",
      creditLimit: null,
    });
    const signed = await t.database.db
      .selectFrom("parties")
      .select("openingBalance")
      .where("id", "=", supplier.json().id)
      .executeTakeFirstOrThrow();
    expect(signed.openingBalance).toBe("-800.00");
  });

  it("refuses a duplicate code whatever its case (409)", async () => {
    expect((await create({})).statusCode).toBe(201);
    for (const code of ["C001", "c001"]) {
      const dup = await create({ partyCode: code, partyName: "Other" });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe("A party with this code already exists");
    }
  });

  it("names what is wrong (400)", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ partyCode: "" }, "Party code is required"],
      [{ partyName: undefined }, "Party name is required"],
      [{ partyType: "vendor" }, "Party type must be one of customer, supplier, both"],
      [
        { gstNumber: "27AAPFU0939F1ZW" },
        "GSTIN check character does not match; please check the number for typos",
      ],
      [{ gstNumber: "27AAPFU0939F" }, expect.stringMatching(/^GSTIN must be 15 characters/)],
      [{ gstNumber: GSTIN, panNumber: "AAPFU0939G" }, "PAN must match characters 3 to 12 of the GSTIN"],
      [{ panNumber: "1234567890" }, expect.stringMatching(/^PAN must be 10 characters/)],
      [{ gstNumber: GSTIN, state: "Goa" }, "State must match the GSTIN's state code (Maharashtra)"],
      [{ state: "Narnia" }, "State must be one of India's states and union territories"],
      [{ pincode: "40001" }, "Pincode must be 6 digits, not starting with 0"],
      [{ phone: "123" }, "Valid phone number is required"],
      [{ email: "not-mail" }, "Valid email is required"],
      [{ creditLimit: "-5" }, "Credit limit cannot be negative"],
      [{ openingBalance: "abc" }, "Opening balance must be a number of at least 0 with at most two decimals"],
      [{ paymentTerms: 400 }, "Payment terms must be a whole number of days from 0 to 365"],
      [{ partyName: "x".repeat(201) }, "Party name is at most 200 characters"],
      [{ address: "x".repeat(1001) }, "Address is at most 1000 characters"],
    ];
    for (const [fields, message] of cases) {
      const res = await create(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message, JSON.stringify(fields)).toEqual(message);
    }
    expect(await list()).toEqual([]);
  });

  it("lists by name, searches name, code or GSTIN, filters by type, and edits a party", async () => {
    const acme = (await create({ gstNumber: GSTIN })).json();
    await create({ partyCode: "S001", partyName: "Bharat Linen", partyType: "supplier" });
    await create({ partyCode: "B001", partyName: "Zen Events", partyType: "both" });
    expect((await list()).map((p) => p.partyName)).toEqual(["Acme Travels", "Bharat Linen", "Zen Events"]);
    expect((await list("?search=linen")).map((p) => p.partyCode)).toEqual(["S001"]);
    expect((await list("?search=c00")).map((p) => p.partyCode)).toEqual(["C001"]);
    expect((await list("?search=aapfu")).map((p) => p.partyCode)).toEqual(["C001"]);
    expect((await list("?partyType=supplier")).map((p) => p.partyCode)).toEqual(["S001", "B001"]);

    const res = await api("PUT", `${URL}/${acme.id}`, {
      partyCode: "C001",
      partyName: "Acme Tours & Travels",
      partyType: "both",
      gstNumber: GSTIN,
      paymentTerms: "15",
      isActive: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      partyName: "Acme Tours & Travels",
      partyType: "both",
      paymentTerms: 15,
      isActive: false,
    });
    expect((await list("?activeOnly=true")).map((p) => p.partyCode)).toEqual(["S001", "B001"]);
    // Type and active flag left out keep their values; other fields are replaced.
    const kept = await api("PUT", `${URL}/${acme.id}`, {
      partyCode: "C001",
      partyName: "Acme Tours & Travels",
    });
    expect(kept.json()).toMatchObject({
      partyType: "both",
      isActive: false,
      paymentTerms: 0,
      gstNumber: null,
    });
    expect((await api("GET", `${URL}/${acme.id}`)).json().partyName).toBe("Acme Tours & Travels");
    const audit = await t.database.db
      .selectFrom("auditLog")
      .select(["before", "after"])
      .where("entityType", "=", "party")
      .where("action", "=", "update")
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.before)).toContain('"partyName":"Acme Travels"');

    const dup = await api("PUT", `${URL}/${acme.id}`, { partyCode: "s001", partyName: "X" });
    expect(dup.statusCode).toBe(409);
    const missing = await api("PUT", `${URL}/nope`, { partyCode: "Z1", partyName: "X" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Party not found");
    const invalid = await api("PUT", `${URL}/${acme.id}`, { partyCode: "C001", partyName: "" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Party name is required");
  });

  it("lets managers read only and refuses the front desk", async () => {
    const party = (await create({})).json();
    await t.createUser("manager", "mgr");
    const manager = await t.login("mgr", "password-manager-1");
    expect(await list("", manager)).toHaveLength(1);
    expect((await create({ partyCode: "M1" }, manager)).statusCode).toBe(403);
    expect(
      (await api("PUT", `${URL}/${party.id}`, { partyCode: "C001", partyName: "X" }, manager)).statusCode,
    ).toBe(403);
    const frontDesk = await t.login("desk", "password-front_desk-1");
    expect((await api("GET", URL, undefined, frontDesk)).statusCode).toBe(403);
    expect((await api("POST", URL, {}, frontDesk)).statusCode).toBe(403);
    await t.createUser("accountant", "acc");
    const accountant = await t.login("acc", "password-accountant-1");
    expect((await create({ partyCode: "A1" }, accountant)).statusCode).toBe(201);
  });
});
