import { chartOfAccountsRouter } from "./modules/accounting/accounts";
import { erpDashboardRouter } from "./modules/accounting/erp-dashboard";
import { financialReportsRouter } from "./modules/accounting/financial-reports";
import { gstReturnsRouter } from "./modules/accounting/gst-returns";
import { investorsRouter } from "./modules/accounting/investors";
import { invoicesRouter } from "./modules/accounting/invoices";
import { itemCategoriesRouter } from "./modules/accounting/item-categories";
import { itemsRouter } from "./modules/accounting/items";
import { ledgerRouter, vouchersRouter } from "./modules/accounting/ledger";
import { partiesRouter } from "./modules/accounting/parties";
import { periodCloseRouter } from "./modules/accounting/period-close";
import { apiTokensRouter } from "./modules/admin/api-tokens";
import { authRouter } from "./modules/admin/auth";
import { dataChangesRouter } from "./modules/admin/data-changes";
import { usersRouter } from "./modules/admin/users";
import { assetTagsRouter } from "./modules/back-office/asset-tags";
import { digitalAssetsRouter, objectsRouter } from "./modules/back-office/digital-assets";
import { expenseCategoriesRouter, expensesRouter } from "./modules/back-office/expenses";
import { reportsRouter } from "./modules/back-office/reports";
import { settingsRouter } from "./modules/back-office/tax-settings";
import { bookingsRouter } from "./modules/front-desk/bookings";
import { calendarRouter } from "./modules/front-desk/calendar";
import { dashboardRouter } from "./modules/front-desk/dashboard";
import { groupsRouter } from "./modules/front-desk/groups";
import { guestsRouter } from "./modules/front-desk/guests";
import { paymentsRouter } from "./modules/front-desk/payments";
import { roomsRouter } from "./modules/front-desk/rooms";
import { createCallerFactory, router } from "./platform/trpc/init";

export const appRouter = router({
  auth: authRouter,
  dataChanges: dataChangesRouter,
  users: usersRouter,
  apiTokens: apiTokensRouter,
  rooms: roomsRouter,
  guests: guestsRouter,
  bookings: bookingsRouter,
  payments: paymentsRouter,
  groups: groupsRouter,
  calendar: calendarRouter,
  dashboard: dashboardRouter,
  assetTags: assetTagsRouter,
  settings: settingsRouter,
  expenses: expensesRouter,
  expenseCategories: expenseCategoriesRouter,
  reports: reportsRouter,
  digitalAssets: digitalAssetsRouter,
  objects: objectsRouter,
  chartOfAccounts: chartOfAccountsRouter,
  parties: partiesRouter,
  items: itemsRouter,
  itemCategories: itemCategoriesRouter,
  invoices: invoicesRouter,
  vouchers: vouchersRouter,
  ledger: ledgerRouter,
  erpDashboard: erpDashboardRouter,
  financialReports: financialReportsRouter,
  gstReturns: gstReturnsRouter,
  periodClose: periodCloseRouter,
  investors: investorsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
