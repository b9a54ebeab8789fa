import { formatInr } from "@atithi/domain";
import { Group, Stack, Text, Title } from "@mantine/core";
import type { RouterOutputs } from "../../api/trpc";
import { formatDateTime } from "../../lib/dates";
import { PAYMENT_METHOD_LABELS } from "./booking-display";

type Payment = RouterOutputs["bookings"]["checkoutSummary"]["payments"][number];

export function PaymentHistory({ payments, timeZone }: { payments: Payment[]; timeZone: string }) {
  return (
    <Stack gap={4} component="section">
      <Title order={3} size="h6">
        Payment History
      </Title>
      {payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payments yet
        </Text>
      ) : (
        payments.map((payment) => (
          <Group key={payment.id} justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm" fw={500}>
                {formatInr(payment.amount)}
              </Text>
              <Text size="xs" c="dimmed">
                {PAYMENT_METHOD_LABELS[payment.paymentMethod]}
              </Text>
            </div>
            <Text size="xs" c="dimmed">
              {formatDateTime(payment.paymentDate, timeZone)}
            </Text>
          </Group>
        ))
      )}
    </Stack>
  );
}
