import { Alert } from "@mantine/core";
import { useState } from "react";
import { errorMessage, fieldErrors, isUnauthorized } from "../../api/errors";
import { notifySuccess } from "../../lib/notify";
import { useRefreshRooms } from "./use-refresh-rooms";

/** The toast of a save: its title, and a sentence under it when there is more to say. */
type Saved = string | { title: string; message: string };

/**
 * What the room, room type and rate plan dialogs do with their save's answer. Saved: a toast, every
 * query of rooms, types and plans fetched again (`useRefreshRooms`), the dialog closed (`onDone`).
 * Refused: the field errors on their fields, and the server's message (a room number taken, a stay
 * ahead: 409) in the dialog, which stays open with what was typed.
 */
export function useDialogSave(
  form: { setErrors: (errors: Record<string, string>) => void },
  onDone: () => void,
) {
  const refresh = useRefreshRooms();
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  /** Options for a save's `mutationOptions`: `saved` names what was saved, `failure` titles a refusal. */
  const handlers = <T,>(saved: (value: T) => Saved, failure: string) => ({
    onMutate: () => setRefusal(null),
    onSuccess: (value: T) => {
      const toast = saved(value);
      if (typeof toast === "string") notifySuccess(toast);
      else notifySuccess(toast.title, toast.message);
      refresh();
      onDone();
    },
    onError: (error: unknown) => {
      const errors = fieldErrors(error);
      form.setErrors(errors);
      // Signed out: the session's own notice says so. Field errors are shown on their fields.
      if (isUnauthorized(error) || Object.keys(errors).length > 0) return;
      setRefusal({ title: failure, message: errorMessage(error, "Something went wrong") });
    },
  });
  const alert = refusal && (
    <Alert color="red" title={refusal.title}>
      {refusal.message}
    </Alert>
  );
  return { handlers, alert };
}
