import type { FastifyInstance } from "fastify";
import { BEARER_PREFIX } from "../trpc/context";
import { SESSION_COOKIE } from "./session";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * An origin is ours when its scheme and host are the request's: a page on http://host must not
 * act on https://host (a network attacker can serve the plain-HTTP page). The request's scheme is
 * TLS's, or a trusted proxy's X-Forwarded-Proto.
 */
function sameOrigin(origin: string, protocol: string, host: string | undefined): boolean {
  try {
    const url = new URL(origin);
    return host !== undefined && url.protocol === `${protocol}:` && url.host === host;
  } catch {
    return false;
  }
}

/**
 * A state-changing request that a browser could send on its own (one carrying the session cookie,
 * or any sign-in attempt) must come from this origin. Scripts using a bearer token carry no
 * ambient credentials and are not affected.
 */
export function registerCsrfGuard(app: FastifyInstance) {
  app.addHook("onRequest", async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    if (req.headers.authorization?.startsWith(BEARER_PREFIX)) return;
    const origin = req.headers.origin;
    const hasCookie = req.cookies[SESSION_COOKIE] !== undefined;
    // HTTP/2 carries the host as the `:authority` pseudo-header, with no Host header.
    const authority = req.headers[":authority"];
    const host = req.headers.host ?? (typeof authority === "string" ? authority : undefined);
    const acceptable = origin ? sameOrigin(origin, req.protocol, host) : !hasCookie;
    if (!acceptable) {
      return reply.status(403).send({ success: false, message: "Cross-site request refused" });
    }
  });
}
