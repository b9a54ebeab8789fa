import {
  formatInr,
  PAYMENT_METHOD_LABELS,
  paymentVoidError,
  stayHeld,
  todayIn,
  toPaise,
} from "@atithi/domain";
import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import type { RouterOutputs } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { formatDateTime } from "../../lib/dates";
import { VoidPaymentModal } from "./VoidPaymentModal";

type Payment = RouterOutputs["bookings"]["folio"]["payments"][number];

function VoidedBadge() {
  return (
    <Badge size="xs" color="gray" variant="light">
      Voided
    </Badge>
  );
}

/**
 * Money received and given back on a stay, oldest first; a refund is marked and shown as going out.
 * A voided payment stays listed, with its reversal under it, both marked voided; managers may void
 * a payment on the day it was taken.
 */
export function PaymentHistory({ payments, timeZone }: { payments: Payment[]; timeZone: string }) {
  const mayVoid = useCan("payments.void");
  const [voiding, setVoiding] = useState<Payment | null>(null);
  const today = todayIn(timeZone);
  const held = stayHeld(
    payments.map((p) => ({ kind: p.kind, amount: toPaise(p.amount), voided: p.voided !== null })),
  );
  const voidable = (payment: Payment) =>
    mayVoid &&
    paymentVoidError(
      {
        kind: payment.kind,
        businessDate: todayIn(timeZone, new Date(payment.paymentDate)),
        voided: payment.voided !== null,
        amount: toPaise(payment.amount),
      },
      today,
      held,
    ) === null;
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
            <Stack key={payment.id} gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500} td={payment.voided ? "line-through" : undefined}>
                      {refund ? `− ${formatInr(payment.amount)}` : formatInr(payment.amount)}
                    </Text>
                    {refund && (
                      <Badge size="xs" color="orange" variant="light">
                        Refund
                      </Badge>
                    )}
                    {payment.voided && <VoidedBadge />}
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
                <Stack gap={2} align="flex-end">
                  <Text size="xs" c="dimmed" ta="right">
                    {formatDateTime(payment.paymentDate, timeZone)}
                  </Text>
                  {voidable(payment) && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setVoiding(payment)}
                      aria-label={`Void payment of ${formatInr(payment.amount)}`}
                    >
                      Void
                    </Button>
                  )}
                </Stack>
              </Group>
              {payment.voided && (
                <Group justify="space-between" wrap="nowrap" align="flex-start" pl="sm">
                  <div>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={500} td="line-through">
                        − {formatInr(payment.amount)}
                      </Text>
                      <VoidedBadge />
                    </Group>
                    <Text size="xs" c="dimmed">
                      Reversal: {payment.voided.reason}
                    </Text>
                  </div>
                  <Text size="xs" c="dimmed" ta="right">
                    {formatDateTime(payment.voided.at, timeZone)}
                  </Text>
                </Group>
              )}
            </Stack>
          );
        })
      )}
      <VoidPaymentModal payment={voiding} onClose={() => setVoiding(null)} />
    </Stack>
  );
}
