export { bookingsRepository as listBookings } from "./bookings.repository";
export type Booking = { id: string };
