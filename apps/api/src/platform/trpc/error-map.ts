import { TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { translateDatabaseError } from "../db/database-errors";
import { DomainError, type DomainErrorKind } from "../errors";

/** The one map from an error's kind to the tRPC code, and through it to the REST status. */
const TRPC_CODES: Record<DomainErrorKind, TRPC_ERROR_CODE_KEY> = {
  bad_request: "BAD_REQUEST",
  unauthorized: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  not_found: "NOT_FOUND",
  conflict: "CONFLICT",
  too_large: "PAYLOAD_TOO_LARGE",
  throttled: "TOO_MANY_REQUESTS",
};

/** A DomainError, or a database refusal translated into one, as the tRPC error it answers; else undefined. */
export function toTRPCError(error: unknown): TRPCError | undefined {
  const domain = error instanceof DomainError ? error : translateDatabaseError(error);
  return domain && new TRPCError({ code: TRPC_CODES[domain.kind], message: domain.message, cause: domain });
}

/** The seconds a throttled error asks the caller to wait (its `Retry-After`), if it says. */
export function retryAfterOf(error: unknown): number | undefined {
  const cause = error instanceof TRPCError ? error.cause : error;
  return cause instanceof DomainError ? cause.retryAfterSeconds : undefined;
}
