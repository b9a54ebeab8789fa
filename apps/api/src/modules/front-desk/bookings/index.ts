export { bookingsRest } from "./bookings.rest";
export { bookingsRouter } from "./bookings.router";
export {
  calendarStays,
  insertBooking,
  lockBooking,
  pendingTotal,
  setBookingPaid,
} from "./bookings.service";
export { checkIn, checkOut, type LockedBooking } from "./stay-moves";
