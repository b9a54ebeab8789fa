export {
  DISCOUNT_UNDECIDED,
  decideDiscountFor,
  discountEntered,
  discountOfRow,
  discountRequestValues,
  NO_DISCOUNT_WAITING,
} from "./discounts";
export { refreshGroupTotals } from "./group-totals";
export {
  folioAmounts,
  folioOf,
  newStayMoney,
  nightsAsText,
  refreshOpenStays,
  refreshStayMoney,
  refreshStaysMoney,
  type StayRow,
  stayQuote,
  staysFolioLines,
  staysMoney,
  staysRevenue,
} from "./stay-money";
export {
  checkIn,
  checkInStays,
  checkOut,
  checkOutStays,
  type LockedBooking,
  shortenStaysToNightsUsed,
  shortenToNightsUsed,
} from "./stay-moves";
export { PAYMENT_COLUMNS, type PaymentDto, toPayment } from "./stay-payments.repository";
export {
  billedNights,
  nightsByPlan,
  type PlanNights,
  planNights,
  stayPlans,
  writeNights,
} from "./stay-pricing";
export {
  type BookingValues,
  type DiscountRequest,
  type DiscountRequestValues,
  discountRequestOf,
  NO_DISCOUNT_REQUEST,
  userDisplayName,
} from "./stays.repository";
export {
  cancelStay,
  checkedInElsewhere,
  insertBookings,
  insertCharge,
  insertStayInvoice,
  issuedStayInvoices,
  lockBooking,
  type MemberStayValues,
  removeCharge,
  removeStayWithoutHistory,
  stayInvoiceOf,
  updateMemberStays,
  updateStay,
} from "./stays.service";
