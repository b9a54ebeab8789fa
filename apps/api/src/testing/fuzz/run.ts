/**
 * The fuzz: requests drawn by fast-check from every procedure's and route's own schema, sent with
 * app.inject (no sockets) to a test app on a migrated database (PGlite unless TEST_DATABASE_URL),
 * a few at a time, each checked as it is answered: no 5xx, no answer slower than 10 s (those over 2 s
 * are counted), no stack trace or source path in the body. The database's invariants are read every few thousand requests and at the end.
 * Requests are drawn in batches, each from seed + batch number, so a run is the same draw every
 * time for one seed (ids named by answers differ, as the database makes them up).
 */
import { availableParallelism } from "node:os";
import type { Role } from "@atithi/domain";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { ADMIN_PASSWORD, createTestApp, TEST_ORIGIN, type TestApp } from "../harness";
import type { Pools } from "./arbitraries";
import { brokenInvariants } from "./invariants";
import {
  bodyText,
  type Caller,
  type FuzzRequest,
  leaksInternals,
  procedureTargets,
  requestArbitrary,
  routeTargets,
} from "./requests";

/** The target a request should meet, counted and printed; not a failure, since a busy machine alone misses it. */
export const TARGET_MS = 2000;
/** A request slower than this fails the run: far beyond what load causes, so only a real defect reaches it. */
export const SLOW_MS = 10_000;
/** A request unanswered this long is taken as hung: the run stops there, as later ones would queue behind it. */
const HUNG_MS = 15_000;
const BATCH = 100;
/** Requests in flight at once: FUZZ_CONCURRENCY, else one per core. */
const FUZZ_CONCURRENCY = Math.max(1, Number(process.env.FUZZ_CONCURRENCY) || availableParallelism());
const LIVENESS_EVERY = 500;
const INVARIANTS_EVERY = 5000;
const POOL_LIMIT = 2000;

export interface Failure {
  problem: string;
  status: number;
  ms: number;
  request: FuzzRequest;
  /** Where in the draw: rerun with the same seed to meet it again. */
  batch: number;
  excerpt: string;
}

export interface FuzzResult {
  seed: number;
  requests: number;
  ms: number;
  failures: Failure[];
  /** Broken invariants, each with when it was first seen. */
  violations: string[];
  statuses: Record<string, number>;
  kinds: Record<string, number>;
  /** Targets (procedures and routes) answered 2xx at least once, of all. */
  reachedTargets: number;
  totalTargets: number;
  /** How often the administrator's session stopped answering and was signed in again. */
  sessionsLost: number;
  slowest: { ms: number; target: string; kind: string };
  /** Requests slower than TARGET_MS. */
  overTarget: number;
  /** The targets that took the most time altogether, with their share of the requests. */
  costliest: { target: string; ms: number; requests: number }[];
  /** Targets never answered 2xx: what the draw does not reach past the validators. */
  unreached: string[];
}

/** The router or the path's first segment a target belongs to: "bookings", "group-bookings". */
export function resourceOf(target: string): string {
  const path = target.split(" ")[1] ?? "";
  if (path.startsWith("/trpc/")) return path.slice("/trpc/".length).split(".")[0] ?? "";
  return path.replace(/^\/api\/(erp\/)?/, "").split("/")[0] ?? "";
}

/** Names of one kind of row written the ways routers, paths and fields write them. */
const ALIASES: Record<string, string> = {
  groupbooking: "group",
  account: "chartofaccount",
  category: "expensecategory",
  expensecategorie: "expensecategory",
  itemcategorie: "itemcategory",
  charge: "booking",
  fundraisinground: "round",
  waterfallscenario: "scenario",
  creditnote: "creditnote",
  apitoken: "apitoken",
};
/** "group-bookings", "groupBookingId" and "groups" alike to "group". */
export function kindOf(name: string): string {
  const plain = name
    .replace(/Ids?$/, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/s$/, "");
  return ALIASES[plain] ?? plain;
}

/** Keys that hold rows of the answer's own kind. */
const CONTAINERS = new Set(["rows", "items", "data", "results", "list", "entries", "page"]);

/** Ids named by answers, by kind, handed to fields that take one; never the fuzz's own users. */
class IdPool implements Pools {
  private readonly all: string[] = [];
  private readonly byKind = new Map<string, string[]>();
  private readonly known = new Set<string>();
  private added = 0;
  constructor(private readonly protectedIds: Set<string>) {}

