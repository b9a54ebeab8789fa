import { type CalendarRoomStatus, formatInr } from "@atithi/domain";
import { Alert, Badge, Center, Loader, Paper, SimpleGrid, Table, Text } from "@mantine/core";
import { isUnauthorized } from "../../api/errors";
import { formatDisplayDate } from "../../lib/dates";
import { formatWholeRupees } from "../../lib/india-format";
import { useCalendarAvailability } from "./calendar-queries";

const STATUS: Record<CalendarRoomStatus, { label: string; color: string }> = {
  available: { label: "Available", color: "gray" },
  booked: { label: "Booked", color: "blue" },
  occupied: { label: "Occupied", color: "green" },
  cleaning: { label: "Cleaning", color: "red" },
  maintenance: { label: "Maintenance", color: "orange" },
  not_available: { label: "Not available", color: "gray" },
};

/** One day's revenue: its ADR, revenue and occupancy, and each room with the stay in it. */
export function DayRevenuePanel({ date }: { date: string }) {
  const query = useCalendarAvailability({ startDate: date, endDate: date, include: "rooms" });

  if (query.isPending || (query.isError && isUnauthorized(query.error))) {
    return (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label="Loading the day's revenue" />
      </Center>
    );
  }
  const day = query.data?.[0];
  if (query.isError || !day) {
    return (
      <Alert color="red" title="Failed to fetch calendar availability">
        The figures for this day could not be loaded. Close this panel and try again.
      </Alert>
    );
  }

  const figures = [
    { label: "ADR", value: formatWholeRupees(day.adr) },
    { label: "Total Revenue", value: formatWholeRupees(day.totalRevenue) },
    { label: "Occupancy", value: `${Math.round(day.occupancyRate)}%` },
  ];

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mb="xs">
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder radius="md" p="sm">
            <Text size="sm" c="dimmed" fw={500}>
              {figure.label}
            </Text>
            <Text fz="1.375rem" fw={700} lh={1.3}>
              {figure.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" mb="md">
        {day.roomsSold} of {day.roomsAvailable} {day.roomsAvailable === 1 ? "room" : "rooms"} sold
      </Text>

      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="xs" aria-label="Rooms on this day" style={{ whiteSpace: "nowrap" }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Room</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">ADR</Table.Th>
              <Table.Th ta="right">Revenue</Table.Th>
              <Table.Th>Guest</Table.Th>
              <Table.Th>Check-in</Table.Th>
              <Table.Th>Check-out</Table.Th>
              <Table.Th ta="right">Booking total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {day.rooms.map((room) => (
              <Table.Tr key={room.id}>
                <Table.Th scope="row" fw={600}>
                  {room.number}
                </Table.Th>
                <Table.Td>
                  <Badge variant="light" color={STATUS[room.status].color}>
                    {STATUS[room.status].label}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{formatInr(room.adr)}</Table.Td>
                <Table.Td ta="right">{formatInr(room.revenue)}</Table.Td>
                {room.booking ? (
                  <>
                    <Table.Td>{room.booking.guestName}</Table.Td>
                    <Table.Td>{formatDisplayDate(room.booking.checkIn)}</Table.Td>
                    <Table.Td>{formatDisplayDate(room.booking.checkOut)}</Table.Td>
                    <Table.Td ta="right">{formatInr(room.booking.totalAmount)}</Table.Td>
                  </>
                ) : (
                  <Table.Td colSpan={4}>
                    <Text span size="sm" c="dimmed">
                      No booking
                    </Text>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
