import { Portal } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useRef, useState } from "react";
import { QuietBoundary } from "../components/QuietBoundary";

// Mantine's toasts and their transitions load with the first toast, not with every page: the store
// keeps a toast shown earlier, and the component shows it once it has arrived. (Through a module of
// our own: importing the package itself lazily would leave it all in the first chunk, beside the store.)
const Toasts = lazy(() => import("./Toasts").then((m) => ({ default: m.Toasts })));

/** Toasts, one at a time, in a region that F8 focuses from anywhere (inputs included). */
export function NotificationsRegion() {
  const region = useRef<HTMLDivElement>(null);
  useHotkeys([["F8", () => region.current?.focus()]], []);
  const hasToast = useNotifications().notifications.length > 0;
  // Once loaded it stays, so a toast can still slide out.
  const [loaded, setLoaded] = useState(hasToast);
  if (hasToast && !loaded) setLoaded(true);

  return (
    <Portal>
      <section ref={region} tabIndex={-1} aria-label="Notifications (F8)" style={{ outline: "none" }}>
        {loaded && (
          <QuietBoundary>
            <Suspense fallback={null}>
              <Toasts />
            </Suspense>
          </QuietBoundary>
        )}
      </section>
    </Portal>
  );
}
