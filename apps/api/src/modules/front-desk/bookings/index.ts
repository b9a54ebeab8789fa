export { calendarBookings, calendarStays, pendingStayApprovalCount, pendingTotal } from "./bookings.service";
