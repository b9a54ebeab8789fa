import { SIGNED_IN_USER_ELEMENT_ID } from "@atithi/domain";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { isUnauthorized } from "../api/errors";
import type { ApiClient, RouterOutputs } from "../api/trpc";

export type CurrentUser = RouterOutputs["auth"]["me"];

export const meQueryKey = ["session", "me"] as const;

/** Who is signed in; `null` when nobody is (the API answers UNAUTHORIZED). */
export function meQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: async (): Promise<CurrentUser | null> => {
      try {
        return await client.auth.me.query();
      } catch (error) {
        if (isUnauthorized(error)) return null;
        throw error;
      }
    },
    retry: false,
  });
}

/**
 * Takes who is signed in from the page, where the server wrote it, so the first screen needs no
 * `auth.me` round trip. A page without it (served as built, or the server could not tell) leaves
 * the app to ask.
 */
export function takeSignedInUserFromPage(queryClient: QueryClient, page: Document = document) {
  const element = page.getElementById(SIGNED_IN_USER_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    queryClient.setQueryData(meQueryKey, JSON.parse(element.textContent) as CurrentUser | null);
  } catch {
    // Not JSON: asked of the server as if it were not there.
  }
  // Read once: a later reset of the session must ask the server, not this page.
  element.remove();
}

export function isSignedIn(queryClient: QueryClient): boolean {
  return Boolean(queryClient.getQueryData(meQueryKey));
}

/** Drops everything cached for the previous user, so nothing of theirs outlives the session. */
function forgetOtherQueries(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
}

/** After a deliberate sign-out: show the login screen at once. */
export function markSignedOut(queryClient: QueryClient) {
  queryClient.setQueryData(meQueryKey, null);
  forgetOtherQueries(queryClient);
}

/** After the server refused the session: ask it again who we are, which shows the login screen. */
export async function resetSession(queryClient: QueryClient) {
  await queryClient.resetQueries({ queryKey: meQueryKey });
  forgetOtherQueries(queryClient);
}
