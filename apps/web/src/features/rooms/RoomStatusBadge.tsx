import { Badge } from "@mantine/core";
import { roomStatusColor, roomStatusLabel } from "./room-status";

export function RoomStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={roomStatusColor(status)} variant="light" style={{ flexShrink: 0 }}>
      {roomStatusLabel(status)}
    </Badge>
  );
}
