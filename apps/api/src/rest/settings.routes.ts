import type { FastifyInstance } from "fastify";
import type { Services } from "../trpc/context";
import { rest } from "./adapter";
import { body } from "./request";

/** The property's tax configuration: read by the back office, changed by administrators. */
export function settingsRoutes(app: FastifyInstance, s: Services) {
  app.get(
    "/api/settings/tax",
    rest(s, (c) => c.settings.taxConfig()),
  );
  app.put(
    "/api/settings/tax",
    rest(s, (c, req) => c.settings.updateTaxConfig(body(req) as never)),
  );
}
