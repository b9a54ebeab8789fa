export { onGstSwitched } from "./gst-switch-hooks";
export type { RoomGst } from "./tax-settings.repository";
export { maxDiscountWithoutApproval, noShowCutoff, roomGst, taxConfig } from "./tax-settings.service";
