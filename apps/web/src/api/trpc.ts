import type { AppRouter } from "@atithi/api";
import { createTRPCClient, httpBatchLink, type TRPCClient } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";

export type { AppRouter, RouterInputs, RouterOutputs } from "@atithi/api";
export type ApiClient = TRPCClient<AppRouter>;

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The API is served on the same origin; the session travels in an HttpOnly cookie. */
export function createApiClient(url = "/trpc"): ApiClient {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url,
        fetch: (input, init) => fetch(input, { ...init, credentials: "same-origin" }),
      }),
    ],
  });
}
