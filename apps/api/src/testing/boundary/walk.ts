import { setTimeout as delay } from "node:timers/promises";
import type { WalkRequest } from "./plan";
import type { ServedApp } from "./served-app";
import { REQUEST_TIMEOUT_MS, ServerProcess } from "./server-process";

export interface Outcome {
  request: WalkRequest;
  /** The HTTP status, or "timeout" / "error: ..." when there was no answer in time. */
  status: number | string;
}

export interface WalkResult {
  failures: Outcome[];
  /** Requests not answered among others, but answered in time when sent again alone. */
  lateOnce: Outcome[];
  /** Per route or procedure, how many of its requests were not sent because it hung the server. */
  skipped: Map<string, number>;
  requests: number;
  ms: number;
  restarts: number;
  /** The server in use at the end (a hang replaces it). */
  server: ServerProcess;
}

const MAX_RESTARTS = 25;
const PROBE_DELAY_MS = 200;

export async function send(server: ServerProcess, request: WalkRequest): Promise<Outcome> {
  try {
    const res = await fetch(`${server.origin}${request.url}`, {
      method: request.method,
      headers: {
        // The CSRF guard wants the Origin of the Host the request went to.
        origin: server.origin,
        ...(request.anonymous ? {} : { cookie: server.cookie }),
        ...(request.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: request.body,
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return { request, status: res.status };
  } catch (error) {
    const { name, message, cause } = error as Error & { cause?: { code?: string } };
    return {
      request,
      status: name === "TimeoutError" ? "timeout" : `error: ${cause?.code ?? message}`,
    };
  }
}

const answered = (outcome: Outcome) => typeof outcome.status === "number";
const isFailure = (outcome: Outcome) => !answered(outcome) || (outcome.status as number) >= 500;

/**
 * Sends every request of `plan` (rebuilt from the seeds of each new server), `concurrency` at a
 * time, and collects those answered with 5xx or not in time. When one is not answered, the walk
 * stops taking new ones. One that left the server stuck, alone, hung it. Otherwise each is sent
 * again alone: answered in time, it was held up by its neighbours or the machine (a dropped
 * connection, a slow disk under the other suites) and is listed as late once, unless it timed out
 * and its target did before; late again, it fails; the server stuck again, it hung it. A server
 * stuck among several that each pass alone fails them all. A hung server is replaced by a standby
 * started in advance.
 * A guard first: a server that does not answer fails the walk with a message, not a wait.
 */
export async function walk(
  first: ServerProcess,
  plan: (served: ServedApp) => WalkRequest[],
  concurrency: number,
): Promise<WalkResult> {
  const started = performance.now();
  let server = first;
  // A replacement is always starting or ready: creating a test app takes seconds.
  let standby = ServerProcess.start();
  let requests = plan(server.served);
  let restarts = 0;
  let sent = 0;
  let next = 0;
  const failures: Outcome[] = [];
  const lateOnce: Outcome[] = [];
  // A route or procedure that hung the server once has shown its defect: the rest of its requests
  // are not sent, as each further hang costs seconds of restarting. Fix it, and they are.
  const hung = new Set<string>();
  const skipped = new Map<string, number>();

  const ensureAnswers = async () => {
    if (!(await server.answers()))
      throw new Error(
        `the server under test does not answer GET /api/auth/user within ${REQUEST_TIMEOUT_MS} ms; its stderr:\n${server.recentErrors()}`,
      );
  };
  const restart = async () => {
    if (++restarts > MAX_RESTARTS) throw new Error(`the server hung ${MAX_RESTARTS} times; walk abandoned`);
    const replacement = standby;
    standby = ServerProcess.start();
    await server.stop();
    server = await replacement;
    await ensureAnswers();
    const rebuilt = plan(server.served);
    if (rebuilt.length !== requests.length) throw new Error("a restarted server gave a different walk");
    requests = rebuilt;
  };
  const recordHang = async (outcome: Outcome) => {
    failures.push({ ...outcome, status: `${outcome.status}, server hung` });
    hung.add(outcome.request.target);
    await restart();
  };
  /** The index of the next request to send, passing over those of targets that hung the server. */
  const take = (): number | undefined => {
    while (next < requests.length) {
      const index = next++;
      const { target } = requests[index] as WalkRequest;
      if (!hung.has(target)) return index;
      skipped.set(target, (skipped.get(target) ?? 0) + 1);
    }
    return undefined;
  };

  await ensureAnswers();
  try {
    while (next < requests.length) {
      const unanswered: Outcome[] = [];
      const worker = async () => {
        while (unanswered.length === 0) {
          const index = take();
          if (index === undefined) return;
          const outcome = await send(server, requests[index] as WalkRequest);
          sent++;
          if (!answered(outcome)) unanswered.push(outcome);
          else if (isFailure(outcome)) failures.push(outcome);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));

      const hungBefore = hung.size;
      let died = false;
      for (const first of unanswered) {
        const { target } = first.request;
        if (hung.has(target)) {
          skipped.set(target, (skipped.get(target) ?? 0) + 1);
          continue;
        }
        if (!(await server.answers())) {
          if (unanswered.length === 1) {
            // Nothing else was unanswered: this request stopped the server.
            await recordHang(first);
            continue;
          }
          died = true;
          await restart();
        }
        // Asked just after the request, the probe is late only if the request holds the server.
        const [outcome, alive] = await Promise.all([
          send(server, first.request),
          delay(PROBE_DELAY_MS).then(() => server.answers()),
        ]);
        sent++;
        if (answered(outcome)) {
          if (isFailure(outcome)) failures.push(outcome);
          // Timed out twice in the walk is no accident of the machine (a dropped connection may be).
          else if (
            first.status === "timeout" &&
            lateOnce.some((l) => l.request.target === target && l.status === "timeout")
          )
            failures.push(first);
          else lateOnce.push(first);
        } else if (alive) {
          failures.push(outcome);
        } else {
          await recordHang(outcome);
        }
      }
      // The server stopped while several were in flight, and none of them stops it alone: a hang
      // that needs the state they left is still a hang.
      if (died && hung.size === hungBefore) {
        for (const late of unanswered) failures.push({ ...late, status: `${late.status}, server hung` });
      }
    }
  } finally {
    await (await standby).stop();
  }
  return {
    failures,
    lateOnce,
    skipped,
    requests: sent,
    ms: Math.round(performance.now() - started),
    restarts,
    server,
  };
}

/** The failures grouped by route or procedure, at most `perGroup` lines each, for a test's message. */
export function report(
  { failures, skipped }: Pick<WalkResult, "failures" | "skipped">,
  perGroup = 12,
): string {
  const groups = new Map<string, Outcome[]>();
  for (const failure of failures) {
    const group = groups.get(failure.request.target) ?? [];
    group.push(failure);
    groups.set(failure.request.target, group);
  }
  const lines = [`${failures.length} request(s) answered with 5xx or not within ${REQUEST_TIMEOUT_MS} ms:`];
  for (const [target, group] of groups) {
    lines.push(`${target} (${group.length})`);
    for (const { status, request } of group.slice(0, perGroup)) lines.push(`  ${status}  ${request.variant}`);
    if (group.length > perGroup) lines.push(`  ... and ${group.length - perGroup} more`);
    const notSent = skipped.get(target);
    if (notSent) lines.push(`  ${notSent} more not sent, as it hung the server`);
  }
  return lines.join("\n");
}
