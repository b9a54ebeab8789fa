// Allowed: another module's index.
import { listBookings } from "../bookings";
// Forbidden (module-internals): another module's repository.
import { bookingsRepository } from "../bookings/bookings.repository";

export const rooms = () => [listBookings(), bookingsRepository()];
