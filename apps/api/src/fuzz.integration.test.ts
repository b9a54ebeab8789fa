import { describe, expect, it } from "vitest";
import { runFuzz, SLOW_MS, summary } from "./testing/fuzz/run";

/**
 * Issue 15: 20,000 requests drawn by fast-check from every procedure's and route's zod input
 * (valid, one field hostile, malformed JSON, wrong content types, bodies past 1 MB, JSON nested
 * 10,000 deep), as the administrator, lower roles, a token, a cross-site page and nobody. None may
 * answer 5xx, take over 10 s (those over 2 s are counted and printed) or show a stack trace;
 * afterwards the database's invariants hold. The seed is fixed here, so a failure is met again on
 * the next run; `pnpm fuzz` draws new ones.
 */
// The full count on PGlite (issue 15's run); the PostgreSQL pass of the same suite sends a quarter,
// enough to meet PostgreSQL's own answers without doubling the CI time.
const RUNS = Number(process.env.FUZZ_CI_RUNS ?? (process.env.TEST_DATABASE_URL ? 5_000 : 20_000));
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
// Measured on the 2-core machine: about 310 requests a second when quiet (20,000 in about 65 s),
// 35-60 under a load of 16 (up to 9.5 min); bounded above the latter.
const TIMEOUT_MS = 20 * 60_000;

describe("the fuzz", () => {
  it(
    `answers ${RUNS} generated requests without 5xx, in under ${SLOW_MS} ms each, without leaking internals, and keeps the invariants`,
    async () => {
      const result = await runFuzz({ runs: RUNS, seed: SEED, log: (line) => console.log(line) });
      const report = summary(result);
      console.log(report);
      expect(result.requests).toBe(RUNS);
      if (result.failures.length > 0 || result.violations.length > 0) expect.fail(report);
      // The draw reaches the services, not only the validators: most targets answer 2xx at least once.
      expect(result.reachedTargets / result.totalTargets).toBeGreaterThan(0.5);
    },
    TIMEOUT_MS,
  );
});
