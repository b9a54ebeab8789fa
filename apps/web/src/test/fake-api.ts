import { createTRPCClient, TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import type { ApiClient, AppRouter } from "../api/trpc";

/** What a fake procedure does: return data, or throw `apiError(...)`. */
export type FakeProcedure = (input: unknown) => unknown | Promise<unknown>;

/**
 * The idempotency keys writes carried, by path, in the order sent. A fake procedure gets its input
 * without the key, as the server's procedure does.
 */
export const sentKeys: Record<string, unknown[]> = {};

function withoutKey(path: string, input: unknown): unknown {
  if (!input || typeof input !== "object" || !("idempotencyKey" in input)) return input;
  const { idempotencyKey, ...rest } = input;
  sentKeys[path] = [...(sentKeys[path] ?? []), idempotencyKey];
  return rest;
}

export function apiError(code: string, message: string) {
  return new TRPCClientError(message, { result: { error: { message, code: -32001, data: { code } } } });
}

/**
 * An API client whose procedures are plain functions, keyed by path ("auth.me").
 * Calls to a path with no function never answer, which keeps a query pending.
 */
export function createFakeApiClient(procedures: Record<string, FakeProcedure>): ApiClient {
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        const procedure = procedures[op.path];
        if (!procedure) return;
        Promise.resolve()
          .then(() => procedure(withoutKey(op.path, op.input)))
          .then(
            (data) => {
              observer.next({ result: { type: "data", data } });
              observer.complete();
            },
            (error: unknown) =>
              observer.error(
                error instanceof TRPCClientError ? error : apiError("INTERNAL_SERVER_ERROR", String(error)),
              ),
          );
      });
  return createTRPCClient<AppRouter>({ links: [link] });
}
