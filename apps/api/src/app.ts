import { existsSync } from "node:fs";
import { join } from "node:path";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyServerOptions, type RouteOptions } from "fastify";
import { registerApiDocs } from "./api-docs";
import { registerLocalObjectRoutes } from "./modules/back-office/digital-assets";
import { registerCsrfGuard } from "./platform/auth/csrf";
import { sendError } from "./platform/rest/send-error";
import { createContext, type Services } from "./platform/trpc/context";
import { restRoutes } from "./rest-routes";
import { type AppRouter, appRouter } from "./router";

export async function buildApp(
  services: Services,
  options: FastifyServerOptions & { onRoute?: (route: RouteOptions) => void } = {},
) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: services.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A batched tRPC call names every procedure in one path segment ("/trpc/a,b,c"): a screen that
    // asks for seven at once passes Fastify's default of 100 characters (414). Still bounded.
    maxParamLength: 2000,
  });
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  await app.register(cookie);
  registerCsrfGuard(app);

  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(services, req, res),
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR")
          app.log.error({ err: error.cause ?? error, path }, "procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });

  for (const route of restRoutes) {
    app.route({ method: route.method, url: route.path, handler: route.handler(services) });
  }
  registerLocalObjectRoutes(app, services);
  registerApiDocs(app, services);

  const webDir = services.config.webDir;
  const hasWeb = webDir !== undefined && existsSync(join(webDir, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: ["index.html"] });
  }

  app.setNotFoundHandler((req, reply) => {
    // Built files live under /assets/: a missing one is a real 404, never the app's HTML.
    const isApiOrFile = /^\/(api|trpc|assets)\//.test(req.url);
    if (hasWeb && !isApiOrFile && (req.method === "GET" || req.method === "HEAD")) {
      // The web app routes on the client; every other path gets its shell.
      return reply.type("text/html").sendFile("index.html");
    }
    return reply
      .status(404)
      .send({ success: false, message: `No such path: ${req.method} ${req.url.split("?")[0]}` });
  });

  app.setErrorHandler((error, _req, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ success: false, message: error instanceof Error ? error.message : "Bad request" });
    }
    return sendError(reply, error);
  });

  return app;
}
