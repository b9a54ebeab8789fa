import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  baseValue,
  dateVariants,
  enumCombos,
  fieldVariants,
  hostileValues,
  type JsonSchema,
  LONG_STRING_LENGTH,
} from "./generate";
import { parseRouteTree } from "./routes";

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

const range = jsonSchema(
  z.object({
    startDate: z.string(),
    endDate: z.string(),
    period: z.enum(["daily", "weekly", "monthly"]).default("monthly"),
    note: z.string().max(5).nullish(),
    guest: z.object({ phone: z.string() }).optional(),
    guestId: z.string().optional(),
  }),
);
const examples = (name: string) => ({ phone: "9876543210" })[name as "phone"];

describe("the boundary generator", () => {
  it("makes a base value from defaults, examples, and dates by name", () => {
    expect(baseValue(range, examples)).toEqual({
      startDate: "wwww",
      endDate: "wwww",
      period: "monthly",
      note: "wwww",
      guest: { phone: "9876543210" },
      guestId: "wwww",
    });
  });

  it("tries a string at, past and far past its longest, wrong types, and leaving it out", () => {
    const lengths = hostileValues({ type: "string", maxLength: 5 }, "note")
      .filter((v): v is string => typeof v === "string")
      .map((v) => v.length);
    expect(lengths).toEqual(expect.arrayContaining([0, 5, 6, LONG_STRING_LENGTH]));
    expect(hostileValues({ type: "string" }, "note")).toEqual(expect.arrayContaining([null, {}, [], 12345]));
  });

  it("tries numbers at and past their limits, and huge ones", () => {
    expect(hostileValues({ type: "integer", minimum: 1, maximum: 6 }, "adults")).toEqual(
      expect.arrayContaining([0, -1, 1, 6, 7, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2, "1"]),
    );
  });

  it("tries the date boundaries on fields named as dates", () => {
    expect(hostileValues({ type: "string" }, "checkInDate")).toEqual(
      expect.arrayContaining([
        "1900-01-01",
        "2100-12-31",
        "1899-12-31",
        "2101-01-01",
        "9999-12-31",
        "2026-02-30",
      ]),
    );
    expect(hostileValues({ type: "string" }, "name")).not.toContain("9999-12-31");
  });

  it("sets every date of an input at once, and spans from early to late", () => {
    const labels = dateVariants({ startDate: "a", endDate: "b", nested: [{ checkInDate: "c" }] }).map(
      (v) => v.label,
    );
    expect(labels).toContain('all dates="2100-12-31"');
    const span = dateVariants({ startDate: "a", endDate: "b" }).find((v) => v.label.includes("1900-01-01.."));
    expect(span?.input).toEqual({ startDate: "1900-01-01", endDate: "2100-12-31" });
    expect(dateVariants({ startDate: "a" })).toEqual([]);
  });

  it("gives each enum choice once per combination", () => {
    const combos = enumCombos(range);
    expect(combos.map((c) => (c.apply({}) as { period: string }).period)).toEqual([
      "daily",
      "weekly",
      "monthly",
    ]);
  });

  it("changes one field at a time, and an optional object's fields without its optional siblings", () => {
    const base = baseValue(range, examples);
    const variants = fieldVariants(range, base);
    const missing = variants.find((v) => v.label === "startDate=(missing)");
    expect(missing?.input).not.toHaveProperty("startDate");
    const alone = variants.find((v) => v.label.startsWith("guest.phone=null (without"));
    expect(alone?.input).toMatchObject({ guest: { phone: null } });
    expect(alone?.input).not.toHaveProperty("guestId");
  });
});

describe("parseRouteTree", () => {
  it("joins the segments of Fastify's printed tree into full paths", () => {
    const tree = [
      "└── /",
      "    └── api/",
      "        ├── rooms (GET, HEAD)",
      "        │   └── /:id/status (PATCH)",
      "        └── guests (GET)",
    ].join("\n");
    expect(parseRouteTree(tree, "GET")).toEqual([
      { method: "GET", url: "/api/rooms" },
      { method: "GET", url: "/api/guests" },
    ]);
    expect(parseRouteTree(tree, "PATCH")).toEqual([{ method: "PATCH", url: "/api/rooms/:id/status" }]);
  });
});
