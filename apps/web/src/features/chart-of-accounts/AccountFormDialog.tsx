import { ACCOUNT_TYPES, type AccountType, accountInput, accountTree } from "@atithi/domain";
import { Group, Select, SimpleGrid, Stack, Switch, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { CodeNameFields, RecordDialog, RecordFormButtons, saveHandlers } from "../../components/RecordForm";
import { useLastDefined } from "../../lib/use-last-defined";
import { type Account, accountLabel, selfAndDescendants, typeLockReason } from "./account-display";

/** Open to create an account (`account: null`) or to edit one; `null` when closed. */
export type AccountDialogState = { account: Account | null } | null;

interface AccountFormValues {
  accountCode: string;
  accountName: string;
  accountType: AccountType;
  parentAccountId: string;
  description: string;
  isGroup: boolean;
  isActive: boolean;
}

const NEW_ACCOUNT: AccountFormValues = {
  accountCode: "",
  accountName: "",
  accountType: "Assets",
  parentAccountId: "",
  description: "",
  isGroup: false,
  isActive: true,
};

const TYPE_OPTIONS = ACCOUNT_TYPES.map((t) => ({ value: t, label: t }));

/** 'Create New Account' / 'Edit Account'. The form mounts afresh with each opening. */
export function AccountFormDialog({
  state,
  accounts,
  onClose,
}: {
  state: AccountDialogState;
  accounts: readonly Account[];
  onClose: () => void;
}) {
  const shown = useLastDefined(state);
  return (
    <RecordDialog
      opened={state !== null}
      onClose={onClose}
      editing={Boolean(shown?.account)}
      noun="Account"
      size="lg"
    >
      <AccountForm account={shown?.account ?? null} accounts={accounts} onDone={onClose} />
    </RecordDialog>
  );
}

function AccountForm({
  account,
  accounts,
  onDone,
}: {
  account: Account | null;
  accounts: readonly Account[];
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<AccountFormValues>({
    mode: "controlled",
    initialValues: account
      ? {
          accountCode: account.accountCode,
          accountName: account.accountName,
          accountType: account.accountType,
          parentAccountId: account.parentAccountId ?? "",
          description: account.description ?? "",
          isGroup: account.isGroup,
          isActive: account.isActive,
        }
      : NEW_ACCOUNT,
    validate: schemaResolver(accountInput, { sync: true }),
    onValuesChange: (values, previous) => {
      // A parent is of the account's own type: another type's heading no longer fits.
      if (values.accountType !== previous.accountType && values.parentAccountId) {
        form.setFieldValue("parentAccountId", "");
      }
    },
  });

  const save = saveHandlers({
    noun: "Account",
    form,
    refresh: () => void queryClient.invalidateQueries(trpc.chartOfAccounts.list.queryFilter()),
    onDone,
  });
  const create = useMutation(trpc.chartOfAccounts.create.mutationOptions(save("create")));
  const update = useMutation(trpc.chartOfAccounts.update.mutationOptions(save("update")));

  const excluded = account ? selfAndDescendants(account.id, accounts) : new Set<string>();
  const parents = accountTree(
    accounts.filter(
      (a) =>
        a.isGroup &&
        a.accountType === form.values.accountType &&
        (a.isActive || a.id === account?.parentAccountId) &&
        !excluded.has(a.id),
    ),
  ).map((a) => ({ value: a.id, label: `${"\u2003".repeat(a.level - 1)}${accountLabel(a)}` }));
  const typeLock = typeLockReason(account, accounts);

  function submit(values: AccountFormValues) {
    const payload = accountInput.parse(values);
    if (account) update.mutate({ ...payload, id: account.id });
    else create.mutate(payload);
  }

  return (
    <form
      onSubmit={form.onSubmit(submit)}
      noValidate
      aria-label={account ? "Edit Account" : "Create New Account"}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CodeNameFields
            noun="Account"
            code={form.getInputProps("accountCode")}
            name={form.getInputProps("accountName")}
            codeMaxLength={20}
            codePlaceholder="e.g. 1150"
            namePlaceholder="e.g. Petty Cash"
          />
          <Select
            label="Account Type"
            withAsterisk
            data={TYPE_OPTIONS}
            allowDeselect={false}
            disabled={typeLock !== null}
            description={typeLock ?? undefined}
            {...form.getInputProps("accountType")}
          />
          <Select
            label="Parent Account"
            placeholder="None (top level)"
            data={parents}
            clearable
            searchable
            nothingFoundMessage="No group heading of this type"
            description="A group heading of the same type"
            {...form.getInputProps("parentAccountId")}
            value={form.values.parentAccountId || null}
            onChange={(value) => form.setFieldValue("parentAccountId", value ?? "")}
          />
        </SimpleGrid>
        <Textarea label="Description" rows={2} maxLength={500} {...form.getInputProps("description")} />
        <Group gap="xl">
          <Switch
            label="Group heading (holds other accounts; nothing is posted to it)"
            {...form.getInputProps("isGroup", { type: "checkbox" })}
          />
          <Switch label="Active" {...form.getInputProps("isActive", { type: "checkbox" })} />
        </Group>
        <RecordFormButtons
          editing={Boolean(account)}
          noun="Account"
          saving={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
