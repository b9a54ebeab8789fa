import type { Database } from "@atithi/db";
import type { TokenScope } from "@atithi/domain";
import type {} from "@fastify/cookie";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { apiTokensRepository } from "../auth/api-tokens.repository";
import { SESSION_COOKIE, validateSessionToken } from "../auth/session";
import type { LoginThrottle } from "../auth/throttle";
import { hashToken } from "../auth/tokens";
import type { SessionUser } from "../auth/users.repository";
import type { Config } from "../config";
import type { ObjectStorage } from "../storage/storage";

/** What lives as long as the server: shared by every request. */
export interface Services {
  db: Database;
  config: Config;
  loginThrottle: LoginThrottle;
  storage: ObjectStorage;
}

export interface SessionCookies {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface Context extends Services {
  user: SessionUser | null;
  sessionId: string | null;
  authMethod: "session" | "token" | null;
  /** The API token's scope when authMethod is "token"; null otherwise. */
  tokenScope: TokenScope | null;
  ipAddress: string;
  userAgent: string | null;
  cookies: SessionCookies;
  /** A REST request's `Idempotency-Key` header, checked (platform/idempotency). */
  idempotencyKey?: string;
  /** The request's logger, for failures the caller is not told about. */
  log?: FastifyBaseLogger;
}

export const BEARER_PREFIX = "Bearer ";

function sessionCookies(services: Services, req: FastifyRequest, res: FastifyReply): SessionCookies {
  const secure = services.config.secureCookies ?? req.protocol === "https";
  const options = { httpOnly: true, sameSite: "lax", path: "/", secure } as const;
  return {
    set: (token, expiresAt) => void res.setCookie(SESSION_COOKIE, token, { ...options, expires: expiresAt }),
    clear: () => void res.clearCookie(SESSION_COOKIE, options),
  };
}

export async function createContext(
  services: Services,
  req: FastifyRequest,
  res: FastifyReply,
): Promise<Context> {
  const cookies = sessionCookies(services, req, res);
  const base = {
    ...services,
    ipAddress: req.ip,
    userAgent: req.headers["user-agent"] ?? null,
    cookies,
    log: req.log,
    tokenScope: null,
  };
  const authorization = req.headers.authorization;
  if (authorization?.startsWith(BEARER_PREFIX)) {
    const tokens = apiTokensRepository(services.db);
    const found = await tokens.findActiveWithUser(
      hashToken(authorization.slice(BEARER_PREFIX.length).trim()),
      new Date(),
    );
    if (!found?.isActive) return { ...base, user: null, sessionId: null, authMethod: null };
    const { tokenId, tokenScope, tokenLastUsedAt, ...user } = found;
    // Use is recorded at most once a minute, so a busy script does not write on every call.
    if (!tokenLastUsedAt || Date.now() - tokenLastUsedAt.getTime() > 60_000) await tokens.touch(tokenId);
    return { ...base, user, sessionId: null, authMethod: "token", tokenScope: tokenScope as TokenScope };
  }
  const token = req.cookies[SESSION_COOKIE];
  if (!token) return { ...base, user: null, sessionId: null, authMethod: null };
  const session = await validateSessionToken(services.db, token);
  if (!session) {
    cookies.clear();
    return { ...base, user: null, sessionId: null, authMethod: null };
  }
  if (session.renewed) cookies.set(token, session.expiresAt);
  return { ...base, user: session.user, sessionId: session.sessionId, authMethod: "session" };
}
