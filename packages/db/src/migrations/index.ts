import type { Migration } from "kysely/migration";
import * as authAndAudit from "./20261122T0300-auth-and-audit";
import * as frontDesk from "./20261122T0310-front-desk";
import * as backOffice from "./20261122T0320-back-office";
import * as erp from "./20261122T0330-erp";
import * as uploadOriginalName from "./20261122T0340-upload-original-name";
import * as frontDeskCounterAtCommit from "./20261123T0400-front-desk-counter-at-commit";
import * as stayMoney from "./20261123T0500-stay-money";
import * as roomMoves from "./20261123T0600-room-moves";
import * as ledger from "./20261123T0700-ledger";
import * as accountsAndParties from "./20261123T0710-accounts-and-parties";
import * as ledgerReportIndex from "./20261123T0730-ledger-report-index";
import * as postingsWithoutQueues from "./20261123T0800-postings-without-queues";
import * as items from "./20261123T0810-items";
import * as invoices from "./20261123T0820-invoices";
import * as capTable from "./20261123T0830-cap-table";
import * as loginThrottle from "./20261123T0900-login-throttle";
import * as dataChanges from "./20261124T0100-data-changes";
import * as retireFrontDeskCounter from "./20261124T0110-retire-front-desk-counter";
import * as ledgerAccountSumsIndex from "./20261124T0200-ledger-account-sums-index";
import * as vouchersNumberedAfterCommit from "./20261124T0300-vouchers-numbered-after-commit";
import * as balanceSlotsClaimed from "./20261125T0100-balance-slots-claimed";
import * as uploadMediaTypes from "./20261127T1000-upload-media-types";
import * as ledgerGuards from "./20261127T1100-ledger-guards";
import * as idempotencyAndPaymentVoid from "./20261127T1200-idempotency-and-payment-void";
import * as apiTokenScopeExpiry from "./20261127T1300-api-token-scope-expiry";
import * as salesInvoiceSerials from "./20261127T1400-sales-invoice-serials";
import * as discountApprovals from "./20261127T1500-discount-approvals";
import * as roomTypesAndRatePlans from "./20261128T0100-room-types-and-rate-plans";
import * as roomNumbersUniqueAnyCase from "./20261128T0300-room-numbers-unique-any-case";
import * as staysPricedByPlan from "./20261202T0100-stays-priced-by-plan";
import * as planOccupancyAndRoomExtras from "./20261202T0200-plan-occupancy-and-room-extras";
import * as expenseVouchersCorrected from "./20261202T0310-expense-vouchers-corrected";
import * as noShowCutoff from "./20261202T0500-no-show-cutoff";

/** Listed explicitly (not read from disk) so migrations work the same bundled or not. Append only. */
export const migrations: Record<string, Migration> = {
  "20261122T0300-auth-and-audit": authAndAudit,
  "20261122T0310-front-desk": frontDesk,
  "20261122T0320-back-office": backOffice,
  "20261122T0330-erp": erp,
  "20261122T0340-upload-original-name": uploadOriginalName,
  "20261123T0400-front-desk-counter-at-commit": frontDeskCounterAtCommit,
  "20261123T0500-stay-money": stayMoney,
  "20261123T0600-room-moves": roomMoves,
  "20261123T0700-ledger": ledger,
  "20261123T0710-accounts-and-parties": accountsAndParties,
  "20261123T0730-ledger-report-index": ledgerReportIndex,
  "20261123T0800-postings-without-queues": postingsWithoutQueues,
  "20261123T0810-items": items,
  "20261123T0820-invoices": invoices,
  "20261123T0830-cap-table": capTable,
  "20261123T0900-login-throttle": loginThrottle,
  "20261124T0100-data-changes": dataChanges,
  "20261124T0110-retire-front-desk-counter": retireFrontDeskCounter,
  "20261124T0200-ledger-account-sums-index": ledgerAccountSumsIndex,
  "20261124T0300-vouchers-numbered-after-commit": vouchersNumberedAfterCommit,
  "20261125T0100-balance-slots-claimed": balanceSlotsClaimed,
  "20261127T1000-upload-media-types": uploadMediaTypes,
  "20261127T1100-ledger-guards": ledgerGuards,
  "20261127T1200-idempotency-and-payment-void": idempotencyAndPaymentVoid,
  "20261127T1300-api-token-scope-expiry": apiTokenScopeExpiry,
  "20261127T1400-sales-invoice-serials": salesInvoiceSerials,
  "20261127T1500-discount-approvals": discountApprovals,
  "20261128T0100-room-types-and-rate-plans": roomTypesAndRatePlans,
  "20261128T0300-room-numbers-unique-any-case": roomNumbersUniqueAnyCase,
  "20261202T0100-stays-priced-by-plan": staysPricedByPlan,
  "20261202T0200-plan-occupancy-and-room-extras": planOccupancyAndRoomExtras,
  "20261202T0310-expense-vouchers-corrected": expenseVouchersCorrected,
  "20261202T0500-no-show-cutoff": noShowCutoff,
};
