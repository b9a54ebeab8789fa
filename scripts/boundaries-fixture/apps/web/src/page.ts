// Allowed: a type.
import type { Booking } from "../../api/src/modules/front-desk/bookings";
// Forbidden (web-imports-only-api-types): the API's code.
import { listBookings } from "../../api/src/modules/front-desk/bookings";

export const page = (b: Booking) => [b, listBookings()];
