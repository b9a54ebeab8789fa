import { formatInr, nightsBetween } from "@atithi/domain";
import { Badge, EmptyState, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconBed } from "@tabler/icons-react";
import { useId } from "react";
import type { RouterOutputs } from "../../api/trpc";
import { formatDisplayDate } from "../../lib/dates";
import { bookingStatusColor, humanize } from "../bookings/booking-display";
import { balanceColor, balanceText } from "./guest-money";

type History = RouterOutputs["guests"]["history"];
type Stay = History["stays"][number];

/** A figure under its label, as the money of a stay and the totals show it. */
function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} c={color}>
        {value}
      </Text>
    </div>
  );
}

/** The guest's money over all stays, as the server adds it up. */
export function GuestTotals({ totals, stays }: { totals: History["totals"]; stays: number }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="guest-totals">
      <Title order={2} size="h5" id="guest-totals" mb="xs">
        Money over {stays} {stays === 1 ? "stay" : "stays"}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Charged" value={formatInr(totals.charged)} />
        <Figure label="Paid" value={formatInr(totals.paid)} />
        <Figure label="Refunded" value={formatInr(totals.refunded)} />
        <Figure label="Balance" value={balanceText(totals.balance)} color={balanceColor(totals.balance)} />
      </SimpleGrid>
    </Paper>
  );
}

/** One stay: its dates, room and status, and its money. */
function StayCard({ stay }: { stay: Stay }) {
  const titleId = useId();
  const nights = nightsBetween(stay.checkInDate, stay.checkOutDate);
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Group justify="space-between" gap={6} mb="xs" wrap="wrap">
        <Text id={titleId} fw={600}>
          {formatDisplayDate(stay.checkInDate)} – {formatDisplayDate(stay.checkOutDate)}
        </Text>
        <Badge color={bookingStatusColor(stay.status)} variant="dot">
          {humanize(stay.status)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Room {stay.roomNumber} · {nights} {nights === 1 ? "night" : "nights"}
        {stay.groupBookingId ? " · group booking" : ""}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
        <Figure label="Charged" value={formatInr(stay.charged)} />
        <Figure label="Paid" value={formatInr(stay.paid)} />
        <Figure label="Refunded" value={formatInr(stay.refunded)} />
        <Figure label="Balance" value={balanceText(stay.balance)} color={balanceColor(stay.balance)} />
      </SimpleGrid>
    </Paper>
  );
}

/** The guest's stays, the latest arrival first. */
export function GuestStays({ stays }: { stays: readonly Stay[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="guest-stays">
      <Title order={2} size="h5" id="guest-stays">
        Stays
      </Title>
      {stays.length === 0 ? (
        <EmptyState
          icon={<IconBed size={32} stroke={1.5} />}
          withIndicatorBackground
          title="No stays yet"
          description="Bookings for this guest will appear here"
          py="md"
        />
      ) : (
        // Two to a row only where a stay's four figures still fit on one line each.
        <SimpleGrid cols={{ base: 1, xl: 2 }}>
          {stays.map((stay) => (
            <StayCard key={stay.id} stay={stay} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
