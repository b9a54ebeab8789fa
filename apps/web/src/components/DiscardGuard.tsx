import { getDefaultZIndex } from "@mantine/core";
import { useBlocker } from "@tanstack/react-router";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "./ConfirmDialog";

/** Whether the form in a dialog has changes not yet saved; the form keeps it current (`useTrackDirty`). */
export type DirtyTracker = RefObject<() => boolean>;

export interface DiscardGuard {
  /** Cancel's handler: closes the dialog, or first asks when the form has unsaved changes. */
  requestClose: () => void;
  /**
   * For the form's Modal: Escape, its close button and a click outside ask too; while the question
   * is open, Escape and focus are the question's.
   */
  modalProps: { opened: boolean; onClose: () => void; closeOnEscape: boolean; trapFocus: boolean };
  /** Given to the form, which tells through it whether it has unsaved changes. */
  tracker: DirtyTracker;
  /** "Discard changes?", rendered beside the form's Modal. */
  question: ReactNode;
}

/**
 * A dialog whose form asks before unsaved changes are thrown away: by Escape, Cancel, its close
 * button, a click outside, the browser's Back (or any navigation) and leaving the page. A form that
 * was not changed closes at once.
 */
export function useDiscardGuard(opened: boolean, close: () => void): DiscardGuard {
  const tracker = useRef<() => boolean>(() => false);
  const [asking, setAsking] = useState(false);
  const unsaved = () => opened && tracker.current();
  const navigation = useBlocker({
    shouldBlockFn: unsaved,
    enableBeforeUnload: unsaved,
    disabled: !opened,
    withResolver: true,
  });
  const requestClose = () => (tracker.current() ? setAsking(true) : close());
  const questioning = asking || navigation.status === "blocked";
  const keep = () => {
    setAsking(false);
    navigation.reset?.();
  };
  const discard = () => {
    setAsking(false);
    if (navigation.proceed) navigation.proceed();
    else close();
  };
  return {
    requestClose,
    modalProps: { opened, onClose: requestClose, closeOnEscape: !questioning, trapFocus: !questioning },
    tracker,
    question: (
      <ConfirmDialog
        opened={questioning}
        title="Discard changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        pending={false}
        onConfirm={discard}
        onClose={keep}
        zIndex={Number(getDefaultZIndex("modal")) + 10}
      >
        The changes you made in this form have not been saved and will be lost.
      </ConfirmDialog>
    ),
  };
}

/** Keeps `tracker` asking this form whether it has unsaved changes, while the form is on screen. */
export function useTrackDirty(tracker: DirtyTracker, isDirty: () => boolean) {
  useEffect(() => {
    tracker.current = isDirty;
    return () => {
      tracker.current = () => false;
    };
  });
}
