import { defineConfig } from "vitest/config";

// The global teardown drops the pooled PostgreSQL test databases the test processes leave.
export default defineConfig({
  test: { testTimeout: 60_000, hookTimeout: 60_000, globalSetup: ["./src/testing.ts"] },
});
