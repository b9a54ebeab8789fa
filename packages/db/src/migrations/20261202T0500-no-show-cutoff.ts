import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * The arrival day's cut-off for a no-show (issue 30): until then the guest may still come, so the
 * room is not given away. 18:00 unless an administrator sets otherwise; the time of day is the
 * property's, the zone it runs in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    ALTER TABLE front_desk_settings ADD COLUMN no_show_cutoff time(0) NOT NULL DEFAULT '18:00';
  `,
  );
}
