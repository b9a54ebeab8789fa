import { errorMessage, isUnauthorized } from "../../api/errors";
import { notifyError } from "../../lib/notify";

/** The 'Error' toast of part 1 §8 with the server's reason: 'Failed to check in guest: Room 101 is occupied'. */
export function notifyFailure(failure: string, error: unknown) {
  if (isUnauthorized(error)) return;
  const reason = errorMessage(error, "");
  notifyError("Error", reason ? `${failure}: ${reason}` : failure);
}
