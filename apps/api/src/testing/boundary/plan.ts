import { addDays } from "@atithi/domain";
import { type ZodType, z } from "zod";
import { appRouter } from "../../router";
import {
  baseValue,
  DATE_VALUES,
  dateVariants,
  describe,
  digits,
  type Examples,
  enumCombos,
  fieldsByName,
  fieldVariants,
  HUGE_NUMBERS,
  isDateKey,
  type JsonSchema,
  LONG_STRING_LENGTH,
  letters,
  ODD_STRINGS,
  ROOT_VARIANTS,
  type Variant,
} from "./generate";
import type { Route } from "./routes";
import type { Seeds } from "./served-app";

export interface WalkRequest {
  method: string;
  url: string;
  body?: string;
  /** What failures are grouped by: the method and the route or procedure. */
  target: string;
  variant: string;
  /** Sent without the session cookie. */
  anonymous?: boolean;
}

export interface Procedure {
  path: string;
  type: "query" | "mutation";
  /** undefined: it takes no input. */
  input?: JsonSchema;
}

/** Every tRPC procedure with the JSON schema of its input (several inputs are merged, as tRPC does). */
export function procedures(): Procedure[] {
  const all = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: string; inputs: ZodType[] } }
  >;
  return Object.entries(all).map(([path, { _def }]) => {
    const schemas = _def.inputs.map(
      (input) => z.toJSONSchema(input, { io: "input", unrepresentable: "any" }) as JsonSchema,
    );
    const input = schemas.length > 1 ? { allOf: schemas } : schemas[0];
    return { path, type: _def.type === "query" ? "query" : "mutation", input };
  });
}

// auth.logout would end the walk's session; auth.login is walked without the session cookie, since
// signing in over an existing session ends that one.
const SKIPPED_PROCEDURES = new Set(["auth.logout"]);
const ANONYMOUS_PROCEDURES = new Set(["auth.login"]);
const SKIPPED_ROUTES = new Set(["POST /api/logout"]);
const ANONYMOUS_ROUTES = new Set(["POST /api/login"]);

/** The seeded row an `id` names, by the procedure's router or the REST path's first segment. */
const ID_SEEDS: Record<string, keyof Seeds> = {
  users: "userId",
  apiTokens: "apiTokenId",
  rooms: "roomId",
  roomTypes: "roomTypeId",
  "room-types": "roomTypeId",
  ratePlans: "ratePlanId",
  "rate-plans": "ratePlanId",
  guests: "guestId",
  bookings: "bookingId",
  groups: "groupId",
  "group-bookings": "groupId",
  assetTags: "assetTagId",
  "asset-tags": "assetTagId",
  digitalAssets: "digitalAssetId",
  "digital-assets": "digitalAssetId",
};

const STAY = ["2026-11-23", "2026-11-25"];

/**
 * `input` with the example stay moved `index` stays later, so that the valid requests of a walk
 * book different nights: otherwise the first one to succeed takes the room, and every later one
 * stops at the overlap check before the code that would meet its boundary value.
 */
function laterStay(input: unknown, index: number): unknown {
  if (Array.isArray(input)) return input.map((v) => laterStay(v, index));
  if (typeof input === "string") return STAY.includes(input) ? addDays(input, 2 * index) : input;
  if (input === null || typeof input !== "object") return input;
  return Object.fromEntries(Object.entries(input).map(([key, v]) => [key, laterStay(v, index)]));
}

/** Known-good values for the fields a JSON schema cannot describe well enough to make one up. */
export function examplesFor(seeds: Seeds, procedurePath: string): Examples {
  const idSeed = ID_SEEDS[procedurePath.split(".")[0] ?? ""];
  const table: Record<string, unknown> = {
    id: idSeed ? seeds[idSeed] : undefined,
    // Not the room that rooms.* change the status of: a room under maintenance takes no bookings.
    roomId: seeds.stayRoomId,
    roomTypeId: seeds.roomTypeId,
    guestId: seeds.guestId,
    bookingId: seeds.bookingId,
    exceptBookingId: seeds.bookingId,
    categoryId: seeds.categoryId,
    userId: seeds.userId,
    fileUrl: seeds.fileUrl,
    username: "walker.new",
    password: "walker-password-1",
    gstNumber: "27AAPFU0939F1ZV",
    panNumber: "AAPFU0939F",
    amount: "100",
    value: "100",
    paidAmount: "0",
    discountPercentage: "0",
    groupDiscountPercentage: "0",
  };
  return (name) => {
    if (table[name] !== undefined) return table[name];
    if (/phone$/i.test(name)) return "9876543210";
    if (/email$/i.test(name)) return "guest@example.com";
    if (isDateKey(name)) return /^(start|from|checkIn)/.test(name) ? STAY[0] : STAY[1];
    return undefined;
  };
}

