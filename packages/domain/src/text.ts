import { z } from "zod";

/**
 * The longest text each kind of field takes: enough for what a person types, small enough that no
 * value reaches an index or a column that cannot hold it.
 */
export const TEXT_LIMITS = {
  /** Row ids are UUIDs (36 characters); anything much longer is not an id. */
  id: 64,
  name: 200,
  search: 100,
  shortNote: 500,
  address: 1000,
  note: 2000,
} as const;

/** A required row id; `label` names the field in every message. */
export const idSchema = (label = "Id", requiredMessage = `${label} is required`) =>
  z
    .string({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(TEXT_LIMITS.id, `${label} is at most ${TEXT_LIMITS.id} characters`);

/** Required free text, trimmed; `label` names the field in every message. */
export const requiredText = (label: string, max: number, requiredMessage = `${label} is required`) =>
  z
    .string({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${label} is at most ${max} characters`);

/** Optional free text: blank becomes null. */
export const optionalText = (max: number = TEXT_LIMITS.note, label = "Text") =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Escapes `%`, `_` and `\` so a search text matches itself inside LIKE '%…%' (backslash is LIKE's escape). */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

/** An optional e-mail address (RFC 5321 allows at most 254 characters); blank is none. */
export const optionalEmail = z
  .union([z.literal(""), z.email("Valid email is required").max(254, "Valid email is required")])
  .nullish()
  .transform((v) => v || null);

/** Paging of every list: pages of at most 200 rows, and no page past what a hotel's history could fill. */
export const pageSchema = z
  .number({ message: "Page must be a whole number from 1" })
  .int("Page must be a whole number from 1")
  .min(1, "Page must be a whole number from 1")
  .max(100_000, "Page can be at most 100000")
  .default(1);
export const pageSizeSchema = z
  .number({ message: "Page size must be a whole number from 1 to 200" })
  .int("Page size must be a whole number from 1 to 200")
  .min(1, "Page size must be a whole number from 1 to 200")
  .max(200, "Page size must be a whole number from 1 to 200")
  .default(50);