  id(index: number, name: string): string {
    const same = this.byKind.get(kindOf(name));
    // Mostly one of its kind, now and then any (an invoice's id where a booking's is expected).
    const from = same && same.length > 0 && index % 8 !== 0 ? same : this.all;
    return from.length === 0 ? "nonexistent" : (from[Math.floor(index / 8) % from.length] as string);
  }

  add(id: string, kind: string) {
    if (id.length > 64 || this.protectedIds.has(id)) return;
    const list = this.byKind.get(kind) ?? [];
    if (!this.byKind.has(kind)) this.byKind.set(kind, list);
    if (!list.includes(id)) {
      if (list.length < POOL_LIMIT / 10) list.push(id);
      else list[this.added % list.length] = id;
    }
    if (this.known.has(id)) return;
    this.known.add(id);
    if (this.all.length < POOL_LIMIT) this.all.push(id);
    else this.all[this.added % POOL_LIMIT] = id;
    this.added++;
  }

  /** Every string under a key "id" (of the answer's kind) or "…Id" of an answer, to a bounded depth. */
  harvest(value: unknown, kind: string, depth = 0) {
    if (depth > 5 || value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 50)) this.harvest(item, kind, depth + 1);
      return;
    }
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === "string" && key === "id") this.add(v, kind);
      else if (typeof v === "string" && /Id$/.test(key)) this.add(v, kindOf(key));
      else this.harvest(v, CONTAINERS.has(key) ? kind : kindOf(key), depth + 1);
    }
  }
}

interface Session {
  headers(as: Caller): Record<string, string>;
  relogin(): Promise<boolean>;
  adminAnswers(): Promise<boolean>;
}

const ROLES: Exclude<Role, "admin">[] = ["manager", "front_desk", "accountant"];

async function signIn(t: TestApp): Promise<{ session: Session; protectedIds: Set<string> }> {
  const db = t.database.db;
  const admin = await db
    .selectFrom("users")
    .selectAll()
    .where("username", "=", "admin")
    .executeTakeFirstOrThrow();
  const cookies: Partial<Record<Caller, string>> = { admin: await t.login("admin", ADMIN_PASSWORD) };
  const protectedIds = new Set([admin.id]);
  for (const role of ROLES) {
    const user = await t.createUser(role, `fuzz.${role.replace("_", "")}`);
    protectedIds.add(user.id);
    cookies[role] = await t.login(user.username, `password-${role}-1`);
  }
  const { token } = await t.callerFor(admin).apiTokens.create({ name: "Fuzz token", scope: "write" });
  const base = { host: "atithi.test", origin: TEST_ORIGIN };
  const session: Session = {
    headers(as) {
      switch (as) {
        case "anonymous":
          return base;
        case "bearer":
          return { ...base, authorization: `Bearer ${token}` };
        case "cross-site":
          return { ...base, origin: "http://evil.test", cookie: cookies.admin ?? "" };
        default:
          return { ...base, cookie: cookies[as] ?? "" };
      }
    },
    async relogin() {
      try {
        cookies.admin = await t.login("admin", ADMIN_PASSWORD);
        return true;
      } catch {
        return false;
      }
    },
    async adminAnswers() {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/auth/user",
        headers: session.headers("admin"),
      });
      return res.statusCode === 200;
    },
  };
  return { session, protectedIds };
}

/** A few rows of each kind the front desk needs, so that early requests have ids to name. */
async function seed(t: TestApp, pool: IdPool) {
  const db = t.database.db;
  const admin = await db
    .selectFrom("users")
    .selectAll()
    .where("username", "=", "admin")
    .executeTakeFirstOrThrow();
  const api = t.callerFor(admin);
  const rooms = await api.rooms.list();
  const guest = await api.guests.create({ name: "Fuzz Guest", phone: "9876543210" });
  const first = rooms[0];
  if (first) {
    const booking = await api.bookings.create({
      guestId: guest.id,
      roomId: first.id,
      checkInDate: "2026-12-01",
      checkOutDate: "2026-12-03",
      adults: 1,
      paidAmount: "500",
    });
    pool.add(booking.id, "booking");
  }
  pool.add(guest.id, "guest");
}

