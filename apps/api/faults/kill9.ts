/**
 * Kill -9 under load (issue 15). Several clients create bookings (with an initial payment) and
 * further payments over the REST API while the production server is killed with SIGKILL at random
 * moments and restarted on the same data. Then, on the database itself: every write the server
 * acknowledged (2xx) is there with its amounts, and nothing half-written is (invariants.ts).
 *
 *   pnpm faults:kill9                                   # embedded PGlite (a new DATA_DIR)
 *   FAULTS_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm faults:kill9   # a fresh database there
 * FAULTS_KILLS (default 3), FAULTS_CLIENTS (default 4), FAULTS_SEED (printed; repeats the random
 * choices) and FAULTS_PORT (default 3221) tune it. Needs `pnpm build`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectPostgres, type DatabaseHandle, openPGlite, wrapPGlite } from "@atithi/db";
import { addDays } from "@atithi/domain";
import { sql } from "kysely";
import {
  check,
  freshPostgresDatabase,
  issueToken,
  request,
  requireBuild,
  type Server,
  seededRandom,
  seedFromEnv,
  sleep,
  startServer,
  stopServer,
} from "./harness";
import { brokenInvariants } from "./invariants";

const kills = Number(process.env.FAULTS_KILLS ?? 3);
const clients = Number(process.env.FAULTS_CLIENTS ?? 4);
const port = Number(process.env.FAULTS_PORT ?? 3221);
const postgresServer = process.env.FAULTS_POSTGRES_URL;
const seed = seedFromEnv();
const random = seededRandom(seed);

interface AckedBooking {
  id: string;
  totalAmount: string;
  paidAmount: string;
  checkInDate: string;
}
interface AckedPayment {
  id: string;
  bookingId: string;
  amount: string;
}
interface Booking {
  id: string;
  totalAmount: string;
  paidAmount: string;
  amountDue: string;
  checkInDate: string;
}

const toPaise = (amount: string) => Math.round(Number(amount) * 100);
const rupees = (paise: number) => (paise / 100).toFixed(2);

async function main() {
  requireBuild();
  const dataDir = mkdtempSync(join(tmpdir(), "atithi-kill9-"));
  const database = postgresServer ? await freshPostgresDatabase(postgresServer, "atithi_kill9") : undefined;
  const label = database ? "PostgreSQL (a fresh database)" : "PGlite";
  console.log(`kill -9 under load on ${label}: seed ${seed}, ${clients} clients, ${kills} kills`);
  const options = { port, dataDir, ...(database ? { databaseUrl: database.url } : {}) };
  const started = performance.now();
  let server: Server | undefined = await startServer(options);
  try {
    const token = await issueToken(server.url);
    const url = server.url;
    const rooms = (await request<{ id: string }[]>(url, "GET", "/api/rooms", { token })).body.map(
      (r) => r.id,
    );
    const bookings: AckedBooking[] = [];
    const payments: AckedPayment[] = [];
    let lost = 0;
    let stopping = false;
    // Closed while the server is down; a client whose request failed waits here.
    let serverUp: Promise<void> = Promise.resolve();
    let reopen = () => {};

    /** The answer, or undefined when the connection broke (the write is not acknowledged). */
    async function send<T>(path: string, body: unknown) {
      try {
        const answer = await request<T>(url, "POST", path, { token, body });
        check(answer.status < 300, `POST ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        return answer.body;
      } catch (error) {
        if (error instanceof Error && error.message.startsWith("FAILED")) throw error;
        lost += 1;
        await serverUp;
        return undefined;
      }
    }

    // Each client books its own dates, one night per room, so no two bookings compete for a room.
    const span = Math.floor(25_000 / clients);
    async function client(c: number) {
      for (let n = 0; !stopping; n++) {
        const checkInDate = addDays("2027-01-01", c * span + Math.floor(n / rooms.length));
        const booking = await send<Booking>("/api/bookings", {
          roomId: rooms[n % rooms.length],
          checkInDate,
          checkOutDate: addDays(checkInDate, 1),
          adults: random.int(1, 3),
          guest: {
            name: `Kill Nine ${c}-${n}`,
            phone: `98${String(c).padStart(3, "0")}${String(n).padStart(5, "0")}`,
          },
          paidAmount: rupees(random.int(0, 2) * random.int(100, 150_000)),
        });
        if (!booking) continue;
        bookings.push({ ...booking });
        // Further payments, each within what is still owed; a lost one ends this booking's payments,
        // since it may have been recorded after all.
        let pending = toPaise(booking.amountDue) - toPaise(booking.paidAmount);
        for (let p = random.int(0, 2); p > 0 && pending >= 100 && !stopping; p--) {
          const amount = random.int(100, pending);
          const payment = await send<AckedPayment>("/api/payments", {
            bookingId: booking.id,
            amount: rupees(amount),
            paymentMethod: "upi",
          });
          if (!payment) break;
          payments.push({ id: payment.id, bookingId: payment.bookingId, amount: payment.amount });
          pending -= amount;
        }
      }
    }

    let failure: unknown;
    const running = Array.from({ length: clients }, (_, c) =>
      client(c).catch((error: unknown) => {
        failure ??= error;
        stopping = true;
      }),
    );
    const acknowledged = () => bookings.length + payments.length;
    /** A random moment under load: after some more acknowledged writes (however slow the machine), plus up to 300 ms. */
    async function underLoad() {
      const target = acknowledged() + random.int(5, 25);
      const deadline = Date.now() + 180_000;
      while (acknowledged() < target && !failure) {
        if (Date.now() > deadline)
          throw new Error(`no write acknowledged for 3 minutes (${acknowledged()} so far)`);
        await sleep(10);
      }
      if (failure) throw failure;
      await sleep(random.int(0, 300));
    }
    const restarts: number[] = [];
    for (let k = 1; k <= kills; k++) {
      await underLoad();
      serverUp = new Promise((resolve) => {
        reopen = resolve;
      });
      const acked = acknowledged();
      server.child.kill("SIGKILL");
      await server.exited;
      server = undefined;
      const t = performance.now();
      server = await startServer(options);
      const restart = performance.now() - t;
      restarts.push(restart);
      console.log(
        `kill ${k}: after ${acked} acknowledged writes; restarted in ${(restart / 1000).toFixed(1)} s`,
      );
      reopen();
    }
    await underLoad();
    stopping = true;
    await Promise.all(running);
    if (failure) throw failure;
    // A last kill with no restart by the server: the checks below open the data as it was left.
    server.child.kill("SIGKILL");
    await server.exited;
    server = undefined;
    const seconds = (performance.now() - started) / 1000;

    const handle: DatabaseHandle = database
      ? connectPostgres(database.url, 2)
      : wrapPGlite(await openPGlite(join(dataDir, "pglite")));
    try {
      const db = handle.db;
      const stored = new Map(
        (
          await db
            .selectFrom("bookings")
            .select(["id", "totalAmount", "paidAmount", "checkInDate", "guestId"])
            .execute()
        ).map((b) => [b.id, b]),
      );
      const storedPayments = new Map(
        (await db.selectFrom("payments").select(["id", "bookingId", "amount"]).execute()).map((p) => [
          p.id,
          p,
        ]),
      );
      const missing: string[] = [];
      for (const b of bookings) {
        const row = stored.get(b.id);
        if (!row || row.totalAmount !== b.totalAmount || row.checkInDate !== b.checkInDate)
          missing.push(`booking ${b.id} (${row ? `stored as ${JSON.stringify(row)}` : "not stored"})`);
        // Payments made later only add to what was paid at booking.
        else if (toPaise(row.paidAmount) < toPaise(b.paidAmount))
          missing.push(`booking ${b.id} paid ${row.paidAmount}, acknowledged ${b.paidAmount}`);
      }
      for (const p of payments) {
        const row = storedPayments.get(p.id);
        if (!row || row.amount !== p.amount || row.bookingId !== p.bookingId)
          missing.push(`payment ${p.id} of ${p.amount} (${row ? JSON.stringify(row) : "not stored"})`);
      }
      const broken = await brokenInvariants(db);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM general_ledger`.execute(db);
      console.log(
        `${bookings.length} bookings and ${payments.length} payments acknowledged, ${lost} requests cut off by ` +
          `${kills} kills under load (and one at the end); stored: ${stored.size} bookings, ${storedPayments.size} payments, ` +
          `${rows[0]?.n} ledger lines; ${seconds.toFixed(1)} s, restarts ` +
          `${restarts.map((ms) => (ms / 1000).toFixed(1)).join(", ")} s`,
      );
      check(bookings.length > 0 && payments.length > 0, "the clients made no writes");
      check(missing.length === 0, `acknowledged writes lost:\n  ${missing.slice(0, 20).join("\n  ")}`);
      check(broken.length === 0, `half-written data:\n  ${broken.join("\n  ")}`);
      console.log(`kill -9 on ${label}: every acknowledged write is stored, nothing half-written`);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (server) console.error(`server log:\n${server.log()}`);
    throw error;
  } finally {
    if (server) await stopServer(server, "SIGKILL");
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(`(repeat with FAULTS_SEED=${seed})`);
  process.exit(1);
});
