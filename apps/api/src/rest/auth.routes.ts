import type { FastifyInstance } from "fastify";
import type { Services } from "../trpc/context";
import { rest } from "./adapter";

export function authRoutes(app: FastifyInstance, services: Services) {
  app.post(
    "/api/login",
    rest(services, (caller, req) => caller.auth.login(req.body as never)),
  );
  app.post(
    "/api/logout",
    rest(services, (caller) => caller.auth.logout()),
  );
  app.get(
    "/api/auth/user",
    rest(services, (caller) => caller.auth.me()),
  );
}
