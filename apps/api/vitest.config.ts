import { configDefaults, defineConfig } from "vitest/config";

/** The system tier (`pnpm test:system`): long runs over every path, apart from the integration tests. */
const SYSTEM_TESTS = ["src/fuzz.integration.test.ts", "src/boundary-walk.integration.test.ts"];
const timeouts = { testTimeout: 60_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    projects: [
      { test: { ...timeouts, name: "integration", exclude: [...configDefaults.exclude, ...SYSTEM_TESTS] } },
      { test: { ...timeouts, name: "system", include: SYSTEM_TESTS } },
    ],
  },
});
