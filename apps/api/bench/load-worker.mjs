// Plain JavaScript: worker threads do not inherit the TypeScript loader. The plan is a RequestPlan (load.ts).
import { Agent, request } from "node:http";
import { parentPort, workerData } from "node:worker_threads";

const { plan, concurrency, seconds, offset } = workerData;
const latencies = [];
let errors = 0;
let counter = 0;
let firstError;
// node:http on kept-alive sockets, not fetch: the generator shares the server's cores, and fetch's
// streams cost them (back to back, create booking went from 218 to 289–309 req/s).
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
function send(url, method, headers, body) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const status = res.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, text: Buffer.concat(chunks).toString() });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    // A request stuck for good would stop the benchmark; it counts as an error instead.
    req.setTimeout(30_000, () => req.destroy(new Error("no answer within 30 s")));
    req.end(body);
  });
}

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
        let res = await send(first, plan.method, plan.headers, body);
        if (plan.followUp && res.ok) {
          const url = plan.followUp.url.replace("{id}", encodeURIComponent(JSON.parse(res.text).id));
          res = await send(url, plan.followUp.method, plan.headers, plan.followUp.body);
        }
        latencies.push(performance.now() - t0);
        if (!res.ok) {
          errors += 1;
          firstError ??= `${res.status} ${res.text.slice(0, 200)}`;
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
