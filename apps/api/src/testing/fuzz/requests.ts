/**
 * What the fuzz sends: every tRPC procedure and every route Fastify serves, with inputs from
 * their own zod schemas (valid, or valid but for one hostile field), as the administrator, a
 * lower role, a script with a token, a cross-site page or nobody; and requests no client should
 * send (malformed JSON, wrong content types, bodies past the limit, JSON nested 10,000 deep).
 */
import fc from "fast-check";
import { type ZodType, z } from "zod";
import { restRoutes } from "../../rest-routes";
import type { JsonSchema } from "../boundary/generate";
import { type Procedure, procedures } from "../boundary/plan";
import { hostileValue, mutatedArbitrary, type Pools, validArbitrary } from "./arbitraries";

export type Caller =
  | "admin"
  | "manager"
  | "front_desk"
  | "accountant"
  | "bearer"
  | "anonymous"
  | "cross-site";

/** A body built when sent, so that a batch of generated requests does not hold megabytes each. */
export type Body =
  | { kind: "json"; value: unknown }
  | { kind: "raw"; text: string }
  | { kind: "huge"; bytes: number }
  | { kind: "long-field"; bytes: number }
  | { kind: "deep"; depth: number; shape: "array" | "object" };

export interface FuzzRequest {
  /** The procedure or route, for grouping failures: "POST /trpc/bookings.create", "GET /api/bookings/:id". */
  target: string;
  /** What kind of request this is: "valid", "mutated", "malformed json", ... */
  kind: string;
  method: string;
  url: string;
  as: Caller;
  contentType?: string;
  body?: Body;
}

// Signing out would end the fuzz's own session; signing in over a session ends it too, so sign-in
// is sent without one.
const SKIPPED_PROCEDURES = new Set(["auth.logout"]);
const SKIPPED_ROUTES = new Set(["POST /api/logout"]);
const ANONYMOUS_TARGETS = new Set(["POST /trpc/auth.login", "POST /api/login"]);

const toJsonSchema = (schema: ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

export interface RouteTarget {
  method: string;
  path: string;
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
}

/** Every route Fastify registered (the documented /api paths with their schemas, and the rest without). */
export function routeTargets(registered: { method: string; path: string }[]): RouteTarget[] {
  const documented = new Map(restRoutes.map((r) => [`${r.method} ${r.path}`, r]));
  const targets: RouteTarget[] = [];
  const seen = new Set<string>();
  for (const { method, path } of registered) {
    const key = `${method} ${path}`;
    if (method === "HEAD" || method === "OPTIONS" || seen.has(key) || SKIPPED_ROUTES.has(key)) continue;
    // tRPC's own route is fuzzed procedure by procedure.
    if (path.startsWith("/trpc")) continue;
    seen.add(key);
    const route = documented.get(key);
    targets.push({
      method,
      path,
      params: route?.params && toJsonSchema(route.params),
      query: route?.query && toJsonSchema(route.query),
      body: route?.body && toJsonSchema(route.body),
    });
  }
  return targets;
}

export function procedureTargets(): Procedure[] {
  return procedures().filter((p) => !SKIPPED_PROCEDURES.has(p.path));
}

const caller: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 75, arbitrary: fc.constant<Caller>("admin") },
  { weight: 4, arbitrary: fc.constant<Caller>("manager") },
  { weight: 5, arbitrary: fc.constant<Caller>("front_desk") },
  { weight: 5, arbitrary: fc.constant<Caller>("accountant") },
  { weight: 4, arbitrary: fc.constant<Caller>("bearer") },
  { weight: 5, arbitrary: fc.constant<Caller>("anonymous") },
  { weight: 2, arbitrary: fc.constant<Caller>("cross-site") },
);

/** The input: mostly valid (so requests reach the services and the database), else one field hostile. */
function inputArbitrary(
  schema: JsonSchema | undefined,
  pools: Pools,
): fc.Arbitrary<{ kind: string; value: unknown }> {
  if (!schema) return fc.constant({ kind: "valid", value: undefined });
  return fc.oneof(
    { weight: 6, arbitrary: validArbitrary(schema, pools).map((value) => ({ kind: "valid", value })) },
    { weight: 4, arbitrary: mutatedArbitrary(schema, pools).map((value) => ({ kind: "mutated", value })) },
  );
}

/** The pools as a target sees them: its "id" is of the kind its router or path names. */
function scoped(pools: Pools, resource: string): Pools {
  return { id: (index, name) => pools.id(index, name === "id" ? resource : name) };
}

