import { Badge, type BadgeProps } from "@mantine/core";

/**
 * A badge whose label is never lost on a narrow screen: it keeps its width beside a long title (the
 * title wraps instead), and a label wider than the whole row ends in "…" with the full text as its
 * tooltip and accessible name.
 */
export function FullBadge({ label, ...props }: Omit<BadgeProps, "children"> & { label: string }) {
  return (
    <Badge {...props} title={label} aria-label={label} maw="100%" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
