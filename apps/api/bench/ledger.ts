/**
 * pnpm bench:ledger: seeds 1,000,000 general-ledger lines over three years into a fresh PostgreSQL
 * database and measures the financial reports (and, when their paths exist, a page of one account's
 * ledger and posting a voucher) at 8 concurrent clients over HTTP. Not run in CI.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @atithi/api bench:ledger
 *
 * BENCH_LINES (default 1,000,000), BENCH_SECONDS (default 5) and BENCH_CONCURRENCY (default 8) tune it.
 * The lines are written in bulk with generate_series, the ledger's row triggers set aside for the
 * load (every voucher is balanced by construction) and the monthly snapshots rebuilt once from the
 * lines, as the statement trigger would have kept them.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { migrateToLatest } from "@atithi/db";
import { createPostgresTestDatabase } from "@atithi/db/testing";
import { addDays, financialYearRange, todayIn } from "@atithi/domain";
import { sql } from "kysely";
import { writeLedgerLinesInBulk } from "./ledger-bulk";
import { type LoadResult, load, percentile, type RequestPlan } from "./load";
import { benchConfig, bootstrapBench, startBenchServer } from "./setup";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/** Drafts entered for the approval scenario: more than 8 clients approve in 1 + `seconds` s here. */
const APPROVALS = 6000 + 1000 * seconds;
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const totalLines = Number(process.env.BENCH_LINES ?? 1_000_000);
const serverUrl = process.env.BENCH_DATABASE_URL;
const LINES_PER_VOUCHER = 4;
const DAYS = 3 * 365;

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "-");

