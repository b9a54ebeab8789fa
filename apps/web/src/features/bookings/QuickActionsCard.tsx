import { Button, Paper, SimpleGrid, Title } from "@mantine/core";
import { IconCalendarPlus, IconCash, IconLogin, IconLogout, IconUsersGroup } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Can } from "../../auth/can";
import type { BookingDialogState } from "./BookingDialog";
import { PICKS, type PickKind } from "./booking-picks";
import type { StayDialogState } from "./CheckInOutDialog";
import { OnDemandBookingDialog, OnDemandBookingPicker, OnDemandStayDialog } from "./on-demand-dialogs";

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
        <Can permission="bookings.write">
          <Button leftSection={<IconCalendarPlus size={16} />} onClick={() => setBooking({ booking: null })}>
            New Booking
          </Button>
          <Button variant="light" leftSection={<IconLogin size={16} />} onClick={() => setPick("arrivals")}>
            Check-in Guest
          </Button>
          <Button
            variant="light"
            leftSection={<IconLogout size={16} />}
            onClick={() => setPick("departures")}
          >
            Check-out Guest
          </Button>
        </Can>
        <Can permission="payments.record">
          <Button variant="light" leftSection={<IconCash size={16} />} onClick={() => setPick("balances")}>
            Record Payment
          </Button>
        </Can>
        <Button
          variant="light"
          leftSection={<IconUsersGroup size={16} />}
          renderRoot={(props) => <Link to="/bookings" search={{ tab: "group" }} {...props} />}
        >
          Group Booking
        </Button>
      </SimpleGrid>

      <OnDemandBookingDialog state={booking} onClose={() => setBooking(null)} />
      <OnDemandBookingPicker
        kind={pick}
        onClose={() => setPick(null)}
        onPick={(picked) => {
          if (pick) setStay({ action: PICKS[pick].action, booking: picked });
          setPick(null);
        }}
      />
      <OnDemandStayDialog stay={stay} onClose={() => setStay(null)} />
    </Paper>
  );
}
