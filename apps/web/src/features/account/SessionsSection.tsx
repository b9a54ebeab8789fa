import { Button, Group, Paper, Text, Title } from "@mantine/core";
import { IconLogout2 } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notifyRequestError, notifySuccess } from "../../lib/notify";

export function SessionsSection() {
  const trpc = useTRPC();
  const [asking, setAsking] = useState(false);
  const revoke = useMutation(
    trpc.auth.revokeOtherSessions.mutationOptions({
      onSuccess: ({ signedOutSessions }) => {
        setAsking(false);
        notifySuccess(
          signedOutSessions === 0
            ? "You had no other sessions"
            : `${signedOutSessions} other session${signedOutSessions === 1 ? "" : "s"} signed out`,
        );
      },
      onError: (error) => notifyRequestError("Could not sign out other sessions", error),
    }),
  );

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="sessions-heading">
      <Group justify="space-between" align="flex-start">
        <div style={{ flex: "1 1 20rem" }}>
          <Title order={2} size="h4" id="sessions-heading">
            Sessions
          </Title>
          <Text size="sm" c="dimmed">
            Signed in on another desk or a phone and forgot to sign out? End every session but this one.
          </Text>
        </div>
        <Button variant="default" leftSection={<IconLogout2 size={16} />} onClick={() => setAsking(true)}>
          Sign out other sessions
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        title="Sign out other sessions"
        confirmLabel="Sign out others"
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate()}
        onClose={() => setAsking(false)}
      >
        Every other browser signed in as you is signed out now. This one stays signed in.
      </ConfirmDialog>
    </Paper>
  );
}
