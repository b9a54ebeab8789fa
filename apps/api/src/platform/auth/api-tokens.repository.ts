import type { Database } from "@atithi/db";
import { SESSION_USER_COLUMNS } from "./users.repository";

export interface ApiTokenSummary {
  id: string;
  name: string;
  userId: string;
  username: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function apiTokensRepository(db: Database) {
  return {
    insert(values: {
      name: string;
      tokenHash: string;
      userId: string;
      createdBy: string;
      expiresAt: Date | null;
    }) {
      return db.insertInto("apiTokens").values(values).returning("id").executeTakeFirstOrThrow();
    },
    findActiveWithUser(tokenHash: string, now: Date) {
      return db
        .selectFrom("apiTokens")
        .innerJoin("users", "users.id", "apiTokens.userId")
        .select(SESSION_USER_COLUMNS)
        .select(["apiTokens.id as tokenId", "apiTokens.lastUsedAt as tokenLastUsedAt"])
        .where("apiTokens.tokenHash", "=", tokenHash)
        .where("apiTokens.revokedAt", "is", null)
        .where((eb) => eb.or([eb("apiTokens.expiresAt", "is", null), eb("apiTokens.expiresAt", ">", now)]))
        .executeTakeFirst();
    },
    touch(id: string) {
      return db.updateTable("apiTokens").set({ lastUsedAt: new Date() }).where("id", "=", id).execute();
    },
    async list(): Promise<ApiTokenSummary[]> {
      const rows = await db
        .selectFrom("apiTokens")
        .innerJoin("users", "users.id", "apiTokens.userId")
        .select([
          "apiTokens.id",
          "apiTokens.name",
          "apiTokens.userId",
          "users.username",
          "apiTokens.createdAt",
          "apiTokens.expiresAt",
          "apiTokens.lastUsedAt",
          "apiTokens.revokedAt",
        ])
        .orderBy("apiTokens.createdAt", "desc")
        .execute();
      return rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        expiresAt: iso(r.expiresAt),
        lastUsedAt: iso(r.lastUsedAt),
        revokedAt: iso(r.revokedAt),
      }));
    },
    revoke(id: string) {
      return db
        .updateTable("apiTokens")
        .set({ revokedAt: new Date() })
        .where("id", "=", id)
        .where("revokedAt", "is", null)
        .returning("id")
        .executeTakeFirst();
    },
  };
}
