import { formatInr } from "@atithi/domain";
import { Paper, SimpleGrid, Text } from "@mantine/core";

interface PaymentSummaryProps {
  totalAmount: string;
  totalPaid: string;
  pendingAmount: string;
}

function Amount({ label, amount, color }: { label: string; amount: string; color?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} c={color}>
        {formatInr(amount)}
      </Text>
    </div>
  );
}

export function PaymentSummary({ totalAmount, totalPaid, pendingAmount }: PaymentSummaryProps) {
  const pending = Number(pendingAmount) > 0;
  return (
    <Paper withBorder radius="md" p="sm">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <Amount label="Total Amount" amount={totalAmount} />
        <Amount label="Already Paid" amount={totalPaid} />
        <Amount label="Pending Amount" amount={pendingAmount} color={pending ? "red.9" : undefined} />
      </SimpleGrid>
    </Paper>
  );
}
