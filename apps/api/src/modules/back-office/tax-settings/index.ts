export type { RoomGst } from "./tax-settings.repository";
export { taxSettingsRest } from "./tax-settings.rest";
export { settingsRouter } from "./tax-settings.router";
export { maxDiscountWithoutApproval, roomGst, taxConfig } from "./tax-settings.service";
