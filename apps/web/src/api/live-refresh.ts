import { hashKey, type Query, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { meQueryKey } from "../auth/session";
import { isUnauthorized } from "./errors";
import { pageDataVersion } from "./page-data";
import { useTRPC } from "./trpc";

/** How often a visible screen asks whether another terminal changed the data. */
export const DATA_VERSION_POLL_MS = 5_000;
/** The longest wait between polls while they fail (the server restarting, the network gone). */
export const DATA_VERSION_MAX_BACKOFF_MS = 60_000;

/**
 * The wait before the next poll after a failed one: as long as polls have been failing (so about
 * twice as long each time), from 5 s up to a minute.
 */
export function nextPollIn(failingForMs: number): number {
  return Math.min(Math.max(DATA_VERSION_POLL_MS, failingForMs), DATA_VERSION_MAX_BACKOFF_MS);
}

/**
 * Keeps the screens current with other terminals: polls the database's data version (one small
 * read) while the tab is visible, and when it moves, refetches what is on screen and marks the rest
 * stale. The first version to compare with is the page's, read by the server before any screen's
 * data. While polls fail (the server restarting, the network gone) they back off; an expired
 * session stops them, and the session expiry handler shows the login screen.
 */
export function useLiveRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const versionHash = hashKey(trpc.dataChanges.version.queryKey());
  // When the polls began to fail (null while they succeed): the backoff grows from there.
  const failingSince = useRef<number | null>(null);
  const { data } = useQuery({
    ...trpc.dataChanges.version.queryOptions(),
    staleTime: 0,
    refetchInterval: (query) => {
      if (query.state.status !== "error") {
        failingSince.current = null;
        return DATA_VERSION_POLL_MS;
      }
      if (isUnauthorized(query.state.error)) return false;
      failingSince.current ??= query.state.errorUpdatedAt;
      return nextPollIn(query.state.errorUpdatedAt - failingSince.current);
    },
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  const seen = useRef<string | undefined>(pageDataVersion());
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
