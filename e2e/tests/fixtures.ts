import { test as base } from "@playwright/test";
import { E2E_PORT } from "../playwright.config";

export { expect } from "@playwright/test";

/** Playwright's test, each parallel worker pointed at its own server (see playwright.config.ts). */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${E2E_PORT + testInfo.parallelIndex}`);
  },
});
