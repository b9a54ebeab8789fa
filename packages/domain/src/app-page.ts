/**
 * The id of the element in which the server writes what the web app needs first into the page it
 * serves (JSON, `PageData`), so the app needs no round trip to learn it.
 */
export const PAGE_DATA_ELEMENT_ID = "atithi-page-data";

export interface PageData<User> {
  /** `auth.me`'s answer, or null for nobody signed in. */
  me: User | null;
  /** The data version read before anything else for this page: what the screens are at least as new as. */
  dataVersion?: string;
}