function trpcArbitrary(procedure: Procedure, all: Pools): fc.Arbitrary<FuzzRequest> {
  const pools = scoped(all, procedure.path.split(".")[0] ?? "");
  const isQuery = procedure.type === "query";
  const target = `${isQuery ? "GET" : "POST"} /trpc/${procedure.path}`;
  const who = ANONYMOUS_TARGETS.has(target) ? fc.constant<Caller>("anonymous") : caller;
  return fc.tuple(inputArbitrary(procedure.input, pools), who).map(([{ kind, value }, as]) => {
    const json = value === undefined ? undefined : JSON.stringify(value);
    if (isQuery) {
      const query = json === undefined ? "" : `?input=${encodeURIComponent(json)}`;
      return { target, kind, method: "GET", url: `/trpc/${procedure.path}${query}`, as };
    }
    return {
      target,
      kind,
      method: "POST",
      url: `/trpc/${procedure.path}`,
      as,
      ...(json === undefined ? {} : { contentType: "application/json", body: { kind: "json", value } }),
    };
  });
}

/** A query string's value as a client would write it. */
const queryText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

/**
 * A path segment percent-encoded; a lone surrogate (which encodeURIComponent refuses) is sent as
 * the three bytes it would take in CESU-8, invalid UTF-8 for the server to refuse.
 */
export function encodeSegment(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xed, 0xa0 | ((code >> 6) & 0x1f), 0x80 | (code & 0x3f)];
      return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    }
    return encodeURIComponent(char);
  });
}

function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/:(\w+)|\*/g, (_, name: string | undefined) =>
    encodeSegment(queryText(params[name ?? "*"] ?? "x")),
  );
}

const paramNames = (path: string) => [...path.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? "*");

function restArbitrary(route: RouteTarget, all: Pools): fc.Arbitrary<FuzzRequest> {
  const pools = scoped(all, route.path.replace(/^\/api\/(erp\/)?/, "").split("/")[0] ?? "");
  const target = `${route.method} ${route.path}`;
  const who = ANONYMOUS_TARGETS.has(target) ? fc.constant<Caller>("anonymous") : caller;
  const names = paramNames(route.path);
  const paramSchema: JsonSchema = route.params ?? {
    type: "object",
    properties: Object.fromEntries(names.map((n) => [n === "*" ? "key" : n, { type: "string" }])),
    required: names,
  };
  const params = fc.oneof(
    { weight: 5, arbitrary: validArbitrary(paramSchema, pools) },
    { weight: 1, arbitrary: mutatedArbitrary(paramSchema, pools) },
  );
  const query = route.query
    ? inputArbitrary(route.query, pools)
    : fc.constant({ kind: "valid", value: undefined });
  const body = route.body
    ? inputArbitrary(route.body, pools)
    : fc.constant({ kind: "valid", value: undefined });
  return fc.tuple(params, query, body, who).map(([p, q, b, as]) => {
    const filled = fillPath(route.path, (p ?? {}) as Record<string, unknown>);
    const search =
      q.value !== null && typeof q.value === "object" && !Array.isArray(q.value)
        ? new URLSearchParams(
            Object.entries(q.value).map(([key, value]) => [key, queryText(value)] as [string, string]),
          ).toString()
        : "";
    const kind = q.kind === "mutated" || b.kind === "mutated" ? "mutated" : "valid";
    return {
      target,
      kind,
      method: route.method,
      url: search ? `${filled}?${search}` : filled,
      as,
      ...(b.value === undefined
        ? {}
        : { contentType: "application/json", body: { kind: "json", value: b.value } }),
    };
  });
}

const MALFORMED_JSON = [
  "{",
  '{"a":',
  "[1,2",
  "nul",
  '{"a":1}}',
  "'single'",
  '{"a":NaN}',
  '{"a":1e999}',
  "\ufeff{}",
  "\u0000",
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  "",
];
const WRONG_CONTENT_TYPES = [
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json; charset=utf-16",
  "application/json;;;",
  "application/octet-stream",
  "*/*",
];
const ODD_URLS = [
  "/api/bookings/%E0%A4%A",
  "/trpc/bookings.list?input=%7B",
  "/trpc/nonexistent.procedure",
  "/trpc/bookings.list,rooms.list?batch=1&input=%7B%220%22%3Anull%7D",
  "/trpc/bookings.list?batch=1&input=%5B%5D",
  "/trpc/?input=1",
  "//api//bookings",
  "/api/bookings/..%2F..%2Fetc%2Fpasswd",
  "/api/bookings?from=2026-01-01&from=2026-02-01",
  "/api/bookings?page[x]=1",
  "/api/reports/income?startDate[]=1",
  "/api/nonexistent",
  "/api/objects/local/..%2F..%2Fetc%2Fpasswd",
  "/api/objects/local/%00",
];

