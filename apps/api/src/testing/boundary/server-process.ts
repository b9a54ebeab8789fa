import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { connectPostgres } from "@atithi/db";
import { sql } from "kysely";
import { ADMIN_PASSWORD } from "../harness";
import type { ServedApp } from "./served-app";

/** Late enough that load alone never reaches it (issue 29); the walk prints every request that was. */
export const REQUEST_TIMEOUT_MS = 8000;
const START_TIMEOUT_MS = 60_000;
const SERVE_SCRIPT = fileURLToPath(new URL("./serve.ts", import.meta.url));
const API_DIR = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * serve.ts in a child process, signed in as the administrator. A hung child is killed, not asked
 * to stop, so what it would have cleaned up on close is done here: its PostgreSQL database is
 * dropped, and its temporary files live in a folder of ours that is removed.
 */
export class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    private readonly tempDir: string,
    readonly served: ServedApp,
    readonly cookie: string,
    private readonly stderr: () => string,
  ) {}

  get origin() {
    return `http://127.0.0.1:${this.served.port}`;
  }

  static async start(): Promise<ServerProcess> {
    const tempDir = await mkdtemp(join(tmpdir(), "atithi-walk-"));
    const child = spawn(process.execPath, ["--import", "tsx", SERVE_SCRIPT], {
      cwd: API_DIR,
      env: { ...process.env, TMPDIR: tempDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    try {
      const served = await firstLine(child, () => stderr);
      const cookie = await signIn(served.port);
      return new ServerProcess(child, tempDir, served, cookie, () => stderr);
    } catch (error) {
      child.kill("SIGKILL");
      await rm(tempDir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Whether the server answers the signed-in user's GET /api/auth/user with 200 in time. */
  async answers(): Promise<boolean> {
    try {
      const res = await fetch(`${this.origin}/api/auth/user`, {
        headers: { cookie: this.cookie },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await res.arrayBuffer();
      return res.status === 200;
    } catch {
      return false;
    }
  }

  /** What the child wrote on stderr lately, for messages about it. */
  recentErrors(): string {
    return this.stderr();
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = once(this.child, "exit");
      this.child.kill("SIGKILL");
      await exited;
    }
    await rm(this.tempDir, { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl && this.served.database) {
      const admin = connectPostgres(serverUrl, 1);
      await sql`DROP DATABASE IF EXISTS ${sql.id(this.served.database)} WITH (FORCE)`.execute(admin.db);
      await admin.close();
    }
  }
}

async function firstLine(child: ChildProcess, stderr: () => string): Promise<ServedApp> {
  let out = "";
  const line = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      out += chunk;
      const end = out.indexOf("\n");
      if (end >= 0) resolve(out.slice(0, end));
    });
    child.once("exit", (code) =>
      reject(new Error(`serve.ts exited (${code}) before listening:\n${stderr()}`)),
    );
    setTimeout(
      () => reject(new Error(`serve.ts did not listen within ${START_TIMEOUT_MS / 1000} s:\n${stderr()}`)),
      START_TIMEOUT_MS,
    ).unref();
  });
  return JSON.parse(await line) as ServedApp;
}

async function signIn(port: number): Promise<string> {
  const origin = `http://127.0.0.1:${port}`;
  const res = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const session = res.headers.getSetCookie().find((c) => c.startsWith("atithi_session="));
  if (res.status !== 200 || !session) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return session.split(";")[0] ?? session;
}
