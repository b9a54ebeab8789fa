import { type Database, type DatabaseHandle, openPGlite, wrapPGlite } from "@atithi/db";
import { createPostgresTestDatabase } from "@atithi/db/testing";
import { buildApp } from "../src/app";
import { bootstrap } from "../src/bootstrap";
import { LoginThrottle } from "../src/platform/auth/throttle";
import { usersRepository } from "../src/platform/auth/users.repository";
import { loadConfig } from "../src/platform/config";
import { createStorage } from "../src/platform/storage/create-storage";
import { registerReactions } from "../src/reactions";
import { createCaller } from "../src/router";

/** A fresh PostgreSQL database on `serverUrl` (named from `prefix`), or PGlite in memory without one. */
export async function openBenchDatabase(
  serverUrl: string | undefined,
  prefix: string,
): Promise<{ handle: DatabaseHandle; label: string }> {
  if (!serverUrl) return { handle: wrapPGlite(await openPGlite()), label: "PGlite (in memory)" };
  return {
    handle: await createPostgresTestDatabase(serverUrl, prefix),
    label: "PostgreSQL (fresh database)",
  };
}

/** The configuration every benchmark runs with: no rooms of its own (the seed adds them). */
export function benchConfig() {
  return {
    ...loadConfig({ ADMIN_PASSWORD: "bench-admin-password", ROOM_NUMBERS: "" }),
    webDir: undefined,
  };
}

export type BenchConfig = ReturnType<typeof benchConfig>;

/** A migrated database's settings, roles and administrator, as a first start makes them. */
export async function bootstrapBench(db: Database, config: BenchConfig) {
  await bootstrap(db, { ...config, roomNumbers: [] });
  const admin = await usersRepository(db).findByUsername("admin");
  if (!admin) throw new Error("bootstrap made no administrator");
  return admin;
}

type Admin = Awaited<ReturnType<typeof bootstrapBench>>;

/**
 * The services the API runs on, over a benchmark's database, with the reactions buildApp registers
 * (an in-process caller runs without buildApp).
 */
export async function benchServices(db: Database, config: BenchConfig) {
  registerReactions();
  return { db, config, loginThrottle: new LoginThrottle(), storage: await createStorage(config, db) };
}

type Services = Awaited<ReturnType<typeof benchServices>>;

/** The procedures called in process, as the administrator. */
export function adminCaller(services: Services, admin: Admin) {
  return createCaller({
    ...services,
    user: admin,
    sessionId: "bench-session",
    authMethod: "session",
    tokenScope: null,
    ipAddress: "127.0.0.1",
    userAgent: "bench",
    cookies: { set: () => {}, clear: () => {} },
  });
}

/**
 * The API over HTTP on a free local port, with an API token of the administrator's (requests carry
 * `headers`, as a script's would), and an in-process caller acting as the administrator.
 */
export async function startBenchServer(db: Database, config: BenchConfig, admin: Admin) {
  const services = await benchServices(db, config);
  const app = await buildApp(services);
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const caller = adminCaller(services, admin);
  const { token } = await caller.apiTokens.create({ name: "bench", scope: "write" });
  return {
    address,
    caller,
    headers: { authorization: `Bearer ${token}` },
    close: () => app.close(),
  };
}
