import { taxConfigInput } from "@atithi/domain";
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
];
