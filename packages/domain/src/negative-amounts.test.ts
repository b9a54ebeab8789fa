import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as domain from "./index";
import {
  amountSchema,
  chargeInput,
  expenseInput,
  invoiceReceiptInput,
  isNegativeNumber,
  itemInput,
  participationInput,
  partyInput,
  voucherLineInput,
} from "./index";

/** The first message `schema` gives for `value` at `field`. */
function messageFor(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Every field of every exported schema, with its path, reached through wrappers and arrays. */
function fieldsOf(schema: unknown, path: string[] = [], out: [string, z.ZodType][] = []) {
  const def = (schema as { _zod?: { def: Record<string, unknown> } })._zod?.def;
  if (!def) return out;
  if (def.type === "object") {
    for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      out.push([[...path, key].join("."), field]);
      fieldsOf(field, [...path, key], out);
    }
  } else if (["optional", "nullable", "default", "prefault"].includes(def.type as string)) {
    fieldsOf(def.innerType, path, out);
  } else if (def.type === "pipe") fieldsOf(def.in, path, out);
  else if (def.type === "array") fieldsOf(def.element, [...path, "0"], out);
  return out;
}

function field(schema: z.ZodType, path: string): z.ZodType {
  const found = fieldsOf(schema).find(([p]) => p === path);
  if (!found) throw new Error(`no field ${path}`);
  return found[1];
}

describe("a negative amount", () => {
  it("is recognised by its sign, whatever its decimals", () => {
    for (const negative of ["-5", "-5.125", " -0.5 ", "-.5", -5, -0.001])
      expect(isNegativeNumber(negative)).toBe(true);
    for (const other of ["5", "0", "-0", "-0.00", "abc", "--5", "-", "", 0, 5, null]) {
      expect(isNegativeNumber(other)).toBe(false);
    }
  });

  it("is told to be greater than zero where zero is refused, and not to be negative where zero is allowed", () => {
    const cases: [z.ZodType, unknown, string][] = [
      [expenseInput.shape.amount, "-5.125", "Amount must be greater than zero"],
      [chargeInput.shape.amount, "-5.125", "Amount must be greater than zero"],
      [invoiceReceiptInput.shape.amount, "-100", "Amount must be greater than zero"],
      [participationInput.shape.investmentAmount, "-5", "Investment amount must be greater than zero"],
      [participationInput.shape.investmentAmount, "0", "Investment amount must be greater than zero"],
      [voucherLineInput.shape.debit, "-5", "Amount cannot be negative"],
      [field(partyInput, "creditLimit"), "-1", "Credit limit cannot be negative"],
      [field(itemInput, "purchasePrice"), -1, "Purchase price cannot be negative"],
      [amountSchema, "-0.001", "Amount cannot be negative"],
    ];
    for (const [schema, value, message] of cases) expect(messageFor(schema, value)).toBe(message);
    // A positive amount with three decimals is still told about its decimals.
    expect(messageFor(voucherLineInput.shape.debit, "5.125")).toBe(
      "Amount must be a number with at most two decimals",
    );
  });

  it("is never answered with 'at most two decimals' by any schema", () => {
    const wrong: string[] = [];
    for (const [name, schema] of Object.entries(domain)) {
      if (!(schema instanceof z.ZodType)) continue;
      for (const [path, field] of fieldsOf(schema)) {
        for (const value of ["-5", "-5.125", -5]) {
          const message = messageFor(field, value);
          if (message && /two decimals/.test(message))
            wrong.push(`${name}.${path} ${JSON.stringify(value)}: ${message}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
