import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database, DatabaseHandle } from "@atithi/db";
import { createTestDatabase } from "@atithi/db/testing";
import type { Role } from "@atithi/domain";
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from "fastify";
import type { KyselyPlugin } from "kysely";
import { buildApp } from "../app";
import { bootstrap } from "../bootstrap";
import { hashPassword } from "../platform/auth/password";
import { LoginThrottle } from "../platform/auth/throttle";
import { type UserRow, usersRepository } from "../platform/auth/users.repository";
import { type Config, loadConfig } from "../platform/config";
import { createLocalDiskStorage } from "../platform/storage/local-disk-storage";
import { objectUrlSigningSecret } from "../platform/storage/signing-secret.repository";
import type { ObjectStorage } from "../platform/storage/storage";
import type { TlsCredentials } from "../platform/tls-credentials";
import type { Context } from "../platform/trpc/context";
import { createCaller } from "../router";

export const TEST_ORIGIN = "http://atithi.test";
export const ADMIN_PASSWORD = "admin-password-1";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  storage: ObjectStorage;
  /** Signs in over REST and returns the session cookie ("name=value"). */
  login(username: string, password: string): Promise<string>;
  /** Creates a user of `role` (password "password-<role>-1") and returns its row. */
  createUser(role: Role, username?: string): Promise<UserRow>;
  /** A server-side caller acting as `user` (or anonymously). */
  callerFor(user: UserRow | null): ReturnType<typeof createCaller>;
  request(
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    options?: { cookie?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    now?: () => number;
    /** The object store; by default files on local disk in a temporary folder, removed on close. */
    storage?: (db: Database) => Promise<ObjectStorage>;
    /** The built web app's folder, to test how its files are served; none by default. */
    webDir?: string;
    /** Told of every route the app registers. */
    onRoute?: (route: RouteOptions) => void;
    /** Applied to every statement the app runs (the test's own `database.db` runs without them). */
    plugins?: KyselyPlugin[];
    /** Settings that differ from the tests' defaults (a trusted proxy, object storage). */
    config?: Partial<Config>;
    /** Serve HTTPS and HTTP/2 with this certificate, as TLS_CERT_FILE and TLS_KEY_FILE do. */
    tls?: TlsCredentials;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const objectsDir = await mkdtemp(join(tmpdir(), "atithi-objects-"));
  const config: Config = {
    ...loadConfig({ ADMIN_PASSWORD, ROOM_NUMBERS: "101,102,103", TIME_ZONE: "Asia/Kolkata" }),
    webDir: options.webDir,
    ...options.config,
  };
  await bootstrap(database.db, config);
  const loginThrottle = new LoginThrottle(options.now);
  const storage = options.storage
    ? await options.storage(database.db)
    : createLocalDiskStorage(objectsDir, await objectUrlSigningSecret(database.db));
  const db = (options.plugins ?? []).reduce<Database>((d, plugin) => d.withPlugin(plugin), database.db);
  const services = { db, config, loginThrottle, storage };
  const app = await buildApp(services, { onRoute: options.onRoute, tls: options.tls });

  const request: TestApp["request"] = (method, url, opts = {}) =>
    app.inject({
      method,
      url,
      headers: {
        host: "atithi.test",
        origin: TEST_ORIGIN,
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...opts.headers,
      },
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });

  return {
    app,
    database,
    config,
    storage,
    request,
    async login(username, password) {
      const res = await request("POST", "/api/login", { body: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === "atithi_session");
      if (!cookie) throw new Error("no session cookie");
      return `${cookie.name}=${cookie.value}`;
    },
    async createUser(role, username = `${role.replace("_", "")}${Math.floor(Math.random() * 1e6)}`) {
      return usersRepository(database.db).insert({
        username,
        passwordHash: await hashPassword(`password-${role}-1`),
        role,
      });
    },
    callerFor(user) {
      const ctx: Context = {
        ...services,
        user,
        // Acts as at the screen, in a session no cookie carries (so "other sessions" are all real ones).
        sessionId: user ? "test-caller-session" : null,
        authMethod: user ? "session" : null,
        tokenScope: null,
        ipAddress: "127.0.0.1",
        userAgent: "test",
        cookies: { set: () => {}, clear: () => {} },
      };
      return createCaller(ctx);
    },
    async close() {
      await app.close();
      await database.close();
      await rm(objectsDir, { recursive: true, force: true });
    },
  };
}
