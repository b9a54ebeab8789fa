import { addDays, fromPaise, gstinCheckCharacter, toPaise } from "@atithi/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, desk, HOTEL_GSTIN, roomId, setGst, stay, t, useFreshApp } from "../../../testing/app-fixture";
import { StatementCounter } from "../../../testing/statement-counter";

const counter = new StatementCounter();
useFreshApp({ plugins: [counter] });
afterEach(() => {
  vi.useRealTimers();
});

const BUYER_GSTIN = `29AABCR1718E1Z${gstinCheckCharacter("29AABCR1718E1Z")}`; // Karnataka

const travelTo = (date: string) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${date}T06:30:00Z`));
};

interface IssuedInvoice {
  invoiceNumber: string;
  invoiceDate: string;
  document: {
    total: string;
    taxable: string;
    cgst: string;
    sgst: string;
    lines: { sac: string; taxable: string; rates: number[]; cgst: string; sgst: string }[];
  };
}

/** A stay from `checkIn`, with extras, invoiced on request today; answers the invoice as issued. */
async function invoicedStay(
  room: string,
  checkIn: string,
  nights: number,
  fields: Record<string, unknown>,
  extras: Record<string, unknown>[] = [],
): Promise<IssuedInvoice> {
  const { id } = await stay(room, checkIn, nights, fields);
  for (const extra of extras) {
    const res = await api("POST", `/api/bookings/${id}/charges`, extra);
    expect(res.statusCode, res.body).toBe(201);
  }
  const invoice = await api("POST", `/api/bookings/${id}/invoice`);
  expect(invoice.statusCode, invoice.body).toBe(200);
  return invoice.json();
}

async function groupInvoice(checkIn: string, nights = 2) {
  const rooms = [await roomId("101"), await roomId("102")];
  const created = await api("POST", "/api/group-bookings", {
    groupBookingData: {
      groupName: "Iyer wedding",
      contactPersonName: "K. Iyer",
      contactPersonPhone: "9876500000",
      checkInDate: checkIn,
      checkOutDate: addDays(checkIn, nights),
      eventType: "wedding",
      groupDiscountPercentage: "10",
      isComplimentary: false,
    },
    roomSelections: rooms.map((roomId, i) => ({
      roomId,
      guestName: `Guest ${i + 1}`,
      adults: 2,
      children: i,
    })),
  });
  expect(created.statusCode, created.body).toBe(201);
  const res = await api("POST", `/api/group-bookings/${created.json().id}/generate-invoice`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    invoice: {
      invoiceNumber: string;
      subtotal: string;
      discountAmount: string;
      taxAmount: string;
      totalAmount: string;
    };
    members: { id: string }[];
  };
}

const gstr1 = (query: string, as?: string) => api("GET", `/api/erp/reports/gstr1?${query}`, undefined, as);
/** A CSV's rows, without the line break that ends the last. */
const rows = (csv: string) => csv.replace(/\r\n$/, "").split("\r\n");

interface ItemDetails {
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

/** Rupee numbers of the return summed in paise. */
const paise = (values: readonly number[]) => values.reduce((sum, v) => sum + toPaise(v), 0);
const total = (values: readonly string[]) => values.reduce((sum, v) => sum + toPaise(v), 0);

/**
 * October 2026 at a hotel in Maharashtra: a company registered in Karnataka stays (B2B), two
 * guests without GSTIN (B2C), a wedding group of two rooms (B2C), a stay invoiced while GST was
 * switched off (a bill of supply: not in the return) and one invoiced in November (not in it either).
 */
async function october() {
  await setGst(true);
  travelTo("2026-10-03");
  // Three adults: ₹9,600 a night, over ₹7,500: 18%; dinner at 5%.
  const b2b = await invoicedStay(
    "101",
    "2026-10-03",
    1,
    { adults: 3, billTo: { name: "Karnataka Tours", address: "Bengaluru", gstin: BUYER_GSTIN } },
    [{ description: "Dinner for three", category: "food_beverage", amount: "800", quantity: 3 }],
  );
  // Two adults, two nights at ₹6,400: 5%; laundry at 18%.
  const asha = await invoicedStay(
    "102",
    "2026-10-03",
    2,
    { guest: { name: "Asha Rao", phone: "9820000102" } },
    [{ description: "Laundry", category: "laundry", amount: "333.40" }],
  );
  travelTo("2026-10-12");
  // Two adults and a child, 7% off: ₹7,440 a night, 5%; a minibar at 5%.
  const ravi = await invoicedStay(
    "103",
    "2026-10-12",
    1,
    { guest: { name: "Ravi Kumar", phone: "9820000103" }, children: 1, discountPercentage: 7 },
    [{ description: "Minibar", category: "minibar", amount: "245.50", quantity: 2 }],
  );
  const group = await groupInvoice("2026-10-12");
  travelTo("2026-10-20");
  await setGst(false);
  const billOfSupply = await invoicedStay("103", "2026-10-25", 1, {});
  await setGst(true);
  travelTo("2026-11-02");
  const november = await invoicedStay("103", "2026-11-02", 1, {});
  vi.useRealTimers();
  return { b2b, b2c: [asha, ravi], group, billOfSupply, november };
}

describe("GSTR-1 of a month of the front desk's invoices", () => {
  it("reports each section to the paisa of the invoices, with the documents issued", async () => {
    const month = await october();
    expect(month.billOfSupply.invoiceNumber).toBe("SI/2026-27/0004");
    expect(month.november.invoiceNumber).toBe("SI/2026-27/0005");
    const res = await gstr1("period=2026-10");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    const json = res.json();
    expect(json.gstin).toBe(HOTEL_GSTIN);
    expect(json.fp).toBe("102026");
    expect(Object.keys(json).sort()).toEqual(["b2b", "b2cs", "doc_issue", "fp", "gstin", "hsn"]);

    // B2B: the company's invoice, supplied in Maharashtra (the hotel's state), CGST and SGST by rate.
    const b2b = month.b2b.document;
    expect(b2b.total).toBe("13848.00");
    expect(json.b2b).toEqual([
      {
        ctin: BUYER_GSTIN,
        inv: [
          {
            inum: "SI/2026-27/0001",
            idt: "03-10-2026",
            val: 13848,
            pos: "27",
            rchrg: "N",
            inv_typ: "R",
            itms: [
              { num: 1, itm_det: { rt: 5, txval: 2400, iamt: 0, camt: 60, samt: 60, csamt: 0 } },
              { num: 2, itm_det: { rt: 18, txval: 9600, iamt: 0, camt: 864, samt: 864, csamt: 0 } },
            ],
          },
        ],
      },
    ]);

    // B2C (small): the two stays and the group, summed by rate, intra-state.
    const b2cDocs = month.b2c.map((i) => i.document);
    const b2cs = json.b2cs as (ItemDetails & { sply_ty: string; pos: string; typ: string })[];
    expect(b2cs.map((r) => [r.sply_ty, r.pos, r.typ, r.rt])).toEqual([
      ["INTRA", "27", "OE", 5],
      ["INTRA", "27", "OE", 18],
    ]);
    const group = month.group.invoice;
    const groupTaxable = toPaise(group.subtotal) - toPaise(group.discountAmount);
    expect(paise(b2cs.map((r) => r.txval))).toBe(total(b2cDocs.map((d) => d.taxable)) + groupTaxable);
    expect(paise(b2cs.flatMap((r) => [r.camt, r.samt]))).toBe(
      total(b2cDocs.flatMap((d) => [d.cgst, d.sgst])) + toPaise(group.taxAmount),
    );
    expect(paise(b2cs.map((r) => r.iamt))).toBe(0);
    // The whole return is the month's tax invoices, to the paisa.
    const reported = paise([
      ...json.b2b.flatMap((c: { inv: { val: number }[] }) => c.inv.map((i) => i.val)),
      ...b2cs.flatMap((r) => [r.txval, r.camt, r.samt]),
    ]);
    expect(fromPaise(reported)).toBe(
      fromPaise(total([b2b.total, ...b2cDocs.map((d) => d.total), group.totalAmount])),
    );
    // The 18% row is the laundry alone (every room of the B2C stays is under ₹7,500 a night):
    // ₹60.01 of tax, the odd paisa to SGST.
    expect(b2cs[1]).toMatchObject({ rt: 18, txval: 333.4, camt: 30, samt: 30.01 });
    // 5%: Asha's two nights, Ravi's night and minibar, the group's four room-nights.
    expect(b2cs[0]).toMatchObject({ rt: 5, txval: 12_800 + 7440 + 491 + 11_520 + 14_400 });

    // HSN: split by registered and unregistered recipients, by SAC and rate, no quantity for services.
    const hsnB2b = json.hsn.hsn_b2b as (ItemDetails & {
      hsn_sc: string;
      desc: string;
      uqc: string;
      qty: number;
    })[];
    expect(hsnB2b.map((r) => [r.hsn_sc, r.desc, r.uqc, r.qty, r.rt, r.txval, r.camt, r.samt])).toEqual([
      ["996311", "Hotel accommodation", "NA", 0, 18, 9600, 864, 864],
      ["996332", "Food and beverage", "NA", 0, 5, 2400, 60, 60],
    ]);
    const hsnB2c = json.hsn.hsn_b2c as typeof hsnB2b;
    expect(hsnB2c.map((r) => [r.hsn_sc, r.rt])).toEqual([
      ["996311", 5],
      ["996332", 5],
      ["999712", 18],
    ]);
    expect(paise(hsnB2c.map((r) => r.txval))).toBe(paise(b2cs.map((r) => r.txval)));
    expect(paise(hsnB2c.flatMap((r) => [r.camt, r.samt]))).toBe(paise(b2cs.flatMap((r) => [r.camt, r.samt])));

    // Documents issued: each series' first and last number of the month and how many.
    expect(json.doc_issue).toEqual({
      doc_det: [
        {
          doc_num: 1,
          docs: [
            { num: 1, from: "GI/2026-27/0001", to: "GI/2026-27/0001", totnum: 1, cancel: 0, net_issue: 1 },
            { num: 2, from: "SI/2026-27/0001", to: "SI/2026-27/0003", totnum: 3, cancel: 0, net_issue: 3 },
          ],
        },
      ],
    });

    // November has the one stay invoiced then; September nothing at all.
    const nov = (await gstr1("period=2026-11")).json();
    expect(nov.doc_issue.doc_det[0].docs).toEqual([
      { num: 1, from: "SI/2026-27/0005", to: "SI/2026-27/0005", totnum: 1, cancel: 0, net_issue: 1 },
    ]);
    expect((await gstr1("period=2026-09")).json()).toEqual({ gstin: HOTEL_GSTIN, fp: "092026" });

    // The same over tRPC, for the screen.
    const caller = t.callerFor(await t.createUser("accountant"));
    expect(await caller.gstReturns.gstr1({ period: "2026-10" })).toEqual(json);
  });

  it("answers one section as CSV, with the offline tool's headers and a file name", async () => {
    await october();
    const b2b = await gstr1("period=2026-10&format=csv&section=b2b");
    expect(b2b.statusCode, b2b.body).toBe(200);
    expect(b2b.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(b2b.headers["content-disposition"]).toBe(
      `attachment; filename="GSTR1-102026-b2b.csv"; filename*=UTF-8''GSTR1-102026-b2b.csv`,
    );
    // Issue 28 §1: a file the app sends is never sniffed, nor run as a page.
    expect(b2b.headers["x-content-type-options"]).toBe("nosniff");
    expect(b2b.headers["content-security-policy"]).toBe("sandbox");
    expect(rows(b2b.body)).toEqual([
      "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount",
      `${BUYER_GSTIN},Karnataka Tours,SI/2026-27/0001,03-Oct-2026,13848.00,27-Maharashtra,N,,Regular B2B,,5,2400.00,0.00,0.00,60.00,60.00`,
      `${BUYER_GSTIN},Karnataka Tours,SI/2026-27/0001,03-Oct-2026,13848.00,27-Maharashtra,N,,Regular B2B,,18,9600.00,0.00,0.00,864.00,864.00`,
    ]);

    const b2cs = rows((await gstr1("period=2026-10&format=csv&section=b2cs")).body);
    expect(b2cs[0]).toBe(
      "Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount",
    );
    expect(b2cs.slice(1).map((row) => row.split(",").slice(0, 4))).toEqual([
      ["OE", "27-Maharashtra", "", "5"],
      ["OE", "27-Maharashtra", "", "18"],
    ]);

    const hsn = await gstr1("period=2026-10&format=csv&section=hsn_b2c");
    expect(hsn.headers["content-disposition"]).toBe(
      `attachment; filename="GSTR1-102026-hsn_b2c.csv"; filename*=UTF-8''GSTR1-102026-hsn_b2c.csv`,
    );
    const hsnRows = rows(hsn.body);
    expect(hsnRows[0]).toBe(
      "HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount",
    );
    expect(hsnRows.slice(1).map((row) => row.split(",").slice(0, 3))).toEqual([
      ["996311", "Hotel accommodation", "NA"],
      ["996332", "Food and beverage", "NA"],
      ["999712", "Laundry", "NA"],
    ]);

    expect(rows((await gstr1("period=2026-10&format=csv&section=doc_issue")).body)).toEqual([
      "Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled",
      "Invoices for outward supply,GI/2026-27/0001,GI/2026-27/0001,1,0",
      "Invoices for outward supply,SI/2026-27/0001,SI/2026-27/0003,3,0",
    ]);
    // A section the month has nothing in is its header alone.
    expect(rows((await gstr1("period=2026-10&format=csv&section=cdnr")).body)).toHaveLength(1);
    expect((await gstr1("period=2026-09&format=csv&section=b2cl")).body).toBe(
      "Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN,Integrated Tax Amount\r\n",
    );
    // The screen's CSV over tRPC is the same file.
    const caller = t.callerFor(await t.createUser("manager"));
    expect(await caller.gstReturns.gstr1Csv({ period: "2026-10", section: "b2b" })).toEqual({
      fileName: "GSTR1-102026-b2b.csv",
      csv: b2b.body,
    });
  });

  it("keeps a group invoice's figures when GST is switched off and on after it, and refuses one its stays no longer match", async () => {
    await setGst(true);
    travelTo("2026-10-12");
    const group = await groupInvoice("2026-10-12");
    // Switching GST off re-bills the group's stays (not invoiced one by one): the invoice stands.
    await setGst(false);
    await setGst(true);
    vi.useRealTimers();
    const json = (await gstr1("period=2026-10")).json();
    expect(paise(json.b2cs.flatMap((r: ItemDetails) => [r.txval, r.camt, r.samt]))).toBe(
      toPaise(group.invoice.totalAmount),
    );

    const member = group.members[0]?.id ?? "";
    await t.database.db
      .updateTable("bookings")
      .set({ totalAmount: "1.00" })
      .where("id", "=", member)
      .execute();
    const refused = await gstr1("period=2026-10");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^Group invoice GI\/2026-27\/0001 states ₹\d+\.\d\d taxable and ₹\d+\.\d\d GST, but its stays now bill ₹\d+\.\d\d and ₹\d+\.\d\d; correct the stays before filing GSTR-1$/,
    );
  });
});

describe("several group invoices in a month", () => {
  it("reads each group's stays as its own invoice billed them, a bill of supply between tax invoices", async () => {
    await setGst(true);
    travelTo("2026-10-05");
    const first = await groupInvoice("2026-10-05");
    await setGst(false);
    travelTo("2026-10-09");
    const billOfSupply = await groupInvoice("2026-10-09");
    await setGst(true);
    const beforeLast = await counter.statementsOf(() => gstr1("period=2026-10"));
    travelTo("2026-10-13");
    const last = await groupInvoice("2026-10-13", 3);
    vi.useRealTimers();
    // One more invoice in the month, not one more statement.
    expect(await counter.statementsOf(() => gstr1("period=2026-10"))).toBe(beforeLast);
    expect(toPaise(billOfSupply.invoice.taxAmount)).toBe(0);
    expect(toPaise(first.invoice.taxAmount)).toBeGreaterThan(0);
    expect(last.invoice.totalAmount).not.toBe(first.invoice.totalAmount);
    const res = await gstr1("period=2026-10");
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json();
    // Both tax invoices, each matched against its own stays; the bill of supply is not in the return.
    expect(paise(json.b2cs.flatMap((r: ItemDetails) => [r.txval, r.camt, r.samt]))).toBe(
      toPaise(first.invoice.totalAmount) + toPaise(last.invoice.totalAmount),
    );
  });
});

describe("what the return refuses", () => {
  it("refuses a period that is not a month, or has not begun, and a CSV without a section (400)", async () => {
    await setGst(true);
    for (const [query, message] of [
      ["", "Period must be a month from 2017-07 to 2100-12 (yyyy-MM)"],
      ["period=2026-13", "Period must be a month from 2017-07 to 2100-12 (yyyy-MM)"],
      ["period=10-2026", "Period must be a month from 2017-07 to 2100-12 (yyyy-MM)"],
      ["period=2017-06", "Period must be a month from 2017-07 to 2100-12 (yyyy-MM)"],
      ["period=2026-10&format=xml", "Format must be json or csv"],
      [
        "period=2026-10&format=csv",
        "A CSV is one section: one of b2b, b2cl, b2cs, cdnr, cdnur, nil, hsn_b2b, hsn_b2c, doc_issue",
      ],
      [
        "period=2026-10&format=csv&section=hsn",
        "Section must be one of b2b, b2cl, b2cs, cdnr, cdnur, nil, hsn_b2b, hsn_b2c, doc_issue",
      ],
    ] as const) {
      const res = await gstr1(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    travelTo("2026-10-31");
    const future = await gstr1("period=2026-11");
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(
      "November 2026 has not begun: GSTR-1 is filed for a month up to October 2026",
    );
    expect((await gstr1("period=2026-10")).statusCode).toBe(200);
  });

  it("refuses while GST is not enabled or the hotel has no GSTIN (409)", async () => {
    const message = "Set the hotel's GSTIN in Settings → Tax (with GST enabled) before filing GSTR-1";
    for (const query of ["period=2026-10", "period=2026-10&format=csv&section=b2b"]) {
      const res = await gstr1(query);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    }
    await setGst(false);
    expect((await gstr1("period=2026-10")).json().message).toBe(message);
  });

  it("is for those who read the books: the front desk is refused (403)", async () => {
    await setGst(true);
    const deskCookie = await t.login(desk.username, "password-front_desk-1");
    const refused = await gstr1("period=2026-10", deskCookie);
    expect(refused.statusCode).toBe(403);
    expect((await gstr1("period=nonsense&format=csv", deskCookie)).statusCode).toBe(403);
    await expect(t.callerFor(desk).gstReturns.gstr1({ period: "2026-10" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    for (const role of ["admin", "manager", "accountant"] as const) {
      const user = await t.createUser(role);
      const cookie = await t.login(user.username, `password-${role}-1`);
      expect((await gstr1("period=2026-10", cookie)).statusCode, role).toBe(200);
    }
  });
});
