import { createRootRoute, Outlet } from "@tanstack/react-router";
import { AuthGate } from "../auth/AuthGate";
import { AppLayout } from "../shell/AppLayout";
import { NotFound } from "../shell/NotFound";

export const Route = createRootRoute({
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
