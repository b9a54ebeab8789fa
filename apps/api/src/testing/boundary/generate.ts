/**
 * Boundary values from the JSON schema of a zod input (z.toJSONSchema, io "input"): a valid-ish
 * base value, and variants that each change one field of it to a value at or past its limits.
 * Pure functions, so the walk is the same on every run and can be rebuilt after a restart.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
}

/** A known-good value for a field of this name, or undefined when the schema must make one up. */
export type Examples = (name: string) => unknown;

export interface Variant {
  label: string;
  /** undefined: no input at all. */
  input: unknown;
}

export const LONG_STRING_LENGTH = 100_000;

/**
 * `length` characters of `alphabet` in a fixed pseudo-random order. Not one character repeated:
 * PostgreSQL compresses that to almost nothing, and so stores what a real long value would break.
 */
function noise(length: number, alphabet: string): string {
  let state = length;
  let text = "";
  for (let i = 0; i < length; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: the low ones of this generator repeat after a few steps.
    text += alphabet[Math.floor(state / 65_536) % alphabet.length];
  }
  return text;
}
export const letters = (length: number) => noise(length, "abcdefghijklmnopqrstuvwxyz");
export const digits = (length: number) => noise(length, "0123456789");
/** The accepted range is 1900-01-01 .. 2100-12-31: its ends, one past each, and dates no range should reach. */
export const DATE_VALUES = [
  "1900-01-01",
  "2100-12-31",
  "1899-12-31",
  "2101-01-01",
  "9999-12-31",
  "0000-01-01",
  "2026-02-30",
  "",
  "not a date",
];
/**
 * Ranges from an early date to a late one (the longest a report or calendar could be asked for),
 * and the months at each end, whose weeks and months run past the range.
 */
export const DATE_SPANS: [string, string][] = [
  ["1900-01-01", "2100-12-31"],
  ["1899-12-31", "2101-01-01"],
  ["0000-01-01", "9999-12-31"],
  ["1900-01-01", "1900-01-31"],
  ["2100-12-01", "2100-12-31"],
  ["9999-12-01", "9999-12-31"],
];
/** Characters that mean something to LIKE patterns, escapes, paths and C strings. */
export const ODD_STRINGS = ["%", "_", "\\", "../../etc/passwd", "\u0000"];
export const HUGE_NUMBERS = [1e308, -1e308, Number.MAX_SAFE_INTEGER + 2];
/** Numbers sent as text, for fields that take a string or a number (amounts, percentages). */
export const NUMERIC_STRINGS = ["-1", "1e308", "0.001", "NaN", "Infinity", digits(400)];

/** A field name that holds a date (yyyy-MM-dd): checkInDate, startDate, from, to... */
export const isDateKey = (name: string) => /Date$|^(from|to)$/.test(name);

/** The alternatives a schema allows, flattened: anyOf/oneOf branches and one branch per listed type. */
export function branches(schema: JsonSchema): JsonSchema[] {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.flatMap(branches);
  if (schema.allOf) return branches(mergeAll(schema));
  if (Array.isArray(schema.type)) return schema.type.map((type) => ({ ...schema, type }));
  return [schema];
}

function mergeAll(schema: JsonSchema): JsonSchema {
  const { allOf = [], ...merged } = schema;
  for (const part of allOf) {
    const properties = { ...merged.properties, ...part.properties };
    const required = [...(merged.required ?? []), ...(part.required ?? [])];
    Object.assign(merged, part, { properties, required });
  }
  return merged;
}

const kindOf = (branch: JsonSchema): string => {
  if (typeof branch.type === "string") return branch.type;
  if (branch.const !== undefined) return branch.const === null ? "null" : typeof branch.const;
  if (branch.enum) return typeof branch.enum[0];
  if (branch.properties) return "object";
  return "any";
};

/** The branch a base value is made from: not null, and a real one before a bare constant. */
function preferredBranch(schema: JsonSchema): JsonSchema {
  const all = branches(schema);
  const rank = (b: JsonSchema) => (kindOf(b) === "null" ? 2 : b.const !== undefined ? 1 : 0);
  return [...all].sort((a, b) => rank(a) - rank(b))[0] ?? schema;
}

