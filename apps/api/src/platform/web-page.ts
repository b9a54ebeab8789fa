import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { PAGE_DATA_ELEMENT_ID, type PageData } from "@atithi/domain";

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
 * The web app's page with what the app needs first written into it (who is signed in, the data
 * version; `undefined`: unknown, as when the database failed, and the app asks itself), so it shows
 * the login screen or the signed-in screens without first asking `auth.me`: one round trip less on
 * a phone. The build's page is read once; it does not change while the server runs.
 */
export function webPageRenderer(webDir: string): (data: PageData<unknown> | undefined) => string {
  const template = readFileSync(join(webDir, "index.html"), "utf8");
  // The app's module script runs once the whole page is parsed: the element may be anywhere.
  const head = template.indexOf("</head>");
  const at = head < 0 ? template.length : head;
  return (data) =>
    data === undefined
      ? template
      : `${template.slice(0, at)}<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForHtml(data)}</script>${template.slice(at)}`;
}

/**
 * The encoding to send: brotli or gzip, whichever `Accept-Encoding` ranks higher (brotli on a tie),
 * unless the browser ranks the plain body (`identity`) higher still; none when it allows neither.
 */
function chosenEncoding(header: string | undefined): "br" | "gzip" | undefined {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const best = weightOf("br") >= weightOf("gzip") ? "br" : "gzip";
  const bestWeight = weightOf(best);
  // The plain body is acceptable unless refused, explicitly or by `*;q=0`.
  const identity = weights.get("identity") ?? (weights.get("*") === 0 ? 0 : Math.min(bestWeight, 1));
  return bestWeight > 0 && bestWeight >= identity ? best : undefined;
}

/** A page made for one request, compressed as the browser prefers (it is about a kilobyte). */
export function compressFor(acceptEncoding: string | undefined, body: string) {
  const encoding = chosenEncoding(acceptEncoding);
  if (encoding === "br")
    return { encoding, body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (encoding === "gzip") return { encoding, body: gzipSync(body) };
  return { encoding, body: Buffer.from(body) };
}
