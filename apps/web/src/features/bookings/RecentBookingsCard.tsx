import { formatInr } from "@atithi/domain";
import { Avatar, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { BookingBadges } from "./BookingBadges";
import { type Booking, guestCountText, guestDisplayName, guestInitials, roomLabel } from "./booking-display";
import type { StayDialogState } from "./CheckInOutDialog";
import { OnDemandStayDialog } from "./on-demand-dialogs";
import { StayActionButton } from "./StayActionButton";

const RECENT_COUNT = 3;

function RecentBookingRow({
  booking,
  onStay,
}: {
  booking: Booking;
  onStay: (stay: StayDialogState) => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Avatar color="blue" radius="xl" aria-hidden>
          {guestInitials(booking.guest?.name)}
        </Avatar>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {guestDisplayName(booking)}
          </Text>
          <Text size="xs" c="dimmed">
            {roomLabel(booking)} · {guestCountText(booking.adults, booking.children)}
          </Text>
          <BookingBadges
            paymentStatus={booking.paymentStatus}
            status={booking.status}
            pendingApproval={booking.pendingApproval}
            refundDue={booking.refundDue}
          />
        </Stack>
      </Group>
      <Stack gap={6} align="flex-end">
        <Text fw={700} size="sm">
          {booking.isComplimentary ? "FREE" : formatInr(booking.amountDue)}
        </Text>
        <StayActionButton booking={booking} onAction={(action) => onStay({ action, booking })} />
      </Stack>
    </Group>
  );
}

/** The newest bookings, with their check-in and check-out buttons. */
export function RecentBookingsCard() {
  const trpc = useTRPC();
  const bookings = useQuery(trpc.bookings.list.queryOptions({ page: 1, pageSize: RECENT_COUNT }));
  const [stay, setStay] = useState<StayDialogState>(null);
  const items = bookings.data?.items.slice(0, RECENT_COUNT) ?? [];

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="recent-bookings-heading">
      <Title order={2} size="h4" id="recent-bookings-heading" mb="md">
        Recent Bookings
      </Title>
      <Stack>
        {bookings.isPending &&
          Array.from({ length: RECENT_COUNT }, (_, i) => <Skeleton key={i} height={56} radius="md" />)}
        {bookings.isError && (
          <Text size="sm" c="red">
            Could not load bookings
          </Text>
        )}
        {bookings.isSuccess && items.length === 0 && (
          <Text size="sm" c="dimmed">
            No recent bookings
          </Text>
        )}
        {items.map((booking) => (
          <RecentBookingRow key={booking.id} booking={booking} onStay={setStay} />
        ))}
      </Stack>
      <OnDemandStayDialog stay={stay} onClose={() => setStay(null)} />
    </Paper>
  );
}
