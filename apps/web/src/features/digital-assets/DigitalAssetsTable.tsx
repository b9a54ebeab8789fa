import { ActionIcon, Badge, Group, Table, Text, Tooltip } from "@mantine/core";
import { IconDownload, IconEye, IconTrash } from "@tabler/icons-react";
import type { RouterOutputs } from "../../api/trpc";
import { formatDisplayDate, formatDisplayDay } from "../../lib/dates";
import {
  CONFIDENTIALITY_COLORS,
  CONFIDENTIALITY_OPTIONS,
  FILE_TYPE_OPTIONS,
  formatFileSize,
} from "./asset-display";

type Asset = RouterOutputs["digitalAssets"]["list"][number];

const label = (options: { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

interface DigitalAssetsTableProps {
  assets: Asset[];
  timeZone: string;
  /** Whether the signed-in user is offered deleting the asset. */
  mayDelete: (asset: Asset) => boolean;
  onDelete: (asset: Asset) => void;
}

export function DigitalAssetsTable({ assets, timeZone, mayDelete, onDelete }: DigitalAssetsTableProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>File Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>Confidentiality</Table.Th>
            <Table.Th>Retention</Table.Th>
            <Table.Th>Uploaded</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {assets.map((asset) => (
            <Table.Tr key={asset.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500} lineClamp={1} title={asset.fileName}>
                    {asset.fileName}
                  </Text>
                  {asset.status !== "active" && (
                    <Badge size="xs" color={asset.status === "expired" ? "red" : "gray"} variant="light">
                      {asset.status}
                    </Badge>
                  )}
                </Group>
                {asset.description && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {asset.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{label(FILE_TYPE_OPTIONS, asset.fileType)}</Table.Td>
              <Table.Td>{formatFileSize(asset.fileSize)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={CONFIDENTIALITY_COLORS[asset.confidentialityLevel]}>
                  {label(CONFIDENTIALITY_OPTIONS, asset.confidentialityLevel)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {asset.retentionYears} {asset.retentionYears === 1 ? "year" : "years"}
                </Text>
                <Text size="xs" c="dimmed">
                  {asset.expirationDate
                    ? `Until ${formatDisplayDate(asset.expirationDate)}`
                    : "No expiration"}
                </Text>
              </Table.Td>
              <Table.Td>{formatDisplayDay(asset.createdAt, timeZone)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="View">
                    <ActionIcon
                      component="a"
                      href={asset.fileUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="subtle"
                      aria-label={`View ${asset.fileName}`}
                    >
                      <IconEye size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Download">
                    <ActionIcon
                      component="a"
                      href={`${asset.fileUrl}?download=1`}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="subtle"
                      aria-label={`Download ${asset.fileName}`}
                    >
                      <IconDownload size={18} />
                    </ActionIcon>
                  </Tooltip>
                  {mayDelete(asset) && (
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${asset.fileName}`}
                        onClick={() => onDelete(asset)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
