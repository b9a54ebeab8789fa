/**
 * fast-check arbitraries from the JSON schema of a zod input (z.toJSONSchema, io "input": the same
 * conversion the OpenAPI document and the boundary walk use). zod-fast-check does not support zod 4
 * nor fast-check 4, so this small walker stands in. `valid` values follow the schema (and field
 * names, for what a schema cannot say: ids, phones, amounts); `mutated` values are valid except for
 * one field somewhere, which is hostile; `hostile` is any JSON at all.
 */
import { addDays } from "@atithi/domain";
import fc from "fast-check";
import { branches, type JsonSchema, letters } from "../boundary/generate";

/** Field values the fuzz keeps track of while it runs: ids that answers named. */
export interface Pools {
  /**
   * An id seen in an answer (or a seeded one) for a field of this name ("id", "bookingId"): one of
   * the same kind when there is one, else any; `index` taken modulo the pool's size.
   */
  id(index: number, name: string): string;
}

/** The day the fuzz's stays cluster around, so that bookings meet each other (overlaps, moves). */
const ANCHOR = "2026-12-01";
const DATE_LIMITS = ["1900-01-01", "2100-12-31"];

const isoDate = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const nearDate = fc.integer({ min: -120, max: 240 }).map((n) => addDays(ANCHOR, n));
const dateValue = fc.oneof(
  { weight: 6, arbitrary: nearDate },
  { weight: 2, arbitrary: isoDate },
  { weight: 1, arbitrary: fc.constantFrom(...DATE_LIMITS) },
);

/** Rupees as the API takes them: a decimal string of at most two places, now and then a number. */
const money = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 2_000_000 }).map((p) => (p / 100).toFixed(2)) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 50_000 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 50_000 }) },
);
const percent = fc.oneof(fc.integer({ min: 0, max: 100 }).map(String), fc.constantFrom("0", "12.5", 18));
const phone = fc.stringMatching(/^[6-9]\d{9}$/);
const word = fc.stringMatching(/^[A-Za-z][a-z]{2,10}( [A-Z][a-z]{2,10})?$/);

/** Values by field name, for what a JSON schema leaves open. Undefined: the schema decides. */
function byName(name: string, pools: Pools): fc.Arbitrary<unknown> | undefined {
  if (name === "id" || /Id$/.test(name)) return fc.nat().map((n) => pools.id(n, name));
  if (/Ids$/.test(name))
    return fc.array(
      fc.nat().map((n) => pools.id(n, name.slice(0, -1))),
      { minLength: 1, maxLength: 3 },
    );
  if (/phone$/i.test(name)) return phone;
  if (/email$/i.test(name)) return fc.constantFrom("guest@example.com", "accounts@hotel.in", "");
  if (/gstin$|gstNumber$/i.test(name)) return fc.constantFrom("27AAPFU0939F1ZV", "29AAGCB7383J1Z4", null);
  if (/panNumber$/i.test(name)) return fc.constantFrom("AAPFU0939F", null);
  if (name === "password" || /Password$/.test(name)) return fc.constantFrom("fuzz-password-1", "short");
  if (name === "sac" || name === "hsnCode" || name === "hsnSac")
    return fc.constantFrom("996311", "9963", "3004");
  if (/(tax|gst)Rate$/i.test(name)) return fc.constantFrom(0, 5, 18, 40);
  if (/percent(age)?$/i.test(name)) return percent;
  if (name === "paidAmount" || name === "openingBalance") return fc.constantFrom("0", "0", "100");
  if (/multiple$/i.test(name)) return fc.constantFrom("1", "1.5", "2");
  if (/(amount|price|rate|cost|value|valuation|salary|total|debit|credit|limit|capital)$/i.test(name))
    return money;
  if (/quantity$/i.test(name)) return fc.integer({ min: 1, max: 20 });
  if (/paymentTerms$|Days$/.test(name)) return fc.integer({ min: 0, max: 90 });
  if (/pincode$/i.test(name)) return fc.constantFrom("411001", "560001");
  if (/(Level|ratio)$/i.test(name)) return fc.constantFrom("1", "10", "2.5");
  if (/code$/i.test(name) && !/^(hsn|sac|state)/i.test(name))
    return fc.stringMatching(/^[A-Z][A-Z0-9]{2,8}$/);
  if (name === "unit") return fc.constantFrom("NOS", "PCS", "KGS", "LTR");
  if (/placeOfSupply$|stateCode$/i.test(name)) return fc.constantFrom("27", "29", "07");
  if (name === "state" || /State$/.test(name)) return fc.constantFrom("Maharashtra", "Karnataka", null);
  if (/(Date|^from|^to|^asOf|^checkIn|^checkOut)$/.test(name)) return dateValue;
  return undefined;
}

function mergeAll(schema: JsonSchema): JsonSchema {
  const { allOf = [], ...merged } = schema;
  for (const part of allOf) {
    const resolved = part.allOf ? mergeAll(part) : part;
    Object.assign(merged, resolved, {
      properties: { ...merged.properties, ...resolved.properties },
      required: [...(merged.required ?? []), ...(resolved.required ?? [])],
    });
  }
  return merged;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 60, 60));
  // A month ("2026-11"): drawn near the stays, not from years 0000 to 9999.
  if (schema.pattern === "^\\d{4}-(0[1-9]|1[0-2])$")
    return fc.constantFrom("2026-10", "2026-11", "2026-12", "2027-01");
  if (schema.pattern) {
    // A JSON schema's pattern is read as Unicode (the "u" flag): \p{L} is a letter, not "p{L}".
    const pattern = new RegExp(schema.pattern, "u");
    return fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= (schema.maxLength ?? 1e9));
  }
  if (schema.format === "date") return dateValue;
  if (schema.format === "email") return fc.constantFrom("guest@example.com", "accounts@hotel.in");
  return fc.oneof(
    { weight: 4, arbitrary: word.filter((s) => s.length >= min && s.length <= max) },
    { weight: 1, arbitrary: fc.string({ minLength: min, maxLength: max, unit: "grapheme" }) },
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.maximum !== undefined ? Math.min(0, schema.maximum) : 0);
  const max = schema.maximum ?? Math.max(min + 1000, 1000);
  if (integer)
    return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