/** A value the schema accepts, as far as a JSON schema can tell; `examples` fill in what it cannot. */
export function baseValue(schema: JsonSchema, examples: Examples, name?: string): unknown {
  const example = name === undefined ? undefined : examples(name);
  if (example !== undefined) return example;
  const branch = preferredBranch(schema);
  if (branch.const !== undefined) return branch.const;
  if (branch.default !== undefined && kindOf(branch) !== "object") return branch.default;
  if (branch.enum) return branch.enum[0];
  switch (kindOf(branch)) {
    case "object":
      return Object.fromEntries(
        Object.entries(branch.properties ?? {}).map(([key, prop]) => [key, baseValue(prop, examples, key)]),
      );
    case "array": {
      const item = baseValue(branch.items ?? {}, examples, name);
      return Array.from({ length: Math.max(branch.minItems ?? 1, 1) }, () => item);
    }
    case "string":
      return "w".repeat(Math.max(branch.minLength ?? 0, 4));
    case "integer":
    case "number":
      return branch.minimum ?? 1;
    case "boolean":
      return false;
    case "null":
      return null;
    default:
      return "walk";
  }
}

type Path = (string | number)[];
const OMIT = Symbol("omit");

/** A copy of `value` with the field at `path` replaced, or removed for OMIT. */
export function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const container = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const next = setAt(container[head], rest, replacement);
  if (next === OMIT) delete container[head];
  else container[head] = next;
  return container;
}

/** A short, readable description of a value for failure messages. */
export function describe(value: unknown): string {
  if (value === OMIT) return "(missing)";
  if (value === undefined) return "(no input)";
  if (typeof value === "string") {
    if (value.length <= 40) return JSON.stringify(value);
    return `${/^\d+$/.test(value) ? "digits" : /^[a-z]+$/.test(value) ? "letters" : "chars"}×${value.length}`;
  }
  if (Array.isArray(value) && value.length > 3) return `[${describe(value[0])} ×${value.length}]`;
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function stringValues(all: JsonSchema[], isDate: boolean): unknown[] {
  const values: unknown[] = ["", ...ODD_STRINGS, letters(LONG_STRING_LENGTH), 12345];
  const maxLength = all.find((b) => b.maxLength !== undefined)?.maxLength;
  if (maxLength === undefined) values.push(digits(LONG_STRING_LENGTH));
  else values.push(letters(maxLength), letters(maxLength + 1), digits(maxLength + 1));
  const minLength = Math.max(0, ...all.map((b) => b.minLength ?? 0));
  if (minLength > 1) values.push(letters(minLength - 1));
  const choices = all.flatMap((b) => b.enum ?? []);
  if (choices.length > 0) values.push(...choices, "not-a-choice");
  if (isDate || all.some((b) => b.format === "date")) values.push(...DATE_VALUES);
  return values;
}

function numberValues(all: JsonSchema[]): unknown[] {
  const values: unknown[] = [0, -1, 1.5, ...HUGE_NUMBERS, "1"];
  for (const b of all) {
    if (b.minimum !== undefined) values.push(b.minimum, b.minimum - 1);
    if (b.maximum !== undefined) values.push(b.maximum, b.maximum + 1);
  }
  return values;
}

/** Values at and past the limits of one field, and of the wrong type. */
export function hostileValues(schema: JsonSchema, name: string | undefined): unknown[] {
  const all = branches(schema).filter((b) => b.const === undefined || typeof b.const === "string");
  const kinds = new Set(all.map(kindOf));
  const values: unknown[] = [OMIT, null, {}, []];
  if (kinds.has("string")) values.push(...stringValues(all, name !== undefined && isDateKey(name)));
  if (kinds.has("number") || kinds.has("integer")) values.push(...numberValues(all));
  if (kinds.has("string") && (kinds.has("number") || kinds.has("integer"))) values.push(...NUMERIC_STRINGS);
  if (kinds.has("boolean")) values.push("true", 1);
  if (kinds.has("object")) values.push("x", 1);
  if (kinds.has("array")) values.push("x", [null]);
  // Deduplicated by their JSON, keeping OMIT (which has none).
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = v === OMIT ? "omit" : JSON.stringify(v);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * For every field at every depth (the first item of arrays), the base with that field changed.
 * The fields of an optional object are changed a second time with its optional scalar siblings
 * left out, since one of those may stand in for it (guestId for guest) and keep it from being read.
 */
export function fieldVariants(schema: JsonSchema, base: unknown): Variant[] {
  const variants: Variant[] = [];
  const visit = (node: JsonSchema, path: Path, name: string | undefined, within: unknown, note: string) => {
    if (path.length > 0) {
      const at = path.join(".");
      for (const value of hostileValues(node, name))
        variants.push({ label: `${at}=${describe(value)}${note}`, input: setAt(within, path, value) });
    }
    for (const branch of branches(node)) {
      const properties = Object.entries(branch.properties ?? {});
      const optional = (key: string) => !branch.required?.includes(key);
      for (const [key, prop] of properties) {
        visit(prop, [...path, key], key, within, note);
        if (!optional(key) || !branches(prop).some((b) => kindOf(b) === "object")) continue;
        const siblings = properties
          .filter(
            ([other, schema]) =>
              other !== key && optional(other) && !branches(schema).some((b) => b.properties),
          )
          .map(([other]) => other);
        if (siblings.length === 0) continue;
        const alone = siblings.reduce((v, other) => setAt(v, [...path, other], OMIT), within);
        visit(prop, [...path, key], key, alone, `${note} (without ${siblings.join(", ")})`);
      }
      if (branch.items) {
        const many = Array.from({ length: 100 }, () => valueAt(within, [...path, 0]));
        variants.push({
          label: `${path.join(".")}=${describe(many)}${note}`,
          input: setAt(within, path, many),
        });
        visit(branch.items, [...path, 0], name, within, note);
      }
    }
  };
  visit(schema, [], undefined, base, "");
  return variants;
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string | number, unknown> | undefined)?.[key], value);
}

