import { chartOfAccountsRest } from "./modules/accounting/accounts";
import { erpDashboardRest } from "./modules/accounting/erp-dashboard";
import { financialReportsRest } from "./modules/accounting/financial-reports";
import { gstReturnsRest } from "./modules/accounting/gst-returns";
import { investorsRest } from "./modules/accounting/investors";
import { invoicesRest } from "./modules/accounting/invoices";
import { itemCategoriesRest } from "./modules/accounting/item-categories";
import { itemsRest } from "./modules/accounting/items";
import { ledgerRest } from "./modules/accounting/ledger";
import { partiesRest } from "./modules/accounting/parties";
import { periodCloseRest } from "./modules/accounting/period-close";
import { apiTokensRest } from "./modules/admin/api-tokens";
import { authRest } from "./modules/admin/auth";
import { assetTagsRest } from "./modules/back-office/asset-tags";
import { digitalAssetsRest } from "./modules/back-office/digital-assets";
import { expensesRest } from "./modules/back-office/expenses";
import { reportsRest } from "./modules/back-office/reports";
import { taxSettingsRest } from "./modules/back-office/tax-settings";
import { bookingsRest } from "./modules/front-desk/bookings";
import { calendarRest } from "./modules/front-desk/calendar";
import { dashboardRest } from "./modules/front-desk/dashboard";
import { groupsRest } from "./modules/front-desk/groups";
import { guestsRest } from "./modules/front-desk/guests";
import { paymentsRest } from "./modules/front-desk/payments";
import { roomsRest } from "./modules/front-desk/rooms";
import type { RestRoute } from "./platform/rest/route";

/** Every documented `/api` path (parts 1 and 2 of the spec), in the order the OpenAPI document lists them. */
export const restRoutes: RestRoute[] = [
  ...authRest,
  ...apiTokensRest,
  ...dashboardRest,
  ...roomsRest,
  ...bookingsRest,
  ...guestsRest,
  ...paymentsRest,
  ...calendarRest,
  ...groupsRest,
  ...expensesRest,
  ...reportsRest,
  ...taxSettingsRest,
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
