import { Group, SimpleGrid, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { BookingBadges } from "./BookingBadges";
import { type Booking, guestCountText, guestDisplayName, roomLabel } from "./booking-display";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

/** Who is staying where, shown at the top of the check-in and check-out dialog. */
export function BookingSummary({ booking }: { booking: Booking }) {
  return (
    <SimpleGrid cols={2}>
      <Field label="Guest">{guestDisplayName(booking)}</Field>
      <Field label="Room">{roomLabel(booking)}</Field>
      <Field label="Guests">{guestCountText(booking.adults, booking.children)}</Field>
      <Field label="Status">
        <Group>
          <BookingBadges
            paymentStatus={booking.paymentStatus}
            status={booking.status}
            pendingApproval={booking.pendingApproval}
            refundDue={booking.refundDue}
          />
        </Group>
      </Field>
    </SimpleGrid>
  );
}
