import { describe, expect, it } from "vitest";
import { guestInput } from "./frontdesk.schema";
import { AADHAAR_NOT_STORED, guestMoneyTotals, holdsFullAadhaar, stayMoneyBalance } from "./guests";

describe("a guest's ID proof", () => {
  it("never holds a full Aadhaar number, only its last four digits", () => {
    for (const full of ["234567890123", "2345 6789 0123", "Aadhaar 2345-6789-0123"]) {
      expect(holdsFullAadhaar(full)).toBe(true);
      const parsed = guestInput.safeParse({ name: "Asha Rao", phone: "9876543210", idProofNumber: full });
      expect(parsed.error?.issues.map((i) => i.message)).toEqual([AADHAAR_NOT_STORED]);
    }
    // The last four, a PAN, a passport and a 13-digit driving licence number are kept.
    for (const kept of ["XXXX-XXXX-0123", "AADHAAR-0123", "PAN-ABCDE1234F", "P1234567", "MH1420110062821"]) {
      expect(holdsFullAadhaar(kept)).toBe(false);
      expect(
        guestInput.parse({ name: "Asha Rao", phone: "9876543210", idProofNumber: kept }).idProofNumber,
      ).toBe(kept);
    }
  });
});

describe("a guest's money", () => {
  it("is each stay's bill less what it holds, owed either way, and the totals add the stays", () => {
    // Owes: ₹6,720 billed, ₹4,000 paid → ₹2,720 pending.
    const owing = { charged: 672_000, paid: 400_000, refunded: 0 };
    // Cancelled with a ₹500 fee: ₹3,000 paid, ₹1,000 back → holds ₹2,000, ₹1,500 to give back.
    const cancelled = { charged: 50_000, paid: 300_000, refunded: 100_000 };
    expect(stayMoneyBalance(owing)).toMatchObject({ balance: 272_000, pending: 272_000, refundDue: 0 });
    expect(stayMoneyBalance(cancelled)).toMatchObject({ balance: -150_000, pending: 0, refundDue: 150_000 });
    expect(guestMoneyTotals([owing, cancelled])).toEqual({
      charged: 722_000, // 6,720 + 500
      paid: 700_000, // 4,000 + 3,000
      refunded: 100_000,
      balance: 122_000, // 2,720 − 1,500
      pending: 272_000,
      refundDue: 150_000,
    });
    expect(guestMoneyTotals([])).toEqual({
      charged: 0,
      paid: 0,
      refunded: 0,
      balance: 0,
      pending: 0,
      refundDue: 0,
    });
  });
});
