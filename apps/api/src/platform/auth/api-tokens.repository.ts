import type { Database } from "@atithi/db";
import type { TokenRevokeReason, TokenScope } from "@atithi/domain";
import { SESSION_USER_COLUMNS } from "./users.repository";

export interface ApiTokenSummary {
  id: string;
  name: string;
  userId: string;
  username: string;
  scope: TokenScope;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  revokedReason: TokenRevokeReason | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function apiTokensRepository(db: Database) {
  return {
    insert(values: {
      name: string;
      tokenHash: string;
      userId: string;
      createdBy: string;
      scope: TokenScope;
      expiresAt: Date;
    }) {
      return db.insertInto("apiTokens").values(values).returning("id").executeTakeFirstOrThrow();
    },
    findActiveWithUser(tokenHash: string, now: Date) {
      return db
        .selectFrom("apiTokens")
        .innerJoin("users", "users.id", "apiTokens.userId")
        .select(SESSION_USER_COLUMNS)
        .select([
          "apiTokens.id as tokenId",
          "apiTokens.scope as tokenScope",
          "apiTokens.lastUsedAt as tokenLastUsedAt",
        ])
        .where("apiTokens.tokenHash", "=", tokenHash)
        .where("apiTokens.revokedAt", "is", null)
        .where("apiTokens.expiresAt", ">", now)
        .executeTakeFirst();
    },
    touch(id: string) {
      return db.updateTable("apiTokens").set({ lastUsedAt: new Date() }).where("id", "=", id).execute();
    },
    /** One user's tokens, or everyone's when `userId` is null. */
    async list(userId: string | null): Promise<ApiTokenSummary[]> {
      let query = db
        .selectFrom("apiTokens")
        .innerJoin("users", "users.id", "apiTokens.userId")
        .select([
          "apiTokens.id",
          "apiTokens.name",
          "apiTokens.userId",
          "users.username",
          "apiTokens.scope",
          "apiTokens.createdAt",
          "apiTokens.expiresAt",
          "apiTokens.lastUsedAt",
          "apiTokens.revokedAt",
          "apiTokens.revokedReason",
        ])
        .orderBy("apiTokens.createdAt", "desc")
        .orderBy("apiTokens.id");
      if (userId !== null) query = query.where("apiTokens.userId", "=", userId);
      const rows = await query.execute();
      return rows.map((r) => ({
        ...r,
        scope: r.scope as TokenScope,
        createdAt: r.createdAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
        lastUsedAt: iso(r.lastUsedAt),
        revokedAt: iso(r.revokedAt),
        revokedReason: r.revokedReason as TokenRevokeReason | null,
      }));
    },
    findById(id: string) {
      return db
        .selectFrom("apiTokens")
        .select(["id", "name", "userId", "revokedAt"])
        .where("id", "=", id)
        .executeTakeFirst();
    },
    revoke(id: string) {
      return db
        .updateTable("apiTokens")
        .set({ revokedAt: new Date(), revokedReason: "revoked" })
        .where("id", "=", id)
        .where("revokedAt", "is", null)
        .returning("id")
        .executeTakeFirst();
    },
    /** Every working token of the user stops, for good: reactivating the user does not revive them. */
    async revokeAllForUser(userId: string, reason: Exclude<TokenRevokeReason, "revoked">): Promise<number> {
      const rows = await db
        .updateTable("apiTokens")
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where("userId", "=", userId)
        .where("revokedAt", "is", null)
        .returning("id")
        .execute();
      return rows.length;
    },
  };
}
