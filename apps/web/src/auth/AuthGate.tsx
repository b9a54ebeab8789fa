import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { errorMessage } from "../api/errors";
import { useTRPCClient } from "../api/trpc";
import { CurrentUserProvider } from "./current-user";
import { meQueryOptions } from "./session";

// Loaded only by a visitor who is signed out, and the app only by one who is signed in.
const LoginScreen = lazy(() => import("./LoginScreen").then((m) => ({ default: m.LoginScreen })));

/** Decides from `auth.me` what every path shows: a spinner, the login screen, or the app. */
export function AuthGate({ children }: { children: ReactNode }) {
  const client = useTRPCClient();
  const me = useQuery(meQueryOptions(client));

  if (me.isPending) return <FullScreenLoader />;
  // A failed background refetch keeps the user we already know.
  if (me.data) {
    return (
      <CurrentUserProvider user={me.data}>
        <Suspense fallback={<FullScreenLoader />}>{children}</Suspense>
      </CurrentUserProvider>
    );
  }
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
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <LoginScreen />
    </Suspense>
  );
}

export function FullScreenLoader() {
  return (
    <Center h="100vh">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text c="dimmed">Loading...</Text>
      </Stack>
    </Center>
  );
}
