import type { FastifyInstance } from "fastify";
import type { Services } from "../trpc/context";
import { rest } from "./adapter";
import { body, id, query } from "./request";

/** Part 2 §7 for asset tags; each path calls its procedure and nothing else. */
export function assetTagRoutes(app: FastifyInstance, s: Services) {
  app.get(
    "/api/asset-tags",
    rest(s, (c, req) =>
      c.assetTags.list({ status: query(req).status as never, category: query(req).category as never }),
    ),
  );
  app.post(
    "/api/asset-tags",
    rest(s, (c, req) => c.assetTags.create(body(req) as never), 201),
  );
  app.put(
    "/api/asset-tags/:id",
    rest(s, (c, req) => c.assetTags.update({ ...body(req), id: id(req) } as never)),
  );
  app.delete(
    "/api/asset-tags/:id",
    rest(s, (c, req) => c.assetTags.delete({ id: id(req) })),
  );
  // The body's userEmail of the original is not passed on: the approver is the signed-in user.
  app.post(
    "/api/asset-tags/:id/approve",
    rest(s, (c, req) => c.assetTags.approve({ id: id(req) })),
  );
  app.post(
    "/api/asset-tags/:id/reject",
    rest(s, (c, req) => c.assetTags.reject({ id: id(req) })),
  );
}
