import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useLastDefined } from "../../lib/use-last-defined";
import type { AssetTag } from "./asset-display";

/** Delete and reject cannot be undone, so both are confirmed first. */
export type ConfirmState = { action: "delete" | "reject"; asset: AssetTag } | null;

const COPY = {
  delete: {
    title: "Delete Asset",
    text: (name: string) => `${name} will be removed from the asset register. This cannot be undone.`,
    button: "Delete",
  },
  reject: {
    title: "Reject Asset",
    text: (name: string) => `${name} will be marked rejected. A rejected asset cannot be approved later.`,
    button: "Reject",
  },
};

export function ConfirmAssetModal({
  state,
  pending,
  onConfirm,
  onClose,
}: {
  state: ConfirmState;
  pending: boolean;
  onConfirm: (state: NonNullable<ConfirmState>) => void;
  onClose: () => void;
}) {
  const shown = useLastDefined(state);
  const copy = COPY[shown?.action ?? "delete"];
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={state !== null}
      onClose={onClose}
      title={copy.title}
    >
      <Stack>
        <Text size="sm">{copy.text(shown?.asset.tagName ?? "")}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={pending} onClick={() => shown && onConfirm(shown)}>
            {copy.button}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
