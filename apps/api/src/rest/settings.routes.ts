import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Services } from "../trpc/context";
import { rest } from "./adapter";

const body = (req: FastifyRequest) => (req.body ?? {}) as Record<string, unknown>;

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
