/**
 * The ERP dashboard's links, grouped by area as part 2 §2 lists them (the trial balance added to
 * the reports, and GSTR-1). Every one leads to a screen; a screen of a later issue shows its title until then.
 */
export const ERP_LINK_GROUPS = [
  {
    area: "Accounting",
    links: [
      { label: "Chart of Accounts", to: "/erp/chart-of-accounts" },
      { label: "Vouchers", to: "/erp/vouchers" },
      { label: "Invoices", to: "/erp/invoices" },
      { label: "Parties", to: "/erp/parties" },
    ],
  },
  {
    area: "Inventory",
    links: [
      { label: "Items", to: "/erp/items" },
      { label: "Stock", to: "/erp/stock" },
      { label: "Warehouses", to: "/erp/warehouses" },
      { label: "Categories", to: "/erp/categories" },
    ],
  },
  {
    area: "Payroll",
    links: [
      { label: "Employees", to: "/erp/employees" },
      { label: "Departments", to: "/erp/departments" },
      { label: "Payslips", to: "/erp/payslips" },
      { label: "Salary Components", to: "/erp/salary-components" },
    ],
  },
  {
    area: "Investors",
    links: [
      { label: "Investors", to: "/erp/investors" },
      { label: "Fundraising Rounds", to: "/erp/fundraising-rounds" },
      { label: "Shareholdings", to: "/erp/shareholdings" },
      { label: "Waterfall Scenarios", to: "/erp/waterfall-scenarios" },
    ],
  },
  {
    area: "Reports",
    links: [
      { label: "Balance Sheet", to: "/erp/reports/balance-sheet" },
      { label: "Profit & Loss", to: "/erp/reports/profit-loss" },
      { label: "Trial Balance", to: "/erp/reports/trial-balance" },
      { label: "GSTR-1", to: "/erp/reports/gstr1" },
      { label: "Inventory Valuation", to: "/erp/reports/inventory-valuation" },
      { label: "Investor Returns", to: "/erp/reports/investor-returns" },
    ],
  },
] as const;

export const REPORT_COUNT = ERP_LINK_GROUPS.find((g) => g.area === "Reports")?.links.length ?? 0;
