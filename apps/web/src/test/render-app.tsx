import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { AppProviders } from "../AppProviders";
import { createQueryClient } from "../api/query-client";
import { createSessionExpiryHandler } from "../auth/session-expiry";
import { createAppRouter } from "../router";
import { createFakeApiClient, type FakeProcedure } from "./fake-api";

/** The whole app, as main.tsx assembles it, at `path` and against fake procedures. */
export function renderApp(path: string, procedures: Record<string, FakeProcedure>) {
  const queryClient = createQueryClient(createSessionExpiryHandler(() => queryClient));
  const apiClient = createFakeApiClient(procedures);
  const router = createAppRouter({ queryClient, apiClient }, createMemoryHistory({ initialEntries: [path] }));
  const result = render(
    <AppProviders queryClient={queryClient} apiClient={apiClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
