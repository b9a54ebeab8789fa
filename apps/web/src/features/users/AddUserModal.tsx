import { createUserInput, MIN_PASSWORD_LENGTH, type Role } from "@atithi/domain";
import { Button, Group, Modal, PasswordInput, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fieldErrors } from "../../api/errors";
import { useTRPC } from "../../api/trpc";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { ROLE_OPTIONS } from "./user-display";

interface AddUserValues {
  username: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
}

const emptyUser: AddUserValues = {
  username: "",
  password: "",
  role: "front_desk",
  firstName: "",
  lastName: "",
  email: "",
};

export function AddUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<AddUserValues>({
    mode: "uncontrolled",
    initialValues: emptyUser,
    validate: schemaResolver(createUserInput, { sync: true }),
  });

  const create = useMutation(
    trpc.users.create.mutationOptions({
      onSuccess: (user) => {
        notifySuccess("User created", `${user.username} can now sign in.`);
        void queryClient.invalidateQueries(trpc.users.list.queryFilter());
        close();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyRequestError("Could not create user", error);
      },
    }),
  );

  function close() {
    form.reset();
    create.reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title="Add User" size="lg">
      <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Username"
              description="3-32 characters: letters, digits, '.', '_' or '-'"
              autoComplete="off"
              data-autofocus
              withAsterisk
              key={form.key("username")}
              {...form.getInputProps("username")}
            />
            <PasswordInput
              label="Password"
              description={`At least ${MIN_PASSWORD_LENGTH} characters`}
              autoComplete="new-password"
              withAsterisk
              key={form.key("password")}
              {...form.getInputProps("password")}
            />
            <TextInput label="First name" key={form.key("firstName")} {...form.getInputProps("firstName")} />
            <TextInput label="Last name" key={form.key("lastName")} {...form.getInputProps("lastName")} />
            <TextInput label="Email" type="email" key={form.key("email")} {...form.getInputProps("email")} />
            <Select
              label="Role"
              data={ROLE_OPTIONS}
              allowDeselect={false}
              withAsterisk
              key={form.key("role")}
              {...form.getInputProps("role")}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add User
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
