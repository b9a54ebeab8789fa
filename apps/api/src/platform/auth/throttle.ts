import type { Database } from "@atithi/db";
import { sql } from "kysely";

/** Wrong passwords a (username, address) pair may send before it has to wait. */
export const PAIR_FREE_FAILURES = 5;
/** Wrong passwords one address may send across all usernames before it has to wait. */
export const ADDRESS_FREE_FAILURES = 20;
export const FIRST_DELAY_MS = 60_000;
export const MAX_DELAY_MS = 60 * 60_000;
/** A counter left alone this long starts again from nothing. */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;
/** The username of an address's own counter, which counts failures for every username. */
const ANY_USERNAME = "";

export interface FailureCount {
  failures: number;
  lastFailedAt: Date;
}

/** The failures that still count at `now`: none once the counter has been quiet long enough. */
export function currentFailures(count: FailureCount | undefined, now: number): number {
  if (!count || now - count.lastFailedAt.getTime() >= FORGET_AFTER_MS) return 0;
  return count.failures;
}

/**
 * Milliseconds until the counter may try again: nothing while under its free failures, then a
 * delay from the last failure that doubles with each further failure, up to an hour.
 */
export function waitFor(count: FailureCount | undefined, freeFailures: number, now: number): number {
  const failures = currentFailures(count, now);
  if (!count || failures < freeFailures) return 0;
  const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - freeFailures));
  return Math.max(0, count.lastFailedAt.getTime() + delay - now);
}

/**
 * Failed sign-ins, counted in the database so that every server process shares the counts. The
 * pair (username, address) is what locks: a stranger guessing from elsewhere builds up their own
 * pair's delay, never the owner's at their own desk; the address's own counter stops one address
 * from trying many usernames.
 */
export class LoginThrottle {
  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Counts this attempt as a failure before the (slow) password check, so parallel guesses cannot
   * all slip in; answers the milliseconds to wait instead when either counter is still waiting.
   */
  async begin(db: Database, username: string, address: string): Promise<number> {
    const now = this.now();
    const keys = [
      { username: ANY_USERNAME, address },
      { username, address },
    ];
    const wait = await db.transaction().execute(async (trx) => {
      // Rows to lock even on a first attempt, so parallel first attempts queue on them.
      await trx
        .insertInto("loginFailures")
        .values(keys.map((key) => ({ ...key, failures: 0, lastFailedAt: new Date(now) })))
        .onConflict((oc) => oc.columns(["username", "address"]).doNothing())
        .execute();
      const rows = await trx
        .selectFrom("loginFailures")
        .select(["username", "failures", "lastFailedAt"])
        .where("address", "=", address)
        .where("username", "in", [ANY_USERNAME, username])
        .orderBy("username")
        .forUpdate()
        .execute();
      const row = (name: string) => rows.find((r) => r.username === name);
      const waiting = Math.max(
        waitFor(row(username), PAIR_FREE_FAILURES, now),
        waitFor(row(ANY_USERNAME), ADDRESS_FREE_FAILURES, now),
      );
      if (waiting > 0) return waiting;
      for (const key of keys) {
        await trx
          .updateTable("loginFailures")
          .set({ failures: currentFailures(row(key.username), now) + 1, lastFailedAt: new Date(now) })
          .where("username", "=", key.username)
          .where("address", "=", key.address)
          .execute();
      }
      return 0;
    });
    await this.forgetQuiet(db, now);
    return wait;
  }

  /** The attempt begun was right: the pair starts afresh and the address gets its attempt back. */
  async succeeded(db: Database, username: string, address: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom("loginFailures")
        .where("username", "=", username)
        .where("address", "=", address)
        .execute();
      await trx
        .updateTable("loginFailures")
        .set({ failures: sql`greatest(failures - 1, 0)` })
        .where("username", "=", ANY_USERNAME)
        .where("address", "=", address)
        .execute();
    });
  }

  /** Counters quiet for a day are removed; rows another attempt holds are left for next time. */
  private async forgetQuiet(db: Database, now: number): Promise<void> {
    await sql`
      DELETE FROM login_failures WHERE (username, address) IN (
        SELECT username, address FROM login_failures
        WHERE last_failed_at < ${new Date(now - FORGET_AFTER_MS)}
        FOR UPDATE SKIP LOCKED
      )`.execute(db);
  }
}
