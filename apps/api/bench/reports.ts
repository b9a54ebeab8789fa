/**
 * Times the expense and report procedures on a large property: the stays and payments of the main
 * bench (300 rooms, about 101,500 stays over three years) and 12,000 expenses a year for three years.
 * One client, requests one after another; prints p50 / p95 in ms per call.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/reports.ts
 *   npx tsx bench/reports.ts        # embedded PGlite
 */
import { migrateToLatest } from "@atithi/db";
import { addDays, todayIn } from "@atithi/domain";
import { sql } from "kysely";
import { seedRoomsAndGuests, seedStays, windows } from "./seed";
import { adminCaller, benchConfig, benchServices, bootstrapBench, openBenchDatabase } from "./setup";

const serverUrl = process.env.BENCH_DATABASE_URL;
const REPEAT = 20;

async function main() {
  const { handle, label } = await openBenchDatabase(serverUrl, "atithi_bench_reports");
  const config = benchConfig();
  const today = todayIn(config.timeZone);
  await migrateToLatest(handle.db);
  const admin = await bootstrapBench(handle.db, config);
  await seedRoomsAndGuests(handle.db);
  const w = windows(today);
  const stays =
    (await seedStays(handle.db, w.recent.from, w.recent.to, today, 0.42)) +
    (await seedStays(handle.db, w.older.from, w.older.to, today, 0.17));
  await sql`
    INSERT INTO expenses (category_id, amount, description, expense_date, payment_method)
    SELECT (SELECT id FROM expense_categories ORDER BY name OFFSET n % 12 LIMIT 1),
           (100 + n % 9000)::numeric(10, 2) + 0.25, 'Bench expense ' || n, ${today}::date - (n % 1095), 'cash'
    FROM generate_series(1, 36000) n`.execute(handle.db);
  await sql`ANALYZE`.execute(handle.db);

  const caller = adminCaller(await benchServices(handle.db, config), admin);
  const year = { startDate: addDays(today, -365), endDate: today };
  const month = { startDate: `${today.slice(0, 8)}01`, endDate: today };
  const scenarios: [string, () => Promise<unknown>][] = [
    ["expenses.summary", () => caller.expenses.summary()],
    ["expenses.list, first page", () => caller.expenses.list({ page: 1, pageSize: 25 })],
    ["reports.income, a year, daily", () => caller.reports.income({ ...year, period: "daily" })],
    ["reports.income, a year, monthly", () => caller.reports.income({ ...year, period: "monthly" })],
    ["reports.expenses, a year", () => caller.reports.expenses(year)],
    ["reports.gst, this month", () => caller.reports.gst(month)],
    ["reports.gst, a year", () => caller.reports.gst(year)],
  ];
  console.log(`${label}: ${stays} stays, 36,000 expenses; ${REPEAT} calls each after 2 warm-ups`);
  for (const [name, call] of scenarios) {
    await call();
    await call();
    const times: number[] = [];
    for (let i = 0; i < REPEAT; i++) {
      const t0 = performance.now();
      await call();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) =>
      (times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0).toFixed(1);
    console.log(`  ${name}: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms`);
  }
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
