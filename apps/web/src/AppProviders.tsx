import { MantineProvider } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { type ApiClient, TRPCProvider } from "./api/trpc";
import { NotificationsRegion } from "./shell/NotificationsRegion";
import { cssVariablesResolver, theme } from "./theme";

/** Calendars as India reads them: weeks start on Monday. */
const DATES_SETTINGS = { firstDayOfWeek: 1, locale: "en" } as const;

interface AppProvidersProps {
  queryClient: QueryClient;
  apiClient: ApiClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, apiClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DatesProvider settings={DATES_SETTINGS}>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider queryClient={queryClient} trpcClient={apiClient}>
            <NotificationsRegion />
            {children}
          </TRPCProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
