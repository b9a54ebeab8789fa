/**
 * Regenerates schema.gen.ts from the migrations: migrates a scratch PostgreSQL database and
 * reads its tables back with kysely-codegen. `--verify` fails when the committed file is stale.
 * Needs PostgreSQL; POSTGRES_ADMIN_URL defaults to the local server.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { migrateToLatest } from "./migrate";

const adminUrl = process.env.POSTGRES_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `atithi_codegen_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
try {
  const db = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.href }) }),
  });
  await migrateToLatest(db);
  await db.destroy();
  execFileSync(
    fileURLToPath(new URL("../node_modules/.bin/kysely-codegen", import.meta.url)),
    [
      "--dialect=postgres",
      `--url=${url.href}`,
      "--camel-case",
      "--date-parser=string",
      "--numeric-parser=string",
      '--type-mapping={"int8":"number"}',
      "--exclude-pattern=kysely_*",
      `--out-file=${fileURLToPath(new URL("./schema.gen.ts", import.meta.url))}`,
      ...process.argv.slice(2),
    ],
    { stdio: "inherit" },
  );
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.end();
}
