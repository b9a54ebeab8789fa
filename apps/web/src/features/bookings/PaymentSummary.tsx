import { formatInr, toPaise } from "@atithi/domain";
import { Divider, Paper, SimpleGrid, Text } from "@mantine/core";

/** What the stay's bill is made of, as the server's folio sums it. */
export interface FolioBreakdown {
  roomAmount: string;
  chargesAmount: string;
  cgst: string;
  sgst: string;
}

interface PaymentSummaryProps {
  totalAmount: string;
  totalPaid: string;
  pendingAmount: string;
  /** Money paid beyond the bill, to give back; shown when there is some. */
  refundDue?: string;
  /** Room, extras and GST halves above the totals, when known. */
  breakdown?: FolioBreakdown;
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

const positive = (amount: string | undefined) => amount !== undefined && toPaise(amount) > 0;

/** The server's figures for a stay: what it costs, what was paid, what is pending and what goes back. */
export function PaymentSummary({
  totalAmount,
  totalPaid,
  pendingAmount,
  refundDue,
  breakdown,
}: PaymentSummaryProps) {
  const owed = positive(pendingAmount);
  const due = positive(refundDue);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Totals">
      {breakdown && (
        <>
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
            <Amount label="Room" amount={breakdown.roomAmount} />
            <Amount label="Extras" amount={breakdown.chargesAmount} />
            <Amount label="CGST" amount={breakdown.cgst} />
            <Amount label="SGST" amount={breakdown.sgst} />
          </SimpleGrid>
          <Divider my="xs" />
        </>
      )}
      <SimpleGrid cols={{ base: 2, xs: due ? 4 : 3 }} spacing="xs">
        <Amount label="Total Amount" amount={totalAmount} />
        <Amount label="Already Paid" amount={totalPaid} />
        <Amount label="Pending Amount" amount={pendingAmount} color={owed ? "red.9" : undefined} />
        {due && refundDue !== undefined && <Amount label="Refund Due" amount={refundDue} color="red.9" />}
      </SimpleGrid>
    </Paper>
  );
}
