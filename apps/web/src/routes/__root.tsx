import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { lazy } from "react";
import { AuthGate } from "../auth/AuthGate";
import type { RouterContext } from "../auth/route-guard";
import { NotFound } from "../shell/NotFound";

// The shell (sidebar, top bar and their menus) loads only once someone is signed in.
const AppLayout = lazy(() => import("../shell/AppLayout").then((m) => ({ default: m.AppLayout })));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
});

function Root() {
  return (
    <AuthGate>
      <AppLayout>
        <Outlet />
      </AppLayout>
    </AuthGate>
  );
}
