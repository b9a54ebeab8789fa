import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { connectPostgres, type DatabaseHandle, openPGlite, wrapPGlite } from "./connect";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations/index";
import { runScript } from "./script";

const SERIALS_MIGRATION = "20261127T1400-sales-invoice-serials";
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < SERIALS_MIGRATION));

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

/** An empty database: on the PostgreSQL server of TEST_DATABASE_URL when set, else PGlite. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return wrapPGlite(await openPGlite());
  const name = `atithi_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = connectPostgres(url.href, 2, () => {});
  return {
    ...opened,
    close: async () => {
      await opened.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

describe("the sales invoice serials migration", () => {
  it("keeps every issued number, makes the series' own ones its serials, and takes them off drafts", async () => {
    handle = await emptyDatabase();
    const { db } = handle;
    await migrateToLatest(db, before);
    await runScript(
      db,
      `
      INSERT INTO parties (id, party_code, party_name, party_type) VALUES ('p', 'P', 'Pune Traders', 'both');
      INSERT INTO invoices (id, invoice_number, invoice_type, invoice_date, party_id, subtotal, tax_amount,
        total_amount, balance_amount, status, issued_at, recipient_name) VALUES
        ('proposed-1', 'IN/2026-27/0001', 'sales', '2026-04-02', 'p', 100, 0, 100, 100, 'sent', now(), 'P'),
        ('proposed-7', 'IN/2026-27/0007', 'sales', '2026-05-02', 'p', 100, 0, 100, 100, 'sent', now(), 'P'),
        ('last-year', 'IN/2025-26/0003', 'sales', '2026-03-30', 'p', 100, 0, 100, 100, 'sent', now(), 'P'),
        ('typed', 'OLD-17', 'sales', '2026-04-01', 'p', 100, 0, 100, 100, 'sent', now(), 'P'),
        ('wrong-year', 'IN/2025-26/0009', 'sales', '2026-04-05', 'p', 100, 0, 100, 100, 'sent', now(), 'P'),
        ('lower-case', 'in/2026-27/0008', 'sales', '2026-04-06', 'p', 100, 0, 100, 100, 'sent', now(), 'P'),
        ('draft-proposed', 'IN/2026-27/0009', 'sales', '2026-11-20', 'p', 100, 0, 100, 100, 'draft', NULL, NULL),
        ('draft-typed', 'OLD-18', 'sales', '2026-04-01', 'p', 100, 0, 100, 100, 'draft', NULL, NULL),
        ('bill', 'IN/2026-27/0002', 'purchase', '2026-04-02', 'p', 100, 0, 100, 100, 'draft', NULL, NULL);
      `,
    );

    await migrateToLatest(db);

    const rows = await db
      .selectFrom("invoices")
      .select(["id", "invoiceNumber", "serial"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: "bill", invoiceNumber: "IN/2026-27/0002", serial: null },
      // A draft gives up the series' number it was proposed: it takes the next one at issue.
      { id: "draft-proposed", invoiceNumber: null, serial: null },
      { id: "draft-typed", invoiceNumber: "OLD-18", serial: null },
      { id: "last-year", invoiceNumber: "IN/2025-26/0003", serial: 3 },
      // Issued numbers never change; those not written as the series writes its own stay as typed.
      { id: "lower-case", invoiceNumber: "in/2026-27/0008", serial: null },
      { id: "proposed-1", invoiceNumber: "IN/2026-27/0001", serial: 1 },
      { id: "proposed-7", invoiceNumber: "IN/2026-27/0007", serial: 7 },
      { id: "typed", invoiceNumber: "OLD-17", serial: null },
      { id: "wrong-year", invoiceNumber: "IN/2025-26/0009", serial: null },
    ]);

    // An issued sale keeps a number; a serial is written as its number.
    await expect(
      sql`UPDATE invoices SET invoice_number = NULL WHERE id = 'typed'`.execute(db),
    ).rejects.toMatchObject({ constraint: "invoices_numbered" });
    await expect(
      sql`UPDATE invoices SET serial = 2 WHERE id = 'proposed-1'`.execute(db),
    ).rejects.toMatchObject({ constraint: "invoices_serial_number" });
    await expect(
      sql`UPDATE invoices SET serial = 3, invoice_number = 'IN/2026-27/0003' WHERE id = 'typed'`.execute(db),
    ).resolves.toBeDefined();
    await expect(
      sql`UPDATE invoices SET serial = 3, invoice_number = 'IN/2026-27/0003' WHERE id = 'lower-case'`.execute(
        db,
      ),
    ).rejects.toMatchObject({ code: "23505" });
  });
});
