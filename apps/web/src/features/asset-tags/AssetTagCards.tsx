import { formatInr } from "@atithi/domain";
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { formatDisplayDay } from "../../lib/dates";
import { AssetActions } from "./AssetActions";
import { type AssetTagsTableProps, none } from "./AssetTagsTable";
import { CONDITION_COLORS, categoryLabel, conditionLabel, STATUS_COLORS, statusLabel } from "./asset-display";

/** The register on a phone: one card per asset with the table's fields, so nothing needs sideways scrolling. */
export function AssetTagCards({ assets, timeZone, ...actions }: AssetTagsTableProps) {
  return (
    <Stack gap="sm">
      {assets.map((asset) => (
        <Paper key={asset.id} withBorder radius="md" p="sm" component="article" aria-label={asset.tagName}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600} size="sm">
              {asset.tagName}
            </Text>
            <Badge color={STATUS_COLORS[asset.status]} variant="light">
              {statusLabel(asset.status)}
            </Badge>
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} my="xs">
            <Field label="Category">{categoryLabel(asset.category)}</Field>
            <Field label="Condition">
              <Badge color={CONDITION_COLORS[asset.condition]} variant="light" size="sm">
                {conditionLabel(asset.condition)}
              </Badge>
            </Field>
            <Field label="Value">{asset.value === null ? none : formatInr(asset.value)}</Field>
            <Field label="Location">{asset.location ?? none}</Field>
            <Field label="Created">{formatDisplayDay(asset.createdAt, timeZone)}</Field>
          </SimpleGrid>
          <AssetActions asset={asset} {...actions} />
        </Paper>
      ))}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
