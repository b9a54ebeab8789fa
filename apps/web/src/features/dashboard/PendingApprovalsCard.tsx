import { formatInr } from "@atithi/domain";
import { Divider, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTRPC } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { formatDisplayDate } from "../../lib/dates";
import { guestDisplayName, roomLabel } from "../bookings/booking-display";
import { PendingDiscount } from "../bookings/PendingDiscount";

/** Discounts the front desk asked for above its limit: shown to those who decide them. */
export function PendingApprovalsCard() {
  if (!useCan("discounts.approve")) return null;
  return <PendingApprovals />;
}

function PendingApprovals() {
  const headingId = useId();
  const trpc = useTRPC();
  const bookings = useQuery(trpc.bookings.pendingApprovals.queryOptions());
  const groups = useQuery(trpc.groups.pendingApprovals.queryOptions());
  const loading = bookings.isPending || groups.isPending;
  const count = (bookings.data?.length ?? 0) + (groups.data?.length ?? 0);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="md">
        Pending Approvals
      </Title>
      <Stack gap="sm">
        {loading && <Skeleton height={56} radius="md" />}
        {(bookings.isError || groups.isError) && (
          <Text size="sm" c="red">
            Could not load the approvals
          </Text>
        )}
        {!loading && count === 0 && (
          <Text size="sm" c="dimmed">
            No discount awaits approval
          </Text>
        )}
        {bookings.data?.map((booking, i) => (
          <Stack key={booking.id} gap={4}>
            {i > 0 && <Divider />}
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={600}>
                {guestDisplayName(booking)} · {roomLabel(booking)}
              </Text>
              <Text size="sm" c="dimmed" ta="right">
                Due now {formatInr(booking.amountDue)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {formatDisplayDate(booking.checkInDate)} – {formatDisplayDate(booking.checkOutDate)}
            </Text>
            {booking.discountRequest && (
              <PendingDiscount
                kind="booking"
                id={booking.id}
                label={`booking of ${guestDisplayName(booking)}`}
                request={booking.discountRequest}
              />
            )}
          </Stack>
        ))}
        {groups.data?.map((group, i) => (
          <Stack key={group.id} gap={4}>
            {(i > 0 || (bookings.data?.length ?? 0) > 0) && <Divider />}
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={600}>
                Group {group.groupName} · {group.totalRooms} {group.totalRooms === 1 ? "room" : "rooms"}
              </Text>
              <Text size="sm" c="dimmed" ta="right">
                Due now {formatInr(group.totalAmount)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {formatDisplayDate(group.checkInDate)} – {formatDisplayDate(group.checkOutDate)}
            </Text>
            {group.discountRequest && (
              <PendingDiscount
                kind="group"
                id={group.id}
                label={`group ${group.groupName}`}
                request={group.discountRequest}
              />
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
