// Forbidden (platform-imports-no-module): the platform knows no module.
import { listBookings } from "../modules/front-desk/bookings";

export const audit = () => listBookings();
