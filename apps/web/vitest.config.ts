import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";
import { mockingTestFiles } from "../../scripts/mocking-test-files.mjs";

const MOCKING_TESTS = mockingTestFiles(fileURLToPath(new URL(".", import.meta.url)));
const shared = {
  environment: "jsdom",
  setupFiles: ["./src/test/setup.ts"],
  include: ["src/**/*.test.{ts,tsx}"],
  css: false,
  // Whole screens render here; a busy two-core machine needs more than the default 5 s.
  testTimeout: 15_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: "screens",
          exclude: [...configDefaults.exclude, ...MOCKING_TESTS],
          // One jsdom and module graph per worker, not per file: setting them up took longer than
          // the tests (306 s against 135 s for the whole run). Testing Library's cleanup after each
          // test leaves the next one an empty document.
          isolate: false,
        },
      },
      { extends: true, test: { ...shared, name: "mocking", include: MOCKING_TESTS } },
    ],
  },
});