/** Reads first, then writes, then what deletes the seeded rows the others use. */
const phaseOf = (request: WalkRequest) => {
  if (request.method === "DELETE" || /\.(delete|retire|revoke)$/.test(request.target)) return 2;
  return request.method === "GET" ? 0 : 1;
};
const byPhase = (requests: WalkRequest[]) =>
  requests
    .map((request, order) => ({ request, order, phase: phaseOf(request) }))
    .sort((a, b) => a.phase - b.phase || a.order - b.order)
    .map(({ request }) => request);

function trpcRequest(procedure: Procedure, variant: Variant): WalkRequest {
  const { path, type } = procedure;
  const json = variant.input === undefined ? undefined : JSON.stringify(variant.input);
  const common = {
    variant: variant.label,
    ...(ANONYMOUS_PROCEDURES.has(path) ? { anonymous: true } : {}),
  };
  if (type === "query") {
    const query = json === undefined ? "" : `?input=${encodeURIComponent(json)}`;
    return { method: "GET", url: `/trpc/${path}${query}`, target: `GET /trpc/${path}`, ...common };
  }
  return { method: "POST", url: `/trpc/${path}`, body: json, target: `POST /trpc/${path}`, ...common };
}

/** Every procedure: its base input, the whole input replaced, each field changed, and all dates at once. */
export function trpcPlan(all: Procedure[], seeds: Seeds): WalkRequest[] {
  const requests: WalkRequest[] = [];
  for (const procedure of all) {
    if (SKIPPED_PROCEDURES.has(procedure.path)) continue;
    const examples = examplesFor(seeds, procedure.path);
    const schema = procedure.input;
    const base = schema ? baseValue(schema, examples) : undefined;
    const variants: Variant[] = [{ label: "base", input: base }, ...ROOT_VARIANTS];
    if (schema) {
      variants.push(...fieldVariants(schema, base));
      const combos = enumCombos(schema);
      for (const dated of dateVariants(base))
        for (const combo of combos)
          variants.push({ label: `${dated.label}${combo.label}`, input: combo.apply(dated.input) });
    }
    for (const variant of variants)
      requests.push(trpcRequest(procedure, { ...variant, input: laterStay(variant.input, requests.length) }));
  }
  return byPhase(requests);
}

/** Field names of the procedures' inputs, each with a base value: what REST queries and bodies are made of. */
export interface KnownFields {
  /** Every property name at every depth, with the base value of its first appearance. */
  base: Record<string, unknown>;
  /** The same in a query string: scalars only, dates also under their REST names (checkIn for checkInDate). */
  query: Record<string, string>;
}

export function knownFields(all: Procedure[], seeds: Seeds): KnownFields {
  const fields = new Map<string, unknown>();
  for (const { path, input } of all)
    if (input) fieldsByName(input, baseValue(input, examplesFor(seeds, path)), fields);
  const base = Object.fromEntries(fields);
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(base)) {
    if (value === null || typeof value === "object") continue;
    query[name] = String(value);
    if (isDateKey(name) && name.endsWith("Date")) query[name.slice(0, -"Date".length)] ??= String(value);
  }
  return { base, query };
}

/** What every known field of a query is set to at once. */
const QUERY_VALUES = [
  ...new Set([
    "",
    ...ODD_STRINGS,
    // Every field at once must fit Node's 16 KB limit on the request line and headers.
    letters(100),
    digits(100),
    ...DATE_VALUES,
    "0",
    "-1",
    "1.5",
    "1e308",
    String(Number.MAX_SAFE_INTEGER + 2),
    "true",
    "null",
    "[]",
    "{}",
  ]),
];
/**
 * The longest string every field of a body can take at once: together half the server's 1 MB
 * limit, since past it the server answers 413 before reading and the client's write fails.
 */
const longestEach = (names: string[]) =>
  letters(Math.min(LONG_STRING_LENGTH, Math.floor((512 * 1024) / names.length)));
/** What every known field of a body is set to at once: the query's values, and other types. */
const BODY_VALUES: unknown[] = [
  ...QUERY_VALUES,
  digits(5000),
  0,
  -1,
  1.5,
  ...HUGE_NUMBERS,
  true,
  null,
  {},
  [],
];

