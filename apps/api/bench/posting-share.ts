/**
 * pnpm bench:posting-share: how much of its throughput a paid create keeps with its posting (issue 12
 * asks for at least 80%). One server and one PostgreSQL database; windows of BENCH_SECONDS (default
 * 5) alternate between the product as it is and the same create with its posting left out, BENCH_PAIRS
 * (default 24) pairs, the order swapped every pair, 8 clients. Not run in CI.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench:posting-share
 *
 * The payment and its voucher are one statement (`WITH event_write AS (<the payment's insert>), …`);
 * "without" sends the payment's insert alone, cut out of that statement here in the bench (pg's
 * Client.query is wrapped for the run), so the two differ by the posting only. Reported: the ratio of
 * the mean throughputs, and of the CPU a request costs (this process, load generator included, and
 * every PostgreSQL process, read from /proc).
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createPostgresTestDatabase } from "@atithi/db/testing";
import { addDays, todayIn } from "@atithi/domain";
import { sql } from "kysely";
import pg from "pg";
import { load, type RequestPlan } from "./load";
import { BENCH_ROOMS, seedRoomsAndGuests, seedStays, windows } from "./seed";
import { benchConfig, bootstrapBench, startBenchServer } from "./setup";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const pairs = Number(process.env.BENCH_PAIRS ?? 24);
const serverUrl = process.env.BENCH_DATABASE_URL;
const CONCURRENCY = 8;

/** The payment's insert inside the statement that posts it, with its parameters ($1…$n). */
const EVENT_WRITE = /^WITH event_write AS \((.*?)\),\s*x AS \(/s;

type QueryConfig = { name?: string; text: string; values?: unknown[] };

let postingsOn = true;

/** Sends the payment's insert alone while `postingsOn` is false, answering as the posting would. */
function leaveOutPostings() {
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as QueryConfig | string;
    const event = typeof config === "object" && !postingsOn ? EVENT_WRITE.exec(config.text) : null;
    if (!event?.[1] || typeof config !== "object") return query.apply(this, args);
    const text = event[1];
    const used = Math.max(...[...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
    const sent = query.call(this, {
      name: config.name && `${config.name}_bare`,
      text,
      values: config.values?.slice(0, used),
    }) as Promise<pg.QueryResult>;
    return sent.then((result) => ({ ...result, rows: [{ id: randomUUID(), accounts: null }] }));
  } as typeof pg.Client.prototype.query;
}

/** CPU milliseconds every PostgreSQL process on this machine has used so far (100 ticks a second). */
function postgresCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/comm`, "utf8").startsWith("postgres")) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks * 10;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

async function main() {
  if (!serverUrl) {
    console.error("Set BENCH_DATABASE_URL to a PostgreSQL server (a fresh database is made on it).");
    process.exit(2);
  }
  const handle = await createPostgresTestDatabase(serverUrl, "atithi_share_bench");
  const config = benchConfig();
  const today = todayIn(config.timeZone);
  const admin = await bootstrapBench(handle.db, config);
  await seedRoomsAndGuests(handle.db);
  const w = windows(today);
  const stays = await seedStays(handle.db, w.recent.from, w.recent.to, today, 0.42);
  console.log(
    `PostgreSQL (fresh database), ${BENCH_ROOMS} rooms, ${stays} stays; ${pairs} pairs of ${seconds} s`,
  );
  leaveOutPostings();
  const server = await startBenchServer(handle.db, config, admin);

  // Each create its own room-night and guest, from 400 days ahead, so every create succeeds.
  // Room for 1,000 creates a second; past that a body would repeat, its room taken, and the run stop.
  const bodies = Math.ceil((pairs * 2 + 2) * seconds * 1000);
  const plan: RequestPlan = {
    url: `${server.address}/api/bookings`,
    method: "POST",
    headers: { ...server.headers, "content-type": "application/json" },
    bodies: Array.from({ length: bodies }, (_, i) =>
      JSON.stringify({
        roomId: `bench-r-${1 + (i % BENCH_ROOMS)}`,
        checkInDate: addDays(today, 400 + Math.floor(i / BENCH_ROOMS)),
        checkOutDate: addDays(today, 401 + Math.floor(i / BENCH_ROOMS)),
        adults: 2,
        guest: { name: `Share ${i}`, phone: String(8_200_000_000 + i) },
        paidAmount: "1000",
      }),
    ),
  };
  let offset = 0;
  const created = { with: 0, without: 0 };
  const window = async (withPostings: boolean, length: number) => {
    postingsOn = withPostings;
    const node = process.cpuUsage();
    const postgres = postgresCpuMs();
    const r = await load(withPostings ? "with" : "without", plan, {
      concurrency: CONCURRENCY,
      seconds: length,
      offset,
    });
    offset += r.sent;
    created[withPostings ? "with" : "without"] += r.requests;
    if (r.errors) throw new Error(`${r.errors} creates failed; the measurement is void`);
    const used = process.cpuUsage(node);
    const cpuMs = (used.user + used.system) / 1000 + postgresCpuMs() - postgres;
    return { throughput: r.throughput, cpuPerRequest: cpuMs / r.requests, p95: r.p95 };
  };

  await window(true, 2);
  await window(false, 2);
  const measured: {
    with: Awaited<ReturnType<typeof window>>;
    without: Awaited<ReturnType<typeof window>>;
  }[] = [];
  for (let i = 0; i < pairs; i++) {
    const first = i % 2 === 0;
    const a = await window(first, seconds);
    const b = await window(!first, seconds);
    const pair = first ? { with: a, without: b } : { with: b, without: a };
    measured.push(pair);
    console.log(
      `  pair ${i + 1}: with ${pair.with.throughput.toFixed(0)} req/s, without ${pair.without.throughput.toFixed(0)}: ${(pair.with.throughput / pair.without.throughput).toFixed(3)}`,
    );
  }
  // Every create wrote its payment, and exactly those of the windows with postings their voucher.
  const counted = await sql<{ payments: number; posted: number }>`
    SELECT count(*)::int AS payments, count(v.id)::int AS posted
    FROM payments p LEFT JOIN vouchers v ON v.source_type = 'payment' AND v.source_id = p.id
    WHERE p.booking_id IN (SELECT id FROM bookings WHERE check_in_date >= ${addDays(today, 400)})`.execute(
    handle.db,
  );
  const { payments, posted } = counted.rows[0] ?? { payments: 0, posted: 0 };
  if (payments !== created.with + created.without || posted !== created.with) {
    throw new Error(
      `Expected ${created.with + created.without} payments, ${created.with} posted; found ${payments}, ${posted} posted`,
    );
  }
  const withThroughput = mean(measured.map((m) => m.with.throughput));
  const withoutThroughput = mean(measured.map((m) => m.without.throughput));
  const withCpu = mean(measured.map((m) => m.with.cpuPerRequest));
  const withoutCpu = mean(measured.map((m) => m.without.cpuPerRequest));
  const summary = {
    withPostings: { throughput: withThroughput, cpuMsPerRequest: withCpu },
    withoutPostings: { throughput: withoutThroughput, cpuMsPerRequest: withoutCpu },
    throughputShare: withThroughput / withoutThroughput,
    cpuShare: withoutCpu / withCpu,
    target: 0.8,
  };
  console.log(
    `\nPaid creates with their postings: ${withThroughput.toFixed(0)} req/s, without: ${withoutThroughput.toFixed(0)} req/s; share kept ${summary.throughputShare.toFixed(3)} (target 0.80)` +
      `\nCPU a request costs: ${withCpu.toFixed(2)} ms with, ${withoutCpu.toFixed(2)} ms without; ratio ${summary.cpuShare.toFixed(3)}`,
  );
  mkdirSync("bench-results", { recursive: true });
  const file = "bench-results/posting-share-postgres.json";
  writeFileSync(
    file,
    JSON.stringify(
      { at: new Date().toISOString(), concurrency: CONCURRENCY, seconds, pairs: measured, ...summary },
      null,
      2,
    ),
  );
  console.log(`Written to apps/api/${file}`);
  await server.close();
  await handle.close();
}

await main();
