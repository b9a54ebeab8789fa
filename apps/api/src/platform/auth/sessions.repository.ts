import type { Database } from "@atithi/db";
import { SESSION_USER_COLUMNS } from "./users.repository";

export function sessionsRepository(db: Database) {
  return {
    insert(values: {
      id: string;
      userId: string;
      expiresAt: Date;
      userAgent: string | null;
      ipAddress: string | null;
    }) {
      return db.insertInto("sessions").values(values).execute();
    },
    findWithUser(id: string) {
      return db
        .selectFrom("sessions")
        .innerJoin("users", "users.id", "sessions.userId")
        .select(SESSION_USER_COLUMNS)
        .select(["sessions.id as sessionId", "sessions.expiresAt as sessionExpiresAt"])
        .where("sessions.id", "=", id)
        .executeTakeFirst();
    },
    extend(id: string, expiresAt: Date) {
      return db.updateTable("sessions").set({ expiresAt }).where("id", "=", id).execute();
    },
    delete(id: string) {
      return db.deleteFrom("sessions").where("id", "=", id).execute();
    },
    deleteForUser(userId: string) {
      return db.deleteFrom("sessions").where("userId", "=", userId).execute();
    },
    /** The user's sessions but `keepId`; answers how many ended. */
    async deleteOthers(userId: string, keepId: string): Promise<number> {
      const rows = await db
        .deleteFrom("sessions")
        .where("userId", "=", userId)
        .where("id", "<>", keepId)
        .returning("id")
        .execute();
      return rows.length;
    },
    deleteExpired(now: Date) {
      return db.deleteFrom("sessions").where("expiresAt", "<=", now).execute();
    },
  };
}
