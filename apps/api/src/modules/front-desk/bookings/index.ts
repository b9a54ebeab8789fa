export { bookingsRest } from "./bookings.rest";
export { bookingsRouter } from "./bookings.router";
export {
  calendarStays,
  cancelStay,
  departStay,
  insertBookings,
  lockBooking,
  type MemberStayValues,
  pendingTotal,
  removeStayWithoutHistory,
  updateMemberStays,
} from "./bookings.service";
export { issuedStayInvoices, issueStayInvoice } from "./folio.service";
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
