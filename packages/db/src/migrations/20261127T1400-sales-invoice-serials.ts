import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * A sales invoice is numbered by the server when it is issued, in the series IN/<financial year>/
 * (CGST Rule 46: consecutive, unique in the year), and a draft has no number, so deleting one
 * leaves no gap (issue 28):
 * - `serial` is the invoice's place in its year's series, its number written from it; the next
 *   issue takes the year's highest serial plus one, under the series' lock, so the series is the
 *   invoices themselves and a rolled-back issue leaves nothing behind;
 * - issued invoices keep their numbers: those the form proposed (IN/2026-27/0007, of their own
 *   year) become the series' serials, any other stays as typed (brought over from another system);
 * - a draft holding a number of the series gives it up (it takes one at issue); a draft's other
 *   typed number stays, to be checked again when it is issued;
 * - a supplier's bill keeps the supplier's number, still required.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    -- Every change of the table first: it cannot be altered once rows were updated in this
    -- transaction (their deferred triggers are pending).
    ALTER TABLE invoices ADD COLUMN serial integer CHECK (serial BETWEEN 1 AND 99999);
    ALTER TABLE invoices ALTER COLUMN invoice_number DROP NOT NULL;
    -- A serial is written as its number: IN/2026-27/0007, five digits from 10000.
    ALTER TABLE invoices ADD CONSTRAINT invoices_serial_number CHECK (
      serial IS NULL OR (
        invoice_type = 'sales' AND issued_at IS NOT NULL
        AND invoice_number = 'IN/' || financial_year || '-' || lpad(((financial_year + 1) % 100)::text, 2, '0')
          || '/' || CASE WHEN serial < 10000 THEN lpad(serial::text, 4, '0') ELSE serial::text END
      )
    );
    CREATE UNIQUE INDEX invoices_sales_serial_key ON invoices (financial_year, serial) WHERE serial IS NOT NULL;
    -- When the series began, and where the typed numbers end: read at every issue.
    CREATE INDEX invoices_serial_date_idx ON invoices (invoice_date) WHERE serial IS NOT NULL;
    CREATE INDEX invoices_typed_sales_date_idx ON invoices (invoice_date)
      WHERE invoice_type = 'sales' AND serial IS NULL AND issued_at IS NOT NULL;
    ALTER TABLE invoices ADD CONSTRAINT invoices_numbered CHECK (
      invoice_number IS NOT NULL OR (invoice_type = 'sales' AND issued_at IS NULL)
    );

    UPDATE invoices
       SET serial = substring(invoice_number FROM '^IN/[0-9]{4}-[0-9]{2}/([0-9]{4,5})$')::integer
     WHERE invoice_type = 'sales'
       AND issued_at IS NOT NULL
       AND invoice_number ~ '^IN/[0-9]{4}-[0-9]{2}/([0-9]{4}|[1-9][0-9]{4})$'
       AND substring(invoice_number FROM 4 FOR 7)
         = financial_year || '-' || lpad(((financial_year + 1) % 100)::text, 2, '0')
       AND substring(invoice_number FROM '^IN/[0-9]{4}-[0-9]{2}/([0-9]{4,5})$')::integer > 0;
    UPDATE invoices
       SET invoice_number = NULL
     WHERE invoice_type = 'sales' AND issued_at IS NULL AND upper(invoice_number) LIKE 'IN/%';
    `,
  );
}
