import { Skeleton, Stack, VisuallyHidden } from "@mantine/core";

/** The shapes shown while a table loads, announced as loading. */
export function TableSkeleton({ what, rows = 4 }: { what: string; rows?: number }) {
  return (
    <Stack gap="xs" aria-busy="true">
      <VisuallyHidden role="status">Loading {what}</VisuallyHidden>
      <Skeleton height={32} aria-hidden />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={24} aria-hidden />
      ))}
    </Stack>
  );
}
