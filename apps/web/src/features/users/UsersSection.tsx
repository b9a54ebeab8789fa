import { Button, Group, Paper, Text, Title } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { useCurrentUser } from "../../auth/current-user";
import { QueryState } from "../../components/QueryState";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { AddUserModal } from "./AddUserModal";
import { ChangeRoleModal } from "./ChangeRoleModal";
import { ResetPasswordModal } from "./ResetPasswordModal";
import { UsersTable } from "./UsersTable";
import type { UserRow } from "./user-display";

type Dialog = { kind: "add" } | { kind: "role" | "password"; user: UserRow } | null;

export function UsersSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const users = useQuery(trpc.users.list.queryOptions());
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const setActive = useMutation(
    trpc.users.setActive.mutationOptions({
      onSuccess: (user) => {
        notifySuccess(user.isActive ? "User activated" : "User deactivated", user.username);
        void queryClient.invalidateQueries(trpc.users.list.queryFilter());
      },
      onError: (error) => notifyRequestError("Could not change the user's status", error),
    }),
  );

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="users-heading">
      <Group justify="space-between" mb="md">
        <div>
          <Title order={2} size="h4" id="users-heading">
            Users
          </Title>
          <Text size="sm" c="dimmed">
            Staff accounts that can sign in to Atithi.
          </Text>
        </div>
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setDialog({ kind: "add" })}>
          Add User
        </Button>
      </Group>

      <QueryState query={users} what="users">
        {(rows) => (
          <UsersTable
            users={rows}
            timeZone={me.property.timeZone}
            currentUserId={me.id}
            busyUserId={setActive.isPending ? setActive.variables?.id : undefined}
            onChangeRole={(user) => setDialog({ kind: "role", user })}
            onResetPassword={(user) => setDialog({ kind: "password", user })}
            onToggleActive={(user) => setActive.mutate({ id: user.id, isActive: !user.isActive })}
          />
        )}
      </QueryState>

      <AddUserModal opened={dialog?.kind === "add"} onClose={close} />
      <ChangeRoleModal user={dialog?.kind === "role" ? dialog.user : null} onClose={close} />
      <ResetPasswordModal user={dialog?.kind === "password" ? dialog.user : null} onClose={close} />
    </Paper>
  );
}
