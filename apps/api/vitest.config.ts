import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { mockingTestFiles } from "../../scripts/mocking-test-files.mjs";

/** The system tier (`pnpm test:system`): long runs over every path, apart from the integration tests. */
const SYSTEM_TESTS = ["src/fuzz.integration.test.ts", "src/boundary-walk.integration.test.ts"];
const MOCKING_TESTS = mockingTestFiles(fileURLToPath(new URL(".", import.meta.url)));
const timeouts = { testTimeout: 60_000, hookTimeout: 60_000 };
const globalSetup = ["./src/testing/global-setup.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...timeouts,
          globalSetup,
          name: "integration",
          exclude: [...configDefaults.exclude, ...SYSTEM_TESTS, ...MOCKING_TESTS],
          // One module graph per worker, not per file: importing the app was about half of each
          // file's fixed cost, and the PGlite pool is kept (347 s against 158 s for the whole run).
          // Every test still builds its own app on its own database.
          isolate: false,
        },
      },
      { test: { ...timeouts, globalSetup, name: "integration-mocking", include: MOCKING_TESTS } },
      { test: { ...timeouts, name: "system", include: SYSTEM_TESTS } },
    ],
  },
});
