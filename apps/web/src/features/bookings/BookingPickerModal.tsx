import { Modal, Stack, Text, UnstyledButton } from "@mantine/core";
import { useQueries } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { useCurrentUser } from "../../auth/current-user";
import { formatDisplayDate } from "../../lib/dates";
import { useLastDefined } from "../../lib/use-last-defined";
import { type Booking, guestDisplayName, roomLabel } from "./booking-display";
import { PICKS, type PickKind, pickBookings, pickQueries } from "./booking-picks";

interface BookingPickerModalProps {
  kind: PickKind | null;
  onPick: (booking: Booking) => void;
  onClose: () => void;
}

/** Today's arrivals, today's departures or open balances, to choose the booking a quick action is for. */
export function BookingPickerModal({ kind, onPick, onClose }: BookingPickerModalProps) {
  const shown = useLastDefined(kind);
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={kind !== null}
      onClose={onClose}
      title={shown ? PICKS[shown].title : ""}
    >
      {shown && <PickerList kind={shown} onPick={onPick} />}
    </Modal>
  );
}

function PickerList({ kind, onPick }: { kind: PickKind; onPick: (booking: Booking) => void }) {
  const trpc = useTRPC();
  const { property } = useCurrentUser();
  const results = useQueries({
    queries: pickQueries(kind, property.today).map((input) => trpc.bookings.list.queryOptions(input)),
  });
  if (results.some((r) => r.isPending)) return <Text size="sm">Loading bookings...</Text>;
  if (results.some((r) => r.isError))
    return (
      <Text size="sm" c="red">
        Could not load bookings
      </Text>
    );
  const bookings = pickBookings(
    kind,
    results.flatMap((r) => r.data?.items ?? []),
    property.today,
  );
  if (bookings.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {PICKS[kind].empty}
      </Text>
    );
  return (
    <Stack gap="xs">
      {bookings.map((booking) => (
        <UnstyledButton
          key={booking.id}
          onClick={() => onPick(booking)}
          p="xs"
          style={{
            border: "1px solid var(--mantine-color-gray-3)",
            borderRadius: "var(--mantine-radius-md)",
          }}
        >
          <Text size="sm" fw={600}>
            {guestDisplayName(booking)}
          </Text>
          <Text size="xs" c="dimmed">
            {roomLabel(booking)} · {formatDisplayDate(booking.checkInDate)} –{" "}
            {formatDisplayDate(booking.checkOutDate)}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
