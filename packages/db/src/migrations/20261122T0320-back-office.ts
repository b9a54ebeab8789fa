import type { Kysely } from "kysely";
import { runStatements } from "./run-statements";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    /* sql */ `
    CREATE TABLE expense_categories (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      name text NOT NULL CHECK (length(name) > 0),
      description text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX expense_categories_name_key ON expense_categories (lower(name));

    CREATE TABLE expenses (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      category_id text NOT NULL REFERENCES expense_categories (id) ON DELETE RESTRICT,
      amount numeric(10, 2) NOT NULL CHECK (amount > 0),
      description text NOT NULL CHECK (length(description) > 0),
      expense_date date NOT NULL,
      payment_method text NOT NULL DEFAULT 'cash'
        CHECK (payment_method IN ('cash', 'upi', 'card', 'bank_transfer')),
      receipt_number text,
      vendor text,
      notes text,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX expenses_date_idx ON expenses (expense_date);
    CREATE INDEX expenses_category_idx ON expenses (category_id);

    -- A simple cash book written alongside income and expenses.
    CREATE TABLE ledger_entries (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      type text NOT NULL CHECK (type IN ('income', 'expense')),
      category text NOT NULL,
      reference_id text,
      amount numeric(10, 2) NOT NULL CHECK (amount >= 0),
      description text,
      entry_date date NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX ledger_entries_date_idx ON ledger_entries (entry_date);
    CREATE INDEX ledger_entries_reference_idx ON ledger_entries (reference_id);

    CREATE TABLE staff (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      name text NOT NULL,
      role text NOT NULL,
      phone text,
      email text,
      salary numeric(10, 2) CHECK (salary >= 0),
      join_date date,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE staff_attendance (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      staff_id text NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
      attendance_date date NOT NULL,
      clock_in timestamptz,
      clock_out timestamptz,
      hours_worked numeric(5, 2) CHECK (hours_worked BETWEEN 0 AND 24),
      notes text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (staff_id, attendance_date),
      CHECK (clock_out IS NULL OR clock_in IS NULL OR clock_out >= clock_in)
    );

    CREATE TABLE investors (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      name text NOT NULL,
      email text,
      phone text,
      investment_amount numeric(15, 2) CHECK (investment_amount >= 0),
      share_percentage numeric(8, 4) CHECK (share_percentage BETWEEN 0 AND 100),
      join_date date,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- One row: the property's tax identity.
    CREATE TABLE tax_config (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      gst_number text CHECK (gst_number ~ '^[0-9]{2}[A-Z0-9]{13}$'),
      gst_rate numeric(5, 2) NOT NULL DEFAULT 18.00 CHECK (gst_rate BETWEEN 0 AND 100),
      enable_gst boolean NOT NULL DEFAULT false,
      business_name text,
      business_address text,
      pan_number text CHECK (pan_number ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    -- GST on accommodation by the value of a room per night, dated so that a rate change is data.
    -- A slab applies to nights on or after effective_from, up to (and including) max_night_value;
    -- a null max is the open top slab.
    CREATE TABLE gst_slabs (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      effective_from date NOT NULL,
      max_night_value numeric(10, 2) CHECK (max_night_value > 0),
      rate numeric(5, 2) NOT NULL CHECK (rate BETWEEN 0 AND 100),
      UNIQUE NULLS NOT DISTINCT (effective_from, max_night_value)
    );

    CREATE TABLE asset_tags (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      tag_name text NOT NULL CHECK (length(tag_name) > 0),
      category text NOT NULL DEFAULT 'equipment'
        CHECK (category IN ('equipment', 'furniture', 'electronics', 'documents', 'vehicle', 'tools', 'other')),
      description text,
      value numeric(12, 2) CHECK (value >= 0),
      purchase_date date,
      vendor text,
      location text,
      condition text NOT NULL DEFAULT 'good' CHECK (condition IN ('good', 'fair', 'poor', 'broken')),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      approved_by text REFERENCES users (id) ON DELETE SET NULL,
      approved_at timestamptz,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      notes text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX asset_tags_status_idx ON asset_tags (status, category);

    CREATE TABLE digital_assets (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      file_name text NOT NULL CHECK (length(file_name) > 0),
      original_name text NOT NULL,
      file_type text NOT NULL DEFAULT 'document'
        CHECK (file_type IN ('power_bill', 'scanned_copy', 'photo', 'document', 'contract', 'invoice', 'other')),
      mime_type text NOT NULL,
      file_size bigint NOT NULL CHECK (file_size BETWEEN 0 AND 52428800),
      file_path text NOT NULL UNIQUE,
      retention_years smallint NOT NULL DEFAULT 7 CHECK (retention_years BETWEEN 1 AND 50),
      expiry_date date,
      confidentiality_level text NOT NULL DEFAULT 'internal'
        CHECK (confidentiality_level IN ('public', 'internal', 'confidential', 'restricted')),
      tags text,
      description text,
      notes text,
      uploaded_by text REFERENCES users (id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived', 'expired')),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX digital_assets_type_idx ON digital_assets (file_type, status);

    -- Object keys the server handed out for upload; a key not in here is refused.
    CREATE TABLE upload_intents (
      object_key text PRIMARY KEY,
      issued_to text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      issued_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      consumed_at timestamptz
    );

    CREATE TABLE admin_approvals (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      entity_type text NOT NULL,
      entity_id text NOT NULL,
      requested_by text REFERENCES users (id) ON DELETE SET NULL,
      action text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      approved_by text REFERENCES users (id) ON DELETE SET NULL,
      approved_at timestamptz,
      rejection_reason text,
      request_data jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX admin_approvals_entity_idx ON admin_approvals (entity_type, entity_id);
  `,
  );
}
