import { Tabs } from "@mantine/core";
import { GroupBookingsTab } from "../groups/GroupBookingsTab";
import { BookingsList } from "./BookingsList";

export type BookingsTab = "individual" | "group";

/** The bookings screen: individual bookings and group bookings, one tab each. */
export function BookingsPage({
  tab,
  groupId = null,
  onTabChange,
}: {
  tab: BookingsTab;
  /** The group to bring into view on the group tab (a group's room links to it). */
  groupId?: string | null;
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
        <GroupBookingsTab focusGroupId={groupId} />
      </Tabs.Panel>
    </Tabs>
  );
}
