import { formatInr } from "@atithi/domain";
import { ActionIcon, Badge, Button, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconCheck, IconPencil, IconTrash, IconX } from "@tabler/icons-react";
import { formatMediumDate } from "../../lib/medium-date";
import {
  type AssetTag,
  CONDITION_COLORS,
  categoryLabel,
  conditionLabel,
  STATUS_COLORS,
  statusLabel,
} from "./asset-display";

interface AssetTagsTableProps {
  assets: AssetTag[];
  timeZone: string;
  /** Whether the signed-in user may approve and reject (administrators). */
  canDecide: boolean;
  /** The asset whose approval or rejection is on its way. */
  decidingId?: string;
  onEdit: (asset: AssetTag) => void;
  onDelete: (asset: AssetTag) => void;
  onApprove: (asset: AssetTag) => void;
  onReject: (asset: AssetTag) => void;
}

const none = (
  <Text span inherit c="dimmed">
    —
  </Text>
);

export function AssetTagsTable({
  assets,
  timeZone,
  canDecide,
  decidingId,
  onEdit,
  onDelete,
  onApprove,
  onReject,
}: AssetTagsTableProps) {
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Condition</Table.Th>
            <Table.Th ta="right">Value</Table.Th>
            <Table.Th>Location</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {assets.map((asset) => (
            <Table.Tr key={asset.id}>
              <Table.Td>
                <Text fw={500} size="sm">
                  {asset.tagName}
                </Text>
                {asset.description && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {asset.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{categoryLabel(asset.category)}</Table.Td>
              <Table.Td>
                <Badge color={CONDITION_COLORS[asset.condition]} variant="light">
                  {conditionLabel(asset.condition)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {asset.value === null ? none : formatInr(asset.value)}
              </Table.Td>
              <Table.Td>{asset.location ?? none}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[asset.status]} variant="light">
                  {statusLabel(asset.status)}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatMediumDate(asset.createdAt, timeZone)}
              </Table.Td>
              <Table.Td>
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  {canDecide && asset.status === "pending" && (
                    <>
                      <Button
                        size="compact-sm"
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
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${asset.tagName}`}
                    onClick={() => onDelete(asset)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
