import { z } from "zod";
import { optionalText } from "./frontdesk.schema";

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

const upperCode = (message: string, pattern: RegExp, check?: (v: string) => string | null) =>
  z
    .string({ message })
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v, ctx) => {
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
    });

/** A GSTIN, upper-cased; blank is none. Both the format and the check character are verified. */
export const gstinSchema = upperCode(GSTIN_FORMAT_MESSAGE, GSTIN_PATTERN, (v) =>
  gstinCheckCharacter(v.slice(0, 14)) === v.charAt(14) ? null : GSTIN_CHECK_MESSAGE,
);
export const panSchema = upperCode(PAN_FORMAT_MESSAGE, PAN_PATTERN);

/** The property's tax registration, as an administrator edits it. */
export const taxConfigInput = z
  .object({
    gstNumber: gstinSchema,
    businessName: optionalText(200),
    businessAddress: optionalText(1000),
    panNumber: panSchema,
    enableGst: z.boolean({ message: "Enable GST must be true or false" }).default(false),
  })
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
