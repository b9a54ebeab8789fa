import { notifications } from "@mantine/notifications";
import { errorMessage, isUnauthorized } from "../api/errors";

type Toast = Parameters<typeof notifications.show>[0];

/**
 * One toast at a time, and the newest wins: with `limit={1}` Mantine would queue
 * a new toast behind the visible one, hiding news such as "Unauthorized" for seconds.
 */
function show(toast: Toast) {
  notifications.clean();
  notifications.show({ closeButtonProps: { "aria-label": "Close notification" }, ...toast });
}

/** A green toast; with one text it is the whole message. */
export function notifySuccess(title: string, message?: string) {
  show(message === undefined ? { color: "green", message: title } : { color: "green", title, message });
}

export function notifyError(title: string, message: string) {
  show({ color: "red", title, message });
}

/**
 * A failed request's toast with the server's message. UNAUTHORIZED is left out:
 * the session-expiry handler already tells the user they were signed out.
 */
export function notifyRequestError(title: string, error: unknown, fallback = "Something went wrong") {
  if (isUnauthorized(error)) return;
  notifyError(title, errorMessage(error, fallback));
}
