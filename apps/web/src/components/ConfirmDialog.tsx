import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** Fields asked for with the question (an optional fee), under the sentence. */
  extra?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A question before something that cannot be undone: the safe answer first and focused. */
export function ConfirmDialog({
  opened,
  title,
  children,
  extra,
  confirmLabel,
  cancelLabel = "Cancel",
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={opened}
      onClose={onClose}
      title={title}
    >
      <Stack>
        <Text size="sm">{children}</Text>
        {extra}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
