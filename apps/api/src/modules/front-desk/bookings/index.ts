export {
  type DiscountRequest,
  discountRequestOf,
  NO_DISCOUNT_REQUEST,
  userDisplayName,
} from "./bookings.repository";
export {
  calendarStays,
  cancelStay,
  decideDiscountFor,
  departStay,
  discountEntered,
  discountOfRow,
  discountRequestValues,
  insertBookings,
  lockBooking,
  type MemberStayValues,
  NO_DISCOUNT_WAITING,
  pendingTotal,
  removeStayWithoutHistory,
  updateMemberStays,
} from "./bookings.service";
export { DISCOUNT_UNDECIDED, issuedStayInvoices, issueStayInvoice } from "./folio.service";
export {
  newStayMoney,
  refreshOpenStays,
  refreshStayMoney,
  refreshStaysMoney,
  type StayRow,
  staysFolioLines,
  staysRevenue,
} from "./stay-money";
export {
  checkInStays,
  checkOutStays,
  type LockedBooking,
  shortenStaysToNightsUsed,
  shortenToNightsUsed,
} from "./stay-moves";
