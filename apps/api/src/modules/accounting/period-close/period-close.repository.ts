import type { Database } from "@atithi/db";
import { YEAR_END_SOURCE } from "@atithi/domain";
import { sql } from "kysely";

export interface PeriodLockDto {
  lockedThrough: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

/** The accounting settings (the period lock) and the year-end closing vouchers. */
export function periodCloseRepository(db: Database) {
  const settings = () =>
    db
      .selectFrom("accountingSettings")
      .leftJoin("users", "users.id", "accountingSettings.updatedBy")
      .select(["accountingSettings.lockedThrough", "accountingSettings.updatedAt", "users.username"]);
  const toDto = (row: { lockedThrough: string | null; updatedAt: Date; username: string | null }) => ({
    lockedThrough: row.lockedThrough,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.username,
  });
  return {
    async periodLock(): Promise<PeriodLockDto> {
      return toDto(await settings().executeTakeFirstOrThrow());
    },
    /**
     * The settings row, locked until the transaction ends: postings check the lock under FOR SHARE,
     * so a lock being moved waits for postings under way and they for it; closings queue here too.
     */
    async lockSettings(): Promise<PeriodLockDto> {
      return toDto(await settings().forUpdate("accountingSettings").executeTakeFirstOrThrow());
    },
    async setLockedThrough(lockedThrough: string | null, userId: string): Promise<PeriodLockDto> {
      await db
        .updateTable("accountingSettings")
        .set({ lockedThrough, updatedBy: userId, updatedAt: sql<Date>`now()` })
        .execute();
      return toDto(await settings().executeTakeFirstOrThrow());
    },
    /** The year-end closings posted and not reversed, for the year `label` or any later year. */
    closingsFrom(label: string) {
      return db
        .selectFrom("vouchers")
        .select(["id", "voucherNumber", "sourceId", "status"])
        .where("sourceType", "=", YEAR_END_SOURCE)
        .where("reversesVoucherId", "is", null)
        .where(sql<string>`substr(source_id, 1, 7)`, ">=", label)
        .orderBy("sourceId")
        .execute();
    },
  };
}
