/** The six account types of the spec, in the order statements show them. */
export const ACCOUNT_TYPES = [
  "Assets",
  "Liabilities",
  "Equity",
  "Revenue",
  "Expenses",
  "Cost of Goods Sold",
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The side an account's balance normally sits on: assets and costs are debits, the rest credits. */
export function normalSide(type: AccountType): "debit" | "credit" {
  return type === "Assets" || type === "Expenses" || type === "Cost of Goods Sold" ? "debit" : "credit";
}

/**
 * What automatic postings look accounts up by: a role on the account, never its code, so the
 * accountant may renumber or rename the chart. Each role is held by at most one account.
 */
export const ACCOUNT_ROLES = [
  "cash",
  "bank",
  "upi_clearing",
  "card_clearing",
  "guest_advances",
  "receivables",
  "payables",
  "room_revenue",
  "food_revenue",
  "other_revenue",
  "cgst_output",
  "sgst_output",
  "igst_output",
  "cgst_input",
  "sgst_input",
  "igst_input",
  "inventory",
  "cost_of_goods_sold",
  "salaries",
  "salaries_payable",
  "pf_payable",
  "esi_payable",
  "pt_payable",
  "tds_payable",
  "share_capital",
  "securities_premium",
  "retained_earnings",
  "round_off",
] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export interface DefaultAccount {
  code: string;
  name: string;
  type: AccountType;
  parent: string | null;
  role?: AccountRole;
  /** A heading that groups accounts; nothing is posted to it. */
  group?: boolean;
  /** The expense category (by name) whose spending this account records. */
  expenseCategory?: string;
}

const heading = (code: string, name: string, type: AccountType): DefaultAccount => ({
  code,
  name,
  type,
  parent: null,
  group: true,
});

/** An Indian hotel's chart of accounts, as a new property starts with it. */
export const DEFAULT_CHART: readonly DefaultAccount[] = [
  heading("1000", "Assets", "Assets"),
  { code: "1100", name: "Cash in Hand", type: "Assets", parent: "1000", role: "cash" },
  { code: "1110", name: "Bank Account", type: "Assets", parent: "1000", role: "bank" },
  { code: "1120", name: "UPI / Card Settlements", type: "Assets", parent: "1000", role: "upi_clearing" },
  { code: "1125", name: "Card Settlements", type: "Assets", parent: "1000", role: "card_clearing" },
  { code: "1200", name: "Accounts Receivable", type: "Assets", parent: "1000", role: "receivables" },
  { code: "1300", name: "Inventory", type: "Assets", parent: "1000", role: "inventory" },
  { code: "1400", name: "Input CGST", type: "Assets", parent: "1000", role: "cgst_input" },
  { code: "1410", name: "Input SGST", type: "Assets", parent: "1000", role: "sgst_input" },
  { code: "1420", name: "Input IGST", type: "Assets", parent: "1000", role: "igst_input" },
  { code: "1500", name: "Furniture & Fixtures", type: "Assets", parent: "1000" },
  { code: "1510", name: "Equipment & Appliances", type: "Assets", parent: "1000" },
  heading("2000", "Liabilities", "Liabilities"),
  { code: "2100", name: "Accounts Payable", type: "Liabilities", parent: "2000", role: "payables" },
  { code: "2200", name: "Guest Advances", type: "Liabilities", parent: "2000", role: "guest_advances" },
  { code: "2300", name: "Output CGST", type: "Liabilities", parent: "2000", role: "cgst_output" },
  { code: "2310", name: "Output SGST", type: "Liabilities", parent: "2000", role: "sgst_output" },
  { code: "2320", name: "Output IGST", type: "Liabilities", parent: "2000", role: "igst_output" },
  { code: "2400", name: "TDS Payable", type: "Liabilities", parent: "2000", role: "tds_payable" },
  { code: "2410", name: "PF Payable", type: "Liabilities", parent: "2000", role: "pf_payable" },
  { code: "2420", name: "ESI Payable", type: "Liabilities", parent: "2000", role: "esi_payable" },
  { code: "2430", name: "Professional Tax Payable", type: "Liabilities", parent: "2000", role: "pt_payable" },
  { code: "2500", name: "Salaries Payable", type: "Liabilities", parent: "2000", role: "salaries_payable" },
  { code: "2600", name: "Loans", type: "Liabilities", parent: "2000" },
  heading("3000", "Equity", "Equity"),
  { code: "3100", name: "Owner's Capital", type: "Equity", parent: "3000", role: "share_capital" },
  { code: "3110", name: "Securities Premium", type: "Equity", parent: "3000", role: "securities_premium" },
  { code: "3200", name: "Retained Earnings", type: "Equity", parent: "3000", role: "retained_earnings" },
  heading("4000", "Revenue", "Revenue"),
  { code: "4100", name: "Room Revenue", type: "Revenue", parent: "4000", role: "room_revenue" },
  { code: "4200", name: "Food & Beverage Revenue", type: "Revenue", parent: "4000", role: "food_revenue" },
  { code: "4300", name: "Banquet & Event Revenue", type: "Revenue", parent: "4000" },
  { code: "4900", name: "Other Income", type: "Revenue", parent: "4000", role: "other_revenue" },
  { code: "4990", name: "Round Off", type: "Revenue", parent: "4000", role: "round_off" },
  heading("5000", "Cost of Goods Sold", "Cost of Goods Sold"),
  {
    code: "5100",
    name: "Food & Beverage Cost",
    type: "Cost of Goods Sold",
    parent: "5000",
    role: "cost_of_goods_sold",
  },
  { code: "5200", name: "Guest Amenities Cost", type: "Cost of Goods Sold", parent: "5000" },
  heading("6000", "Expenses", "Expenses"),
  { code: "6100", name: "Salaries & Wages", type: "Expenses", parent: "6000", role: "salaries" },
  ...(
    [
      ["6200", "Utilities"],
      ["6300", "Maintenance & Repairs"],
      ["6400", "Housekeeping"],
      ["6450", "Food & Beverage"],
      ["6460", "Staff Salaries"],
      ["6470", "Guest Amenities"],
      ["6500", "Rent & Lease"],
      ["6600", "Marketing & OTA Commission"],
      ["6650", "Taxes & Licences"],
      ["6660", "Office & Stationery"],
      ["6700", "Bank Charges"],
      ["6900", "Miscellaneous"],
    ] as const
  ).map(
    ([code, category]): DefaultAccount => ({
      code,
      name: `${category} Expense`,
      type: "Expenses",
      parent: "6000",
      expenseCategory: category,
    }),
  ),
  { code: "6800", name: "Depreciation", type: "Expenses", parent: "6000" },
];
