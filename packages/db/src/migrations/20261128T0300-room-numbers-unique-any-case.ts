import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * A room number is unique among the active rooms whatever its case, as room type and rate plan
 * names are: "A-12" and "a-12" are one room to the staff. `rooms_number_key` becomes a partial
 * unique index on `lower(number)`, under the same name, so a clash still reads "A room with this
 * number already exists".
 *
 * Active rooms whose numbers differ only in case could be made until now. So that the index can be
 * built and the hotel still starts, the oldest of each such set keeps its number and each other one
 * is renumbered with "-2", "-3" … after it (its end cut to stay within 20 characters), audited as a
 * change of the room by nobody; staff may rename it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    DROP INDEX rooms_number_key;

    WITH clashes AS (
      SELECT id, number, row_number() OVER (PARTITION BY lower(number) ORDER BY created_at, id) AS n
      FROM rooms WHERE is_active
    ), renumbered AS (
      UPDATE rooms
      SET number = left(clashes.number, 20 - length('-' || clashes.n)) || '-' || clashes.n,
        updated_at = now()
      FROM clashes
      WHERE rooms.id = clashes.id AND clashes.n > 1
      RETURNING rooms.id, clashes.number AS before, rooms.number AS after
    )
    INSERT INTO audit_log (entity_type, entity_id, action, before, after)
    SELECT 'room', id, 'update', jsonb_build_object('number', before), jsonb_build_object('number', after)
    FROM renumbered;
    -- Fired now, so that a later migration of the run may alter the table.
    SET CONSTRAINTS rooms_data_changed IMMEDIATE;
    SET CONSTRAINTS rooms_data_changed DEFERRED;

    CREATE UNIQUE INDEX rooms_number_key ON rooms (lower(number)) WHERE is_active;
    `,
  );
}
