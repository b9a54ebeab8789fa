import { PAGE_DATA_ELEMENT_ID, type PageData } from "@atithi/domain";

let dataVersion: string | undefined;

/**
 * Takes what the server wrote into the page: who is signed in (so the first screen needs no
 * `auth.me` round trip) and the data version then, kept for `pageDataVersion`. Undefined when the
 * page does not say (served as built, or the server could not tell): the app then asks.
 */
export function readPageData(page: Document = document): PageData<unknown> | undefined {
  const element = page.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  // Read once: a later reset of the session must ask the server, not this page.
  element.remove();
  let data: unknown;
  try {
    data = JSON.parse(element.textContent);
  } catch {
    return undefined;
  }
  if (typeof data !== "object" || data === null || !("me" in data)) return undefined;
  const read = data as PageData<unknown>;
  dataVersion = typeof read.dataVersion === "string" ? read.dataVersion : undefined;
  return read;
}

/** The data version the page was made at: the screens of its session are at least as new. */
export function pageDataVersion(): string | undefined {
  return dataVersion;
}

/** The session the page described is over: its version is no baseline for the next one's screens. */
export function forgetPageDataVersion() {
  dataVersion = undefined;
}
