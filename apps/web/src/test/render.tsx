import { MantineProvider } from "@mantine/core";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { theme } from "../theme";

export function Providers({ children }: { children: ReactNode }) {
  return <MantineProvider theme={theme}>{children}</MantineProvider>;
}

export function renderWithMantine(ui: ReactElement) {
  return render(ui, { wrapper: Providers });
}

/** Renders `ui` as the page at `path` of a throwaway router, for components that use links. */
export function renderWithRouter(ui: ReactElement, path = "/") {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: "$", component: () => ui });
  const index = createRoute({ getParentRoute: () => root, path: "/", component: () => ui });
  const router = createRouter({
    routeTree: root.addChildren([index, page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return render(<RouterProvider router={router} />, { wrapper: Providers });
}
