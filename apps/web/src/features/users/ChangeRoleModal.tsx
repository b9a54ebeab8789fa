import { ROLE_LABELS, type Role, updateUserRoleInput } from "@atithi/domain";
import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { useLastDefined } from "../../lib/use-last-defined";
import { ROLE_OPTIONS, type UserRow } from "./user-display";

interface DialogProps {
  user: UserRow | null;
  onClose: () => void;
}

export function ChangeRoleModal({ user, onClose }: DialogProps) {
  const shown = useLastDefined(user);
  return (
    <Modal opened={user !== null} onClose={onClose} title="Change role">
      {shown && <ChangeRoleForm key={shown.id} user={shown} onDone={onClose} />}
    </Modal>
  );
}

function ChangeRoleForm({ user, onDone }: { user: UserRow; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<{ id: string; role: Role }>({
    mode: "uncontrolled",
    initialValues: { id: user.id, role: user.role },
    validate: schemaResolver(updateUserRoleInput, { sync: true }),
  });

  const setRole = useMutation(
    trpc.users.setRole.mutationOptions({
      onSuccess: (updated) => {
        notifySuccess("Role updated", `${updated.username} is now ${ROLE_LABELS[updated.role]}.`);
        void queryClient.invalidateQueries(trpc.users.list.queryFilter());
        onDone();
      },
      onError: (error) => notifyRequestError("Could not change the role", error),
    }),
  );

  return (
    <form onSubmit={form.onSubmit((values) => setRole.mutate(values))} noValidate>
      <Stack>
        <Text size="sm">
          Choose the role for <b>{user.username}</b>. It decides which screens they can use.
        </Text>
        <Select
          label="Role"
          data={ROLE_OPTIONS}
          allowDeselect={false}
          data-autofocus
          key={form.key("role")}
          {...form.getInputProps("role")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={setRole.isPending}>
            Save role
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
