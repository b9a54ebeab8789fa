import { Portal } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { Notifications } from "@mantine/notifications";
import { useRef } from "react";

/** Toasts, one at a time, in a region that F8 focuses from anywhere (inputs included). */
export function NotificationsRegion() {
  const region = useRef<HTMLDivElement>(null);
  useHotkeys([["F8", () => region.current?.focus()]], []);

  return (
    <Portal>
      <section ref={region} tabIndex={-1} aria-label="Notifications (F8)" style={{ outline: "none" }}>
        <Notifications limit={1} withinPortal={false} />
      </section>
    </Portal>
  );
}
