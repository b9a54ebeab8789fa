import { mkdirSync, mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

// One empty data folder per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "atithi-e2e-"));
export const ADMIN_PASSWORD = "e2e-admin-password";
/** The first server's port; the worker of parallel index i drives the server on E2E_PORT + i. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
/**
 * Spec files run this many at a time (E2E_WORKERS, default one per core, at most two), each worker
 * against a server and data folder of its own, so two files never share a hotel.
 */
const workers = Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism()));

export default defineConfig({
  testDir: "./tests",
  outputDir: "../e2e-results/artifacts",
  fullyParallel: false,
  workers,
  retries: 0,
  // A hang's limit, not a speed gate: a spec of 30 s when quiet took over 60 s on a machine loaded
  // to 15 (2 Dec), and a submission must not fail because the machine was busy.
  timeout: 150_000,
  reporter: [["list"]],
  use: {
    viewport: { width: 1280, height: 800 },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, i) => {
    const dataDir = join(process.env.E2E_DATA_DIR ?? "", String(i));
    mkdirSync(dataDir, { recursive: true });
    return {
      command: "node ../apps/api/dist/server.js",
      url: `http://127.0.0.1:${E2E_PORT + i}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(E2E_PORT + i),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        ADMIN_USERNAME: "admin",
        ADMIN_PASSWORD,
        LOG_LEVEL: "warn",
        // Another build of the web app to serve (by default the API serves apps/web/dist).
        ...(process.env.E2E_WEB_DIR ? { WEB_DIR: process.env.E2E_WEB_DIR } : {}),
      },
    };
  }),
});
