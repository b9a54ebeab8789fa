import { formatInr } from "@atithi/domain";
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from "@mantine/core";
import { IconCalendarMonth, IconReceipt2 } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { QueryState } from "../../components/QueryState";
import { formatMonthYear } from "../../lib/dates";

function SummaryCard(props: {
  label: string;
  value: string;
  note: string;
  color: string;
  icon: React.ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} role="group" aria-label={props.label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {props.label}
          </Text>
          <Text fz={{ base: "lg", sm: "xl" }} fw={700} mt={4}>
            {props.value}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {props.note}
          </Text>
        </div>
        <ThemeIcon variant="light" color={props.color} size="lg" radius="md" aria-hidden>
          {props.icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/** Total all-time expenses and this month's (the month of today in the property's zone), from the server. */
export function ExpenseSummaryCards() {
  const trpc = useTRPC();
  const summary = useQuery(trpc.expenses.summary.queryOptions());
  if (summary.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2 }} aria-busy="true">
        {[0, 1].map((i) => (
          <Paper key={i} withBorder radius="md" p="md" aria-hidden>
            <Skeleton height={14} width="50%" />
            <Skeleton height={28} width="40%" mt="sm" />
          </Paper>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <QueryState query={summary} what="expense totals">
      {(data) => (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <SummaryCard
            label="Total Expenses"
            value={formatInr(data.allTime)}
            note={`${data.count} ${data.count === 1 ? "expense" : "expenses"} recorded`}
            color="red"
            icon={<IconReceipt2 size={20} />}
          />
          <SummaryCard
            label="This Month"
            value={formatInr(data.thisMonth)}
            note={formatMonthYear(data.month)}
            color="orange"
            icon={<IconCalendarMonth size={20} />}
          />
        </SimpleGrid>
      )}
    </QueryState>
  );
}
