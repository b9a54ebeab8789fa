import { z } from "zod";
import { parseScaled } from "./decimal";
import { amountSchema, type Paise, toPaise } from "./money";
import { rational } from "./rational";
import { distributeExit, PARTICIPATIONS, type Payout, type WaterfallClass } from "./waterfall";

/** More shares than any company issues, and few enough for exact arithmetic to stay quick. */
const MAX_SHARES = 10n ** 15n;

/** A multiple (of the amount invested) with up to four decimals, from 0 to 100. */
export const multipleSchema = (label: string) =>
  z.union([z.string(), z.number()]).transform((value, ctx) => {
    const scaled = parseScaled(value, 4, 3);
    if (scaled === null || scaled > 100 * 10_000) {
      ctx.addIssue({
        code: "custom",
        message: `${label} is a number from 0 to 100 with at most four decimals`,
      });
      return z.NEVER;
    }
    return String(scaled / 10_000);
  });

export const shareCountSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const text = String(value).trim();
  if (!/^\d{1,16}$/.test(text) || BigInt(text) > MAX_SHARES) {
    ctx.addIssue({ code: "custom", message: "Shares are a whole number from 0 to 10^15" });
    return z.NEVER;
  }
  return text;
});

export const waterfallClassInput = z.object({
  name: z.string().trim().min(1, "Class name is required").max(100, "Class name is at most 100 characters"),
  shares: shareCountSchema,
  invested: amountSchema,
  seniority: z.number().int().min(0, "Seniority is 0 or more").max(100, "Seniority is at most 100"),
  preferenceMultiple: multipleSchema("Preference multiple"),
  participation: z.enum(PARTICIPATIONS, { message: "Participation is none, full or capped" }),
  capMultiple: multipleSchema("Cap multiple").optional(),
});

export const waterfallCalculateInput = z
  .object({
    exitValue: amountSchema,
    classes: z
      .array(waterfallClassInput)
      .min(1, "At least one share class is required")
      .max(20, "At most 20 share classes"),
  })
  .superRefine((input, ctx) => {
    input.classes.forEach((c, i) => {
      if (c.participation === "capped" && c.capMultiple === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["classes", i, "capMultiple"],
          message: `${c.name}: a capped class needs a cap multiple`,
        });
      }
      if (c.capMultiple !== undefined && Number(c.capMultiple) < Number(c.preferenceMultiple)) {
        ctx.addIssue({
          code: "custom",
          path: ["classes", i, "capMultiple"],
          message: `${c.name}: the cap multiple is at least the preference multiple`,
        });
      }
    });
    if (new Set(input.classes.map((c) => c.name.toLowerCase())).size !== input.classes.length) {
      ctx.addIssue({ code: "custom", path: ["classes"], message: "Share class names must be different" });
    }
    if (input.classes.every((c) => c.shares === "0")) {
      ctx.addIssue({ code: "custom", path: ["classes"], message: "At least one class must hold shares" });
    }
  });
export type WaterfallCalculateInput = z.output<typeof waterfallCalculateInput>;

/** A validated multiple ("1.5") as an exact fraction. */
export const parseMultiple = (text: string) => rational(BigInt(parseScaled(text, 4, 3) ?? 0), 10_000n);

/** A validated class as the waterfall computes with it. */
export function toWaterfallClass(c: WaterfallCalculateInput["classes"][number]): WaterfallClass {
  return {
    name: c.name,
    shares: BigInt(c.shares),
    invested: toPaise(c.invested),
    seniority: c.seniority,
    preferenceMultiple: parseMultiple(c.preferenceMultiple),
    participation: c.participation,
    capMultiple: c.capMultiple === undefined ? undefined : parseMultiple(c.capMultiple),
  };
}

/**
 * Each class's payout at `steps + 1` exit values from nothing to `upTo` (whole paise, equally
 * spaced), every point from `distributeExit`: the waterfall's payouts against the exit value.
 */
export function payoutCurve(
  classes: WaterfallCalculateInput["classes"],
  upTo: Paise,
  steps: number,
): { exitValue: Paise; payouts: Payout[] }[] {
  const computed = classes.map(toWaterfallClass);
  return Array.from({ length: steps + 1 }, (_, k) => {
    const exitValue = Number((BigInt(upTo) * BigInt(k)) / BigInt(steps));
    return { exitValue, payouts: distributeExit(exitValue, computed) };
  });
}
