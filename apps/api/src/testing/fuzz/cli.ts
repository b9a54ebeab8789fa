/**
 * `pnpm fuzz`: the long run. FUZZ_RUNS requests (default 200,000) from FUZZ_SEED (default: the
 * time, printed so that a failure can be drawn again); exits 1 on any failure or broken invariant.
 */
import { runFuzz, summary } from "./run";

const runs = Number(process.env.FUZZ_RUNS ?? 200_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
if (!Number.isSafeInteger(runs) || runs < 1)
  throw new Error(`FUZZ_RUNS must be a positive whole number, not ${process.env.FUZZ_RUNS}`);
if (!Number.isSafeInteger(seed))
  throw new Error(`FUZZ_SEED must be a whole number, not ${process.env.FUZZ_SEED}`);

console.log(`fuzz: ${runs} requests from seed ${seed} (FUZZ_SEED=${seed} draws them again)`);
const result = await runFuzz({ runs, seed, log: (line) => console.log(line) });
console.log(summary(result, 10));
process.exitCode = result.failures.length > 0 || result.violations.length > 0 ? 1 : 0;
