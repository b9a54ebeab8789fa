import { Group, Paper, Skeleton, Text } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { RoomStatusBadge } from "./RoomStatusBadge";
import { type CardBooking, roomCardText } from "./room-status";

interface RoomCardProps {
  room: { number: string; status: string };
  /** The active stay in this room, if any (see activeBookingFor). */
  booking: CardBooking | undefined;
  /** The property's date, yyyy-MM-dd. */
  today: string;
  /** More about the room, under its text: capacity, controls. */
  children?: ReactNode;
}

/** A room's number, status badge and what is happening in it. */
export function RoomCard({ room, booking, today, children }: RoomCardProps) {
  const titleId = useId();
  const { text, detail } = roomCardText(room.status, booking, today);
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Group justify="space-between" gap={6} align="center">
        <Text id={titleId} fw={600} size="lg" lh={1.3} style={{ whiteSpace: "nowrap" }}>
          Room {room.number}
        </Text>
        <RoomStatusBadge status={room.status} />
      </Group>
      <Text size="sm" mt="xs" fw={500}>
        {text}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
      {children}
    </Paper>
  );
}

/** The shape of a room card while the rooms load. */
export function RoomCardSkeleton({ tall = false }: { tall?: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" aria-hidden>
      <Group justify="space-between">
        <Skeleton height={20} width={90} />
        <Skeleton height={18} width={70} radius="xl" />
      </Group>
      <Skeleton height={14} width="70%" mt="sm" />
      <Skeleton height={12} width="50%" mt={6} />
      {tall && <Skeleton height={36} mt="md" />}
    </Paper>
  );
}
