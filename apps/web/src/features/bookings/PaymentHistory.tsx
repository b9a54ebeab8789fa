import { formatInr, PAYMENT_METHOD_LABELS } from "@atithi/domain";
import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import type { RouterOutputs } from "../../api/trpc";
import { formatDateTime } from "../../lib/dates";

type Payment = RouterOutputs["bookings"]["folio"]["payments"][number];

/** Money received and given back on a stay, oldest first; a refund is marked and shown as going out. */
export function PaymentHistory({ payments, timeZone }: { payments: Payment[]; timeZone: string }) {
  return (
    <Stack gap={4} component="section" aria-label="Payment History">
      <Title order={3} size="h6">
        Payment History
      </Title>
      {payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payments yet
        </Text>
      ) : (
        payments.map((payment) => {
          const refund = payment.kind === "refund";
          return (
            <Group key={payment.id} justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {refund ? `− ${formatInr(payment.amount)}` : formatInr(payment.amount)}
                  </Text>
                  {refund && (
                    <Badge size="xs" color="orange" variant="light">
                      Refund
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {PAYMENT_METHOD_LABELS[payment.paymentMethod]}
                </Text>
                {payment.notes && (
                  <Text size="xs" c="dimmed">
                    {payment.notes}
                  </Text>
                )}
              </div>
              <Text size="xs" c="dimmed" ta="right">
                {formatDateTime(payment.paymentDate, timeZone)}
              </Text>
            </Group>
          );
        })
      )}
    </Stack>
  );
}
