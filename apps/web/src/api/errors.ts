/** What the API puts in a tRPC error's `data` (see apps/api errorFormatter). */
interface ApiErrorData {
  code?: string;
  issues?: { path: string; message: string }[];
}

function errorData(error: unknown): ApiErrorData | undefined {
  if (typeof error !== "object" || error === null || !("data" in error)) return undefined;
  const data = (error as { data: unknown }).data;
  return typeof data === "object" && data !== null ? (data as ApiErrorData) : undefined;
}

export function errorCode(error: unknown): string | undefined {
  return errorData(error)?.code;
}

export function isUnauthorized(error: unknown): boolean {
  return errorCode(error) === "UNAUTHORIZED";
}

/** The server's human-readable message, or `fallback` when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message.trim() : "";
  return message || fallback;
}

/** Validation issues keyed by field path, ready for `form.setErrors`. */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of errorData(error)?.issues ?? []) {
    if (issue.path && !errors[issue.path]) errors[issue.path] = issue.message;
  }
  return errors;
}