/** Requests no well-behaved client sends, to any target. */
function hostileArbitrary(writes: string[], reads: string[]): fc.Arbitrary<FuzzRequest> {
  const write = fc.constantFrom(...writes).map((target) => {
    const [method = "POST", path = "/"] = target.split(" ");
    return { target, method, url: path.replace(/:(\w+)|\*/g, "x") };
  });
  const anyTarget = fc.constantFrom(...writes, ...reads).map((target) => {
    const [method = "GET", path = "/"] = target.split(" ");
    return { target, method, url: path.replace(/:(\w+)|\*/g, "x") };
  });
  const json = (contentType = "application/json") => ({ contentType });
  return fc.oneof(
    fc
      .tuple(
        write,
        fc.oneof(
          fc.constantFrom(...MALFORMED_JSON),
          fc.string({
            unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
            maxLength: 30,
          }),
        ),
      )
      .map(([t, text]) => ({
        ...t,
        kind: "malformed json",
        as: "admin" as const,
        ...json(),
        body: { kind: "raw", text } as Body,
      })),
    fc
      .tuple(
        write,
        fc.constantFrom(...WRONG_CONTENT_TYPES),
        fc.constantFrom('{"a":1}', "a=1&b=2", "<a/>", "--x--"),
      )
      .map(([t, contentType, text]) => ({
        ...t,
        kind: "wrong content type",
        as: "admin" as const,
        contentType,
        body: { kind: "raw", text } as Body,
      })),
    fc.tuple(write, fc.integer({ min: 1024 * 1024 + 1, max: 3 * 1024 * 1024 })).map(([t, bytes]) => ({
      ...t,
      kind: "huge body",
      as: "admin" as const,
      ...json(),
      body: { kind: "huge", bytes } as Body,
    })),
    fc.tuple(write, fc.integer({ min: 200_000, max: 1000 * 1000 })).map(([t, bytes]) => ({
      ...t,
      kind: "long field",
      as: "admin" as const,
      ...json(),
      body: { kind: "long-field", bytes } as Body,
    })),
    fc
      .tuple(
        write,
        fc.integer({ min: 1000, max: 20_000 }),
        fc.constantFrom("array" as const, "object" as const),
      )
      .map(([t, depth, shape]) => ({
        ...t,
        kind: "deep json",
        as: "admin" as const,
        ...json(),
        body: { kind: "deep", depth, shape } as Body,
      })),
    fc
      .tuple(
        fc.constantFrom(...reads.filter((r) => r.startsWith("GET /trpc/"))),
        fc.integer({ min: 500, max: 5000 }),
      )
      .map(([target, depth]) => ({
        target,
        kind: "deep query input",
        method: "GET",
        url: `${target.slice(4)}?input=${encodeURIComponent(`${"[".repeat(depth)}${"]".repeat(depth)}`)}`,
        as: "admin" as const,
      })),
    fc
      .tuple(anyTarget, fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE"))
      .map(([t, method]) => ({ ...t, kind: "other method", method, as: "admin" as const })),
    fc.constantFrom(...ODD_URLS).map((url) => ({
      target: `GET ${url}`,
      kind: "odd url",
      method: "GET",
      url,
      as: "admin" as const,
    })),
    fc.tuple(anyTarget, hostileValue).map(([t, value]) => ({
      ...t,
      kind: "hostile body",
      as: "admin" as const,
      ...json(),
      body: { kind: "json", value } as Body,
    })),
  );
}

/** One request of any kind: procedures and routes alike, each as likely as any other. */
export function requestArbitrary(
  all: Procedure[],
  routes: RouteTarget[],
  pools: Pools,
): fc.Arbitrary<FuzzRequest> {
  const targets = [...all.map((p) => trpcArbitrary(p, pools)), ...routes.map((r) => restArbitrary(r, pools))];
  const writes = [
    ...all.filter((p) => p.type === "mutation").map((p) => `POST /trpc/${p.path}`),
    ...routes.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path}`),
  ];
  const reads = [
    ...all.filter((p) => p.type === "query").map((p) => `GET /trpc/${p.path}`),
    ...routes.filter((r) => r.method === "GET").map((r) => `GET ${r.path}`),
  ];
  return fc.oneof(
    { weight: 9, arbitrary: fc.oneof(...targets) },
    { weight: 1, arbitrary: hostileArbitrary(writes, reads) },
  );
}

/** The bytes of a body, built only now. */
export function bodyText(body: Body): string {
  switch (body.kind) {
    case "json":
      return JSON.stringify(body.value) ?? "null";
    case "raw":
      return body.text;
    case "huge":
      return JSON.stringify({ notes: "x".repeat(body.bytes) });
    case "long-field":
      return JSON.stringify({ name: "y".repeat(body.bytes), description: "y".repeat(1000) });
    case "deep":
      return body.shape === "array"
        ? `${"[".repeat(body.depth)}${"]".repeat(body.depth)}`
        : `${'{"a":'.repeat(body.depth)}1${"}".repeat(body.depth)}`;
  }
}

/** The answer leaks the server's insides: a stack frame, a source path, an internal error's name. */
export function leaksInternals(body: string): string | null {
  const patterns: [RegExp, string][] = [
    [/^\s*at .+[:(].*\d+:\d+\)?$/m, "stack frame"],
    [/node_modules|\/apps\/api\/|\/packages\/(db|domain)\/|file:\/\//, "source path"],
    [/\b(TypeError|ReferenceError|RangeError|SyntaxError|AggregateError)\b/, "internal error name"],
    [
      /\b(duplicate key value|violates (foreign key|check|not-null) constraint|relation ".*" does not exist)/,
      "SQL error",
    ],
  ];
  for (const [pattern, what] of patterns) if (pattern.test(body)) return what;
  return null;
}
