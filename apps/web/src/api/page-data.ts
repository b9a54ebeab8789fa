import { PAGE_DATA_ELEMENT_ID, type PageData } from "@atithi/domain";
import type { QueryClient } from "@tanstack/react-query";
import { type CurrentUser, meQueryKey } from "../auth/session";

let dataVersion: string | undefined;

/**
 * Takes what the server wrote into the page: who is signed in (so the first screen needs no
 * `auth.me` round trip) and the data version then. A page without it (served as built, or the
 * server could not tell) leaves the app to ask.
 */
export function readPageData(queryClient: QueryClient, page: Document = document) {
  const element = page.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  // Read once: a later reset of the session must ask the server, not this page.
  element.remove();
  let data: PageData<CurrentUser>;
  try {
    data = JSON.parse(element.textContent) as PageData<CurrentUser>;
  } catch {
    return;
  }
  queryClient.setQueryData(meQueryKey, data.me);
  dataVersion = data.dataVersion;
}

/** The data version the page was made at: every screen's data is at least as new. */
export function pageDataVersion(): string | undefined {
  return dataVersion;
}
