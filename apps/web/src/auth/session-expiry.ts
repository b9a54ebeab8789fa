import type { QueryClient } from "@tanstack/react-query";
import { isUnauthorized } from "../api/errors";
import { notifyError } from "../lib/notify";
import { isSignedIn, resetSession } from "./session";

export const SESSION_RESET_DELAY_MS = 500;

/**
 * Handles UNAUTHORIZED from any query or mutation made while signed in (the
 * session expired or was revoked): one toast, then the login screen. Errors
 * while signed out (a wrong password, say) are left to the screen that asked.
 */
export function createSessionExpiryHandler(getQueryClient: () => QueryClient) {
  let pending = false;
  return (error: unknown) => {
    const queryClient = getQueryClient();
    if (pending || !isUnauthorized(error) || !isSignedIn(queryClient)) return;
    pending = true;
    notifyError("Unauthorized", "You are logged out. Logging in again...");
    setTimeout(() => {
      pending = false;
      void resetSession(queryClient);
    }, SESSION_RESET_DELAY_MS);
  };
}
