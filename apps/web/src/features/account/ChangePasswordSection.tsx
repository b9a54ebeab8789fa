import { MIN_PASSWORD_LENGTH } from "@atithi/domain";
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

const PASSWORD_FIELDS: {
  name: keyof ChangePasswordValues;
  label: string;
  autoComplete: string;
  description?: string;
}[] = [
  { name: "currentPassword", label: "Current password", autoComplete: "current-password" },
  {
    name: "newPassword",
    label: "New password",
    description: `At least ${MIN_PASSWORD_LENGTH} characters`,
    autoComplete: "new-password",
  },
  { name: "confirmPassword", label: "New password again", autoComplete: "new-password" },
];

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
          {PASSWORD_FIELDS.map(({ name, ...field }) => (
            <PasswordInput key={form.key(name)} withAsterisk {...field} {...form.getInputProps(name)} />
          ))}
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
