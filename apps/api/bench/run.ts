/**
 * pnpm bench: seeds a large property (300 rooms, three years of stays, about 100,000) and measures
 * the hot paths under concurrent load over HTTP, against a trivial authenticated call as yardstick.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench   # PostgreSQL (a fresh database)
 *   pnpm bench                                                                  # embedded PGlite
 * BENCH_SECONDS (default 5) and BENCH_CONCURRENCY (default 4: a few front-desk terminals) tune the load;
 * BENCH_ONLY (a regular expression) runs only the scenarios it matches, and the yardstick.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { migrateToLatest } from "@atithi/db";
import { addDays, todayIn } from "@atithi/domain";
import { sql } from "kysely";
import { type LoadResult, load, type RequestPlan } from "./load";
import { BENCH_ROOMS, seedRoomsAndGuests, seedStays, windows } from "./seed";
import { benchConfig, bootstrapBench, openBenchDatabase, startBenchServer } from "./setup";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const serverUrl = process.env.BENCH_DATABASE_URL;
const only = new RegExp(process.env.BENCH_ONLY ?? "", "i");

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "-");

async function main() {
  const { handle, label } = await openBenchDatabase(serverUrl, "atithi_bench");
  const config = benchConfig();
  const today = todayIn(config.timeZone);
  console.log(`Database: ${label}; load: ${concurrency} concurrent clients, ${seconds} s per scenario`);
  await migrateToLatest(handle.db);
  const admin = await bootstrapBench(handle.db, config);

  let t0 = performance.now();
  await seedRoomsAndGuests(handle.db);
  const w = windows(today);
  const recent = await seedStays(handle.db, w.recent.from, w.recent.to, today, 0.42);
  console.log(
    `Seeded ${BENCH_ROOMS} rooms and ${recent} stays (last year and the next 90 days) in ${fmt((performance.now() - t0) / 1000)} s`,
  );

  const server = await startBenchServer(handle.db, config, admin);
  const { address, headers } = server;
  const get = (path: string): RequestPlan => ({ url: `${address}${path}`, method: "GET", headers });

  const monthStart = `${today.slice(0, 8)}01`;
  const monthEnd = addDays(addDays(monthStart, 32).slice(0, 8).concat("01"), -1);
  const calendarPath = `/api/calendar/availability?startDate=${monthStart}&endDate=${monthEnd}`;

  const results: LoadResult[] = [];
  const run = async (name: string, plan: RequestPlan, clients = concurrency) => {
    if (!name.startsWith("yardstick") && !only.test(name)) return;
    // Warm-up first; the measured run goes on where it stopped, so no request body is sent twice.
    const warm = await load(name, plan, { concurrency: clients, seconds: 1 });
    const { sent: _, ...r } = await load(name, plan, { concurrency: clients, seconds, offset: warm.sent });
    results.push(r);
    console.log(
      `  ${name}: p50 ${fmt(r.p50)} ms, p95 ${fmt(r.p95)} ms, min ${fmt(r.min)} ms, ${fmt(r.throughput, 0)} req/s`,
    );
  };

  await run("yardstick: auth.me", get("/api/auth/user"));
  await run("calendar month (1 year of history)", get(calendarPath));
  await run("calendar month figures (1 year of history)", get(`${calendarPath}&include=summary`));

  t0 = performance.now();
  const older = await seedStays(handle.db, w.older.from, w.older.to, today, 0.17);
  console.log(
    `Added ${older} older stays (two more years) in ${fmt((performance.now() - t0) / 1000)} s; ${recent + older} stays in all`,
  );

  await run("calendar month (3 years of history)", get(calendarPath));
  await run("calendar month figures (3 years of history)", get(`${calendarPath}&include=summary`));
  await run("calendar day with rooms", get(`/api/calendar/availability?startDate=${today}&endDate=${today}`));
  // The same month with the cached view thrown away before every request (as after each booking):
  // one client, requests one after another.
  const cold: number[] = [];
  for (let i = 0; i < 60; i++) {
    // As a write's commit moves the data version.
    await sql`INSERT INTO data_changes (backend_pid, version) VALUES (-1, 1)
      ON CONFLICT (backend_pid) DO UPDATE SET version = data_changes.version + 1`.execute(handle.db);
    const t0 = performance.now();
    await (await fetch(`${address}${calendarPath}&include=summary`, { headers })).arrayBuffer();
    if (i >= 10) cold.push(performance.now() - t0);
  }
  cold.sort((a, b) => a - b);
  const coldResult = {
    name: "calendar month figures, recomputed each time (1 client)",
    requests: cold.length,
    errors: 0,
    min: cold[0] ?? Number.NaN,
    p50: cold[Math.floor(cold.length * 0.5)] ?? Number.NaN,
    p95: cold[Math.floor(cold.length * 0.95)] ?? Number.NaN,
    p99: cold[cold.length - 1] ?? Number.NaN,
    throughput: 1000 / (cold.reduce((a, b) => a + b, 0) / cold.length),
  };
  results.push(coldResult);
  console.log(`  ${coldResult.name}: p95 ${fmt(coldResult.p95)} ms`);

  // Issue 30: the grid of every room for a month, computed for each request. Each request asks for
  // another 31-day window (one starting on each day of the three years, far more windows than the
  // 64 views the cache keeps), so none is answered from the cache.
  const uncached = (path: string): RequestPlan => ({
    method: "GET",
    headers,
    urls: Array.from({ length: 3 * 365 + 60 }, (_, i) => {
      const start = addDays(today, i - 3 * 365);
      return `${address}${path}startDate=${start}&endDate=${addDays(start, 30)}`;
    }),
  });
  const payloads: Record<string, number> = {};
  const payload = async (name: string, path: string) => {
    if (!only.test(name)) return;
    const bytes = (await (await fetch(`${address}${path}`, { headers })).arrayBuffer()).byteLength;
    payloads[name] = bytes;
    console.log(`  ${name}: ${(bytes / 1024).toFixed(1)} KiB`);
  };
  await payload("month grid payload", `/api/calendar/grid?startDate=${monthStart}&endDate=${monthEnd}`);
  await payload("month with every room of every day payload", calendarPath);
  await run("auth.me at 1 client (the grid's yardstick)", get("/api/auth/user"), 1);
  for (const clients of [1, 8]) {
    await run(
      `month grid, uncached (${clients} client${clients > 1 ? "s" : ""})`,
      uncached("/api/calendar/grid?"),
      clients,
    );
  }
  await run(
    "month with every room of every day, uncached (1 client)",
    uncached("/api/calendar/availability?include=rooms&"),
    1,
  );
  await run(
    "room types free for 3 nights",
    get(`/api/rooms/available/by-type?checkIn=${addDays(today, 30)}&checkOut=${addDays(today, 33)}`),
  );

  await run(
    "available rooms, 3 nights",
    get(`/api/rooms/available?checkIn=${addDays(today, 30)}&checkOut=${addDays(today, 33)}`),
  );
  await run("bookings list, first page", get("/api/bookings?page=1&pageSize=50"));
  await run("dashboard stats", get("/api/dashboard/stats"));
  // Each request its own room-night, years ahead (from `firstDay`), so every create succeeds.
  // Each scenario its own guests too (from `firstPhone`), so each creates its guest as a new stay does.
  const creates = (firstDay: number, firstPhone: number, paidAmount: string): RequestPlan => ({
    url: `${address}/api/bookings`,
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    bodies: Array.from({ length: 60_000 }, (_, i) =>
      JSON.stringify({
        roomId: `bench-r-${1 + (i % BENCH_ROOMS)}`,
        checkInDate: addDays(today, firstDay + Math.floor(i / BENCH_ROOMS)),
        checkOutDate: addDays(today, firstDay + 1 + Math.floor(i / BENCH_ROOMS)),
        adults: 2,
        guest: { name: `Bench ${i}`, phone: String(firstPhone + i) },
        paidAmount,
      }),
    ),
  });
  await run("create booking", creates(800, 8_000_000_000, "1000"));
  // Issue 12's yardstick for the postings: the same create with nothing paid, so no payment and no
  // voucher (it saves the payment's own insert too, so the share it gives is a lower bound).
  await run("create booking, nothing paid (nothing posted)", creates(1100, 8_100_000_000, "0"));
  await run("yardstick: auth.me (again)", get("/api/auth/user"));

  const yardstick = Math.max(
    ...results.filter((r) => r.name.startsWith("yardstick")).map((r) => r.throughput),
  );
  console.log(`\n${label}, ${recent + older} stays, ${BENCH_ROOMS} rooms, ${concurrency} clients\n`);
  console.log("| scenario | requests | errors | p50 ms | p95 ms | p99 ms | req/s | vs yardstick |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.requests} | ${r.errors} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.throughput, 0)} | ${fmt(r.throughput / yardstick, 2)} |`,
    );
  }
  mkdirSync("bench-results", { recursive: true });
  const file = `bench-results/bench-${serverUrl ? "postgres" : "pglite"}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      {
        database: label,
        at: new Date().toISOString(),
        stays: recent + older,
        rooms: BENCH_ROOMS,
        concurrency,
        seconds,
        results,
        payloads,
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
