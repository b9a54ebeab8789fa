import type { Database } from "@atithi/db";
import { buildApp } from "../src/app";
import { bootstrap } from "../src/bootstrap";
import { LoginThrottle } from "../src/platform/auth/throttle";
import { usersRepository } from "../src/platform/auth/users.repository";
import { loadConfig } from "../src/platform/config";
import { createStorage } from "../src/platform/storage/create-storage";
import { createCaller } from "../src/router";

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
 * The API over HTTP on a free local port, with an API token of the administrator's (requests carry
 * `headers`, as a script's would), and an in-process caller acting as the administrator.
 */
export async function startBenchServer(db: Database, config: BenchConfig, admin: Admin) {
  const services = {
    db,
    config,
    loginThrottle: new LoginThrottle(),
    storage: await createStorage(config, db),
  };
  const app = await buildApp(services);
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const caller = createCaller({
    ...services,
    user: admin,
    sessionId: null,
    authMethod: "session",
    ipAddress: "127.0.0.1",
    userAgent: "bench",
    cookies: { set: () => {}, clear: () => {} },
  });
  const { token } = await caller.apiTokens.create({ name: "bench" });
  return {
    address,
    caller,
    headers: { authorization: `Bearer ${token}` },
    close: () => app.close(),
  };
}
