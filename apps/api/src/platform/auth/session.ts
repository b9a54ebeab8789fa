import type { Database } from "@atithi/db";
import { sessionsRepository } from "./sessions.repository";
import { generateToken, hashToken } from "./tokens";
import type { SessionUser } from "./users.repository";

export const SESSION_COOKIE = "atithi_session";
const DAY_MS = 86_400_000;
export const SESSION_TTL_MS = 30 * DAY_MS;
/** A session used in its last 15 days is extended to a full 30 again (sliding expiry). */
const RENEW_WITHIN_MS = 15 * DAY_MS;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Database,
  userId: string,
  meta: { userAgent: string | null; ipAddress: string | null },
  now = new Date(),
): Promise<NewSession> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await sessionsRepository(db).insert({ id: hashToken(token), userId, expiresAt, ...meta });
  return { token, expiresAt };
}

export interface ValidSession {
  sessionId: string;
  user: SessionUser;
  expiresAt: Date;
  /** True when the expiry moved, so the cookie must be sent again. */
  renewed: boolean;
}

export async function validateSessionToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ValidSession | null> {
  const sessions = sessionsRepository(db);
  const id = hashToken(token);
  const row = await sessions.findWithUser(id);
  if (!row) return null;
  const { sessionId, sessionExpiresAt, ...user } = row;
  if (now.getTime() >= sessionExpiresAt.getTime() || !user.isActive) {
    await sessions.delete(sessionId);
    return null;
  }
  if (now.getTime() >= sessionExpiresAt.getTime() - RENEW_WITHIN_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await sessions.extend(sessionId, expiresAt);
    return { sessionId, user, expiresAt, renewed: true };
  }
  return { sessionId, user, expiresAt: sessionExpiresAt, renewed: false };
}

export function invalidateSession(db: Database, sessionId: string) {
  return sessionsRepository(db).delete(sessionId);
}
