import type { Kysely } from "kysely";
import { runStatements } from "./run-statements";

/**
 * Room moves. A checked-in guest who moves keeps the nights already spent in the old room: the
 * booking holds its new room from `room_since` (the move's date; NULL = from check-in), and the
 * earlier nights are kept in `room_moves`, one row per room left. The no-overlap constraint now
 * guards only the nights a booking holds in its current room, so a move answers 409 from the same
 * constraint as a booking, and the old room is free again from the move on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    /* sql */ `
    ALTER TABLE bookings ADD COLUMN room_since date;
    ALTER TABLE bookings ADD CONSTRAINT bookings_room_since_check
      CHECK (room_since IS NULL OR (room_since > check_in_date AND room_since <= check_out_date));
    ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap;
    ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
      room_id WITH =,
      daterange(coalesce(room_since, check_in_date), check_out_date, '[)') WITH &&
    ) WHERE (status IN ('confirmed', 'checked_in'));

    CREATE TABLE room_moves (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      booking_id text NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      from_room_id text NOT NULL REFERENCES rooms (id) ON DELETE RESTRICT,
      to_room_id text NOT NULL REFERENCES rooms (id) ON DELETE RESTRICT,
      -- The nights spent in the room left: [nights_from, moved_on).
      nights_from date NOT NULL,
      moved_on date NOT NULL,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT room_moves_nights_check CHECK (moved_on > nights_from),
      CONSTRAINT room_moves_rooms_check CHECK (from_room_id <> to_room_id)
    );
    CREATE INDEX room_moves_booking_idx ON room_moves (booking_id);
    CREATE INDEX room_moves_nights_idx ON room_moves USING gist (daterange(nights_from, moved_on, '[)'));
    `,
  );
}
