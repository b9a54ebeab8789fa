import { formatInr, fromPaise, nightsBetween, splitTax, toPaise } from "@atithi/domain";
import { Divider, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { RouterOutputs } from "../../api/trpc";
import { formatDisplayDate } from "../../lib/dates";
import { eventTypeLabel } from "./group-form";

export type GroupInvoiceView = RouterOutputs["groups"]["generateInvoice"];

function Line({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xl">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {amount}
      </Text>
    </Group>
  );
}

/** A group's invoice as it is printed: who issues it, to whom, each room, and the totals with GST halves. */
export function GroupInvoice({ view }: { view: GroupInvoiceView }) {
  const { invoice, group, members, seller } = view;
  const tax = toPaise(invoice.taxAmount);
  const { cgst, sgst } = splitTax(tax);
  const taxable = toPaise(invoice.subtotal) - toPaise(invoice.discountAmount);
  return (
    <Stack gap="sm" aria-label={`Invoice ${invoice.invoiceNumber}`}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={0}>
          {seller.businessName && <Title order={3}>{seller.businessName}</Title>}
          {seller.businessAddress && <Text size="sm">{seller.businessAddress}</Text>}
          {seller.gstNumber && <Text size="sm">GSTIN: {seller.gstNumber}</Text>}
          {seller.panNumber && <Text size="sm">PAN: {seller.panNumber}</Text>}
        </Stack>
        <Stack gap={0} align="flex-end">
          <Title order={3} size="h4">
            {tax > 0 ? "Tax Invoice" : "Invoice"}
          </Title>
          <Text size="sm">No. {invoice.invoiceNumber}</Text>
          <Text size="sm">Date {formatDisplayDate(invoice.invoiceDate)}</Text>
          {invoice.dueDate && <Text size="sm">Due {formatDisplayDate(invoice.dueDate)}</Text>}
        </Stack>
      </Group>
      <Divider />
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          Billed to
        </Text>
        <Text fw={600}>{group.groupName}</Text>
        <Text size="sm">
          {group.contactPersonName} · {group.contactPersonPhone}
          {group.contactPersonEmail ? ` · ${group.contactPersonEmail}` : ""}
        </Text>
        <Text size="sm">
          {eventTypeLabel(group.eventType)}, {formatDisplayDate(group.checkInDate)} –{" "}
          {formatDisplayDate(group.checkOutDate)}
        </Text>
      </Stack>
      <Table fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Room</Table.Th>
            <Table.Th>Guest</Table.Th>
            <Table.Th ta="right">Nights</Table.Th>
            <Table.Th ta="right">Guests</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td>{member.roomNumber}</Table.Td>
              <Table.Td>{member.guestName}</Table.Td>
              <Table.Td ta="right">{nightsBetween(member.checkInDate, member.checkOutDate)}</Table.Td>
              <Table.Td ta="right">{member.adults + member.children}</Table.Td>
              <Table.Td ta="right">{formatInr(member.totalAmount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={2} ml="auto" miw={260}>
        <Line label="Subtotal" amount={formatInr(invoice.subtotal)} />
        {toPaise(invoice.discountAmount) > 0 && (
          <Line label="Discount" amount={`−${formatInr(invoice.discountAmount)}`} />
        )}
        {tax > 0 && (
          <>
            <Line label="Taxable value" amount={formatInr(fromPaise(taxable))} />
            <Line label="CGST" amount={formatInr(cgst)} />
            <Line label="SGST" amount={formatInr(sgst)} />
          </>
        )}
        <Divider />
        <Line label="Total" amount={formatInr(invoice.totalAmount)} strong />
        <Line label="Paid" amount={formatInr(group.paidAmount)} />
      </Stack>
    </Stack>
  );
}
