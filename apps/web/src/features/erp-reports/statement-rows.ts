import type { BalanceSheet, ProfitAndLoss, StatementSection, TrialBalance } from "@atithi/domain";
import { formatDisplayDate } from "../../lib/dates";

/** One line of a statement as shown, printed and downloaded: a heading, an account, or a total. */
export interface StatementRow {
  kind: "heading" | "account" | "total" | "grand-total";
  code: string;
  label: string;
  /** Decimal string as the server sent it; "" on a heading. */
  amount: string;
}

function sectionRows(title: string, section: StatementSection): StatementRow[] {
  return [
    { kind: "heading", code: "", label: title, amount: "" },
    ...section.accounts.map(
      (a): StatementRow => ({ kind: "account", code: a.accountCode, label: a.accountName, amount: a.amount }),
    ),
    { kind: "total", code: "", label: `Total ${title}`, amount: section.total },
  ];
}

export function profitLossRows(report: ProfitAndLoss): StatementRow[] {
  return [
    ...sectionRows("Revenue", report.revenue),
    ...sectionRows("Cost of Goods Sold", report.costOfGoodsSold),
    { kind: "grand-total", code: "", label: "Gross Profit", amount: report.grossProfit },
    ...sectionRows("Expenses", report.expenses),
    { kind: "grand-total", code: "", label: "Net Profit", amount: report.netProfit },
  ];
}

export function balanceSheetRows(report: BalanceSheet): StatementRow[] {
  return [
    ...sectionRows("Assets", report.assets),
    ...sectionRows("Liabilities", report.liabilities),
    ...sectionRows("Equity", report.equity),
    {
      kind: "grand-total",
      code: "",
      label: "Total Liabilities and Equity",
      amount: report.totalLiabilitiesAndEquity,
    },
  ];
}

export const STATEMENT_CSV_HEADER = ["Line", "Code", "Account", "Amount"];

/** The CSV rows of a statement: the same lines, amounts exactly as the server sent them. */
export function statementCsv(rows: readonly StatementRow[]): string[][] {
  return rows.map((r) => [r.kind, r.code, r.label, r.amount]);
}

export const TRIAL_BALANCE_CSV_HEADER = ["Code", "Account", "Type", "Debit", "Credit"];

export function trialBalanceCsv(report: TrialBalance): string[][] {
  return [
    ...report.rows.map((r) => [r.accountCode, r.accountName, r.accountType, r.debit, r.credit]),
    ["", "Total", "", report.totalDebit, report.totalCredit],
  ];
}

export const rangeLabel = (from: string, to: string) =>
  `${formatDisplayDate(from)} to ${formatDisplayDate(to)}`;
