// Plain JavaScript: worker threads do not inherit the TypeScript loader. The plan is a RequestPlan (load.ts).
import { parentPort, workerData } from "node:worker_threads";

const { plan, concurrency, seconds, offset } = workerData;
const latencies = [];
let errors = 0;
let counter = 0;
let firstError;
const started = performance.now();
const deadline = started + seconds * 1000;

await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (performance.now() < deadline) {
      const i = counter++;
      const body = plan.bodies ? plan.bodies[(offset + i) % plan.bodies.length] : undefined;
      const first = plan.urls ? plan.urls[(offset + i) % plan.urls.length] : plan.url;
      const t0 = performance.now();
      try {
        let res = await fetch(first, { method: plan.method, headers: plan.headers, body });
        let text = await res.text();
        if (plan.followUp && res.ok) {
          const url = plan.followUp.url.replace("{id}", encodeURIComponent(JSON.parse(text).id));
          res = await fetch(url, {
            method: plan.followUp.method,
            headers: plan.headers,
            body: plan.followUp.body,
          });
          text = await res.text();
        }
        latencies.push(performance.now() - t0);
        if (!res.ok) {
          errors += 1;
          firstError ??= `${res.status} ${text.slice(0, 200)}`;
        }
      } catch (error) {
        // A refused connection or an answer without an id counts as an error, not the end of the run.
        latencies.push(performance.now() - t0);
        errors += 1;
        firstError ??= String(error);
      }
    }
  }),
);
parentPort?.postMessage({
  sent: counter,
  latencies,
  errors,
  elapsed: (performance.now() - started) / 1000,
  firstError,
});