async function send(
  t: TestApp,
  session: Session,
  request: FuzzRequest,
): Promise<LightMyRequestResponse | null> {
  const headers: Record<string, string> = { ...session.headers(request.as) };
  if (request.contentType) headers["content-type"] = request.contentType;
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), HUNG_MS);
  });
  const answer = t.app.inject({
    method: request.method as "GET",
    url: request.url,
    headers,
    ...(request.body ? { payload: bodyText(request.body) } : {}),
  });
  try {
    return await Promise.race([answer, hung]);
  } finally {
    clearTimeout(timer);
  }
}

const short = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** A request as text to send again by hand: method, URL and body, each cut short. */
export function describeRequest(r: FuzzRequest): string {
  const body = r.body
    ? r.body.kind === "json"
      ? ` body ${short(JSON.stringify(r.body.value) ?? "undefined")}`
      : r.body.kind === "raw"
        ? ` body ${JSON.stringify(short(r.body.text))}`
        : ` body ${JSON.stringify(r.body)}`
    : "";
  return `${r.method} ${short(r.url)} as ${r.as}${r.contentType ? ` (${r.contentType})` : ""}${body}`;
}

export interface FuzzOptions {
  runs: number;
  seed: number;
  /** Told of progress now and then. */
  log?: (line: string) => void;
  /** Requests in flight at once. */
  concurrency?: number;
}

export async function runFuzz({
  runs,
  seed: seedValue,
  log = () => {},
  concurrency = FUZZ_CONCURRENCY,
}: FuzzOptions): Promise<FuzzResult> {
  const registered: { method: string; path: string }[] = [];
  const t = await createTestApp({
    onRoute: (route) => {
      for (const method of [route.method].flat()) registered.push({ method, path: route.url });
    },
  });
  try {
    const { session, protectedIds } = await signIn(t);
    const pool = new IdPool(protectedIds);
    await seed(t, pool);
    const procedures = procedureTargets();
    const routes = routeTargets(registered);
    const arbitrary = requestArbitrary(procedures, routes, pool);
    const targets = [
      ...procedures.map((p) => `${p.type === "query" ? "GET" : "POST"} /trpc/${p.path}`),
      ...routes.map((r) => `${r.method} ${r.path}`),
    ];

    // Every list first, so that ids of the seeded rows (rooms, accounts, categories) are in the pool.
    for (const route of routes.filter((r) => r.method === "GET" && !r.path.includes(":"))) {
      const res = await t.app.inject({ method: "GET", url: route.path, headers: session.headers("admin") });
      if (res.statusCode === 200 && /json/.test(String(res.headers["content-type"])))
        pool.harvest(res.json(), kindOf(resourceOf(`GET ${route.path}`)));
    }

    const failures: Failure[] = [];
    const violations: string[] = [];
    const statuses: Record<string, number> = {};
    const kinds: Record<string, number> = {};
    const reached = new Set<string>();
    const cost = new Map<string, { ms: number; requests: number }>();
    let slowest = { ms: 0, target: "", kind: "" };
    let overTarget = 0;
    let sessionsLost = 0;
    let sent = 0;
    const started = performance.now();

    const checkInvariants = async () => {
      for (const broken of await brokenInvariants(t.database.db))
        if (!violations.some((v) => v.startsWith(broken.split(":")[0] ?? "")))
          violations.push(`after ${sent} requests: ${broken}`);
    };

    let stopped = false;
    for (let batch = 0; sent < runs && !stopped; batch++) {
      const requests = fc.sample(arbitrary, {
        seed: seedValue + batch,
        numRuns: Math.min(BATCH, runs - sent),
      });
      // A few requests in flight at once, as the machine's cores allow; their answers are tallied in
      // the order drawn, so a run with one seed counts the same whatever finishes first.
      const answered: {
        request: (typeof requests)[number];
        res: Awaited<ReturnType<typeof send>>;
        ms: number;
      }[] = [];
      for (let i = 0; i < requests.length; i += concurrency) {
        answered.push(
          ...(await Promise.all(
            requests.slice(i, i + concurrency).map(async (request) => {
              const begun = performance.now();
              const res = await send(t, session, request);
              return { request, res, ms: performance.now() - begun };
            }),
          )),
        );
      }
      for (const { request, res, ms } of answered) {
        sent++;
        if (!res) {
          failures.push({
            problem: `no answer in ${HUNG_MS} ms`,
            status: 0,
            ms: Math.round(ms),
            request,
            batch,
            excerpt: "",
          });
          stopped = true;
          break;
        }
        const status = res.statusCode;
        statuses[status] = (statuses[status] ?? 0) + 1;
        kinds[request.kind] = (kinds[request.kind] ?? 0) + 1;
        const spent = cost.get(request.target) ?? { ms: 0, requests: 0 };
        cost.set(request.target, { ms: spent.ms + ms, requests: spent.requests + 1 });
        if (ms > slowest.ms) slowest = { ms: Math.round(ms), target: request.target, kind: request.kind };
        if (ms > TARGET_MS) overTarget++;
        if (status >= 200 && status < 300) {
          reached.add(request.target);
          if (/json/.test(String(res.headers["content-type"])))
            pool.harvest(res.json(), kindOf(resourceOf(request.target)));
        }
        const problems = [
          status >= 500 ? `status ${status}` : null,
          ms > SLOW_MS ? `took ${Math.round(ms)} ms` : null,
          status >= 400 ? leaksInternals(res.body) : null,
        ].filter((p): p is string => p !== null);
        if (problems.length > 0)
          failures.push({
            problem: problems.join(", "),
            status,
            ms: Math.round(ms),
            request,
            batch,
            excerpt: short(res.body, 500),
          });

        if (sent % LIVENESS_EVERY === 0 && !(await session.adminAnswers())) {
          sessionsLost++;
          if (!(await session.relogin()))
            throw new Error(`the administrator cannot sign in again after ${sent} requests`);
        }
        if (sent % INVARIANTS_EVERY === 0) {
          await checkInvariants();
          const seconds = (performance.now() - started) / 1000;
          log(
            `${sent} requests in ${seconds.toFixed(1)} s (${(sent / seconds).toFixed(0)}/s), ${failures.length} failures`,
          );
        }
      }
    }
    await checkInvariants();
    return {
      seed: seedValue,
      requests: sent,
      ms: Math.round(performance.now() - started),
      failures,
      violations,
      statuses,
      kinds,
      reachedTargets: targets.filter((target) => reached.has(target)).length,
      totalTargets: targets.length,
      sessionsLost,
      slowest,
      overTarget,
      costliest: [...cost]
        .sort(([, a], [, b]) => b.ms - a.ms)
        .slice(0, 8)
        .map(([target, { ms, requests }]) => ({ target, ms: Math.round(ms), requests })),
      unreached: targets.filter((target) => !reached.has(target)),
    };
  } finally {
    await t.close();
  }
}

