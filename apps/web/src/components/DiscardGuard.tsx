import { Button, Group, getDefaultZIndex, Modal, Stack, Text } from "@mantine/core";
import { useBlocker } from "@tanstack/react-router";
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";

/** Whether the form in a dialog has changes not yet saved; the form keeps it current (`useTrackDirty`). */
export type DirtyTracker = RefObject<() => boolean>;

export interface DiscardGuard {
  /** Cancel's handler: closes the dialog, or first asks when the form has unsaved changes. */
  requestClose: () => void;
  /**
   * For the form's Modal: Escape, its close button and a click outside ask too; while the question
   * is open, Escape and focus are the question's. Focus is given back by the guard, not the Modal.
   */
  modalProps: {
    opened: boolean;
    onClose: () => void;
    closeOnEscape: boolean;
    trapFocus: boolean;
    returnFocus: false;
  };
  /** Given to the form, which tells through it whether it has unsaved changes. */
  tracker: DirtyTracker;
  /** "Discard changes?", rendered beside the form's Modal. */
  question: ReactNode;
}

/** Focuses `element` once the dialogs' own focus handling of this render is done, if still on the page. */
function focusAfterDialogs(element: HTMLElement | null) {
  // Mantine's focus trap focuses a dialog's first field in a timeout of its own, set before this one.
  const timer = window.setTimeout(() => {
    if (element?.isConnected) element.focus({ preventScroll: true });
  });
  return () => window.clearTimeout(timer);
}

const focused = () => (document.activeElement instanceof HTMLElement ? document.activeElement : null);

/**
 * A dialog whose form asks before unsaved changes are thrown away: by Escape, Cancel, its close
 * button, a click outside, the browser's Back (or any navigation) and leaving the page. A form that
 * was not changed closes at once. Focus goes where the user left it: back to the form's field after
 * "Keep editing", and to what opened the dialog once it closes (saved, discarded or cancelled).
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
  const questioning = asking || navigation.status === "blocked";
  // What opened the dialog, and where in the form focus was when the question opened.
  const opener = useRef<HTMLElement | null>(null);
  const inForm = useRef<HTMLElement | null>(null);
  // Read before the dialogs' own effects move focus into them.
  useLayoutEffect(() => {
    if (opened && opener.current === null) opener.current = focused();
    if (questioning && inForm.current === null) inForm.current = focused();
  });
  useEffect(() => {
    if (opened) return;
    // A form that closed meanwhile (saved while the question was open) leaves no question behind.
    setAsking(false);
    const back = opener.current;
    opener.current = null;
    return focusAfterDialogs(back);
  }, [opened]);
  useEffect(() => {
    if (questioning || !opened) return;
    const back = inForm.current;
    inForm.current = null;
    return focusAfterDialogs(back);
  }, [questioning, opened]);
  const requestClose = () => (tracker.current() ? setAsking(true) : close());
  const keep = () => {
    setAsking(false);
    navigation.reset?.();
  };
  const discard = () => {
    setAsking(false);
    // What was focused in the form leaves with it: focus goes back to what opened the dialog.
    inForm.current = null;
    // A page that stays on screen through the navigation must not keep the dialog (and its blocker).
    navigation.proceed?.();
    close();
  };
  return {
    requestClose,
    modalProps: {
      opened,
      onClose: requestClose,
      closeOnEscape: !questioning,
      trapFocus: !questioning,
      returnFocus: false,
    },
    tracker,
    question: <DiscardQuestion opened={questioning} onKeep={keep} onDiscard={discard} />,
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

/**
 * "Discard changes?", over the form's dialog. Its Escape is its own keydown, not Mantine's window
 * listener: that one would also take the Escape that opened the question (Mantine reads a modal's
 * latest props in a listener registered once, and the question opens before the same key reaches it).
 */
function DiscardQuestion({
  opened,
  onKeep,
  onDiscard,
}: {
  opened: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={opened}
      onClose={onKeep}
      closeOnEscape={false}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onKeep();
        }
      }}
      title="Discard changes?"
      zIndex={getDefaultZIndex("modal") + 10}
    >
      <Stack>
        <Text size="sm">The changes you made in this form have not been saved and will be lost.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onKeep} data-autofocus>
            Keep editing
          </Button>
          <Button color="red" onClick={onDiscard}>
            Discard changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
