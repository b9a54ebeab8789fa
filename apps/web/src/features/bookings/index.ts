export { QuickActionsCard } from "./QuickActionsCard";
export { RecentBookingsCard } from "./RecentBookingsCard";
