import { Button, Group, getDefaultZIndex, Modal, Stack, Text } from "@mantine/core";
import { useBlocker } from "@tanstack/react-router";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";

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
  // A form that closed meanwhile (saved while the question was open) leaves no question behind.
  useEffect(() => {
    if (!opened) setAsking(false);
  }, [opened]);
  const requestClose = () => (tracker.current() ? setAsking(true) : close());
  const questioning = asking || navigation.status === "blocked";
  const keep = () => {
    setAsking(false);
    navigation.reset?.();
  };
  const discard = () => {
    setAsking(false);
    // A page that stays on screen through the navigation must not keep the dialog (and its blocker).
    navigation.proceed?.();
    close();
  };
  return {
    requestClose,
    modalProps: { opened, onClose: requestClose, closeOnEscape: !questioning, trapFocus: !questioning },
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
