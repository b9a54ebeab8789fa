import { Grid, SimpleGrid, Stack } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../auth/route-guard";
import { QuickActionsCard, RecentBookingsCard } from "../features/bookings";
import { AvailabilityCalendar } from "../features/dashboard/AvailabilityCalendar";
import { ErpShortcutCard } from "../features/dashboard/ErpShortcutCard";
import { FirstStepsCard } from "../features/dashboard/FirstStepsCard";
import { PendingApprovalsCard } from "../features/dashboard/PendingApprovalsCard";
import { RoomStatusOverview } from "../features/dashboard/RoomStatusOverview";
import { StatCards } from "../features/dashboard/StatCards";

export const Route = createFileRoute("/")({
  staticData: { title: "Dashboard" },
  beforeLoad: requirePermission("dashboard.read"),
  component: DashboardPage,
});

function DashboardPage() {
  return (
    <Stack gap="md">
      <FirstStepsCard />
      <StatCards />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <RoomStatusOverview />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <AvailabilityCalendar />
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        <PendingApprovalsCard />
        <RecentBookingsCard />
        <QuickActionsCard />
        <ErpShortcutCard />
      </SimpleGrid>
    </Stack>
  );
}
