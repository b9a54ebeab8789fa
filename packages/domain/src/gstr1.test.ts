import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  b2clLimit,
  buildGstr1,
  type Gstr1Document,
  type Gstr1Line,
  gstr1Csv,
  gstr1QueryInput,
} from "./gstr1";
import { toPaise } from "./money";

const HOTEL = "27AAPFU0939F1ZV"; // Maharashtra
const KARNATAKA_TOURS = "29AABCR1718E1ZL";
const GUJARAT_TRADERS = "24AANFA2641L1ZF";

const line = (
  fields: Partial<Gstr1Line> & Pick<Gstr1Line, "hsn" | "description" | "taxable" | "rate">,
): Gstr1Line => ({
  unit: "NOS",
  quantity: 0,
  igst: 0,
  cgst: 0,
  sgst: 0,
  cess: 0,
  ...fields,
});
const doc = (
  fields: Partial<Gstr1Document> & Pick<Gstr1Document, "number" | "date" | "lines">,
): Gstr1Document => ({
  kind: "invoice",
  recipientGstin: null,
  recipientName: "Walk-in",
  placeOfSupply: "27",
  reverseCharge: false,
  original: null,
  ...fields,
});

/** A month of a hotel in Maharashtra with something for every section; amounts worked out by hand below. */
const JULY: Gstr1Document[] = [
  // A stay of a guest without GSTIN: 2 nights of ₹6,400 at 5% → b2cs, intra.
  doc({
    number: "SI/2026-27/0101",
    date: "2026-07-02",
    recipientName: "Asha Rao",
    lines: [
      line({
        hsn: "996311",
        description: "Room, 2 nights",
        quantity: 2000,
        taxable: 12_800_00,
        rate: 5,
        cgst: 320_00,
        sgst: 320_00,
      }),
    ],
  }),
  // A company registered in Karnataka stays here: still supplied in Maharashtra (s.12(3)) → b2b, CGST + SGST.
  doc({
    number: "SI/2026-27/0102",
    date: "2026-07-03",
    recipientGstin: KARNATAKA_TOURS,
    recipientName: "Karnataka Tours, Bengaluru",
    lines: [
      line({
        hsn: "996311",
        description: "Room, 1 night",
        quantity: 1000,
        taxable: 8000_00,
        rate: 18,
        cgst: 720_00,
        sgst: 720_00,
      }),
      line({
        hsn: "996332",
        description: "Dinner",
        quantity: 2000,
        taxable: 2400_00,
        rate: 5,
        cgst: 60_00,
        sgst: 60_00,
      }),
    ],
  }),
  // Goods to a registered buyer in Gujarat: IGST; the vegetables are nil-rated → b2b (5% only) and nil.
  doc({
    number: "INV/2026-27/0001",
    date: "2026-07-10",
    recipientGstin: GUJARAT_TRADERS,
    recipientName: "Gujarat Traders",
    placeOfSupply: "24",
    lines: [
      line({
        hsn: "1006",
        description: "Rice",
        unit: "KGS",
        quantity: 50_000,
        taxable: 4000_00,
        rate: 5,
        igst: 200_00,
      }),
      line({
        hsn: "0702",
        description: "Fresh vegetables",
        unit: "KGS",
        quantity: 10_000,
        taxable: 400_00,
        rate: 0,
      }),
    ],
  }),
  // ₹1,41,600 to an unregistered buyer in Karnataka: above ₹1,00,000 → b2cl.
  doc({
    number: "INV/2026-27/0002",
    date: "2026-07-12",
    recipientName: "Meera Shah",
    placeOfSupply: "29",
    lines: [
      line({
        hsn: "4602",
        description: "Handicraft",
        quantity: 3000,
        taxable: 1_20_000_00,
        rate: 18,
        igst: 21_600_00,
      }),
    ],
  }),
  // A small inter-state sale to Delhi → b2cs, inter. Number 0003 was a draft, deleted: not a document.
  doc({
    number: "INV/2026-27/0004",
    date: "2026-07-15",
    placeOfSupply: "07",
    lines: [
      line({ hsn: "6302", description: "Towels", quantity: 2000, taxable: 1000_00, rate: 5, igst: 50_00 }),
    ],
  }),
  // Credit notes: to the registered company → cdnr; against the B2C large invoice → cdnur; to the guest → b2cs.
  doc({
    kind: "credit_note",
    number: "CN/2026-27/0001",
    date: "2026-07-20",
    recipientGstin: KARNATAKA_TOURS,
    recipientName: "Karnataka Tours, Bengaluru",
    lines: [
      line({ hsn: "996332", description: "Dinner", taxable: 400_00, rate: 5, cgst: 10_00, sgst: 10_00 }),
    ],
    original: { number: "SI/2026-27/0102", date: "2026-07-03", value: 11_960_00 },
  }),
  doc({
    kind: "credit_note",
    number: "CN/2026-27/0002",
    date: "2026-07-25",
    recipientName: "Meera Shah",
    placeOfSupply: "29",
    lines: [
      line({
        hsn: "4602",
        description: "Handicraft",
        quantity: 1000,
        taxable: 40_000_00,
        rate: 18,
        igst: 7200_00,
      }),
    ],
    original: { number: "INV/2026-27/0002", date: "2026-07-12", value: 1_41_600_00 },
  }),
  doc({
    kind: "credit_note",
    number: "CN/2026-27/0003",
    date: "2026-07-28",
    recipientName: "Asha Rao",
    lines: [
      line({
        hsn: "996311",
        description: "Room, 1 night",
        quantity: 1000,
        taxable: 6400_00,
        rate: 5,
        cgst: 160_00,
        sgst: 160_00,
      }),
    ],
    original: { number: "SI/2026-27/0101", date: "2026-07-02", value: 13_440_00 },
  }),
];

