import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";

/**
 * The app's one QueryClient. `onError` sees every failed query and mutation,
 * which is where an expired session is noticed (see auth/session-expiry.ts).
 */
export function createQueryClient(onError: (error: unknown) => void = () => {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
