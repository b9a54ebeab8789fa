import { createApiTokenInput, TOKEN_EXPIRY_DAYS, TOKEN_SCOPE_LABELS, type TokenScope } from "@atithi/domain";
import { Button, Group, Modal, NumberInput, Radio, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fieldErrors } from "../../api/errors";
import { useTRPC } from "../../api/trpc";
import { notifyRequestError } from "../../lib/notify";
import type { CreatedApiToken } from "./user-display";

interface TokenFormValues {
  name: string;
  scope: TokenScope;
  expiresInDays: number | string;
}

/** An empty expiry is sent as it is, so the schema names it rather than the default hiding it. */
export function toTokenInput(values: TokenFormValues) {
  const days = values.expiresInDays;
  return { name: values.name, scope: values.scope, expiresInDays: days === "" ? Number.NaN : Number(days) };
}

const validateToken = schemaResolver(createApiTokenInput, { sync: true });

interface CreateTokenModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (token: CreatedApiToken) => void;
}

export function CreateTokenModal({ opened, onClose, onCreated }: CreateTokenModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Create token"
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
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
  const form = useForm<TokenFormValues>({
    mode: "uncontrolled",
    // Read only unless asked: a script that only reports cannot then change anything.
    initialValues: { name: "", scope: "read", expiresInDays: TOKEN_EXPIRY_DAYS.default },
    validate: (values) => validateToken(toTokenInput(values)),
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

  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(toTokenInput(values)))} noValidate>
      <Stack>
        <TextInput
          label="Name"
          description="What the token is for, e.g. the program that uses it"
          data-autofocus
          withAsterisk
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <Radio.Group
          label="Scope"
          description="The token acts as you, with your role"
          withAsterisk
          key={form.key("scope")}
          {...form.getInputProps("scope")}
        >
          <Stack gap="xs" mt="xs">
            {(Object.keys(TOKEN_SCOPE_LABELS) as TokenScope[]).map((scope) => (
              <Radio key={scope} value={scope} label={TOKEN_SCOPE_LABELS[scope]} />
            ))}
          </Stack>
        </Radio.Group>
        <NumberInput
          label="Expires in (days)"
          description={`From 1 to ${TOKEN_EXPIRY_DAYS.max} days`}
          withAsterisk
          min={1}
          max={TOKEN_EXPIRY_DAYS.max}
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
