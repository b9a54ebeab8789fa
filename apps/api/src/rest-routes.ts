import { chartOfAccountsRest } from "./modules/accounting/accounts/accounts.rest";
import { erpDashboardRest } from "./modules/accounting/erp-dashboard/erp-dashboard.rest";
import { financialReportsRest } from "./modules/accounting/financial-reports/financial-reports.rest";
import { gstReturnsRest } from "./modules/accounting/gst-returns/gst-returns.rest";
import { investorsRest } from "./modules/accounting/investors/investors.rest";
import { invoicesRest } from "./modules/accounting/invoices/invoices.rest";
import { itemCategoriesRest } from "./modules/accounting/item-categories/item-categories.rest";
import { itemsRest } from "./modules/accounting/items/items.rest";
import { ledgerRest } from "./modules/accounting/ledger/ledger.rest";
import { partiesRest } from "./modules/accounting/parties/parties.rest";
import { periodCloseRest } from "./modules/accounting/period-close/period-close.rest";
import { apiTokensRest } from "./modules/admin/api-tokens/api-tokens.rest";
import { authRest } from "./modules/admin/auth/auth.rest";
import { firstStepsRest } from "./modules/admin/first-steps/first-steps.rest";
import { assetTagsRest } from "./modules/back-office/asset-tags/asset-tags.rest";
import { digitalAssetsRest } from "./modules/back-office/digital-assets/digital-assets.rest";
import { expensesRest } from "./modules/back-office/expenses/expenses.rest";
import { reportsRest } from "./modules/back-office/reports/reports.rest";
import { taxSettingsRest } from "./modules/back-office/tax-settings/tax-settings.rest";
import { bookingsRest } from "./modules/front-desk/bookings/bookings.rest";
import { calendarRest } from "./modules/front-desk/calendar/calendar.rest";
import { dashboardRest } from "./modules/front-desk/dashboard/dashboard.rest";
import { groupsRest } from "./modules/front-desk/groups/groups.rest";
import { guestsRest } from "./modules/front-desk/guests/guests.rest";
import { notificationsRest } from "./modules/front-desk/notifications/notifications.rest";
import { paymentsRest } from "./modules/front-desk/payments/payments.rest";
import { ratePlansRest } from "./modules/front-desk/rate-plans/rate-plans.rest";
import { roomTypesRest } from "./modules/front-desk/room-types/room-types.rest";
import { roomsRest } from "./modules/front-desk/rooms/rooms.rest";
import type { RestRoute } from "./platform/rest/route";

/** Every documented `/api` path (parts 1 and 2 of the spec), in the order the OpenAPI document lists them. */
export const restRoutes: RestRoute[] = [
  ...authRest,
  ...apiTokensRest,
  ...dashboardRest,
  ...notificationsRest,
  ...roomsRest,
  ...roomTypesRest,
  ...ratePlansRest,
  ...bookingsRest,
  ...guestsRest,
  ...paymentsRest,
  ...calendarRest,
  ...groupsRest,
  ...expensesRest,
  ...reportsRest,
  ...taxSettingsRest,
  ...firstStepsRest,
  ...assetTagsRest,
  ...digitalAssetsRest,
  ...chartOfAccountsRest,
  ...partiesRest,
  ...itemsRest,
  ...investorsRest,
  ...itemCategoriesRest,
  ...invoicesRest,
  ...ledgerRest,
  ...erpDashboardRest,
  ...financialReportsRest,
  ...gstReturnsRest,
  ...periodCloseRest,
];
