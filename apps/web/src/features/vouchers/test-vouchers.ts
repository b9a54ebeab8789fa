import type { Voucher, VoucherDetail } from "./voucher-display";

export const ACCOUNTS = [
  { id: "a-cash", accountCode: "1100", accountName: "Cash in Hand", accountType: "Assets" as const },
  { id: "a-bank", accountCode: "1110", accountName: "Bank Account", accountType: "Assets" as const },
];

export const draftVoucher: Voucher = {
  id: "v1",
  voucherNumber: null,
  voucherType: "journal",
  voucherDate: "2026-11-20",
  narration: "Cash withdrawn for the kitchen",
  partyId: null,
  partyName: null,
  reference: null,
  totalAmount: "1000.50",
  status: "draft",
  sourceType: null,
  sourceId: null,
  // Entered by another accountant than the signed-in test user (u1): the test user may approve it.
  createdBy: "u2",
  createdByName: "accounts",
  editedBy: null,
  createdAt: "2026-11-20T05:00:00.000Z",
  approvedBy: null,
  approvedByName: null,
  approvedAt: null,
  cancelledByName: null,
  cancelledAt: null,
  reversesVoucherId: null,
  reversesVoucherNumber: null,
  reversedByVoucherId: null,
  reversedByVoucherNumber: null,
};

export const postedVoucher: Voucher = {
  ...draftVoucher,
  id: "v2",
  voucherNumber: "JV/2026-27/0001",
  narration: "Opening cash",
  totalAmount: "5000.00",
  status: "posted",
  approvedBy: "u1",
  approvedByName: "admin",
  approvedAt: "2026-11-20T06:00:00.000Z",
};

export const draftDetail: VoucherDetail = {
  ...draftVoucher,
  sourceNumber: null,
  lines: [
    {
      lineNo: 1,
      accountId: "a-cash",
      accountCode: "1100",
      accountName: "Cash in Hand",
      partyId: null,
      description: "Petty cash",
      debit: "1000.50",
      credit: "0.00",
    },
    {
      lineNo: 2,
      accountId: "a-bank",
      accountCode: "1110",
      accountName: "Bank Account",
      partyId: null,
      description: null,
      debit: "0.00",
      credit: "1000.50",
    },
  ],
};

/** An expense's voucher: posted by the system, corrected through the expense. */
export const expenseVoucher: Voucher = {
  ...postedVoucher,
  id: "v4",
  voucherType: "payment",
  voucherNumber: "PV/2026-27/0001",
  narration: "Expense: Electricity bill",
  sourceType: "expense",
  sourceId: "e1",
};

export const expenseDetail: VoucherDetail = {
  ...draftDetail,
  ...expenseVoucher,
  sourceNumber: '"Electricity bill" of ₹1,000.50 on 20/11/2026',
};
