import { type LoginInput, loginInput } from "@atithi/domain";
import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";

interface LoginFormProps {
  onSubmit: (values: LoginInput) => void;
  pending: boolean;
}

export function LoginForm({ onSubmit, pending }: LoginFormProps) {
  const form = useForm<LoginInput>({
    mode: "uncontrolled",
    initialValues: { username: "", password: "" },
    validate: schemaResolver(loginInput, { sync: true }),
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
