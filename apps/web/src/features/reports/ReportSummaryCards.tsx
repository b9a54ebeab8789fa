import { formatInr } from "@atithi/domain";
import { Paper, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { profitColor } from "./report-display";

interface Totals {
  income: string;
  expenses: string;
  profit: string;
}

function Card({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} role="group" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={{ base: "lg", sm: "xl" }} fw={700} mt={4} c={color}>
        {value}
      </Text>
    </Paper>
  );
}

/** Total Income, Total Expenses and Net Profit of the range, as the server summed them. */
export function ReportSummaryCards({ totals }: { totals: Totals | undefined }) {
  if (!totals) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 3 }} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Paper key={i} withBorder radius="md" p="md" aria-hidden>
            <Skeleton height={14} width="50%" />
            <Skeleton height={28} width="40%" mt="sm" />
          </Paper>
        ))}
      </SimpleGrid>
    );
  }
  const color = profitColor(totals.profit);
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      <Card label="Total Income" value={formatInr(totals.income)} color="green.8" />
      <Card label="Total Expenses" value={formatInr(totals.expenses)} color="red.8" />
      <Card label="Net Profit" value={formatInr(totals.profit)} color={`${color}.8`} />
    </SimpleGrid>
  );
}
