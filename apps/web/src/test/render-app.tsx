import { createMemoryHistory, type RouterHistory, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { AppProviders } from "../AppProviders";
import { createQueryClient } from "../api/query-client";
import { createSessionExpiryHandler } from "../auth/session-expiry";
import { createAppRouter } from "../router";
import { createFakeApiClient, type FakeProcedure } from "./fake-api";

/**
 * The whole app, as main.tsx assembles it, at `path` and against fake procedures. A test of the
 * browser's Back passes the browser's history (jsdom's), whose Back the router's blockers can stop.
 */
export function renderApp(
  path: string,
  procedures: Record<string, FakeProcedure>,
  history: RouterHistory = createMemoryHistory({ initialEntries: [path] }),
) {
  const queryClient = createQueryClient(createSessionExpiryHandler(() => queryClient));
  const apiClient = createFakeApiClient(procedures);
  const router = createAppRouter({ queryClient, apiClient }, history);
  const result = render(
    <AppProviders queryClient={queryClient} apiClient={apiClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
