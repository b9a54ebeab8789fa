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
 * the PostgreSQL server's processes when it runs on this machine, read from /proc).
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Database } from "@atithi/db";
import { createPostgresTestDatabase } from "@atithi/db/testing";
import { addDays, todayIn } from "@atithi/domain";
import { sql } from "kysely";
import { load, type RequestPlan } from "./load";
import { BENCH_ROOMS, seedRoomsAndGuests, seedStays, windows } from "./seed";
import { benchConfig, bootstrapBench, startBenchServer } from "./setup";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const pairs = Number(process.env.BENCH_PAIRS ?? 24);
const serverUrl = process.env.BENCH_DATABASE_URL;
const CONCURRENCY = 8;
/** Creates a second a window has bodies for; past that a body would repeat, its room taken. */
const MAX_RATE = 1000;

type QueryConfig = { name?: string; text: string; values?: unknown[] };
type Query = (this: unknown, ...args: unknown[]) => unknown;
/** pg's client class, the one Kysely's pool uses: only its `query` is touched here. */
const { Client } = createRequire(import.meta.url)("pg") as { Client: { prototype: { query: Query } } };

/** The payment's insert inside the statement that posts it, with its parameters ($1…$n). */
const EVENT_WRITE = /^WITH event_write AS \((.*?)\),\s*x AS \(/s;

let postingsOn = true;

/** What a statement that carries a posting is cut back to: its event's insert and parameter count. */
const cutBack = new Map<string, { text: string; parameters: number } | null>();
function eventOf(text: string) {
  let event = cutBack.get(text);
  if (event === undefined) {
    const insert = EVENT_WRITE.exec(text)?.[1];
    event = insert
      ? { text: insert, parameters: Math.max(...[...insert.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]))) }
      : null;
    cutBack.set(text, event);
  }
  return event;
}

/** Sends the payment's insert alone while `postingsOn` is false, answering as the posting would. */
function leaveOutPostings() {
  const query = Client.prototype.query;
  Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0];
    if (postingsOn || typeof config !== "object" || config === null) return query.apply(this, args);
    const { name, text, values } = config as QueryConfig;
    const event = eventOf(text);
    if (!event) return query.apply(this, args);
    const sent = query.call(this, {
      name: name && `${name}_bare`,
      text: event.text,
      values: values?.slice(0, event.parameters),
    }) as Promise<{ rows: unknown[] }>;
    return sent.then((result) => ({ ...result, rows: [{ id: randomUUID(), accounts: null }] }));
  };
}

/**
 * A function answering the CPU milliseconds the PostgreSQL server behind `db` has used so far: its
 * postmaster and every process it started (100 ticks a second). Null when that server does not run
 * on this machine (or its data directory cannot be read): then only this process is counted.
 */
