import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorMessage } from "../api/errors";
import { useTRPCClient } from "../api/trpc";
import { CurrentUserProvider } from "./current-user";
import { LoginScreen } from "./LoginScreen";
import { meQueryOptions } from "./session";

/** Decides from `auth.me` what every path shows: a spinner, the login screen, or the app. */
export function AuthGate({ children }: { children: ReactNode }) {
  const client = useTRPCClient();
  const me = useQuery(meQueryOptions(client));

  if (me.isPending) return <FullScreenLoader />;
  // A failed background refetch keeps the user we already know.
  if (me.data) return <CurrentUserProvider user={me.data}>{children}</CurrentUserProvider>;
  if (me.isError) {
    return (
      <Center h="100vh" p="md">
        <Stack align="center" gap="sm">
          <Text fw={600}>Could not load Atithi</Text>
          <Text c="dimmed" size="sm">
            {errorMessage(me.error, "Unknown error")}
          </Text>
          <Button onClick={() => void me.refetch()}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  return <LoginScreen />;
}

function FullScreenLoader() {
  return (
    <Center h="100vh">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text c="dimmed">Loading...</Text>
      </Stack>
    </Center>
  );
}
