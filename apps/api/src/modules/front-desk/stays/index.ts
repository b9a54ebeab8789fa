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
  folioOf,
  newStayMoney,
  refreshOpenStays,
  refreshStayMoney,
  refreshStaysMoney,
  type StayRow,
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
