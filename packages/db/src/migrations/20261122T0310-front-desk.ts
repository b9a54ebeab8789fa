import type { Kysely } from "kysely";
import { runStatements } from "./run-statements";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    /* sql */ `
    CREATE EXTENSION IF NOT EXISTS btree_gist;
    CREATE TABLE rooms (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      number text NOT NULL UNIQUE CHECK (length(number) BETWEEN 1 AND 20),
      capacity smallint NOT NULL DEFAULT 6 CHECK (capacity BETWEEN 1 AND 50),
      status text NOT NULL DEFAULT 'available'
        CHECK (status IN ('available', 'occupied', 'cleaning', 'reserved', 'maintenance')),
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE guests (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      name text NOT NULL CHECK (length(name) > 0),
      phone text NOT NULL,
      phone_normalized text NOT NULL,
      email text,
      id_proof_number text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    -- Not unique: a family often shares one phone; a guest is found by phone and name together.
    CREATE INDEX guests_phone_idx ON guests (phone_normalized);
    CREATE INDEX guests_name_idx ON guests (lower(name));

    CREATE TABLE bookings (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      guest_id text NOT NULL REFERENCES guests (id) ON DELETE RESTRICT,
      room_id text NOT NULL REFERENCES rooms (id) ON DELETE RESTRICT,
      check_in_date date NOT NULL,
      check_out_date date NOT NULL,
      adults smallint NOT NULL CHECK (adults BETWEEN 1 AND 6),
      children smallint NOT NULL DEFAULT 0 CHECK (children BETWEEN 0 AND 6),
      total_amount numeric(10, 2) NOT NULL CHECK (total_amount >= 0),
      paid_amount numeric(10, 2) NOT NULL DEFAULT 0 CHECK (paid_amount >= 0),
      payment_status text NOT NULL DEFAULT 'pending'
        CHECK (payment_status IN ('pending', 'advance', 'paid', 'refunded')),
      status text NOT NULL DEFAULT 'confirmed'
        CHECK (status IN ('confirmed', 'checked_in', 'checked_out', 'cancelled')),
      is_complimentary boolean NOT NULL DEFAULT false,
      discount_percentage numeric(5, 2) NOT NULL DEFAULT 0 CHECK (discount_percentage BETWEEN 0 AND 100),
      notes text,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT bookings_dates_check CHECK (check_out_date > check_in_date),
      CONSTRAINT bookings_paid_within_total CHECK (paid_amount <= total_amount),
      -- No double booking: active stays of one room never overlap; [in, out) lets a guest
      -- arrive on the day another departs.
      CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
        room_id WITH =,
        daterange(check_in_date, check_out_date, '[)') WITH &&
      ) WHERE (status IN ('confirmed', 'checked_in'))
    );
    -- Stays touching a date range, whatever the years of history behind them (calendar, lists).
    CREATE INDEX bookings_stay_range_idx ON bookings
      USING gist (daterange(check_in_date, check_out_date, '[)')) WHERE status <> 'cancelled';
    CREATE INDEX bookings_room_dates_idx ON bookings (room_id, check_in_date, check_out_date);
    -- Money still owed is a small part of all bookings.
    CREATE INDEX bookings_owing_idx ON bookings (status) WHERE paid_amount < total_amount;
    CREATE INDEX bookings_guest_idx ON bookings (guest_id);
    CREATE INDEX bookings_created_at_idx ON bookings (created_at DESC);

    CREATE TABLE payments (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      booking_id text NOT NULL REFERENCES bookings (id) ON DELETE RESTRICT,
      kind text NOT NULL DEFAULT 'payment' CHECK (kind IN ('payment', 'refund')),
      amount numeric(10, 2) NOT NULL CHECK (amount > 0),
      payment_method text NOT NULL DEFAULT 'cash'
        CHECK (payment_method IN ('cash', 'card', 'upi', 'bank_transfer')),
      payment_date timestamptz NOT NULL DEFAULT now(),
      notes text,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX payments_booking_idx ON payments (booking_id, payment_date);
    CREATE INDEX payments_date_idx ON payments (payment_date);

    CREATE TABLE group_bookings (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      group_name text NOT NULL,
      contact_person_name text NOT NULL,
      contact_person_phone text NOT NULL,
      contact_person_email text,
      check_in_date date NOT NULL,
      check_out_date date NOT NULL,
      total_rooms integer NOT NULL CHECK (total_rooms >= 1),
      total_guests integer NOT NULL CHECK (total_guests >= 1),
      total_amount numeric(12, 2) NOT NULL CHECK (total_amount >= 0),
      paid_amount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (paid_amount >= 0),
      payment_status text NOT NULL DEFAULT 'pending'
        CHECK (payment_status IN ('pending', 'advance', 'paid', 'refunded')),
      status text NOT NULL DEFAULT 'confirmed'
        CHECK (status IN ('confirmed', 'checked_in', 'checked_out', 'cancelled')),
      group_discount_percentage numeric(5, 2) NOT NULL DEFAULT 0
        CHECK (group_discount_percentage BETWEEN 0 AND 100),
      is_complimentary boolean NOT NULL DEFAULT false,
      event_type text NOT NULL DEFAULT 'other'
        CHECK (event_type IN ('conference', 'wedding', 'corporate', 'family_reunion', 'workshop', 'other')),
      special_requests text,
      notes text,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT group_bookings_dates_check CHECK (check_out_date > check_in_date)
    );
    CREATE INDEX group_bookings_check_in_idx ON group_bookings (check_in_date);

    CREATE TABLE group_booking_items (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      group_booking_id text NOT NULL REFERENCES group_bookings (id) ON DELETE CASCADE,
      booking_id text NOT NULL UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX group_booking_items_group_idx ON group_booking_items (group_booking_id);

    -- Gap-free document numbers per series and financial year, handed out under a row lock.
    CREATE TABLE document_sequences (
      series text NOT NULL,
      financial_year text NOT NULL,
      last_value integer NOT NULL DEFAULT 0,
      PRIMARY KEY (series, financial_year)
    );

    CREATE TABLE group_invoices (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      group_booking_id text NOT NULL REFERENCES group_bookings (id) ON DELETE RESTRICT,
      invoice_number text NOT NULL UNIQUE CHECK (invoice_number ~ '^[A-Za-z0-9/-]{1,16}$'),
      invoice_date date NOT NULL,
      due_date date,
      subtotal numeric(12, 2) NOT NULL CHECK (subtotal >= 0),
      discount_amount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (discount_amount >= 0),
      tax_amount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (tax_amount >= 0),
      total_amount numeric(12, 2) NOT NULL CHECK (total_amount >= 0),
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'paid', 'cancelled')),
      notes text,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX group_invoices_group_idx ON group_invoices (group_booking_id);

    -- A version the database bumps whenever what the calendar and dashboard show may have changed,
    -- so computed views can be reused until then, by every server process. Read it before the data:
    -- a view is then never older than the version it is kept under.
    CREATE TABLE change_counters (name text PRIMARY KEY, version bigint NOT NULL DEFAULT 0);
    INSERT INTO change_counters (name) VALUES ('front_desk');
    CREATE FUNCTION bump_front_desk_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE change_counters SET version = version + 1 WHERE name = 'front_desk'; RETURN NULL; END $$;
    CREATE TRIGGER bookings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bookings
      FOR EACH STATEMENT EXECUTE FUNCTION bump_front_desk_version();
    CREATE TRIGGER rooms_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rooms
      FOR EACH STATEMENT EXECUTE FUNCTION bump_front_desk_version();
    CREATE TRIGGER guests_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON guests
      FOR EACH STATEMENT EXECUTE FUNCTION bump_front_desk_version();
    CREATE TRIGGER payments_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payments
      FOR EACH STATEMENT EXECUTE FUNCTION bump_front_desk_version();
  `,
  );
}
