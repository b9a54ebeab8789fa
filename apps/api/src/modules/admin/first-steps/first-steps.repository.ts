import type { Database } from "@atithi/db";
import type { FirstStepFacts } from "@atithi/domain";
import { sql } from "kysely";

export function firstStepsRepository(db: Database) {
  return {
    /** What the first steps are decided from (domain/first-steps.ts), in one round trip. */
    async facts(): Promise<FirstStepFacts> {
      const { rows } = await sql<FirstStepFacts>`
        SELECT
          (SELECT gst_number IS NOT NULL AND business_name IS NOT NULL FROM tax_config) AS tax_registered,
          (SELECT count(*)::int FROM rooms WHERE is_active) AS active_rooms,
          -- What installation made carries no audit entry: one appears when someone saves a change.
          EXISTS (SELECT 1 FROM audit_log WHERE entity_type IN ('room_type', 'rate_plan')
            OR (entity_type = 'room' AND action <> 'status')) AS rooms_set_up,
          (SELECT count(*)::int FROM users WHERE is_active) AS active_users
      `.execute(db);
      const row = rows[0];
      if (!row) throw new Error("first steps: no row");
      return { ...row, taxRegistered: row.taxRegistered === true };
    },
  };
}
