export { bookingsRest } from "./bookings.rest";
export { bookingsRouter } from "./bookings.router";
export {
  calendarStays,
  cancelStay,
  departStay,
  insertBooking,
  lockBooking,
  type MemberStayValues,
  pendingTotal,
  removeStayWithoutHistory,
  updateMemberStay,
} from "./bookings.service";
export { issueStayInvoice } from "./folio.service";
export { newStayMoney, refreshOpenStays, refreshStayMoney, stayRevenue } from "./stay-money";
export { checkIn, checkOut, type LockedBooking, shortenToNightsUsed } from "./stay-moves";
