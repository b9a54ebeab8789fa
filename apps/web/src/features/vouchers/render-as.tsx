import type { Role } from "@atithi/domain";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { AppProviders } from "../../AppProviders";
import { createQueryClient } from "../../api/query-client";
import { CurrentUserProvider } from "../../auth/current-user";
import { createFakeApiClient, type FakeProcedure } from "../../test/fake-api";
import { TEST_USER } from "../bookings/render-with-api";

/** `ui` on a throwaway router's only page, for screens with links. */
function Routed({ ui }: { ui: ReactElement }) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: "/", component: () => ui });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  return <RouterProvider router={router} />;
}

/** `ui` signed in with `role`, against fake procedures keyed by path; `routed` when it has links. */
export function renderAs(
  role: Role,
  ui: ReactElement,
  procedures: Record<string, FakeProcedure>,
  { routed = false } = {},
) {
  return render(
    <AppProviders queryClient={createQueryClient()} apiClient={createFakeApiClient(procedures)}>
      <CurrentUserProvider user={{ ...TEST_USER, role }}>
        {routed ? <Routed ui={ui} /> : ui}
      </CurrentUserProvider>
    </AppProviders>,
  );
}
