import { Notifications } from "@mantine/notifications";

/** Mantine's toasts, on their own module so that they can load apart from their store. */
export function Toasts() {
  return <Notifications limit={1} withinPortal={false} />;
}
