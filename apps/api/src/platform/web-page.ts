import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { SIGNED_IN_USER_ELEMENT_ID } from "@atithi/domain";

/** JSON that cannot close the element holding it or open a comment there (`</script>`, `<!--`). */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The web app's page with who is signed in written into it (`null`: nobody; `undefined`: unknown,
 * as when the database failed, and the app asks itself), so the app shows the login screen or the
 * signed-in screens without first asking `auth.me`: one round trip less on a phone. The build's page
 * is read once; it does not change while the server runs.
 */
export function webPageRenderer(webDir: string): (signedIn: unknown) => string {
  const template = readFileSync(join(webDir, "index.html"), "utf8");
  // The app's module script runs once the whole page is parsed: the element may be anywhere.
  const head = template.indexOf("</head>");
  const at = head < 0 ? template.length : head;
  return (signedIn) =>
    signedIn === undefined
      ? template
      : `${template.slice(0, at)}<script type="application/json" id="${SIGNED_IN_USER_ELEMENT_ID}">${jsonForHtml(signedIn)}</script>${template.slice(at)}`;
}

/** The encodings an `Accept-Encoding` header allows (a `q` of 0 refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** A page made for one request, compressed as the browser accepts (it is about a kilobyte). */
export function compressFor(acceptEncoding: string | undefined, body: string) {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has("br"))
    return {
      encoding: "br",
      body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  if (accepted.has("gzip")) return { encoding: "gzip", body: gzipSync(body) };
  return { encoding: undefined, body: Buffer.from(body) };
}
