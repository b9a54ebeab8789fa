import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage, fieldErrors } from "../../api/errors";
import { useTRPC } from "../../api/trpc";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import {
  type ChangePasswordValues,
  changedPasswordMessage,
  changePasswordErrors,
  EMPTY_PASSWORDS,
} from "./change-password";

export function ChangePasswordSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<ChangePasswordValues>({
    mode: "uncontrolled",
    initialValues: EMPTY_PASSWORDS,
    validate: changePasswordErrors,
  });

  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: (result) => {
        form.reset();
        void queryClient.invalidateQueries(trpc.apiTokens.list.queryFilter());
        notifySuccess("Password changed", changedPasswordMessage(result));
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        // A wrong current password comes as a message alone: it belongs beside that field.
        if (Object.keys(fields).length === 0 && error.data?.code === "BAD_REQUEST") {
          fields.currentPassword = errorMessage(error, "Current password is incorrect");
        }
        form.setErrors(fields);
        notifyRequestError("Could not change the password", error);
      },
    }),
  );

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="password-heading">
      <Title order={2} size="h4" id="password-heading">
        Change password
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Your other sessions are signed out and your API tokens stop working; this session stays signed in.
      </Text>
      <form
        onSubmit={form.onSubmit(({ currentPassword, newPassword }) =>
          change.mutate({ currentPassword, newPassword }),
        )}
        noValidate
      >
        <Stack maw={420}>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            withAsterisk
            key={form.key("currentPassword")}
            {...form.getInputProps("currentPassword")}
          />
          <PasswordInput
            label="New password"
            description="At least 10 characters"
            autoComplete="new-password"
            withAsterisk
            key={form.key("newPassword")}
            {...form.getInputProps("newPassword")}
          />
          <PasswordInput
            label="New password again"
            autoComplete="new-password"
            withAsterisk
            key={form.key("confirmPassword")}
            {...form.getInputProps("confirmPassword")}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
