import { createApiTokenInput } from "@atithi/domain";
import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fieldErrors } from "../../api/errors";
import { useTRPC } from "../../api/trpc";
import { useCurrentUser } from "../../auth/current-user";
import { notifyRequestError } from "../../lib/notify";
import type { CreatedApiToken } from "./user-display";

interface TokenFormValues {
  name: string;
  userId: string;
  /** Empty when the token never expires. */
  expiresInDays: number | string;
}

function toInput(values: TokenFormValues) {
  const days = values.expiresInDays;
  return {
    name: values.name,
    userId: values.userId,
    expiresInDays: days === "" ? null : Number(days),
  };
}

const validateToken = schemaResolver(createApiTokenInput, { sync: true });

interface CreateTokenModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (token: CreatedApiToken) => void;
}

export function CreateTokenModal({ opened, onClose, onCreated }: CreateTokenModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create token">
      <CreateTokenForm onCancel={onClose} onCreated={onCreated} />
    </Modal>
  );
}

function CreateTokenForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: CreateTokenModalProps["onCreated"];
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const users = useQuery(trpc.users.list.queryOptions());
  const form = useForm<TokenFormValues>({
    mode: "uncontrolled",
    initialValues: { name: "", userId: me.id, expiresInDays: "" },
    validate: (values) => validateToken(toInput(values)),
  });

  const create = useMutation(
    trpc.apiTokens.create.mutationOptions({
      onSuccess: (token) => {
        void queryClient.invalidateQueries(trpc.apiTokens.list.queryFilter());
        onCreated(token);
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyRequestError("Could not create token", error);
      },
    }),
  );

  const userOptions = (users.data ?? [])
    .filter((user) => user.isActive)
    .map((user) => ({ value: user.id, label: user.username }));

  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(toInput(values)))} noValidate>
      <Stack>
        <TextInput
          label="Name"
          description="What the token is for, e.g. the program that uses it"
          data-autofocus
          withAsterisk
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <Select
          label="User"
          description="The token acts as this user, with their role"
          data={userOptions.length > 0 ? userOptions : [{ value: me.id, label: me.username }]}
          allowDeselect={false}
          searchable
          key={form.key("userId")}
          {...form.getInputProps("userId")}
        />
        <NumberInput
          label="Expires in (days)"
          description="Leave empty for a token that does not expire"
          min={1}
          max={3650}
          allowDecimal={false}
          allowNegative={false}
          key={form.key("expiresInDays")}
          {...form.getInputProps("expiresInDays")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create token
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
