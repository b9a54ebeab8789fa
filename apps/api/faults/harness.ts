/**
 * What the fault scripts share: the production server started as a child process, a fresh
 * PostgreSQL database, a seeded random source and small HTTP helpers. The scripts exercise
 * `apps/api/dist/server.js` exactly as it is deployed (`pnpm build` first).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { connectPostgres } from "@atithi/db";
import { sql } from "kysely";

export const SERVER_JS = fileURLToPath(new URL("../dist/server.js", import.meta.url));
export const ADMIN_PASSWORD = "faults-admin-password";

export function requireBuild() {
  if (!existsSync(SERVER_JS)) throw new Error(`${SERVER_JS} is missing: run pnpm build first`);
}

/** mulberry32: a small seeded generator, so a failing run can be repeated with its printed seed. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

export function seedFromEnv(): number {
  const given = process.env.FAULTS_SEED;
  return given ? Number(given) : randomBytes(4).readUInt32LE(0);
}

export interface Server {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
  log(): string;
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}

/** Refuses a port something already listens on: its answers would pass for the new server's. */
async function assertPortFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", () => reject(new Error(`Port ${port} is in use; set FAULTS_PORT to another`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/** Starts the built server and waits until it answers HTTP. */
export async function startServer(options: ServerOptions, timeoutMs = 180_000): Promise<Server> {
  const url = `http://127.0.0.1:${options.port}`;
  await assertPortFree(options.port);
  const child = spawn(process.execPath, [SERVER_JS], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? `exit ${code}`)),
  );
  const server: Server = { url, child, exited, log: () => output };
  let gone: string | undefined;
  void exited.then((how) => {
    gone = how;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The server on port ${options.port} stopped (${gone}):\n${output}`);
    try {
      await fetch(`${url}/api/auth/user`);
      return server;
    } catch {
      await sleep(100);
    }
  }
  child.kill("SIGKILL");
  throw new Error(`The server on port ${options.port} did not answer within ${timeoutMs} ms:\n${output}`);
}

export async function stopServer(server: Server, signal: NodeJS.Signals = "SIGTERM"): Promise<string> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

/** Starts several servers at the same moment; if one fails, the others are stopped too. */
export async function startServers(all: ServerOptions[]): Promise<Server[]> {
  const results = await Promise.allSettled(all.map((options) => startServer(options)));
  const failed = results.find((r) => r.status === "rejected");
  if (!failed) return results.map((r) => (r as PromiseFulfilledResult<Server>).value);
  for (const r of results) if (r.status === "fulfilled") await stopServer(r.value, "SIGKILL");
  throw failed.reason;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A new, empty database on the PostgreSQL server (the servers migrate it), dropped by `drop`. */
export async function freshPostgresDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const onServer = async (statement: string) => {
    const admin = connectPostgres(serverUrl, 1);
    try {
      await sql.raw(statement).execute(admin.db);
    } finally {
      await admin.close();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One JSON request; network failures (a killed server) reject. */
export async function request<T = unknown>(
  url: string,
  method: string,
  path: string,
  options: { token?: string; cookie?: string; body?: unknown; origin?: boolean } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = new URL(url).origin;
  const response = await fetch(`${url}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    // A server that accepts a request and never answers is a fault too, not a reason to wait forever.
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body: body as T, headers: response.headers };
}

/** Signs in and answers the session cookie (`name=value`). */
export async function signIn(url: string, password = ADMIN_PASSWORD): Promise<string> {
  const answer = await request(url, "POST", "/api/login", {
    body: { username: "admin", password },
    origin: true,
  });
  if (answer.status !== 200)
    throw new Error(`Sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** An administrator's API token, for clients that must not depend on one process's session. */
export async function issueToken(url: string): Promise<string> {
  const cookie = await signIn(url);
  const answer = await request<{ result: { data: { token: string } } }>(
    url,
    "POST",
    "/trpc/apiTokens.create",
    {
      cookie,
      origin: true,
      body: { name: "faults", scope: "write" },
    },
  );
  if (answer.status !== 200) throw new Error(`Token creation failed: ${answer.status}`);
  return answer.body.result.data.token;
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`FAILED: ${message}`);
}
