import { formatInr, priceStayAsText, type StayPriceInput } from "@atithi/domain";
import { Group, Paper, Stack, Text } from "@mantine/core";

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </Group>
  );
}

/** The stay's price, worked out by the shared pricing code as the form changes. */
export function PriceCalculation({ stay }: { stay: StayPriceInput | null }) {
  if (!stay) {
    return (
      <Text size="sm" c="dimmed">
        Choose the dates to see the price.
      </Text>
    );
  }
  const price = priceStayAsText(stay);
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
      <Stack gap={4}>
        <Line label="Nights" value={String(price.nights)} />
        <Line label="Subtotal" value={formatInr(price.subtotal)} />
        <Line
          label={stay.isComplimentary ? "Discount (complimentary)" : `Discount (${stay.discountPercentage}%)`}
          value={`-${formatInr(price.discountAmount)}`}
        />
        <Line label="Total" value={stay.isComplimentary ? "FREE" : formatInr(price.total)} strong />
      </Stack>
    </Paper>
  );
}
