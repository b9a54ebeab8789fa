export { calendarBookings, calendarStays, pendingTotal } from "./bookings.service";
