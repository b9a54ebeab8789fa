import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { type ApiClient, TRPCProvider } from "./api/trpc";
import { NotificationsRegion } from "./shell/NotificationsRegion";
import { cssVariablesResolver, theme } from "./theme";

interface AppProvidersProps {
  queryClient: QueryClient;
  apiClient: ApiClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, apiClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <TRPCProvider queryClient={queryClient} trpcClient={apiClient}>
          <NotificationsRegion />
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
