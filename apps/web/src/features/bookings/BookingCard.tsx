import { formatInr, nightsBetween } from "@atithi/domain";
import { ActionIcon, Anchor, Button, Card, Group, Stack, Text, Tooltip } from "@mantine/core";
import {
  IconArrowsExchange,
  IconCalendarX,
  IconCopy,
  IconFileInvoice,
  IconPencil,
  IconTrash,
  IconUsersGroup,
  IconUserX,
} from "@tabler/icons-react";
import { useCan } from "../../auth/can";
import { useCurrentUser } from "../../auth/current-user";
import { formatDisplayDate } from "../../lib/dates";
import { BookingBadges } from "./BookingBadges";
import { type Booking, guestCountText, guestDisplayName, roomLabel } from "./booking-display";
import { PendingDiscount } from "./PendingDiscount";
import { type StayAction, StayActionButton } from "./StayActionButton";
import { useNoShowOpen } from "./use-no-show-open";

interface BookingCardProps {
  booking: Booking;
  onCopy: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onCancel: () => void;
  onStayAction: (action: StayAction) => void;
  onFolio: () => void;
  onNoShow: () => void;
  onMove: () => void;
  /** Opens the group a group's room belongs to. */
  onOpenGroup: (groupId: string) => void;
}

/** Where a group is shown: the group bookings tab, scrolled to it with its rooms open. */
export function groupHref(groupId: string): string {
  return `/bookings?tab=group&group=${encodeURIComponent(groupId)}`;
}

export function BookingCard({
  booking,
  onCopy,
  onEdit,
  onDelete,
  onCancel,
  onStayAction,
  onFolio,
  onNoShow,
  onMove,
  onOpenGroup,
}: BookingCardProps) {
  const { property } = useCurrentUser();
  const guest = guestDisplayName(booking);
  const nights = nightsBetween(booking.checkInDate, booking.checkOutDate);
  // A group's room is edited, cancelled, checked in and out with its group (the server refuses it
  // alone): its card links to the group instead.
  const groupId = booking.groupBookingId;
  const mayWrite = useCan("bookings.write");
  const mayChange = mayWrite && !groupId;
  const mayDelete = useCan("bookings.delete") && !groupId;
  // From the arrival day's cut-off on, a confirmed stay whose guest never came (a group's rooms go with their group).
  const mayMarkNoShow = useNoShowOpen(booking.checkInDate, mayChange && booking.status === "confirmed");
  // A stay still to come or in progress can change rooms (not on its last day: check out instead).
  const mayMove =
    mayWrite &&
    (booking.status === "confirmed" ||
      (booking.status === "checked_in" && property.today < booking.checkOutDate));
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
          {mayChange && booking.status !== "checked_out" && booking.status !== "cancelled" && (
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
          )}
          {mayChange && booking.status === "confirmed" && (
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
          {mayDelete && (
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
          )}
        </Group>
      </Group>
      <Text size="sm" mt="xs">
        {formatDisplayDate(booking.checkInDate)} – {formatDisplayDate(booking.checkOutDate)} · {nights}{" "}
        {nights === 1 ? "night" : "nights"}
      </Text>
      <Text size="sm" c="dimmed">
        {guestCountText(booking.adults, booking.children)}
      </Text>
      <Group justify="space-between" mt="sm">
        <BookingBadges
          paymentStatus={booking.paymentStatus}
          status={booking.status}
          pendingApproval={booking.pendingApproval}
          refundDue={booking.refundDue}
        />
        <Text fw={700}>{booking.isComplimentary ? "FREE" : formatInr(booking.amountDue)}</Text>
      </Group>
      {booking.discountRequest && (
        <Stack mt="xs">
          <PendingDiscount
            kind="booking"
            id={booking.id}
            label={`booking of ${guest}`}
            request={booking.discountRequest}
          />
        </Stack>
      )}
      <Group justify="flex-end" mt="xs" gap="xs">
        {groupId && (
          <Anchor
            href={groupHref(groupId)}
            size="sm"
            mr="auto"
            onClick={(event) => {
              event.preventDefault();
              onOpenGroup(groupId);
            }}
          >
            <Group gap={4} wrap="nowrap" component="span">
              <IconUsersGroup size={14} aria-hidden />
              Managed from the group
            </Group>
          </Anchor>
        )}
        {mayMarkNoShow && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconUserX size={14} aria-hidden />}
            aria-label={`Mark no-show for ${guest}`}
            onClick={onNoShow}
          >
            No-show
          </Button>
        )}
        {mayMove && (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconArrowsExchange size={14} aria-hidden />}
            aria-label={`Move ${guest} to another room`}
            onClick={onMove}
          >
            Move
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileInvoice size={14} aria-hidden />}
          aria-label={`Folio of ${guest}`}
          onClick={onFolio}
        >
          Folio
        </Button>
        {mayWrite && <StayActionButton booking={booking} onAction={onStayAction} />}
      </Group>
    </Card>
  );
}
