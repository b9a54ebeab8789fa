import { hashKey, type Query, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { meQueryKey } from "../auth/session";
import { useTRPC } from "./trpc";

/** How often a visible screen asks whether another terminal changed the data. */
export const DATA_VERSION_POLL_MS = 5_000;

/**
 * Keeps the screens current with other terminals: polls the database's data version (one cheap
 * read) while the tab is visible, and when it moves, refetches what is on screen and marks the rest
 * stale. A failed poll (the session expired, the server restarting) stops polling; the session
 * expiry handler has already been told, and a later focus of the window tries again.
 */
export function useLiveRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const versionHash = hashKey(trpc.dataChanges.version.queryKey());
  const { data } = useQuery({
    ...trpc.dataChanges.version.queryOptions(),
    staleTime: 0,
    refetchInterval: (query) => (query.state.status === "error" ? false : DATA_VERSION_POLL_MS),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  const seen = useRef<string | undefined>(undefined);
  const version = data?.version;
  useEffect(() => {
    if (version === undefined) return;
    if (seen.current !== undefined && seen.current !== version) {
      const isOwnOrSession = (query: Query) =>
        query.queryKey[0] === meQueryKey[0] || query.queryHash === versionHash;
      void queryClient.invalidateQueries({ predicate: (query) => !isOwnOrSession(query) });
    }
    seen.current = version;
  }, [version, queryClient, versionHash]);
}
