import { formatInr, nightsBetween } from "@atithi/domain";
import { ActionIcon, Card, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconCalendarX, IconCopy, IconPencil, IconTrash } from "@tabler/icons-react";
import { formatIndianDate } from "../../lib/india-format";
import { BookingBadges } from "./BookingBadges";
import { type Booking, guestCountText, guestDisplayName, roomLabel } from "./booking-display";
import { type StayAction, StayActionButton } from "./StayActionButton";

interface BookingCardProps {
  booking: Booking;
  onCopy: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onCancel: () => void;
  onStayAction: (action: StayAction) => void;
}

export function BookingCard({ booking, onCopy, onEdit, onDelete, onCancel, onStayAction }: BookingCardProps) {
  const guest = guestDisplayName(booking);
  const nights = nightsBetween(booking.checkInDate, booking.checkOutDate);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Booking of ${guest}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600}>{guest}</Text>
          <Text size="sm" c="dimmed">
            {roomLabel(booking)}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Copy">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Copy booking of ${guest}`}
              onClick={onCopy}
            >
              <IconCopy size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Edit booking of ${guest}`}
              onClick={onEdit}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          {booking.status === "confirmed" && (
            <Tooltip label="Cancel booking">
              <ActionIcon
                variant="subtle"
                color="orange"
                aria-label={`Cancel booking of ${guest}`}
                onClick={onCancel}
              >
                <IconCalendarX size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete booking of ${guest}`}
              onClick={onDelete}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Text size="sm" mt="xs">
        {formatIndianDate(booking.checkInDate)} – {formatIndianDate(booking.checkOutDate)} · {nights}{" "}
        {nights === 1 ? "night" : "nights"}
      </Text>
      <Text size="sm" c="dimmed">
        {guestCountText(booking.adults, booking.children)}
      </Text>
      <Group justify="space-between" mt="sm">
        <BookingBadges paymentStatus={booking.paymentStatus} status={booking.status} />
        <Text fw={700}>{booking.isComplimentary ? "FREE" : formatInr(booking.amountDue)}</Text>
      </Group>
      <Group justify="flex-end" mt="xs" gap="xs">
        <StayActionButton booking={booking} onAction={onStayAction} />
      </Group>
    </Card>
  );
}
