import { Paper, Tabs, Text } from "@mantine/core";
import { BookingsList } from "./BookingsList";

export type BookingsTab = "individual" | "group";

/** The bookings screen: individual bookings, and the group tab (group bookings are a later piece). */
export function BookingsPage({
  tab,
  onTabChange,
}: {
  tab: BookingsTab;
  onTabChange: (tab: BookingsTab) => void;
}) {
  return (
    <Tabs value={tab} onChange={(value) => onTabChange(value === "group" ? "group" : "individual")}>
      <Tabs.List mb="md">
        <Tabs.Tab value="individual">Individual Bookings</Tabs.Tab>
        <Tabs.Tab value="group">Group Bookings</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="individual">
        <BookingsList />
      </Tabs.Panel>
      <Tabs.Panel value="group">
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed">Group bookings are coming soon.</Text>
        </Paper>
      </Tabs.Panel>
    </Tabs>
  );
}
