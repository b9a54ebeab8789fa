import { formatInr } from "@atithi/domain";
import { Badge, Table, Text } from "@mantine/core";
import { formatDisplayDay } from "../../lib/dates";
import { AssetActions } from "./AssetActions";
import type { AssetActionProps } from "./asset-action-props";
import {
  type AssetTag,
  CONDITION_COLORS,
  categoryLabel,
  conditionLabel,
  STATUS_COLORS,
  statusLabel,
} from "./asset-display";

export interface AssetTagsTableProps extends AssetActionProps {
  assets: AssetTag[];
  timeZone: string;
}

/** A badge's label would otherwise be cut to "PEN…" when the actions take the row's width. */
const NO_SHRINK = { minWidth: "max-content" };

export const none = (
  <Text span inherit c="dimmed">
    —
  </Text>
);

export function AssetTagsTable({ assets, timeZone, ...actions }: AssetTagsTableProps) {
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
                <Badge color={CONDITION_COLORS[asset.condition]} variant="light" style={NO_SHRINK}>
                  {conditionLabel(asset.condition)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {asset.value === null ? none : formatInr(asset.value)}
              </Table.Td>
              <Table.Td>{asset.location ?? none}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[asset.status]} variant="light" style={NO_SHRINK}>
                  {statusLabel(asset.status)}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatDisplayDay(asset.createdAt, timeZone)}
              </Table.Td>
              <Table.Td>
                <AssetActions asset={asset} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
