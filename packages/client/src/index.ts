import type { AppRouter } from "@atithi/api";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";

export type { AppRouter, RouterInputs, RouterOutputs } from "@atithi/api";
export { TRPCClientError };

export interface ClientOptions {
  /** Where the server runs, e.g. http://localhost:3000 */
  url: string;
  /** An API token created by an administrator (Settings → Users → API tokens). */
  token: string;
}

/** A tRPC client for scripts, typed by the server's AppRouter. */
export function createClient({ url, token }: ClientOptions) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: new URL("/trpc", url).href,
        headers: { authorization: `Bearer ${token}` },
      }),
    ],
  });
}