const month = { gstin: HOTEL, period: "2026-07", documents: JULY };
const details = (rt: number, txval: number, taxes: { iamt?: number; camt?: number; samt?: number } = {}) => ({
  rt,
  txval,
  iamt: 0,
  camt: 0,
  samt: 0,
  csamt: 0,
  ...taxes,
});
const hsnRow = (
  num: number,
  hsn_sc: string,
  desc: string,
  uqc: string,
  qty: number,
  rest: ReturnType<typeof details>,
) => ({
  num,
  hsn_sc,
  desc,
  uqc,
  qty,
  ...rest,
});

describe("GSTR-1", () => {
  it("lays out a month in the portal's JSON, every section checked by hand", () => {
    expect(buildGstr1(month)).toEqual({
      gstin: HOTEL,
      fp: "072026",
      b2b: [
        {
          ctin: GUJARAT_TRADERS,
          inv: [
            {
              inum: "INV/2026-27/0001",
              idt: "10-07-2026",
              val: 4600,
              pos: "24",
              rchrg: "N",
              inv_typ: "R",
              itms: [{ num: 1, itm_det: details(5, 4000, { iamt: 200 }) }],
            },
          ],
        },
        {
          ctin: KARNATAKA_TOURS,
          inv: [
            {
              inum: "SI/2026-27/0102",
              idt: "03-07-2026",
              val: 11_960,
              pos: "27",
              rchrg: "N",
              inv_typ: "R",
              itms: [
                { num: 1, itm_det: details(5, 2400, { camt: 60, samt: 60 }) },
                { num: 2, itm_det: details(18, 8000, { camt: 720, samt: 720 }) },
              ],
            },
          ],
        },
      ],
      b2cl: [
        {
          pos: "29",
          inv: [
            {
              inum: "INV/2026-27/0002",
              idt: "12-07-2026",
              val: 141_600,
              itms: [{ num: 1, itm_det: { rt: 18, txval: 120_000, iamt: 21_600, csamt: 0 } }],
            },
          ],
        },
      ],
      b2cs: [
        { sply_ty: "INTER", pos: "07", typ: "OE", ...details(5, 1000, { iamt: 50 }) },
        // ₹12,800 invoiced less ₹6,400 credited.
        { sply_ty: "INTRA", pos: "27", typ: "OE", ...details(5, 6400, { camt: 160, samt: 160 }) },
      ],
      cdnr: [
        {
          ctin: KARNATAKA_TOURS,
          nt: [
            {
              ntty: "C",
              nt_num: "CN/2026-27/0001",
              nt_dt: "20-07-2026",
              val: 420,
              pos: "27",
              rchrg: "N",
              inv_typ: "R",
              itms: [{ num: 1, itm_det: details(5, 400, { camt: 10, samt: 10 }) }],
            },
          ],
        },
      ],
      cdnur: [
        {
          ntty: "C",
          nt_num: "CN/2026-27/0002",
          nt_dt: "25-07-2026",
          val: 47_200,
          typ: "B2CL",
          pos: "29",
          itms: [{ num: 1, itm_det: { rt: 18, txval: 40_000, iamt: 7200, csamt: 0 } }],
        },
      ],
      nil: { inv: [{ sply_ty: "INTRB2B", nil_amt: 400, expt_amt: 0, ngsup_amt: 0 }] },
      hsn: {
        hsn_b2b: [
          hsnRow(1, "0702", "Fresh vegetables", "KGS", 10, details(0, 400)),
          hsnRow(2, "1006", "Rice", "KGS", 50, details(5, 4000, { iamt: 200 })),
          // Services have no unit or quantity in the summary.
          hsnRow(3, "996311", "Room, 1 night", "NA", 0, details(18, 8000, { camt: 720, samt: 720 })),
          hsnRow(4, "996332", "Dinner", "NA", 0, details(5, 2000, { camt: 50, samt: 50 })),
        ],
        hsn_b2c: [
          hsnRow(1, "4602", "Handicraft", "NOS", 2, details(18, 80_000, { iamt: 14_400 })),
          hsnRow(2, "6302", "Towels", "NOS", 2, details(5, 1000, { iamt: 50 })),
          hsnRow(3, "996311", "Room, 2 nights", "NA", 0, details(5, 6400, { camt: 160, samt: 160 })),
        ],
      },
      doc_issue: {
        doc_det: [
          {
            doc_num: 1,
            docs: [
              {
                num: 1,
                from: "INV/2026-27/0001",
                to: "INV/2026-27/0004",
                totnum: 3,
                cancel: 0,
                net_issue: 3,
              },
              { num: 2, from: "SI/2026-27/0101", to: "SI/2026-27/0102", totnum: 2, cancel: 0, net_issue: 2 },
            ],
          },
          {
            doc_num: 5,
            docs: [
              { num: 1, from: "CN/2026-27/0001", to: "CN/2026-27/0003", totnum: 3, cancel: 0, net_issue: 3 },
            ],
          },
        ],
      },
    });
  });

  it("writes each section as CSV with the offline tool's columns and the tax amounts", () => {
    expect(gstr1Csv(month, "b2b").split("\r\n")).toEqual([
      "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount",
      "24AANFA2641L1ZF,Gujarat Traders,INV/2026-27/0001,10-Jul-2026,4600.00,24-Gujarat,N,,Regular B2B,,5,4000.00,0.00,200.00,0.00,0.00",
      '29AABCR1718E1ZL,"Karnataka Tours, Bengaluru",SI/2026-27/0102,03-Jul-2026,11960.00,27-Maharashtra,N,,Regular B2B,,5,2400.00,0.00,0.00,60.00,60.00',
      '29AABCR1718E1ZL,"Karnataka Tours, Bengaluru",SI/2026-27/0102,03-Jul-2026,11960.00,27-Maharashtra,N,,Regular B2B,,18,8000.00,0.00,0.00,720.00,720.00',
      "",
    ]);
    expect(gstr1Csv(month, "b2cl").split("\r\n")[1]).toBe(
      "INV/2026-27/0002,12-Jul-2026,141600.00,29-Karnataka,,18,120000.00,0.00,,21600.00",
    );
    expect(gstr1Csv(month, "b2cs").split("\r\n").slice(1, 3)).toEqual([
      "OE,07-Delhi,,5,1000.00,0.00,,50.00,0.00,0.00",
      "OE,27-Maharashtra,,5,6400.00,0.00,,0.00,160.00,160.00",
    ]);
    expect(gstr1Csv(month, "cdnr").split("\r\n")[1]).toBe(
      '29AABCR1718E1ZL,"Karnataka Tours, Bengaluru",CN/2026-27/0001,20-Jul-2026,C,27-Maharashtra,N,Regular B2B,420.00,,5,400.00,0.00,0.00,10.00,10.00',
    );
    expect(gstr1Csv(month, "cdnur").split("\r\n")[1]).toBe(
      "B2CL,CN/2026-27/0002,25-Jul-2026,C,29-Karnataka,47200.00,,18,40000.00,0.00,7200.00",
    );
    expect(gstr1Csv(month, "nil")).toBe(
      "Description,Nil Rated Supplies,Exempted(other than nil rated/non GST supply),Non-GST Supplies\r\n" +
        "Inter-State supplies to registered persons,400.00,0.00,0.00\r\n",
    );
    expect(gstr1Csv(month, "hsn_b2c").split("\r\n").slice(0, 2)).toEqual([
      "HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount",
      "4602,Handicraft,NOS,2.000,94400.00,18,80000.00,14400.00,0.00,0.00,0.00",
    ]);
    expect(gstr1Csv(month, "hsn_b2b").split("\r\n")).toHaveLength(6);
    expect(gstr1Csv(month, "doc_issue")).toBe(
      "Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled\r\n" +
        "Invoices for outward supply,INV/2026-27/0001,INV/2026-27/0004,3,0\r\n" +
        "Invoices for outward supply,SI/2026-27/0101,SI/2026-27/0102,2,0\r\n" +
        "Credit Note,CN/2026-27/0001,CN/2026-27/0003,3,0\r\n",
    );
  });

  it("reports B2C large above the limit of the period: ₹2,50,000 until July 2024, ₹1,00,000 since", () => {
    expect(b2clLimit("2024-07")).toBe(2_50_000_00);
    expect(b2clLimit("2024-08")).toBe(1_00_000_00);
    expect(b2clLimit("2017-07")).toBe(2_50_000_00);
    const sale = (date: string, taxable: number) =>
      doc({
        number: "INV1",
        date,
        placeOfSupply: "29",
        lines: [
          line({
            hsn: "4602",
            description: "Craft",
            quantity: 1000,
            taxable,
            rate: 18,
            igst: Math.round(taxable * 0.18),
          }),
        ],
      });
    const sections = (period: string, taxable: number) =>
      Object.keys(buildGstr1({ gstin: HOTEL, period, documents: [sale(`${period}-10`, taxable)] }));
    // ₹1,50,000 and its tax: B2C (others) in July 2024, B2C (large) in August.
    expect(sections("2024-07", 1_50_000_00)).toContain("b2cs");
    expect(sections("2024-08", 1_50_000_00)).toContain("b2cl");
    // ₹84,745.76 and ₹15,254.24 of tax is exactly ₹1,00,000: not above it. An intra-state sale never is.
    expect(sections("2024-08", 84_745_76)).toContain("b2cs");
    expect(sections("2024-08", 84_745_77)).toContain("b2cl");
    expect(
      Object.keys(
        buildGstr1({
          gstin: HOTEL,
          period: "2024-08",
          documents: [{ ...sale("2024-08-10", 5_00_000_00), placeOfSupply: "27" }],
        }),
      ),
    ).toContain("b2cs");
  });

  it("nets an invoice cancelled by a credit note in the same month to nothing in the sums", () => {
    const sold = doc({
      number: "SI/1",
      date: "2026-07-01",
      lines: [
        line({
          hsn: "996311",
          description: "Room",
          quantity: 1000,
          taxable: 5000_00,
          rate: 5,
          cgst: 125_00,
          sgst: 125_00,
        }),
      ],
    });
    const credited = {
      ...sold,
      kind: "credit_note" as const,
      number: "CN/1",
      date: "2026-07-02",
      original: { number: "SI/1", date: "2026-07-01", value: 5250_00 },
    };
    expect(buildGstr1({ gstin: HOTEL, period: "2026-07", documents: [sold, credited] })).toEqual({
      gstin: HOTEL,
      fp: "072026",
      doc_issue: {
        doc_det: [
          { doc_num: 1, docs: [{ num: 1, from: "SI/1", to: "SI/1", totnum: 1, cancel: 0, net_issue: 1 }] },
          { doc_num: 5, docs: [{ num: 1, from: "CN/1", to: "CN/1", totnum: 1, cancel: 0, net_issue: 1 }] },
        ],
      },
    });
    expect(buildGstr1({ gstin: HOTEL, period: "2026-08", documents: [] })).toEqual({
      gstin: HOTEL,
      fp: "082026",
    });
  });

  it("counts each series by its serial numbers, not their text", () => {
    const sale = (number: string) =>
      doc({
        number,
        date: "2026-07-01",
        lines: [line({ hsn: "996311", description: "Room", taxable: 100, rate: 5 })],
      });
    const issued = buildGstr1({
      gstin: HOTEL,
      period: "2026-07",
      documents: ["INV/10", "INV/9", "A-1", "INV/11", "CASH"].map(sale),
    }).doc_issue;
    expect(issued?.doc_det[0]?.docs).toEqual([
      { num: 1, from: "A-1", to: "A-1", totnum: 1, cancel: 0, net_issue: 1 },
      { num: 2, from: "CASH", to: "CASH", totnum: 1, cancel: 0, net_issue: 1 },
      { num: 3, from: "INV/9", to: "INV/11", totnum: 3, cancel: 0, net_issue: 3 },
    ]);
  });

  it("counts the invoices issued and, among them, those cancelled since", () => {
    const sale = (number: string, cancelled: boolean) =>
      doc({
        number,
        date: "2026-07-01",
        cancelled,
        lines: [line({ hsn: "996311", description: "Room", taxable: 100, rate: 5 })],
      });
    const month = {
      gstin: HOTEL,
      period: "2026-07",
      documents: [
        sale("IN/2026-27/0001", false),
        sale("IN/2026-27/0002", true),
        sale("IN/2026-27/0003", false),
      ],
    };
    // Three issued, one of them cancelled: two net.
    expect(buildGstr1(month).doc_issue?.doc_det).toEqual([
      {
        doc_num: 1,
        docs: [
          { num: 1, from: "IN/2026-27/0001", to: "IN/2026-27/0003", totnum: 3, cancel: 1, net_issue: 2 },
        ],
      },
    ]);
    expect(gstr1Csv(month, "doc_issue")).toBe(
      "Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled\r\n" +
        "Invoices for outward supply,IN/2026-27/0001,IN/2026-27/0003,3,1\r\n",
    );
  });

  it("refuses a document outside the period, an unknown place of supply or a GSTIN without a state", () => {
    const july = JULY[0] as Gstr1Document;
    expect(() => buildGstr1({ ...month, period: "2026-08" })).toThrow(
      "SI/2026-27/0101 is dated 2026-07-02, outside 2026-08",
    );
    expect(() => buildGstr1({ ...month, documents: [{ ...july, placeOfSupply: "99" }] })).toThrow(RangeError);
    expect(() => buildGstr1({ ...month, gstin: "00AAPFU0939F1ZV" })).toThrow(RangeError);
    expect(() => buildGstr1({ ...month, period: "2026-7" })).toThrow(RangeError);
  });

  const arbitraryDocument = fc
    .record({
      kind: fc.constantFrom("invoice" as const, "credit_note" as const),
      registered: fc.boolean(),
      placeOfSupply: fc.constantFrom("27", "29", "07"),
      day: fc.integer({ min: 1, max: 31 }),
      lines: fc.array(
        fc.record({
          hsn: fc.constantFrom("996311", "996332", "1006", "4602"),
          taxable: fc.integer({ min: 0, max: 3_00_000_00 }),
          rate: fc.constantFrom(0 as const, 5 as const, 18 as const, 40 as const),
          quantity: fc.integer({ min: 0, max: 100_000 }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      originalValue: fc.integer({ min: 0, max: 5_00_000_00 }),
    })
    .map((d): Gstr1Document => {
      const tax = (taxable: number, rate: number) => Math.round((taxable * rate) / 100);
      return doc({
        kind: d.kind,
        number: d.kind === "invoice" ? "INV/" : "CN/",
        date: `2026-07-${String(d.day).padStart(2, "0")}`,
        recipientGstin: d.registered ? KARNATAKA_TOURS : null,
        placeOfSupply: d.placeOfSupply,
        lines: d.lines.map((l) => {
          const t = tax(l.taxable, l.rate);
          const halves = { cgst: Math.floor(t / 2), sgst: t - Math.floor(t / 2) };
          return line({ ...l, description: l.hsn, ...(d.placeOfSupply === "27" ? halves : { igst: t }) });
        }),
        original:
          d.kind === "credit_note" ? { number: "INV/0", date: "2026-06-30", value: d.originalValue } : null,
      });
    });

  it("reconciles its sections with the HSN summary, to the paisa (property)", () => {
    fc.assert(
      fc.property(fc.array(arbitraryDocument, { maxLength: 25 }), (documents) => {
        const numbered = documents.map((d, i) => ({ ...d, number: `${d.number}${i + 1}` }));
        const json = buildGstr1({ gstin: HOTEL, period: "2026-07", documents: numbered });
        type Taxes = { txval: number; iamt: number; camt?: number; samt?: number };
        const paise = (rows: Taxes[], sign = 1) =>
          rows.reduce(
            (acc, r) => ({
              txval: acc.txval + sign * toPaise(String(r.txval)),
              tax:
                acc.tax +
                sign *
                  (toPaise(String(r.iamt)) + toPaise(String(r.camt ?? 0)) + toPaise(String(r.samt ?? 0))),
            }),
            { txval: 0, tax: 0 },
          );
        const sections = [
          paise((json.b2b ?? []).flatMap((c) => c.inv.flatMap((inv) => inv.itms.map((it) => it.itm_det)))),
          paise((json.b2cl ?? []).flatMap((p) => p.inv.flatMap((inv) => inv.itms.map((it) => it.itm_det)))),
          paise(json.b2cs ?? []),
          paise(
            (json.cdnr ?? []).flatMap((c) => c.nt.flatMap((nt) => nt.itms.map((it) => it.itm_det))),
            -1,
          ),
          paise(
            (json.cdnur ?? []).flatMap((nt) => nt.itms.map((it) => it.itm_det)),
            -1,
          ),
          paise((json.nil?.inv ?? []).map((n) => ({ txval: n.nil_amt, iamt: 0 }))),
        ];
        const hsn = paise([...(json.hsn?.hsn_b2b ?? []), ...(json.hsn?.hsn_b2c ?? [])]);
        expect(sections.reduce((a, b) => ({ txval: a.txval + b.txval, tax: a.tax + b.tax }))).toEqual(hsn);
        const signed = documents.reduce(
          (acc, d) => acc + (d.kind === "invoice" ? 1 : -1) * d.lines.reduce((s, l) => s + l.taxable, 0),
          0,
        );
        expect(hsn.txval).toBe(signed);
      }),
    );
  });

  it("turns paise into the portal's rupees exactly (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 99_999_999_999_99 }), { minLength: 1, maxLength: 20 }),
        (amounts) => {
          const documents = amounts.map((taxable, i) =>
            doc({
              number: `SI/${i + 1}`,
              date: "2026-07-01",
              lines: [line({ hsn: "996311", description: "Room", taxable, rate: 18 })],
            }),
          );
          const json = buildGstr1({ gstin: HOTEL, period: "2026-07", documents });
          const txval = json.b2cs?.[0]?.txval ?? Number.NaN;
          expect(toPaise(String(txval))).toBe(amounts.reduce((a, b) => a + b, 0));
          expect(String(txval)).toMatch(/^\d+(\.\d{1,2})?$/);
        },
      ),
    );
  });
});

describe("GSTR-1 query", () => {
  it("takes a month since GST began, and a section for CSV", () => {
    expect(gstr1QueryInput.parse({ period: "2026-07" })).toEqual({ period: "2026-07", format: "json" });
    expect(gstr1QueryInput.parse({ period: "2026-07", format: "csv", section: "hsn_b2c" }).section).toBe(
      "hsn_b2c",
    );
    for (const period of ["2017-06", "2026-13", "2026-7", "2101-01", "", "July"]) {
      expect(gstr1QueryInput.safeParse({ period }).error?.issues[0]?.message).toBe(
        "Period must be a month from 2017-07 to 2100-12 (yyyy-MM)",
      );
    }
    expect(gstr1QueryInput.safeParse({ period: "2026-07", format: "csv" }).error?.issues[0]?.message).toBe(
      "A CSV is one section: one of b2b, b2cl, b2cs, cdnr, cdnur, nil, hsn_b2b, hsn_b2c, doc_issue",
    );
  });
});
