import { chartOfAccountsRouter } from "./modules/accounting/accounts/accounts.router";
import { erpDashboardRouter } from "./modules/accounting/erp-dashboard/erp-dashboard.router";
import { financialReportsRouter } from "./modules/accounting/financial-reports/financial-reports.router";
import { gstReturnsRouter } from "./modules/accounting/gst-returns/gst-returns.router";
import { investorsRouter } from "./modules/accounting/investors/investors.router";
import { invoicesRouter } from "./modules/accounting/invoices/invoices.router";
import { itemCategoriesRouter } from "./modules/accounting/item-categories/item-categories.router";
import { itemsRouter } from "./modules/accounting/items/items.router";
import { ledgerRouter, vouchersRouter } from "./modules/accounting/ledger/ledger.router";
import { partiesRouter } from "./modules/accounting/parties/parties.router";
import { periodCloseRouter } from "./modules/accounting/period-close/period-close.router";
import { apiTokensRouter } from "./modules/admin/api-tokens/api-tokens.router";
import { authRouter } from "./modules/admin/auth/auth.router";
import { dataChangesRouter } from "./modules/admin/data-changes/data-changes.router";
import { firstStepsRouter } from "./modules/admin/first-steps/first-steps.router";
import { usersRouter } from "./modules/admin/users/users.router";
import { assetTagsRouter } from "./modules/back-office/asset-tags/asset-tags.router";
import {
  digitalAssetsRouter,
  objectsRouter,
} from "./modules/back-office/digital-assets/digital-assets.router";
import { expenseCategoriesRouter, expensesRouter } from "./modules/back-office/expenses/expenses.router";
import { reportsRouter } from "./modules/back-office/reports/reports.router";
import { settingsRouter } from "./modules/back-office/tax-settings/tax-settings.router";
import { bookingsRouter } from "./modules/front-desk/bookings/bookings.router";
import { calendarRouter } from "./modules/front-desk/calendar/calendar.router";
import { dashboardRouter } from "./modules/front-desk/dashboard/dashboard.router";
import { groupsRouter } from "./modules/front-desk/groups/groups.router";
import { guestsRouter } from "./modules/front-desk/guests/guests.router";
import { notificationsRouter } from "./modules/front-desk/notifications/notifications.router";
import { paymentsRouter } from "./modules/front-desk/payments/payments.router";
import { ratePlansRouter } from "./modules/front-desk/rate-plans/rate-plans.router";
import { roomTypesRouter } from "./modules/front-desk/room-types/room-types.router";
import { roomsRouter } from "./modules/front-desk/rooms/rooms.router";
import { createCallerFactory, router } from "./platform/trpc/init";

export const appRouter = router({
  auth: authRouter,
  dataChanges: dataChangesRouter,
  users: usersRouter,
  firstSteps: firstStepsRouter,
  apiTokens: apiTokensRouter,
  rooms: roomsRouter,
  roomTypes: roomTypesRouter,
  ratePlans: ratePlansRouter,
  guests: guestsRouter,
  bookings: bookingsRouter,
  payments: paymentsRouter,
  groups: groupsRouter,
  calendar: calendarRouter,
  dashboard: dashboardRouter,
  notifications: notificationsRouter,
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
