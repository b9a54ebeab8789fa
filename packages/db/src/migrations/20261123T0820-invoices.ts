import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * GST sales invoices and supplier bills as the accounts keep them (issue 13):
 * - a sale's number is unique in its financial year (CGST Rule 46(b)), a supplier's bill keeps the
 *   supplier's own number, unique per supplier; the financial year is derived from the date;
 * - each line keeps its taxable value and its CGST, SGST and IGST (the place of supply decides the
 *   split per line: accommodation stays in the hotel's state), the invoice their sums;
 * - receipts (or, for a bill, payments) and credit notes (or debit notes) reduce what is owed; the
 *   database refuses receipts past the total and credits past the total, whatever runs in parallel
 *   (a credit after payment leaves a negative balance: money owed back);
 * - each issued document points at the voucher that posted it.
 * A draft cancelled was never issued. Nothing wrote the spec's `invoices` tables before, so the old global uniqueness of the number is
 * replaced outright.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    ALTER TABLE invoices DROP CONSTRAINT invoices_invoice_number_key;
    ALTER TABLE invoices ADD COLUMN financial_year smallint GENERATED ALWAYS AS (
      (extract(year FROM invoice_date)::int - CASE WHEN extract(month FROM invoice_date) < 4 THEN 1 ELSE 0 END)::smallint
    ) STORED;
    ALTER TABLE invoices ADD COLUMN place_of_supply text CHECK (place_of_supply ~ '^[0-9]{2}$');
    ALTER TABLE invoices ADD COLUMN cgst_amount numeric(15, 2) NOT NULL DEFAULT 0 CHECK (cgst_amount >= 0);
    ALTER TABLE invoices ADD COLUMN sgst_amount numeric(15, 2) NOT NULL DEFAULT 0 CHECK (sgst_amount >= 0);
    ALTER TABLE invoices ADD COLUMN igst_amount numeric(15, 2) NOT NULL DEFAULT 0 CHECK (igst_amount >= 0);
    ALTER TABLE invoices ADD COLUMN credited_amount numeric(15, 2) NOT NULL DEFAULT 0 CHECK (credited_amount >= 0);
    ALTER TABLE invoices ADD COLUMN voucher_id text REFERENCES vouchers (id) ON DELETE RESTRICT;
    ALTER TABLE invoices ADD COLUMN issued_at timestamptz;
    -- The parties as the issued document saw them (Rule 46): later edits of the party or of the
    -- hotel's tax settings do not change a printed invoice or its return.
    ALTER TABLE invoices ADD COLUMN recipient_name text;
    ALTER TABLE invoices ADD COLUMN recipient_gstin text;
    ALTER TABLE invoices ADD COLUMN recipient_address text;
    ALTER TABLE invoices ADD COLUMN recipient_state text;
    ALTER TABLE invoices ADD COLUMN seller_name text;
    ALTER TABLE invoices ADD COLUMN seller_address text;
    ALTER TABLE invoices ADD COLUMN seller_gstin text;
    ALTER TABLE invoices ADD CONSTRAINT invoices_invoice_number_not_blank CHECK (length(invoice_number) > 0);
    ALTER TABLE invoices ADD CONSTRAINT invoices_amounts_add_up CHECK (
      tax_amount = cgst_amount + sgst_amount + igst_amount AND total_amount = subtotal + tax_amount
    );
    -- Receipts never pass the total (settles parallel receipts), nor do credit notes; a credit note
    -- after payment may take the balance below zero: money owed back to the customer.
    ALTER TABLE invoices DROP CONSTRAINT invoices_balance_amount_check;
    ALTER TABLE invoices ADD CONSTRAINT invoices_settled_within_total CHECK (
      paid_amount <= total_amount
      AND credited_amount <= total_amount
      AND balance_amount = total_amount - paid_amount - credited_amount
    );
    ALTER TABLE invoices ADD CONSTRAINT invoices_issued_posted CHECK (
      (status <> 'draft' OR issued_at IS NULL)
      AND (status NOT IN ('sent', 'paid', 'overdue') OR issued_at IS NOT NULL)
      AND (voucher_id IS NULL OR issued_at IS NOT NULL)
      AND (issued_at IS NULL OR recipient_name IS NOT NULL)
    );
    CREATE UNIQUE INDEX invoices_sales_number_key ON invoices (financial_year, upper(invoice_number))
      WHERE invoice_type = 'sales';
    CREATE UNIQUE INDEX invoices_purchase_number_key ON invoices (party_id, upper(invoice_number))
      WHERE invoice_type = 'purchase';
    CREATE INDEX invoices_type_status_idx ON invoices (invoice_type, status, invoice_date);

    ALTER TABLE invoice_line_items ADD COLUMN line_no smallint NOT NULL DEFAULT 1 CHECK (line_no > 0);
    ALTER TABLE invoice_line_items ADD COLUMN hsn_code text CHECK (hsn_code ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');
    ALTER TABLE invoice_line_items ADD COLUMN supply_type text NOT NULL DEFAULT 'intra'
      CHECK (supply_type IN ('intra', 'inter'));
    ALTER TABLE invoice_line_items ADD COLUMN cgst_amount numeric(15, 2) NOT NULL DEFAULT 0 CHECK (cgst_amount >= 0);
    ALTER TABLE invoice_line_items ADD COLUMN sgst_amount numeric(15, 2) NOT NULL DEFAULT 0 CHECK (sgst_amount >= 0);
    ALTER TABLE invoice_line_items ADD COLUMN igst_amount numeric(15, 2) NOT NULL DEFAULT 0 CHECK (igst_amount >= 0);
    ALTER TABLE invoice_line_items ADD COLUMN total_amount numeric(15, 2) NOT NULL DEFAULT 0 CHECK (total_amount >= 0);
    ALTER TABLE invoice_line_items ADD CONSTRAINT invoice_line_items_split CHECK (
      tax_amount = cgst_amount + sgst_amount + igst_amount AND total_amount = amount + tax_amount
      AND (supply_type = 'intra' OR cgst_amount + sgst_amount = 0)
      AND (supply_type = 'inter' OR igst_amount = 0)
    );
    ALTER TABLE invoice_line_items ADD CONSTRAINT invoice_line_items_line_no_key UNIQUE (invoice_id, line_no);
    -- The revenue (or expense) account the line posted to at issue: its credit notes reverse that one.
    ALTER TABLE invoice_line_items ADD COLUMN account_id text REFERENCES chart_of_accounts (id) ON DELETE RESTRICT;

    CREATE TABLE invoice_payments (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      invoice_id text NOT NULL REFERENCES invoices (id) ON DELETE RESTRICT,
      amount numeric(15, 2) NOT NULL CHECK (amount > 0),
      payment_method text NOT NULL CHECK (payment_method IN ('cash', 'card', 'upi', 'bank_transfer')),
      payment_date date NOT NULL,
      voucher_id text REFERENCES vouchers (id) ON DELETE RESTRICT,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX invoice_payments_invoice_idx ON invoice_payments (invoice_id);

    -- A credit note against a sale, a debit note against a supplier's bill (Rule 53).
    CREATE TABLE credit_notes (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      invoice_id text NOT NULL REFERENCES invoices (id) ON DELETE RESTRICT,
      note_type text NOT NULL CHECK (note_type IN ('credit', 'debit')),
      note_number text NOT NULL CHECK (length(note_number) BETWEEN 1 AND 16),
      note_date date NOT NULL,
      financial_year smallint GENERATED ALWAYS AS (
        (extract(year FROM note_date)::int - CASE WHEN extract(month FROM note_date) < 4 THEN 1 ELSE 0 END)::smallint
      ) STORED,
      reason text NOT NULL CHECK (length(reason) > 0),
      subtotal numeric(15, 2) NOT NULL CHECK (subtotal >= 0),
      cgst_amount numeric(15, 2) NOT NULL CHECK (cgst_amount >= 0),
      sgst_amount numeric(15, 2) NOT NULL CHECK (sgst_amount >= 0),
      igst_amount numeric(15, 2) NOT NULL CHECK (igst_amount >= 0),
      total_amount numeric(15, 2) NOT NULL CHECK (total_amount > 0),
      voucher_id text REFERENCES vouchers (id) ON DELETE RESTRICT,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (total_amount = subtotal + cgst_amount + sgst_amount + igst_amount),
      UNIQUE (note_type, financial_year, note_number)
    );
    CREATE INDEX credit_notes_invoice_idx ON credit_notes (invoice_id);
    CREATE INDEX credit_notes_date_idx ON credit_notes (note_date);

    CREATE TABLE credit_note_lines (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      credit_note_id text NOT NULL REFERENCES credit_notes (id) ON DELETE CASCADE,
      invoice_line_id text NOT NULL REFERENCES invoice_line_items (id) ON DELETE RESTRICT,
      line_no smallint NOT NULL CHECK (line_no > 0),
      quantity numeric(15, 3) NOT NULL CHECK (quantity >= 0),
      taxable_amount numeric(15, 2) NOT NULL CHECK (taxable_amount > 0),
      cgst_amount numeric(15, 2) NOT NULL CHECK (cgst_amount >= 0),
      sgst_amount numeric(15, 2) NOT NULL CHECK (sgst_amount >= 0),
      igst_amount numeric(15, 2) NOT NULL CHECK (igst_amount >= 0),
      total_amount numeric(15, 2) NOT NULL CHECK (total_amount > 0),
      CHECK (total_amount = taxable_amount + cgst_amount + sgst_amount + igst_amount),
      UNIQUE (credit_note_id, line_no)
    );
    CREATE INDEX credit_note_lines_invoice_line_idx ON credit_note_lines (invoice_line_id);
    `,
  );
}
