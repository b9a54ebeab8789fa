/**
 * Two server processes on one PostgreSQL behind a round-robin proxy (issue 15): they behave as one.
 * - Both start at the same moment on an empty database: the two migrators and the two first-start
 *   bootstraps do not collide.
 * - A session made through one process is valid on the other.
 * - Sign-in throttling counts the failures sent to both.
 * - A cached view (available rooms, dashboard) shows a change made through the other process at once.
 * - Expired uploads swept by both at once are each removed exactly once, without errors.
 *
 *   FAULTS_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm faults:two-processes
 * Uses ports FAULTS_PORT (default 3222) to FAULTS_PORT + 2; needs `pnpm build`.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectPostgres } from "@atithi/db";
import { addDays } from "@atithi/domain";
import { sql } from "kysely";
import {
  check,
  freshPostgresDatabase,
  request,
  requireBuild,
  type Server,
  signIn,
  startServers,
  stopServer,
} from "./harness";

const postgresServer = process.env.FAULTS_POSTGRES_URL;
const basePort = Number(process.env.FAULTS_PORT ?? 3222);
const EXPIRED_UPLOADS = 400;

/** A reverse proxy that sends each request to the next upstream in turn and says which in `x-upstream`. */
function roundRobinProxy(port: number, upstreams: number[]) {
  let next = 0;
  const proxy = createServer((req, res) => {
    const target = upstreams[next++ % upstreams.length] as number;
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress]
      .filter(Boolean)
      .join(", ");
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port: target,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-for": forwardedFor, "x-forwarded-proto": "http" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-upstream": String(target) });
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise<typeof proxy>((resolve) => proxy.listen(port, "127.0.0.1", () => resolve(proxy)));
}

