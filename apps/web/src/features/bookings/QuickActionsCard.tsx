import { Button, Paper, SimpleGrid, Title } from "@mantine/core";
import { IconCalendarPlus, IconCash, IconLogin, IconLogout, IconUsersGroup } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { BookingDialog, type BookingDialogState } from "./BookingDialog";
import { BookingPickerModal } from "./BookingPickerModal";
import { PICKS, type PickKind } from "./booking-picks";
import { CheckInOutDialog, type StayDialogState } from "./CheckInOutDialog";

/** Shortcuts to the front desk's everyday tasks. */
export function QuickActionsCard() {
  const [booking, setBooking] = useState<BookingDialogState>(null);
  const [pick, setPick] = useState<PickKind | null>(null);
  const [stay, setStay] = useState<StayDialogState>(null);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="quick-actions-heading">
      <Title order={2} size="h4" id="quick-actions-heading" mb="md">
        Quick Actions
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button leftSection={<IconCalendarPlus size={16} />} onClick={() => setBooking({ booking: null })}>
          New Booking
        </Button>
        <Button variant="light" leftSection={<IconLogin size={16} />} onClick={() => setPick("arrivals")}>
          Check-in Guest
        </Button>
        <Button variant="light" leftSection={<IconLogout size={16} />} onClick={() => setPick("departures")}>
          Check-out Guest
        </Button>
        <Button variant="light" leftSection={<IconCash size={16} />} onClick={() => setPick("balances")}>
          Record Payment
        </Button>
        <Button
          variant="light"
          leftSection={<IconUsersGroup size={16} />}
          renderRoot={(props) => <Link to="/bookings" search={{ tab: "group" }} {...props} />}
        >
          Group Booking
        </Button>
      </SimpleGrid>

      <BookingDialog state={booking} onClose={() => setBooking(null)} />
      <BookingPickerModal
        kind={pick}
        onClose={() => setPick(null)}
        onPick={(picked) => {
          if (pick) setStay({ action: PICKS[pick].action, booking: picked });
          setPick(null);
        }}
      />
      <CheckInOutDialog stay={stay} onClose={() => setStay(null)} />
    </Paper>
  );
}
