import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHARGE_CATEGORIES, CHARGE_CATEGORY_DEFAULTS, ROOM_SAC } from "./folio";
import { postingLinesError } from "./ledger";
import { PAYMENT_METHODS } from "./payment";
import {
  type AutoPostingLine,
  expenseLines,
  guestMoneyLines,
  invoiceLines,
  revenueLinesOfDocument,
  revenueRoleOfCharge,
  stayAlreadyRecognised,
} from "./postings";

const roleOf = (l: AutoPostingLine) => ("role" in l.account ? l.account.role : l.account.accountId);
const summary = (lines: AutoPostingLine[] | null) =>
  lines?.map((l) => [roleOf(l), l.debit > 0 ? "Dr" : "Cr", l.debit || l.credit]);

describe("the hotel's postings", () => {
  it("a payment debits the money account of its method and credits guest advances; a refund the reverse", () => {
    expect(summary(guestMoneyLines({ kind: "payment", method: "cash", amount: 500_00 }))).toEqual([
      ["cash", "Dr", 500_00],
      ["guest_advances", "Cr", 500_00],
    ]);
    expect(summary(guestMoneyLines({ kind: "payment", method: "card", amount: 1 }))?.[0]?.[0]).toBe(
      "card_clearing",
    );
    expect(summary(guestMoneyLines({ kind: "payment", method: "upi", amount: 1 }))?.[0]?.[0]).toBe(
      "upi_clearing",
    );
    expect(summary(guestMoneyLines({ kind: "refund", method: "bank_transfer", amount: 200_00 }))).toEqual([
      ["guest_advances", "Dr", 200_00],
      ["bank", "Cr", 200_00],
    ]);
    expect(() => guestMoneyLines({ kind: "payment", method: "cash", amount: 0 })).toThrow(RangeError);
  });

  it("an invoice credits room, food and other revenue by SAC and CGST/SGST output against guest advances", () => {
    const lines = invoiceLines([
      { sac: ROOM_SAC, taxable: 6_400_00, cgst: 160_00, sgst: 160_00 },
      { sac: "996332", taxable: 450_00, cgst: 11_25, sgst: 11_25 },
      { sac: "999712", taxable: 300_00, cgst: 27_00, sgst: 27_00 },
      { sac: ROOM_SAC, taxable: 800_00, cgst: 20_00, sgst: 20_00 },
    ]);
    expect(summary(lines)).toEqual([
      ["guest_advances", "Dr", 8_386_50],
      ["room_revenue", "Cr", 7_200_00],
      ["food_revenue", "Cr", 450_00],
      ["other_revenue", "Cr", 300_00],
      ["cgst_output", "Cr", 218_25],
      ["sgst_output", "Cr", 218_25],
    ]);
    // A bill of supply: no tax lines; a complimentary stay: nothing to post.
    expect(summary(invoiceLines([{ sac: ROOM_SAC, taxable: 100, cgst: 0, sgst: 0 }]))).toEqual([
      ["guest_advances", "Dr", 100],
      ["room_revenue", "Cr", 100],
    ]);
    expect(invoiceLines([{ sac: ROOM_SAC, taxable: 0, cgst: 0, sgst: 0 }])).toBeNull();
  });

  it("maps each charge category to its revenue account: fees and extra beds follow the room", () => {
    const roles = Object.fromEntries(CHARGE_CATEGORIES.map((c) => [c, revenueRoleOfCharge(c)]));
    expect(roles).toEqual({
      food_beverage: "food_revenue",
      minibar: "food_revenue",
      laundry: "other_revenue",
      other: "other_revenue",
      extra_bed: "room_revenue",
      late_checkout: "room_revenue",
      cancellation_fee: "room_revenue",
      no_show_fee: "room_revenue",
    });
  });

  it("reads an issued document's lines in paise", () => {
    expect(
      revenueLinesOfDocument({
        lines: [
          {
            description: "Room",
            sac: ROOM_SAC,
            quantity: 2,
            taxable: "6400.00",
            rates: [5],
            cgst: "160.00",
            sgst: "160.01",
            total: "6720.01",
          },
        ],
      }),
    ).toEqual([{ sac: ROOM_SAC, taxable: 6_400_00, cgst: 160_00, sgst: 160_01 }]);
  });

  it("an expense debits its category's account against cash, or the bank for UPI, card and transfers", () => {
    expect(summary(expenseLines({ expenseAccountId: "acc-6200", method: "cash", amount: 99 }))).toEqual([
      ["acc-6200", "Dr", 99],
      ["cash", "Cr", 99],
    ]);
    for (const method of ["upi", "card", "bank_transfer"] as const) {
      expect(summary(expenseLines({ expenseAccountId: "a", method, amount: 1 }))?.[1]?.[0]).toBe("bank");
    }
  });

  it("a group member's stay is recognised by the first invoice that bills it, and only once", () => {
    const at = (n: number) => new Date(Date.UTC(2026, 10, n));
    const cases = [
      { stayInvoicedAt: null, groupInvoicedAt: at(2) },
      { stayInvoicedAt: at(1), groupInvoicedAt: at(2) },
      { stayInvoicedAt: at(3), groupInvoicedAt: at(2) },
      { stayInvoicedAt: at(2), groupInvoicedAt: at(2) },
      { stayInvoicedAt: at(1), groupInvoicedAt: null },
    ];
    for (const c of cases) {
      const byStay = c.stayInvoicedAt && !stayAlreadyRecognised({ ...c, posting: "stay_invoice" });
      const byGroup = c.groupInvoicedAt && !stayAlreadyRecognised({ ...c, posting: "group_invoice" });
      expect([byStay, byGroup].filter(Boolean)).toHaveLength(1);
    }
    expect(
      stayAlreadyRecognised({ stayInvoicedAt: null, groupInvoicedAt: at(2), posting: "group_invoice" }),
    ).toBe(false);
    expect(
      stayAlreadyRecognised({ stayInvoicedAt: at(3), groupInvoicedAt: at(2), posting: "stay_invoice" }),
    ).toBe(true);
  });

  it("every posting balances (property)", () => {
    const amount = fc.integer({ min: 1, max: 10_000_000_00 });
    const sac = fc.constantFrom(...CHARGE_CATEGORIES.map((c) => CHARGE_CATEGORY_DEFAULTS[c].sac), ROOM_SAC);
    fc.assert(
      fc.property(
        fc.constantFrom("payment" as const, "refund" as const),
        fc.constantFrom(...PAYMENT_METHODS),
        amount,
        fc.array(
          fc.record({
            sac,
            taxable: fc.integer({ min: 0, max: 100_000_000 }),
            cgst: fc.integer({ min: 0, max: 10_000_000 }),
            sgst: fc.integer({ min: 0, max: 10_000_000 }),
          }),
          { maxLength: 30 },
        ),
        (kind, method, paise, revenue) => {
          expect(postingLinesError(guestMoneyLines({ kind, method, amount: paise }))).toBeNull();
          expect(
            postingLinesError(expenseLines({ expenseAccountId: "x", method, amount: paise })),
          ).toBeNull();
          const invoice = invoiceLines(revenue);
          const billed = revenue.reduce((s, l) => s + l.taxable + l.cgst + l.sgst, 0);
          if (billed === 0) expect(invoice).toBeNull();
          else {
            expect(postingLinesError(invoice ?? [])).toBeNull();
            expect(invoice?.[0]?.debit).toBe(billed);
          }
        },
      ),
    );
  });
});