/** Range starts take the early end of a span, every other date the late one. */
const isRangeStart = (name: string) => /^(start|from|checkIn)/.test(name);

/** The base with every date field set by `pick`, or null when it has fewer than two. */
function withDates(base: unknown, isDate: (name: string) => boolean, pick: (name: string) => string) {
  let count = 0;
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => {
        if (!isDate(key)) return [key, visit(v)];
        count++;
        return [key, pick(key)];
      }),
    );
  };
  const result = visit(base);
  return count >= 2 ? result : null;
}

/**
 * Ranges only reach the deep code when both ends are valid: every date field at once set to each
 * boundary date, and spans from an early date to a late one.
 */
export function dateVariants(base: unknown, isDate: (name: string) => boolean = isDateKey): Variant[] {
  const variants: Variant[] = [];
  for (const date of DATE_VALUES) {
    const input = withDates(base, isDate, () => date);
    if (input !== null) variants.push({ label: `all dates=${describe(date)}`, input });
  }
  for (const [from, to] of DATE_SPANS) {
    const input = withDates(base, isDate, (name) => (isRangeStart(name) ? from : to));
    if (input !== null) variants.push({ label: `dates ${from}..${to}`, input });
  }
  return variants;
}

export interface Combo {
  label: string;
  apply: (value: unknown) => unknown;
}

/**
 * The enum fields (at any depth) all set to their first choice, then all to their second, and so
 * on: each choice of each enum in as many combinations as the longest has choices, since e.g. a
 * report's period changes how its dates are walked. Just the value unchanged when there are none.
 */
export function enumCombos(schema: JsonSchema): Combo[] {
  const enums: { path: Path; choices: unknown[] }[] = [];
  const visit = (node: JsonSchema, path: Path) => {
    for (const branch of branches(node)) {
      if (branch.enum && path.length > 0) enums.push({ path, choices: branch.enum });
      for (const [key, prop] of Object.entries(branch.properties ?? {})) visit(prop, [...path, key]);
    }
  };
  visit(schema, []);
  const count = Math.max(0, ...enums.map((e) => e.choices.length));
  if (count === 0) return [{ label: "", apply: (value) => value }];
  return Array.from({ length: count }, (_, k) => {
    const picked = enums.flatMap(({ path, choices }) =>
      k < choices.length ? [{ path, choice: choices[k] }] : [],
    );
    return {
      label: picked.map(({ path, choice }) => ` ${path.join(".")}=${describe(choice)}`).join(""),
      apply: (value: unknown) => picked.reduce((v, { path, choice }) => setAt(v, path, choice), value),
    };
  });
}

/** Replacements for the whole input: none, null, and the wrong shapes. */
export const ROOT_VARIANTS: Variant[] = [undefined, null, {}, [], "x", 1].map((input) => ({
  label: `input=${describe(input)}`,
  input,
}));

/** Every property name at every depth, with its value in `base` where it first appears. */
export function fieldsByName(schema: JsonSchema, base: unknown, into: Map<string, unknown> = new Map()) {
  const visit = (node: JsonSchema, path: Path) => {
    for (const branch of branches(node)) {
      for (const [key, prop] of Object.entries(branch.properties ?? {})) {
        if (!into.has(key)) into.set(key, valueAt(base, [...path, key]));
        visit(prop, [...path, key]);
      }
      if (branch.items) visit(branch.items, [...path, 0]);
    }
  };
  visit(schema, []);
  return into;
}