async function serverCpu(db: Database): Promise<(() => number) | null> {
  try {
    const { rows } = await sql<{ dir: string }>`SELECT current_setting('data_directory') AS dir`.execute(db);
    const postmaster = Number(readFileSync(`${rows[0]?.dir}/postmaster.pid`, "utf8").split("\n")[0]);
    const stat = (pid: string) => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    if (!Number.isInteger(postmaster) || stat(String(postmaster)).length === 0) return null;
    return () => {
      let ticks = 0;
      for (const pid of readdirSync("/proc")) {
        if (!/^\d+$/.test(pid)) continue;
        try {
          const fields = stat(pid);
          // Fields after the name: state, ppid, …, utime (12th), stime (13th).
          if (Number(pid) === postmaster || Number(fields[1]) === postmaster) {
            ticks += Number(fields[11]) + Number(fields[12]);
          }
        } catch {
          // The process ended between the listing and the read.
        }
      }
      return ticks * 10;
    };
  } catch {
    return null;
  }
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

async function main() {
  if (!serverUrl) {
    console.error("Set BENCH_DATABASE_URL to a PostgreSQL server (a fresh database is made on it).");
    process.exit(2);
  }
  if (!(Number.isInteger(pairs) && pairs >= 1 && seconds >= 1)) {
    console.error("BENCH_PAIRS must be a whole number from 1, BENCH_SECONDS at least 1.");
    process.exit(2);
  }
  const handle = await createPostgresTestDatabase(serverUrl, "atithi_share_bench");
  try {
    await measure(handle.db);
  } finally {
    await handle.close();
  }
}

async function measure(db: Database) {
  const config = benchConfig();
  const today = todayIn(config.timeZone);
  const admin = await bootstrapBench(db, config);
  await seedRoomsAndGuests(db);
  const w = windows(today);
  const stays = await seedStays(db, w.recent.from, w.recent.to, today, 0.42);
  const postgresCpu = await serverCpu(db);
  console.log(
    `PostgreSQL (fresh database), ${BENCH_ROOMS} rooms, ${stays} stays; ${pairs} pairs of ${seconds} s` +
      (postgresCpu ? "" : "; the server is not on this machine, so CPU counts this process only"),
  );
  leaveOutPostings();
  const server = await startBenchServer(db, config, admin);
  try {
    const result = await alternate(db, server, today, postgresCpu);
    mkdirSync("bench-results", { recursive: true });
    const file = "bench-results/posting-share-postgres.json";
    writeFileSync(
      file,
      JSON.stringify({ at: new Date().toISOString(), concurrency: CONCURRENCY, seconds, ...result }, null, 2),
    );
    console.log(`Written to apps/api/${file}`);
  } finally {
    await server.close();
  }
}

/**
 * Each create its own room-night and guest, from 400 days ahead, so every create succeeds: `count`
 * bodies from the `first`-th.
 */
function createBodies(today: string, first: number, count: number): string[] {
  return Array.from({ length: count }, (_, k) => {
    const i = first + k;
    return JSON.stringify({
      roomId: `bench-r-${1 + (i % BENCH_ROOMS)}`,
      checkInDate: addDays(today, 400 + Math.floor(i / BENCH_ROOMS)),
      checkOutDate: addDays(today, 401 + Math.floor(i / BENCH_ROOMS)),
      adults: 2,
      guest: { name: `Share ${i}`, phone: String(8_200_000_000 + i) },
      paidAmount: "1000",
    });
  });
}

async function alternate(
  db: Database,
  server: Awaited<ReturnType<typeof startBenchServer>>,
  today: string,
  postgresCpu: (() => number) | null,
) {
  let next = 0;
  const created = { with: 0, without: 0 };
  const window = async (withPostings: boolean, length: number) => {
    postingsOn = withPostings;
    // Only this window's bodies go to the load worker, so copying them costs both kinds alike.
    const plan: RequestPlan = {
      url: `${server.address}/api/bookings`,
      method: "POST",
      headers: { ...server.headers, "content-type": "application/json" },
      bodies: createBodies(today, next, Math.ceil(length * MAX_RATE)),
    };
    const node = process.cpuUsage();
    const postgres = postgresCpu?.() ?? 0;
    const r = await load(withPostings ? "with" : "without", plan, {
      concurrency: CONCURRENCY,
      seconds: length,
    });
    const used = process.cpuUsage(node);
    const cpuMs = (used.user + used.system) / 1000 + (postgresCpu?.() ?? 0) - postgres;
    next += r.sent;
    created[withPostings ? "with" : "without"] += r.requests;
    if (r.errors) throw new Error(`${r.errors} creates failed; the measurement is void`);
    if (r.sent > length * MAX_RATE) throw new Error(`More than ${MAX_RATE} creates a second: raise MAX_RATE`);
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
    db,
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
    cpuCounted: postgresCpu ? "this process and the PostgreSQL server" : "this process",
    target: 0.8,
  };
  console.log(
    `\nPaid creates with their postings: ${withThroughput.toFixed(0)} req/s, without: ${withoutThroughput.toFixed(0)} req/s; share kept ${summary.throughputShare.toFixed(3)} (target 0.80)` +
      `\nCPU a request costs (${summary.cpuCounted}): ${withCpu.toFixed(2)} ms with, ${withoutCpu.toFixed(2)} ms without; ratio ${summary.cpuShare.toFixed(3)}`,
  );
  return { pairs: measured, ...summary };
}

await main();
