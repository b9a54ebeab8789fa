/**
 * The one error services, repositories and jobs throw. It knows nothing of tRPC or HTTP: its kind
 * is mapped to a tRPC code and a REST status in one place (platform/trpc/error-map.ts).
 */
export const DOMAIN_ERROR_KINDS = [
  "bad_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "too_large",
  "throttled",
] as const;
export type DomainErrorKind = (typeof DOMAIN_ERROR_KINDS)[number];

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    /** What the user reads. */
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.name = "DomainError";
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  /** For a throttled caller: when to ask again, sent as `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;
}

export const badRequest = (message: string) => new DomainError("bad_request", message);
export const unauthorized = (message: string) => new DomainError("unauthorized", message);
export const forbidden = (message: string) => new DomainError("forbidden", message);
export const notFound = (what: string) => new DomainError("not_found", `${what} not found`);
export const conflict = (message: string) => new DomainError("conflict", message);
export const tooLarge = (message: string) => new DomainError("too_large", message);
export const throttled = (message: string, retryAfterSeconds?: number) =>
  new DomainError("throttled", message, { retryAfterSeconds });