const DATE_PAIRS: [string, string][] = [
  ["checkInDate", "checkOutDate"],
  ["startDate", "endDate"],
  ["from", "to"],
  ["checkIn", "checkOut"],
];

function orderDates(value: Record<string, unknown>, [start, end]: [string, string], nights: number) {
  const first = value[start];
  if (nights < 0 || typeof first !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(first)) return value;
  return { ...value, [end]: addDays(first, Math.max(nights, 1)) };
}

/** A value the schema accepts, as far as a JSON schema (and a field's name) can tell. */
export function validArbitrary(
  schema: JsonSchema,
  pools: Pools,
  name?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  const named = name === undefined ? undefined : byName(name, pools);
  if (named) return named;
  if (schema.allOf) return validArbitrary(mergeAll(schema), pools, name, depth);
  const all = branches(schema);
  if (all.length > 1) return fc.oneof(...all.map((b) => validArbitrary(b, pools, name, depth)));
  const branch = all[0] ?? schema;
  if (branch.const !== undefined) return fc.constant(branch.const);
  if (branch.enum) return fc.constantFrom(...branch.enum);
  const type = typeof branch.type === "string" ? branch.type : branch.properties ? "object" : undefined;
  switch (type) {
    case "object": {
      const properties = Object.entries(branch.properties ?? {});
      const model = Object.fromEntries(
        properties.map(([key, prop]) => [key, validArbitrary(prop, pools, key, depth + 1)]),
      );
      const record = fc.record(model, { requiredKeys: (branch.required ?? []).filter((k) => k in model) });
      const pair = DATE_PAIRS.find(([start, end]) => start in model && end in model);
      if (!pair) return record;
      // Independent dates end before they start half the time; mostly a short span from the start.
      return fc
        .tuple(record, fc.integer({ min: -2, max: 30 }))
        .map(([value, nights]) => orderDates(value, pair, nights));
    }
    case "array": {
      const item = validArbitrary(branch.items ?? {}, pools, name, depth + 1);
      const min = branch.minItems ?? 0;
      return fc.array(item, { minLength: min, maxLength: Math.max(min, depth > 2 ? 1 : 4) });
    }
    case "string":
      return stringArbitrary(branch);
    case "integer":
      return numberArbitrary(branch, true);
    case "number":
      return numberArbitrary(branch, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Any code point, lone surrogates included. fast-check's own "binary" unit builds a table of every
 * code point when first used (seconds of the test's budget).
 */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c));

/** Every odd value a field might be sent: wrong types, limits, long text, odd characters, far dates. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -0,
    0.1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    "",
    " ",
    "\u0000",
    "NaN",
    "Infinity",
    "-1",
    "1e308",
    "0.001",
    "1,000",
    "९९",
    "9999-12-31",
    "0000-01-01",
    "2026-02-30",
    "2026-13-01",
    "1899-12-31",
    "2101-01-01",
    "../../etc/passwd",
    "%",
    "_",
    "\\",
    "' OR 1=1 --",
    "__proto__",
    {},
    [],
    JSON.parse('{"__proto__":{"isAdmin":true}}'),
    [null],
  ),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ unit: anyCodePoint, maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.integer({ min: 1000, max: 120_000 }).map(letters),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * A valid value with one hostile change somewhere: a field replaced, left out, or an extra key
 * added; or, at the root, the whole value replaced.
 */
export function mutatedArbitrary(
  schema: JsonSchema,
  pools: Pools,
  name?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.allOf) return mutatedArbitrary(mergeAll(schema), pools, name, depth);
  const objects = branches(schema).filter((b) => b.properties && Object.keys(b.properties).length > 0);
  const arrays = branches(schema).filter((b) => b.items);
  const choices: fc.Arbitrary<unknown>[] = [hostileValue];
  for (const branch of objects) {
    const properties = Object.entries(branch.properties ?? {});
    const valid = validArbitrary(branch, pools, undefined, depth) as fc.Arbitrary<Record<string, unknown>>;
    choices.push(
      fc.tuple(valid, fc.nat(properties.length - 1)).chain(([value, index]) => {
        const [key, prop] = properties[index] as [string, JsonSchema];
        const deeper = depth < 4 ? [mutatedArbitrary(prop, pools, key, depth + 1)] : [];
        return fc
          .oneof(hostileValue, fc.constant(OMIT), ...deeper)
          .map((v) => (v === OMIT ? omit(value, key) : { ...value, [key]: v }));
      }),
      fc
        .tuple(valid, fc.string({ minLength: 1, maxLength: 12 }), hostileValue)
        .map(([value, key, v]) => ({ ...value, [key]: v })),
    );
  }
  for (const branch of arrays) {
    const item = branch.items ?? {};
    choices.push(
      fc.array(mutatedArbitrary(item, pools, name, depth + 1), { minLength: 1, maxLength: 3 }),
      fc
        .integer({ min: 100, max: 2000 })
        .chain((n) =>
          validArbitrary(item, pools, name, depth + 1).map((v) => Array.from({ length: n }, () => v)),
        ),
    );
  }
  return fc.oneof(...choices);
}

const OMIT = Symbol("omit");
function omit(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _, ...rest } = value;
  return rest;
}
