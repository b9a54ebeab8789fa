import { frontDeskSettingsInput, taxConfigInput } from "@atithi/domain";
import { restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { settingsRouter } from "./tax-settings.router";

const route = restRoutes("Tax settings", settingsRouter, createCallerFactory(settingsRouter));

/** The property's tax configuration: read by the back office, changed by administrators. */
export const taxSettingsRest = [
  route({
    method: "GET",
    procedure: "taxConfig",
    path: "/api/settings/tax",
    summary: "The property's tax registration",
    call: (c) => c.taxConfig(),
  }),
  route({
    method: "PUT",
    procedure: "updateTaxConfig",
    path: "/api/settings/tax",
    summary: "Change the tax registration (every field is sent; null clears one)",
    body: taxConfigInput,
    call: (c, { body }) => c.updateTaxConfig(body),
  }),
  route({
    method: "GET",
    procedure: "frontDesk",
    path: "/api/settings/front-desk",
    summary: "The front desk's settings: the largest discount it gives without a manager's approval",
    call: (c) => c.frontDesk(),
  }),
  route({
    method: "PUT",
    procedure: "updateFrontDesk",
    path: "/api/settings/front-desk",
    summary: "Change the discount limit (0 to 100 percent; a complimentary stay always needs approval)",
    body: frontDeskSettingsInput,
    call: (c, { body }) => c.updateFrontDesk(body),
  }),
];
