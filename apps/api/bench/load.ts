import { Worker } from "node:worker_threads";

/**
 * What the load worker sends: one request shape, with a body per request when it has one, and one
 * URL for every request or a URL per request (each its own voucher to approve).
 */
export type RequestPlan = ({ url: string; urls?: undefined } | { url?: undefined; urls: string[] }) & {
  method: "GET" | "POST";
  headers: Record<string, string>;
  bodies?: string[];
  /**
   * A second request sent after each successful first one, timed together with it: its URL's
   * `{id}` is the first answer's `id` (posting a voucher: create the draft, then approve it).
   */
  followUp?: { url: string; method: "POST"; body: string };
};

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  /** The fastest request: the figure a machine busy with other work moves least. */
  min: number;
  p50: number;
  p95: number;
  p99: number;
  throughput: number;
}

/** The p-th percentile of ascending `sorted`; NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * Closed-loop load from a worker thread (its own core, so the client does not steal the server's
 * event loop): `concurrency` clients send requests back to back for `seconds`.
 */
export async function load(
  name: string,
  plan: RequestPlan,
  { concurrency, seconds, offset = 0 }: { concurrency: number; seconds: number; offset?: number },
): Promise<LoadResult & { sent: number }> {
  const worker = new Worker(new URL("./load-worker.mjs", import.meta.url), {
    workerData: { plan, concurrency, seconds, offset },
  });
  const { sent, latencies, errors, elapsed, firstError } = await new Promise<{
    sent: number;
    latencies: number[];
    errors: number;
    elapsed: number;
    firstError?: string;
  }>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
  if (firstError) console.warn(`  ${name}: ${errors} errors, first: ${firstError}`);
  latencies.sort((a, b) => a - b);
  return {
    name,
    sent,
    requests: latencies.length,
    errors,
    min: latencies[0] ?? Number.NaN,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    throughput: latencies.length / elapsed,
  };
}
