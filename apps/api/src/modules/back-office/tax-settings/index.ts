export { taxSettingsRest } from "./tax-settings.rest";
export { settingsRouter } from "./tax-settings.router";
export { gstSlabs, taxConfig } from "./tax-settings.service";