async function main() {
  if (!serverUrl) {
    console.error("Set BENCH_DATABASE_URL to a PostgreSQL server (a fresh database is made on it).");
    process.exit(2);
  }
  const handle = await createPostgresTestDatabase(serverUrl, "atithi_ledger_bench");
  const db = handle.db;
  const config = benchConfig();
  const today = todayIn(config.timeZone);
  const first = addDays(today, -DAYS + 1);
  await migrateToLatest(db);
  const admin = await bootstrapBench(db, config);

  const vouchers = Math.ceil(totalLines / LINES_PER_VOUCHER);
  console.log(
    `Database: PostgreSQL (fresh); seeding ${vouchers * LINES_PER_VOUCHER} lines (${vouchers} vouchers) from ${first} to ${today}`,
  );
  const t0 = performance.now();
  await db.transaction().execute(async (trx) => {
    // Two balanced pairs per voucher: an amount debited to one account and credited to another.
    const amount = (pair: number) =>
      sql.raw(`((((n * 7919 + ${pair} * 104729) % 2500000) + 100)::numeric / 100)`);
    await sql`
      INSERT INTO vouchers (id, voucher_number, voucher_type, voucher_date, status, total_amount, narration,
        description, created_by, approved_by, approved_at)
      SELECT 'bench-v-' || n, 'BJ/' || n, 'journal', ${first}::date + (n % ${DAYS}), 'posted',
        ${amount(1)} + ${amount(2)}, 'Bench entry', 'Bench entry', ${admin.id}, ${admin.id}, now()
      FROM generate_series(1, ${vouchers}) AS n`.execute(trx);
    await writeLedgerLinesInBulk(
      trx,
      sql`
      WITH acc AS (
        SELECT array_agg(id ORDER BY account_code) AS ids FROM chart_of_accounts WHERE NOT is_group AND is_active
      )
      INSERT INTO general_ledger (account_id, voucher_id, transaction_date, debit_amount, credit_amount, line_no,
        description, created_by)
      SELECT acc.ids[1 + ((n * 31 + k * 17 + (n / 97)) % cardinality(acc.ids))],
        'bench-v-' || n, ${first}::date + (n % ${DAYS}),
        CASE WHEN k % 2 = 1 THEN CASE WHEN k < 3 THEN ${amount(1)} ELSE ${amount(2)} END ELSE 0 END,
        CASE WHEN k % 2 = 0 THEN CASE WHEN k < 3 THEN ${amount(1)} ELSE ${amount(2)} END ELSE 0 END,
        k, 'Bench line', ${admin.id}
      FROM generate_series(1, ${vouchers}) AS n CROSS JOIN generate_series(1, ${LINES_PER_VOUCHER}) AS k CROSS JOIN acc`,
    );
  });
  await sql`VACUUM ANALYZE general_ledger`.execute(db);
  await sql`VACUUM ANALYZE account_balances`.execute(db);
  await sql`VACUUM ANALYZE vouchers`.execute(db);
  const counted = await sql<{ lines: string; months: string }>`
    SELECT (SELECT count(*) FROM general_ledger)::text AS lines, (SELECT count(*) FROM account_balances)::text AS months`.execute(
    db,
  );
  const seeded = Number(counted.rows[0]?.lines ?? 0);
  const seedSeconds = (performance.now() - t0) / 1000;
  console.log(
    `Seeded ${seeded} lines and ${counted.rows[0]?.months} monthly snapshots in ${fmt(seedSeconds)} s (VACUUM ANALYZE included)`,
  );

  const server = await startBenchServer(db, config, admin);
  const { address, caller, headers } = server;
  const get = (path: string): RequestPlan & { url: string } => ({
    url: `${address}${path}`,
    method: "GET",
    headers,
  });

  const results: (LoadResult & { target?: number; note?: string })[] = [];
  const record = (r: LoadResult, target?: number, note?: string) => {
    results.push({ ...r, target, note });
    console.log(
      `  ${r.name}: p50 ${fmt(r.p50)} ms, p95 ${fmt(r.p95)} ms, ${fmt(r.throughput, 0)} req/s${r.errors ? `, ${r.errors} errors` : ""}${target ? ` (target p95 < ${target} ms)` : ""}`,
    );
  };
  const run = async (
    name: string,
    plan: RequestPlan & { url: string },
    target?: number,
    clients = concurrency,
  ) => {
    const check = await fetch(plan.url, { method: plan.method, headers: plan.headers });
    if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
    const warm = await load(name, plan, { concurrency: clients, seconds: 1 });
    const { sent: _, ...r } = await load(name, plan, { concurrency: clients, seconds, offset: warm.sent });
    record(r, target);
  };

  const fy = financialYearRange(today);
  const lastFy = financialYearRange(addDays(fy.from, -1));
  await run("yardstick: auth.me", get("/api/auth/user"));
  await run("trial balance as of today", get(`/api/erp/reports/trial-balance?asOf=${today}`), 50);
  await run(
    "trial balance as of mid-month (lines of the cut month read)",
    get(`/api/erp/reports/trial-balance?asOf=${today.slice(0, 8)}14`),
    50,
  );
  await run(
    "profit and loss, last financial year (whole months)",
    get(`/api/erp/reports/profit-loss?from=${lastFy.from}&to=${lastFy.to}`),
    50,
  );
  await run(
    "profit and loss, financial year to date",
    get(`/api/erp/reports/profit-loss?from=${fy.from}&to=${today}`),
    50,
  );
  await run(
    "profit and loss, 12 months cut at both ends",
    get(`/api/erp/reports/profit-loss?from=${addDays(today, -364)}&to=${today}`),
    50,
  );
  await run("balance sheet as of today", get(`/api/erp/reports/balance-sheet?asOf=${today}`), 50);
  await run("ERP dashboard stats", get("/api/erp/dashboard/stats"));

  // A page of one account's ledger, at 8 clients and as one terminal sees it.
  const cash = await db
    .selectFrom("chartOfAccounts")
    .select("id")
    .where("systemRole", "=", "cash")
    .executeTakeFirstOrThrow();
  const ledgerQuery = { accountId: cash.id, from: fy.from, to: today, page: 3 };
  const ledgerPath = `/api/erp/ledger?accountId=${cash.id}&from=${fy.from}&to=${today}&page=3`;
  await run("a page of one account's ledger", get(ledgerPath), 20);
  await run("a page of one account's ledger (1 client)", get(ledgerPath), 20, 1);

  // Posting a voucher over HTTP: create the draft, then approve it (which posts it), measured together.
  const revenue = await db
    .selectFrom("chartOfAccounts")
    .select("id")
    .where("systemRole", "=", "room_revenue")
    .executeTakeFirstOrThrow();
  const voucherInput = (i: number) => ({
    voucherType: "journal" as const,
    voucherDate: today,
    narration: `Bench posting ${i}`,
    lines: [
      { accountId: cash.id, debit: "100.00", credit: "" },
      { accountId: revenue.id, debit: "", credit: "100.00" },
    ],
  });
  // From the load worker like every other scenario, so the clients do not share the server's event loop.
  const postingPlan: RequestPlan = {
    url: `${address}/api/erp/vouchers`,
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    bodies: Array.from({ length: 40_000 }, (_, i) => JSON.stringify(voucherInput(i + 1))),
    followUp: { url: `${address}/api/erp/vouchers/{id}/approve`, method: "POST", body: "{}" },
  };
  let posted = 40_001;
  const measurePosting = async (name: string, clients: number) => {
    const warm = await load(name, postingPlan, { concurrency: clients, seconds: 1 });
    const { sent: _, ...r } = await load(name, postingPlan, {
      concurrency: clients,
      seconds,
      offset: warm.sent,
    });
    record(r, 30);
  };
  await measurePosting("posting a voucher over HTTP (create + approve)", concurrency);
  await measurePosting("posting a voucher over HTTP (create + approve, 1 client)", 1);

  // Posting proper: the approval that moves a draft's lines to the ledger, each request its own draft
  // (entered beforehand, eight at a time, more than the run can approve).
  const drafts: string[] = [];
  for (let i = 0; i < APPROVALS; i += concurrency) {
    const batch = Array.from({ length: concurrency }, (_, k) => voucherInput(posted + i + k));
    drafts.push(...(await Promise.all(batch.map(async (v) => (await caller.vouchers.create(v)).id))));
  }
  posted += drafts.length;
  const approvePlan: RequestPlan = {
    urls: drafts.map((id) => `${address}/api/erp/vouchers/${id}/approve`),
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    bodies: ["{}"],
  };
  const warm = await load("approve", approvePlan, { concurrency, seconds: 1 });
  const { sent: approved, ...approvals } = await load("posting a draft over HTTP (approve)", approvePlan, {
    concurrency,
    seconds,
    offset: warm.sent,
  });
  if (warm.sent + approved > drafts.length)
    throw new Error(`${drafts.length} drafts were too few to approve`);
  record(approvals, 30);
  await run("yardstick: auth.me (again)", get("/api/auth/user"));

  // The same reports' own cost, without HTTP and without concurrency: one caller, one after another.
  const sequential = async (name: string, call: () => Promise<unknown>, target: number) => {
    for (let i = 0; i < 5; i++) await call();
    const latencies: number[] = [];
    const started = performance.now();
    for (let i = 0; i < 40; i++) {
      const t = performance.now();
      await call();
      latencies.push(performance.now() - t);
    }
    latencies.sort((a, b) => a - b);
    record(
      {
        name: `${name} (in process, 1 caller)`,
        requests: latencies.length,
        errors: 0,
        min: latencies[0] ?? Number.NaN,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        throughput: latencies.length / ((performance.now() - started) / 1000),
      },
      target,
      "one caller, no HTTP: the reports' own cost",
    );
  };
  await sequential(
    "trial balance as of today",
    () => caller.financialReports.trialBalance({ asOf: today }),
    50,
  );
  await sequential(
    "profit and loss, 12 months cut at both ends",
    () => caller.financialReports.profitLoss({ from: addDays(today, -364), to: today }),
    50,
  );
  await sequential(
    "balance sheet as of today",
    () => caller.financialReports.balanceSheet({ asOf: today }),
    50,
  );
  await sequential("a page of one account's ledger", () => caller.ledger.entries(ledgerQuery), 20);
  await sequential(
    "posting a voucher (create + approve)",
    async () => caller.vouchers.approve({ id: (await caller.vouchers.create(voucherInput(posted++))).id }),
    30,
  );

  console.log(`\nPostgreSQL, ${seeded} ledger lines over three years, ${concurrency} clients\n`);
  console.log("| scenario | requests | errors | p50 ms | p95 ms | p99 ms | req/s | target p95 |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.requests} | ${r.errors} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.throughput, 0)} | ${r.target ? `< ${r.target}` : ""} |`,
    );
  }
  mkdirSync("bench-results", { recursive: true });
  const file = "bench-results/ledger-postgres.json";
  writeFileSync(
    file,
    JSON.stringify(
      {
        database: "PostgreSQL (fresh database)",
        at: new Date().toISOString(),
        lines: seeded,
        from: first,
        to: today,
        seedSeconds,
        concurrency,
        seconds,
        results,
      },
      null,
      2,
    ),
  );
  console.log(`\nWritten to apps/api/${file}`);
  await server.close();
  await handle.close();
}

await main();
