import { MIN_PASSWORD_LENGTH, resetPasswordInput } from "@atithi/domain";
import { Button, Group, Modal, PasswordInput, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { fieldErrors } from "../../api/errors";
import { useTRPC } from "../../api/trpc";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { useLastDefined } from "../../lib/use-last-defined";
import type { UserRow } from "./user-display";

interface DialogProps {
  user: UserRow | null;
  onClose: () => void;
}

export function ResetPasswordModal({ user, onClose }: DialogProps) {
  const shown = useLastDefined(user);
  return (
    <Modal opened={user !== null} onClose={onClose} title="Reset password">
      {shown && <ResetPasswordForm key={shown.id} user={shown} onDone={onClose} />}
    </Modal>
  );
}

function ResetPasswordForm({ user, onDone }: { user: UserRow; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { id: user.id, password: "" },
    validate: schemaResolver(resetPasswordInput, { sync: true }),
  });

  const reset = useMutation(
    trpc.users.resetPassword.mutationOptions({
      onSuccess: () => {
        notifySuccess("Password reset", `${user.username} must sign in again with the new password.`);
        onDone();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyRequestError("Could not reset the password", error);
      },
    }),
  );

  return (
    <form onSubmit={form.onSubmit((values) => reset.mutate(values))} noValidate>
      <Stack>
        <Text size="sm">
          Set a new password for <b>{user.username}</b>. Their open sessions will be signed out.
        </Text>
        <PasswordInput
          label="New password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters`}
          autoComplete="new-password"
          data-autofocus
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={reset.isPending}>
            Reset password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
