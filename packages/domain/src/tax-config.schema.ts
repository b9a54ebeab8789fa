import { z } from "zod";
import { TEXT_LIMITS } from "./text";

/** 5 letters, 4 digits, 1 letter: AAPFU0939F. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** State code (2 digits), the PAN, an entity code (1-9 or A-Z), 'Z', a check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const GSTIN_FORMAT_MESSAGE =
  "GSTIN must be 15 characters: a 2-digit state code, the PAN, an entity code, 'Z' and a check character (e.g. 27AAPFU0939F1ZV)";
export const GSTIN_CHECK_MESSAGE = "GSTIN check character does not match; please check the number for typos";
export const PAN_FORMAT_MESSAGE =
  "PAN must be 10 characters: 5 letters, 4 digits and a letter (e.g. AAPFU0939F)";
export const GSTIN_REQUIRED_FOR_GST = "A GSTIN is required to enable GST";
export const PAN_GSTIN_MISMATCH = "PAN must match characters 3 to 12 of the GSTIN";

const CHARSET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The 15th character of a GSTIN, computed from its first 14 (a Luhn mod 36 checksum). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET.charAt((36 - (sum % 36)) % 36);
}

/** Upper-cases a code and checks its form; blank is none. */
const codeOf =
  (message: string, pattern: RegExp, check?: (v: string) => string | null) =>
  (value: string | null | undefined, ctx: z.RefinementCtx): string | null => {
    const v = value?.trim().toUpperCase();
    if (!v) return null;
    if (!pattern.test(v)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    const problem = check?.(v);
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return v;
  };

const gstinOf = codeOf(GSTIN_FORMAT_MESSAGE, GSTIN_PATTERN, (v) =>
  gstinCheckCharacter(v.slice(0, 14)) === v.charAt(14) ? null : GSTIN_CHECK_MESSAGE,
);
const panOf = codeOf(PAN_FORMAT_MESSAGE, PAN_PATTERN);
const CODE_TEXT_MAX = 50;

/** A GSTIN, upper-cased; blank is none. Both the format and the check character are verified. */
export const gstinSchema = z
  .string({ message: GSTIN_FORMAT_MESSAGE })
  .max(CODE_TEXT_MAX, GSTIN_FORMAT_MESSAGE)
  .nullish()
  .transform(gstinOf);
export const panSchema = z
  .string({ message: PAN_FORMAT_MESSAGE })
  .max(CODE_TEXT_MAX, PAN_FORMAT_MESSAGE)
  .nullish()
  .transform(panOf);

/** Refuses a field left out: a missing field is not a request to clear it (null or "" is). */
const mustBeSent = (label: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? `${label} is required (send null to clear it)` : undefined,
});
const sent = (label: string, max: number) =>
  z.union([z.string().max(max, `${label} is at most ${max} characters`), z.null()], mustBeSent(label));
const sentText = (label: string, max: number) => sent(label, max).transform((v) => v?.trim() || null);

/** The property's tax registration, as an administrator edits it: every field is sent, each time. */
export const taxConfigInput = z
  .object(
    {
      gstNumber: sent("GSTIN", CODE_TEXT_MAX).transform(gstinOf),
      businessName: sentText("Business name", TEXT_LIMITS.name),
      businessAddress: sentText("Business address", TEXT_LIMITS.address),
      panNumber: sent("PAN", CODE_TEXT_MAX).transform(panOf),
      enableGst: z.boolean({
        error: (issue) =>
          issue.input === undefined ? "Enable GST is required" : "Enable GST must be true or false",
      }),
    },
    {
      error:
        "The tax settings are required: gstNumber, businessName, businessAddress, panNumber and enableGst",
    },
  )
  .superRefine((v, ctx) => {
    if (v.enableGst && !v.gstNumber) {
      ctx.addIssue({ code: "custom", path: ["gstNumber"], message: GSTIN_REQUIRED_FOR_GST });
    }
    // A GSTIN is issued on the business's PAN, which it carries as characters 3 to 12.
    if (v.gstNumber && v.panNumber && v.gstNumber.slice(2, 12) !== v.panNumber) {
      ctx.addIssue({ code: "custom", path: ["panNumber"], message: PAN_GSTIN_MISMATCH });
    }
  });
export type TaxConfigInput = z.infer<typeof taxConfigInput>;
