import { formatInr, nightsBetween } from "@atithi/domain";
import { Button, Card, Collapse, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCash } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import type { RouterOutputs } from "../../api/trpc";
import { FullBadge } from "../../components/FullBadge";
import { formatDisplayDate } from "../../lib/dates";
import { BookingBadges } from "../bookings/BookingBadges";
import { PendingDiscount } from "../bookings/PendingDiscount";
import { GroupMembers } from "./GroupMembers";
import { eventTypeLabel } from "./group-form";

export type GroupBooking = RouterOutputs["groups"]["list"][number];
export type GroupAction = "check-in" | "check-out" | "invoice";

interface GroupCardProps {
  group: GroupBooking;
  onAction: (action: GroupAction) => void;
  /** The action under way on this card, to show its button as busy. */
  busy: GroupAction | null;
  /** Given to staff who may take payments: a group that owes something can then be paid. */
  onTakePayment?: (() => void) | undefined;
  /** Given to staff who may change groups: a confirmed group can then be edited or cancelled. */
  onEdit?: (() => void) | undefined;
  onCancel?: (() => void) | undefined;
  /** The group a link asked for (one of its rooms' cards): brought into view with its rooms open. */
  focused?: boolean;
}

export function GroupCard({
  group,
  onAction,
  busy,
  onTakePayment,
  onEdit,
  onCancel,
  focused = false,
}: GroupCardProps) {
  const [membersOpen, members] = useDisclosure(focused);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused) card.current?.scrollIntoView({ block: "start" });
  }, [focused]);
  const nights = nightsBetween(group.checkInDate, group.checkOutDate);
  return (
    <Card
      ref={card}
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`Group ${group.groupName}`}
      aria-current={focused ? "true" : undefined}
      // Clear of the fixed header when scrolled to; outlined as the group the link asked for.
      style={{
        scrollMarginTop: "calc(var(--app-shell-header-height, 0px) + 1rem)",
        ...(focused && { borderColor: "var(--mantine-primary-color-filled)", borderWidth: 2 }),
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600}>{group.groupName}</Text>
          <Text size="sm" c="dimmed">
            {group.contactPersonName} · {group.contactPersonPhone}
          </Text>
          {group.contactPersonEmail && (
            <Text size="sm" c="dimmed">
              {group.contactPersonEmail}
            </Text>
          )}
        </Stack>
        <FullBadge variant="outline" color="grape" label={eventTypeLabel(group.eventType)} />
      </Group>
      <Text size="sm" mt="xs">
        {formatDisplayDate(group.checkInDate)} – {formatDisplayDate(group.checkOutDate)} · {nights}{" "}
        {nights === 1 ? "night" : "nights"}
      </Text>
      <Text size="sm" c="dimmed">
        {group.totalRooms} {group.totalRooms === 1 ? "room" : "rooms"} · {group.totalGuests}{" "}
        {group.totalGuests === 1 ? "guest" : "guests"}
        {Number(group.groupDiscountPercentage) > 0 && ` · ${Number(group.groupDiscountPercentage)}% discount`}
      </Text>
      {group.notes && (
        <Text size="sm" mt={4}>
          Program Notes: {group.notes}
        </Text>
      )}
      {group.specialRequests && <Text size="sm">Special Requests: {group.specialRequests}</Text>}
      <Group justify="space-between" mt="sm">
        <BookingBadges
          paymentStatus={group.paymentStatus}
          status={group.status}
          pendingApproval={group.pendingApproval}
          refundDue={group.refundDue}
        />
        <Stack gap={0} align="flex-end">
          <Text fw={700}>{group.isComplimentary ? "FREE" : formatInr(group.totalAmount)}</Text>
          {!group.isComplimentary && (
            <Text size="xs" c="dimmed">
              Paid {formatInr(group.paidAmount)}
            </Text>
          )}
        </Stack>
      </Group>
      {group.discountRequest && (
        <Stack mt="xs">
          <PendingDiscount
            kind="group"
            id={group.id}
            label={`group ${group.groupName}`}
            request={group.discountRequest}
          />
        </Stack>
      )}
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button size="xs" variant="subtle" onClick={members.toggle} aria-expanded={membersOpen}>
          {membersOpen ? "Hide Rooms" : "Rooms & Payments"}
        </Button>
        {onTakePayment && group.paymentStatus !== "paid" && (
          <Button
            size="xs"
            variant="light"
            color="green"
            leftSection={<IconCash size={14} aria-hidden />}
            onClick={onTakePayment}
          >
            Take Payment
          </Button>
        )}
        {group.status === "confirmed" && onEdit && (
          <Button size="xs" variant="default" onClick={onEdit}>
            Edit
          </Button>
        )}
        {group.status === "confirmed" && onCancel && (
          <Button size="xs" variant="subtle" color="red" onClick={onCancel}>
            Cancel Group
          </Button>
        )}
        {group.status === "confirmed" && (
          <Button size="xs" loading={busy === "check-in"} onClick={() => onAction("check-in")}>
            Check-in
          </Button>
        )}
        {group.status === "checked_in" && (
          <Button
            size="xs"
            color="orange"
            variant="light"
            loading={busy === "check-out"}
            onClick={() => onAction("check-out")}
          >
            Check-out
          </Button>
        )}
        <Button size="xs" variant="light" loading={busy === "invoice"} onClick={() => onAction("invoice")}>
          Generate Invoice
        </Button>
      </Group>
      <Collapse expanded={membersOpen}>{membersOpen && <GroupMembers groupId={group.id} />}</Collapse>
    </Card>
  );
}
