import { Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled part of a long form ("Guest Information", "Booking Details"). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