const everyField = <T>(names: string[], value: T): Record<string, T> =>
  Object.fromEntries(names.map((name) => [name, value]));
const isDateName = (name: string) => isDateKey(name) || /^check(In|Out)$/.test(name);

/** Values for each path parameter: the seeded row's id where one is known, then ids that name nothing. */
function paramValues(route: Route, name: string, seeds: Seeds): string[] {
  const resource = route.url.split("/")[2] ?? "";
  const seed = name === "phone" ? "guestPhone" : name === "id" ? ID_SEEDS[resource] : undefined;
  const hostile = ["nonexistent", letters(10_000), "%", "../x"];
  return seed ? [seeds[seed], ...hostile] : hostile;
}

/** The route's URL with each parameter at its first value, and with each one in turn at every other. */
function urlsFor(route: Route, seeds: Seeds): { url: string; label: string }[] {
  const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? "*");
  const values = Object.fromEntries(names.map((name) => [name, paramValues(route, name, seeds)]));
  const fill = (pick: (name: string) => string) =>
    route.url.replace(/:(\w+)|\*/g, (_, name: string | undefined) => encodeURIComponent(pick(name ?? "*")));
  const first = (name: string) => values[name]?.[0] ?? "";
  const seeded = new Set<string>(Object.values(seeds));
  const show = (value: string) => (seeded.has(value) ? "(seeded)" : describe(value));
  const urls = [{ url: fill(first), label: names.map((n) => `${n}=${show(first(n))}`).join(" ") }];
  for (const name of names)
    for (const value of values[name]?.slice(1) ?? [])
      urls.push({ url: fill((n) => (n === name ? value : first(n))), label: `${name}=${describe(value)}` });
  return urls;
}

const withQuery = (url: string, query: Record<string, string>) => `${url}?${new URLSearchParams(query)}`;

/**
 * Every REST path under /api. Each path parameter takes a seeded id and ids that name nothing;
 * with the seeded id, GETs also get query strings and writes bodies: every known field name set
 * at once to each boundary value, the base values, and the base with all dates at a boundary.
 */
export function restPlan(routes: Route[], fields: KnownFields, seeds: Seeds): WalkRequest[] {
  const requests: WalkRequest[] = [];
  const queryNames = Object.keys(fields.query);
  const bodyNames = Object.keys(fields.base);
  for (const route of routes) {
    const target = `${route.method} ${route.url}`;
    if (!route.url.startsWith("/api/") || SKIPPED_ROUTES.has(target)) continue;
    const anonymous = ANONYMOUS_ROUTES.has(target) ? { anonymous: true } : {};
    const [withSeed, ...others] = urlsFor(route, seeds);
    if (!withSeed) continue;
    const add = (url: string, variant: string, body?: unknown) =>
      requests.push({
        method: route.method,
        url,
        target,
        variant,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...anonymous,
      });
    const prefix = withSeed.label ? `${withSeed.label} ` : "";

    if (route.method === "GET") {
      add(withSeed.url, `${prefix}no query`);
      add(withQuery(withSeed.url, fields.query), `${prefix}base query`);
      for (const value of QUERY_VALUES)
        add(
          withQuery(withSeed.url, everyField(queryNames, value)),
          `${prefix}every field=${describe(value)}`,
        );
      // Enum choices with each date are left to the tRPC walk: REST only translates to the same procedures.
      for (const dated of dateVariants(fields.query, isDateName))
        add(withQuery(withSeed.url, dated.input as Record<string, string>), `${prefix}${dated.label}`);
      for (const other of others) add(withQuery(other.url, fields.query), `${other.label} base query`);
    } else if (route.method === "DELETE") {
      for (const { url, label } of [withSeed, ...others]) add(url, label);
    } else {
      add(withSeed.url, `${prefix}no body`);
      for (const body of [{}, null, [], "a string"])
        add(withSeed.url, `${prefix}body=${describe(body)}`, body);
      add(withSeed.url, `${prefix}base body`, fields.base);
      for (const value of [...BODY_VALUES, longestEach(bodyNames)])
        add(withSeed.url, `${prefix}every field=${describe(value)}`, everyField(bodyNames, value));
      for (const dated of dateVariants(fields.base))
        add(withSeed.url, `${prefix}${dated.label}`, dated.input);
      for (const other of others) add(other.url, `${other.label} base body`, fields.base);
    }
  }
  return byPhase(requests);
}
