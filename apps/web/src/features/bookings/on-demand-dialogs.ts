import { lazyDialog } from "../../components/lazy-dialog";

// For the dashboard, which opens these only on demand: their forms and date pickers load when first
// opened. Screens about bookings import the dialogs themselves.
export const OnDemandBookingDialog = lazyDialog(
  () => import("./BookingDialog").then((m) => m.BookingDialog),
  "state",
);
export const OnDemandBookingPicker = lazyDialog(
  () => import("./BookingPickerModal").then((m) => m.BookingPickerModal),
  "kind",
);
export const OnDemandStayDialog = lazyDialog(
  () => import("./CheckInOutDialog").then((m) => m.CheckInOutDialog),
  "stay",
);
