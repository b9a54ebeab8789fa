import { Badge } from "@mantine/core";

const STATUS: Record<string, { label: string; color: string }> = {
  open: { label: "Open", color: "blue" },
  closed: { label: "Closed", color: "green" },
  cancelled: { label: "Cancelled", color: "gray" },
};

/** A round's status: open (taking participations), closed (shares issued) or cancelled. */
export function RoundStatusBadge({ status }: { status: string }) {
  const { label, color } = STATUS[status] ?? { label: status, color: "gray" };
  return (
    <Badge color={color} variant="light" style={{ minWidth: "max-content" }}>
      {label}
    </Badge>
  );
}
