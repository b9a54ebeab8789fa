import { z } from "zod";

/** The REST header that carries a request's idempotency key. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** How long a key answers its first result; after that it is purged and may be used afresh. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/**
 * A client's name for one submission of a write: a repeat with the same key and body answers the
 * first result without writing again. Letters, digits, `_` and `-` (a UUID fits), so it travels in
 * a header unchanged.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, "Idempotency key must be 8 to 128 letters, digits, underscores or hyphens")
  .describe(
    `Sent again with a repeat of the same request, answers the first result without writing twice (for ${IDEMPOTENCY_WINDOW_HOURS} hours); the same key with another request is refused (409)`,
  );

/** The field every money or document write accepts. */
export const idempotencyInput = z.object({ idempotencyKey: idempotencyKeySchema.optional() });
