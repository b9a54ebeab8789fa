import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { isUnauthorized } from "../api/errors";
import { forgetPageDataVersion, readPageData } from "../api/page-data";
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

/** Who is signed in, as the server wrote it into the page; left for the app to ask when it did not. */
export function takeSignedInUserFromPage(queryClient: QueryClient, page: Document = document) {
  const data = readPageData(page);
  if (data) queryClient.setQueryData(meQueryKey, data.me as CurrentUser | null);
}

export function isSignedIn(queryClient: QueryClient): boolean {
  return Boolean(queryClient.getQueryData(meQueryKey));
}

/** Drops everything cached for the previous user, so nothing of theirs outlives the session. */
function forgetOtherQueries(queryClient: QueryClient) {
  forgetPageDataVersion();
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
