export { calendarStays, pendingStayApprovalCount, pendingTotal } from "./bookings.service";
