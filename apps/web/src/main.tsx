import "@mantine/core/styles.css";
import "@mantine/dates/styles.css";
import "@mantine/notifications/styles.css";
import "./print.css";

import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./AppProviders";
import { createQueryClient } from "./api/query-client";
import { createApiClient } from "./api/trpc";
import { takeSignedInUserFromPage } from "./auth/session";
import { createSessionExpiryHandler } from "./auth/session-expiry";
import { createAppRouter } from "./router";

const queryClient = createQueryClient(createSessionExpiryHandler(() => queryClient));
takeSignedInUserFromPage(queryClient);
const apiClient = createApiClient();
const router = createAppRouter({ queryClient, apiClient });

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding a phone's main thread for the whole screen at once.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} apiClient={apiClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
