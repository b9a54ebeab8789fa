import type { Kysely } from "kysely";
import { runStatements } from "./run-statements";

/**
 * A stay's money as a GST-registered hotel bills it: extras on the folio, GST on everything, what
 * the guest owes (amount_due = tariff + extras + GST), payments net of refunds (paid_amount may now
 * exceed what is due after an early departure or a cancellation: that is the refund due), the
 * company billed, why a stay was cancelled, and the stay's tax invoice frozen as issued.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    /* sql */ `
    ALTER TABLE bookings DROP CONSTRAINT bookings_paid_within_total;
    ALTER TABLE bookings ADD COLUMN charges_amount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (charges_amount >= 0);
    ALTER TABLE bookings ADD COLUMN tax_amount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (tax_amount >= 0);
    ALTER TABLE bookings ADD COLUMN amount_due numeric(12, 2) NOT NULL DEFAULT 0 CHECK (amount_due >= 0);
    UPDATE bookings SET amount_due = total_amount;
    ALTER TABLE bookings ADD COLUMN cancel_reason text CHECK (cancel_reason IN ('cancelled', 'no_show'));
    ALTER TABLE bookings ADD COLUMN bill_to_name text;
    ALTER TABLE bookings ADD COLUMN bill_to_address text;
    ALTER TABLE bookings ADD COLUMN bill_to_gstin text CHECK (bill_to_gstin ~ '^[0-9]{2}[A-Z0-9]{13}$');
    DROP INDEX bookings_owing_idx;
    -- Money still owed is a small part of all bookings.
    CREATE INDEX bookings_owing_idx ON bookings (status) WHERE paid_amount < amount_due;

    CREATE TABLE booking_charges (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      booking_id text NOT NULL REFERENCES bookings (id) ON DELETE RESTRICT,
      description text NOT NULL,
      category text NOT NULL CHECK (category IN ('food_beverage', 'laundry', 'minibar', 'extra_bed',
        'late_checkout', 'cancellation_fee', 'no_show_fee', 'other')),
      sac text NOT NULL CHECK (sac ~ '^[0-9]{4,8}$'),
      unit_amount numeric(12, 2) NOT NULL CHECK (unit_amount > 0),
      quantity integer NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 1000),
      gst_rate numeric(5, 2) NOT NULL CHECK (gst_rate IN (0, 5, 18, 40)),
      notes text,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX booking_charges_booking_idx ON booking_charges (booking_id, created_at);

    -- Issued once per stay; the document is what was printed, kept as it was.
    CREATE TABLE stay_invoices (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      booking_id text NOT NULL UNIQUE REFERENCES bookings (id) ON DELETE RESTRICT,
      invoice_number text NOT NULL UNIQUE CHECK (invoice_number ~ '^[A-Za-z0-9/-]{1,16}$'),
      invoice_date date NOT NULL,
      kind text NOT NULL CHECK (kind IN ('tax_invoice', 'bill_of_supply')),
      taxable_amount numeric(12, 2) NOT NULL CHECK (taxable_amount >= 0),
      tax_amount numeric(12, 2) NOT NULL CHECK (tax_amount >= 0),
      total_amount numeric(12, 2) NOT NULL CHECK (total_amount >= 0),
      document jsonb NOT NULL,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX stay_invoices_date_idx ON stay_invoices (invoice_date);

    -- A group invoice keeps the date it was first issued, and is issued once.
    ALTER TABLE group_invoices ADD COLUMN document jsonb;
  `,
  );
}
