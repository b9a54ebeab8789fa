import { ActionIcon, Button, Group, VisuallyHidden } from "@mantine/core";
import { IconCheck, IconPencil, IconTrash, IconX } from "@tabler/icons-react";
import type { AssetActionProps } from "./asset-action-props";
import type { AssetTag } from "./asset-display";

/**
 * An asset's buttons; Approve and Reject only for a pending asset, and only to those who may decide.
 * A decided asset can be deleted only by those who may decide (the server says the same).
 */
export function AssetActions({
  asset,
  canDecide,
  decidingId,
  onEdit,
  onDelete,
  onApprove,
  onReject,
}: AssetActionProps & { asset: AssetTag }) {
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      {canDecide && asset.status === "pending" && (
        <>
          <Button
            size="compact-sm"
            variant="light"
            color="green"
            leftSection={<IconCheck size={14} />}
            loading={decidingId === asset.id}
            onClick={() => onApprove(asset)}
          >
            Approve<VisuallyHidden> {asset.tagName}</VisuallyHidden>
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            leftSection={<IconX size={14} />}
            disabled={decidingId === asset.id}
            onClick={() => onReject(asset)}
          >
            Reject<VisuallyHidden> {asset.tagName}</VisuallyHidden>
          </Button>
        </>
      )}
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Edit ${asset.tagName}`}
        onClick={() => onEdit(asset)}
      >
        <IconPencil size={18} />
      </ActionIcon>
      {(canDecide || asset.status === "pending") && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${asset.tagName}`}
          onClick={() => onDelete(asset)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}
