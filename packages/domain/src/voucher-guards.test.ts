import { describe, expect, it } from "vitest";
import { voucherInput } from "./ledger";
import {
  lastPostingDate,
  makerMayNotApprove,
  offsettingLinesError,
  postingDateProblem,
  sourceVoucherMessage,
} from "./voucher-guards";

describe("posting dates", () => {
  it("reach to the end of the next financial year, whatever day of this one it is", () => {
    expect(lastPostingDate("2026-04-01")).toBe("2028-03-31");
    expect(lastPostingDate("2026-11-27")).toBe("2028-03-31");
    expect(lastPostingDate("2027-03-31")).toBe("2028-03-31");
    expect(lastPostingDate("2027-04-01")).toBe("2029-03-31");
  });

  it("after that are refused, naming the range", () => {
    expect(postingDateProblem("2028-03-31", "2026-11-27")).toBeNull();
    expect(postingDateProblem("2028-04-01", "2026-11-27")).toBe(
      "Postings can be dated up to 31/03/2028, the end of the next financial year; 01/04/2028 is after it",
    );
  });
});

describe("a voucher that moves nothing", () => {
  const line = (key: string, debit: number, credit: number, partyId: string | null = null) => ({
    key,
    partyId,
    debit,
    credit,
  });

  it("debits and credits one account for one party: refused, naming the lines", () => {
    expect(offsettingLinesError([line("cash", 500_00, 0), line("cash", 0, 500_00)])).toBe(
      "Lines 1 and 2 debit and credit the same account for the same party, which moves nothing",
    );
    expect(
      offsettingLinesError([
        line("bank", 100_00, 0),
        line("rent", 0, 100_00),
        line("bank", 0, 40_00),
        line("rent", 40_00, 0),
      ]),
    ).toBe("Lines 1 and 3 debit and credit the same account for the same party, which moves nothing");
  });

  it("between two parties of one account, or on one side only, moves money", () => {
    expect(
      offsettingLinesError([line("debtors", 500_00, 0, "a"), line("debtors", 0, 500_00, "b")]),
    ).toBeNull();
    expect(
      offsettingLinesError([line("rent", 300_00, 0), line("rent", 200_00, 0), line("cash", 0, 500_00)]),
    ).toBeNull();
  });

  it("is refused by the voucher form's schema", () => {
    const result = voucherInput.safeParse({
      voucherType: "journal",
      voucherDate: "2026-11-27",
      lines: [
        { accountId: "acc-cash", debit: "750.00" },
        { accountId: "acc-cash", credit: "750.00" },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "Lines 1 and 2 debit and credit the same account for the same party, which moves nothing",
    );
  });
});

describe("automatic vouchers", () => {
  it("send the user to the document that posted them", () => {
    expect(sourceVoucherMessage("stay_invoice", "SI/2026-27/0004")).toBe(
      "This voucher was posted by stay invoice SI/2026-27/0004; correct the stay invoice instead",
    );
  });
});

describe("maker-checker", () => {
  const voucher = { createdBy: "asha", editedBy: "ravi" };
  it("keeps whoever entered or last edited a voucher from approving it while it is on", () => {
    expect(makerMayNotApprove(voucher, "asha", true)).toBe(true);
    expect(makerMayNotApprove(voucher, "ravi", true)).toBe(true);
    expect(makerMayNotApprove(voucher, "admin", true)).toBe(false);
    expect(makerMayNotApprove(voucher, "asha", false)).toBe(false);
  });
});
