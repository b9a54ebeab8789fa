/**
 * The id of the element in which the server writes who is signed in into the web app's page (JSON:
 * `auth.me`'s answer, or `null` for nobody), so the app needs no round trip to learn it.
 */
export const SIGNED_IN_USER_ELEMENT_ID = "atithi-signed-in";
