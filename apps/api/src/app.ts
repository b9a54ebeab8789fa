import { existsSync } from "node:fs";
import type { Http2SecureServer } from "node:http2";
import { join } from "node:path";
import type { PageData } from "@atithi/domain";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import { TRPCError } from "@trpc/server";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from "fastify";
import { registerApiDocs } from "./api-docs";
import { startVoucherNumbering } from "./modules/accounting/ledger";
import { registerLocalObjectRoutes } from "./modules/back-office/digital-assets/digital-assets.rest";
import { registerCsrfGuard } from "./platform/auth/csrf";
import { closeConnectionsWhenClosing } from "./platform/close-connections";
import type { Config } from "./platform/config";
import { dataVersion as currentDataVersion } from "./platform/db/data-version";
import { sendError } from "./platform/rest/send-error";
import { registerSecurityHeaders } from "./platform/security-headers";
import type { TlsCredentials } from "./platform/tls-credentials";
import { BEARER_PREFIX, createContext, type Services } from "./platform/trpc/context";
import { retryAfterOf } from "./platform/trpc/error-map";
import { compressFor, webPageRenderer } from "./platform/web-page";
import { registerReactions } from "./reactions";
import { restRoutes } from "./rest-routes";
import { type AppRouter, appRouter, createCaller } from "./router";

/** Fastify takes a hop count at run time but not in its types: the same rule as proxy-addr's, as a function. */
function fastifyTrustProxy(trust: Config["trustProxy"]) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * Plain HTTP/1.1, or with TLS, HTTP/2 (one connection carries a screen's fifty-odd scripts at once,
 * where HTTP/1.1 fetches them six at a time) and HTTP/1.1 for clients that do not offer h2.
 */
function createFastify(
  {
    maxParamLength,
    ...options
  }: Pick<FastifyServerOptions, "trustProxy" | "bodyLimit"> & {
    logger: boolean | object;
    maxParamLength: number;
  },
  tls: TlsCredentials | undefined,
): FastifyInstance {
  if (!tls) return Fastify({ ...options, routerOptions: { maxParamLength } });
  const app = Fastify<Http2SecureServer>({
    ...options,
    routerOptions: { maxParamLength },
    http2: true,
    https: { allowHTTP1: true, ...tls },
  });
  const closeConnections = closeConnectionsWhenClosing(app.server);
  app.addHook("preClose", async () => closeConnections());
  // Fastify's types tie its raw request type to the kind of server; every route here uses only
  // Fastify's request and reply (and streams from `raw`), which behave alike over both protocols.
  return app as unknown as FastifyInstance;
}

export async function buildApp(
  services: Services,
  options: FastifyServerOptions & { onRoute?: (route: RouteOptions) => void; tls?: TlsCredentials } = {},
) {
  registerReactions();
  const app = createFastify(
    {
      logger: options.logger ?? false,
      trustProxy: fastifyTrustProxy(services.config.trustProxy),
      bodyLimit: 1024 * 1024,
      // A batched tRPC call names every procedure in one path segment ("/trpc/a,b,c"): a screen that
      // asks for seven at once passes Fastify's default of 100 characters (414). Still bounded.
      maxParamLength: 2000,
    },
    options.tls,
  );
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  // Before any plugin: each plugin's scope takes the error handler its parent has when it is
  // registered, and Fastify's own sends a 500's message (an internal one) to the client.
  app.setErrorHandler((error, _req, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ success: false, message: error instanceof Error ? error.message : "Bad request" });
    }
    return sendError(reply, error);
  });
  await registerSecurityHeaders(app, services.config);
  await app.register(cookie);
  registerCsrfGuard(app);

  // tRPC's Fastify adapter hands a multipart body on as the request stream itself, then fails to
  // serialise it (a 500). No procedure takes form data: refused before it is read.
  app.addHook("onRequest", async (req, reply) => {
    if (req.url.startsWith("/trpc") && /^\s*multipart\//i.test(req.headers["content-type"] ?? "")) {
      return reply.status(415).send({ success: false, message: "Send procedure input as JSON" });
    }
  });
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(services, req, res),
      responseMeta: ({ errors }) => {
        const retryAfter = errors.map(retryAfterOf).find((seconds) => seconds !== undefined);
        return retryAfter === undefined ? {} : { headers: { "retry-after": String(retryAfter) } };
      },
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
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      // "/" is the app's page like every other client path (below), not the file as built.
      index: false,
      // The build writes .br and .gz beside each file; the one the browser accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        // Built assets carry their content hash in the name and never change; the page is revalidated.
        reply.header(
          "cache-control",
          /[\\/]assets[\\/]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }

  const renderPage = hasWeb ? webPageRenderer(webDir) : undefined;
  /**
   * What the page tells the app for this request: the data version (read first: every screen's
   * data is at least as new) and `auth.me`'s answer for its session cookie. A request carrying a
   * Bearer token is a script's, not a browser's: it gets the page as built.
   */
  const pageData = async (
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<PageData<unknown> | undefined> => {
    if (req.headers.authorization?.startsWith(BEARER_PREFIX)) return undefined;
    try {
      const me = await createCaller(await createContext(services, req, reply)).auth.me();
      // Read after `auth.me`, still before any screen asks for its data.
      return { me, dataVersion: await currentDataVersion(services.db) };
    } catch (error) {
      if (error instanceof TRPCError && error.code === "UNAUTHORIZED") return { me: null };
      req.log.warn({ err: error }, "could not tell who is signed in for the page");
      return undefined;
    }
  };

  // Posted vouchers get their numbers just after they commit, in batches (voucher-numbering.ts).
  let numbering: ReturnType<typeof startVoucherNumbering> | undefined;
  app.addHook("onReady", async () => {
    numbering = startVoucherNumbering(services.db, (error) =>
      app.log.error({ err: error }, "numbering posted vouchers failed"),
    );
  });
  app.addHook("onClose", async () => numbering?.stop());

  app.setNotFoundHandler(async (req, reply) => {
    // Built files live under /assets/: a missing one is a real 404, never the app's HTML.
    const isApiOrFile = /^\/(api|trpc|assets)\//.test(req.url);
    if (renderPage && !isApiOrFile && (req.method === "GET" || req.method === "HEAD")) {
      // The web app routes on the client; every other path gets its page, made for who asks.
      const page = compressFor(req.headers["accept-encoding"], renderPage(await pageData(req, reply)));
      if (page.encoding) reply.header("content-encoding", page.encoding);
      return reply
        .header("cache-control", "no-store")
        .header("vary", "accept-encoding, cookie, authorization")
        .type("text/html; charset=utf-8")
        .send(page.body);
    }
    return reply
      .status(404)
      .send({ success: false, message: `No such path: ${req.method} ${req.url.split("?")[0]}` });
  });

  return app;
}
