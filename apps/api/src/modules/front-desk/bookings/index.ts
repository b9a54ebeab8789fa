export { calendarStays, pendingTotal } from "./bookings.service";