/** The run in a few lines, and its failures grouped by target, at most `perGroup` each. */
export function summary(result: FuzzResult, perGroup = 5): string {
  const seconds = result.ms / 1000;
  const lines = [
    `fuzz seed ${result.seed}: ${result.requests} requests in ${seconds.toFixed(1)} s ` +
      `(${(result.requests / seconds).toFixed(0)}/s); ${result.reachedTargets} of ${result.totalTargets} ` +
      `targets answered 2xx at least once; slowest ${result.slowest.ms} ms (${result.slowest.target}, ${result.slowest.kind}); ${result.overTarget} over ${TARGET_MS} ms`,
    `statuses ${JSON.stringify(result.statuses)}`,
    `costliest ${result.costliest.map((c) => `${c.target} ${c.ms} ms/${c.requests}`).join(", ")}`,
    `kinds ${JSON.stringify(result.kinds)}`,
    `${result.failures.length} failures, ${result.violations.length} broken invariants, ${result.sessionsLost} sessions lost`,
  ];
  const groups = new Map<string, Failure[]>();
  for (const failure of result.failures) {
    const key = `${failure.request.target}: ${failure.problem.replace(/took \d+ ms/, "slow")}`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  for (const [key, group] of groups) {
    lines.push(`${key} (${group.length})`);
    for (const f of group.slice(0, perGroup))
      lines.push(
        `  [batch ${f.batch}, ${f.ms} ms] ${describeRequest(f.request)}\n    -> ${f.status} ${f.excerpt}`,
      );
  }
  lines.push(...result.violations);
  lines.push(`never answered 2xx (${result.unreached.length}): ${result.unreached.join(", ")}`);
  return lines.join("\n");
}