async function main() {
  requireBuild();
  check(postgresServer, "FAULTS_POSTGRES_URL must name a PostgreSQL server (a fresh database is made there)");
  const database = await freshPostgresDatabase(postgresServer, "atithi_two");
  // One DATA_DIR for both: with local-disk storage, uploaded files must be where either process looks.
  const dataDir = mkdtempSync(join(tmpdir(), "atithi-two-"));
  const ports = [basePort + 1, basePort + 2];
  const env = { TRUST_PROXY: "1", LOG_LEVEL: "info" };
  const startBoth = () =>
    startServers(ports.map((port) => ({ port, dataDir, databaseUrl: database.url, env })));
  let servers: Server[] = [];
  const proxy = await roundRobinProxy(basePort, ports);
  const url = `http://127.0.0.1:${basePort}`;
  const db = connectPostgres(database.url, 2);
  try {
    // 1. Two migrators and two first starts at once, on an empty database.
    servers = await startBoth();
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM kysely_migration`.execute(db.db);
    const admins = await db.db.selectFrom("users").select("id").execute();
    check(admins.length === 1, `one administrator after two first starts, found ${admins.length}`);
    console.log(`both processes started at once on an empty database: ${rows[0]?.n} migrations applied once`);

    // 2. A session made through one process is valid on the other.
    const cookie = await signIn(url);
    const upstreams = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const answer = await request<{ username?: string }>(url, "GET", "/api/auth/user", { cookie });
      check(answer.status === 200, `request ${i + 1} with the session answered ${answer.status}`);
      upstreams.add(answer.headers.get("x-upstream") ?? "");
    }
    check(upstreams.size === 2, `the session's requests reached ${[...upstreams].join(", ")}`);
    console.log("a session made through one process is valid on both (10 requests, alternating)");

    // 3. Wrong passwords alternate between the processes and the throttle still engages after 5.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await request(url, "POST", "/api/login", {
        body: { username: "guesser-target", password: `wrong-${i}` },
        origin: true,
      });
      statuses.push(answer.status);
    }
    check(
      statuses.slice(0, 5).every((s) => s === 401) && statuses[5] === 429,
      `wrong passwords answered ${statuses.join(", ")} (5 × 401, then 429 expected)`,
    );
    console.log(`sign-in throttling counts across both processes: ${statuses.join(", ")}`);

    // 4. Cached views: read through one process, change through the other, read again.
    const rooms = (await request<{ id: string }[]>(url, "GET", "/api/rooms", { cookie })).body;
    const checkIn = "2031-03-01";
    const checkOut = addDays(checkIn, 2);
    const available = async () => {
      const answer = await request<{ id: string }[]>(
        url,
        "GET",
        `/api/rooms/available?checkIn=${checkIn}&checkOut=${checkOut}`,
        { cookie },
      );
      return { ids: answer.body.map((r) => r.id), upstream: answer.headers.get("x-upstream") };
    };
    const pending = async () => {
      const answer = await request<{ pendingPayments: string }>(url, "GET", "/api/dashboard/stats", {
        cookie,
      });
      return answer.body.pendingPayments;
    };
    // Each process computes and keeps both views (four reads: two per process).
    const before = [await available(), await available()];
    const pendingBefore = [await pending(), await pending()];
    check(before[0]?.upstream !== before[1]?.upstream, "the two reads reached one process");
    const room = rooms[0]?.id;
    const booked = await request<{ id: string; amountDue: string }>(url, "POST", "/api/bookings", {
      cookie,
      origin: true,
      body: {
        roomId: room,
        checkInDate: checkIn,
        checkOutDate: checkOut,
        adults: 1,
        guest: { name: "Two Process Guest", phone: "9811122233" },
      },
    });
    check(booked.status === 201, `booking through the proxy answered ${booked.status}`);
    const bookedOn = booked.headers.get("x-upstream");
    // The next two reads go to each process in turn: both must leave the booked room out.
    for (let i = 0; i < 2; i++) {
      const after = await available();
      check(
        !after.ids.includes(room ?? ""),
        `process ${after.upstream} still offers the room booked on ${bookedOn}`,
      );
    }
    const pendingAfter = [await pending(), await pending()];
    for (const [i, value] of pendingAfter.entries())
      check(
        Number(value) === Number(pendingBefore[i]) + Number(booked.body.amountDue),
        `pending payments ${value} after a booking of ${booked.body.amountDue} (was ${pendingBefore[i]})`,
      );
    console.log("cached views (available rooms, dashboard) show a change made through the other process");

    // 5. Expired uploads, swept by both processes as they start at the same moment.
    await Promise.all(servers.map((s) => stopServer(s)));
    servers = [];
    const admin = admins[0]?.id ?? "";
    const uploads = join(dataDir, "objects", "uploads");
    mkdirSync(uploads, { recursive: true });
    const keys = Array.from({ length: EXPIRED_UPLOADS }, () => `uploads/${randomUUID()}`);
    for (const key of keys) writeFileSync(join(dataDir, "objects", key), "never saved");
    await db.db
      .insertInto("uploadIntents")
      .values(keys.map((objectKey) => ({ objectKey, issuedTo: admin, expiresAt: new Date("2020-01-01") })))
      .execute();
    servers = await startBoth();
    const deadline = Date.now() + 30_000;
    const removedBy = () =>
      servers.map((s) =>
        [...s.log().matchAll(/Removed (\d+) expired uploads/g)].reduce((n, m) => n + Number(m[1]), 0),
      );
    while (Date.now() < deadline) {
      const left = await db.db.selectFrom("uploadIntents").select("objectKey").execute();
      if (left.length === 0 && removedBy().reduce((a, b) => a + b, 0) >= EXPIRED_UPLOADS) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const removed = removedBy();
    const failures = servers.filter((s) => s.log().includes("sweeping expired uploads failed"));
    check(failures.length === 0, `a sweep failed:\n${failures.map((s) => s.log()).join("\n")}`);
    check(readdirSync(uploads).length === 0, `${readdirSync(uploads).length} upload files left`);
    check(
      removed.reduce((a, b) => a + b, 0) === EXPIRED_UPLOADS,
      `the processes removed ${removed.join(" + ")} of ${EXPIRED_UPLOADS} expired uploads (each once expected)`,
    );
    console.log(
      `${EXPIRED_UPLOADS} expired uploads swept by both at once: ${removed.join(" + ")}, each once`,
    );
    console.log("two processes on one PostgreSQL behave as one");
  } catch (error) {
    for (const s of servers) console.error(`server ${s.url} log (tail):\n${s.log().slice(-4000)}`);
    throw error;
  } finally {
    await Promise.all(servers.map((s) => stopServer(s)));
    proxy.close();
    await db.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
