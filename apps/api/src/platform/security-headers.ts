import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { Config } from "./config";

export const HSTS = "max-age=31536000; includeSubDomains";

/** Where the browser sends uploads and fetches documents besides this origin: the object store's public address. */
function storeOrigin(config: Config): string[] {
  const endpoint = config.s3?.publicEndpoint ?? config.s3?.endpoint;
  return endpoint ? [new URL(endpoint).origin] : [];
}

/**
 * Every answer carries the security headers. Scripts come only from this origin (the built app has
 * no inline script, and zod runs without `new Function`); styles allow inline ones because Mantine
 * writes its CSS variables into a style tag at run time. Helmet's middleware is built once here
 * (the Fastify plugin rebuilt it, and reparsed the policy, on every request).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const store = storeOrigin(config);
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uppy previews a chosen image from a blob: URL.
        imgSrc: ["'self'", "data:", "blob:", ...store],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...store],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Over plain http (a front desk reaching the server by its LAN address) HSTS would be wrong, and
    // browsers ignore it there anyway; it is added below only when the request came over https.
    strictTransportSecurity: false,
  });
  app.addHook("onRequest", (req, reply, done) =>
    setHeaders(req.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
  app.addHook("onSend", async (req, reply) => {
    if (req.protocol === "https") reply.header("strict-transport-security", HSTS);
  });
}
