import { type LoginValues, loginFieldErrors } from "@atithi/domain";
import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";

interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  pending: boolean;
}

export function LoginForm({ onSubmit, pending }: LoginFormProps) {
  const form = useForm<LoginValues>({
    mode: "uncontrolled",
    initialValues: { username: "", password: "" },
    // By hand rather than with `loginInput`: zod would double what the login screen downloads.
    validate: loginFieldErrors,
  });

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <TextInput
          label="Username"
          autoComplete="username"
          autoFocus
          key={form.key("username")}
          {...form.getInputProps("username")}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          visibilityToggleFocusable
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <Button type="submit" fullWidth disabled={pending}>
          {pending ? "Signing in..." : "Sign In"}
        </Button>
      </Stack>
    </form>
  );
}
