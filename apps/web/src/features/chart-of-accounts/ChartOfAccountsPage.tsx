import { ACCOUNT_TYPES, type AccountType, accountMatches, accountTree } from "@atithi/domain";
import { ActionIcon, Badge, Button, Group, Paper, Skeleton, Stack, Text, Tooltip } from "@mantine/core";
import { IconEdit, IconListDetails, IconPlayerPause, IconPlayerPlay, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { Can, useCan } from "../../auth/can";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { ALL, ListPage } from "../../components/ListPage";
import { NoAccess } from "../../components/NoAccess";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { type AccountDialogState, AccountFormDialog } from "./AccountFormDialog";
import { ACCOUNT_TYPE_COLORS, type Account, accountLabel, canDelete } from "./account-display";

const TYPE_FILTER = [
  { value: ALL, label: "All Types" },
  ...ACCOUNT_TYPES.map((t) => ({ value: t, label: t })),
];

/** Chart of Accounts: the accounts grouped by type, each type's tree indented by level. */
export function ChartOfAccountsPage() {
  return (
    <Can permission="erp.read" fallback={<NoAccess />}>
      <ChartOfAccountsPageBody />
    </Can>
  );
}

function ChartOfAccountsPageBody() {
  const trpc = useTRPC();
  const writer = useCan("erp.write");
  const accounts = useQuery(trpc.chartOfAccounts.list.queryOptions());
  const [search, setSearch] = useState("");
  const [type, setType] = useState<string>(ALL);
  const [dialog, setDialog] = useState<AccountDialogState>(null);
  const [deleting, setDeleting] = useState<Account | null>(null);

  return (
    <ListPage
      subtitle="Manage the accounts your books post to, grouped by type"
      add={writer ? { label: "Add Account", onClick: () => setDialog({ account: null }) } : undefined}
      search={{
        label: "Search accounts",
        placeholder: "Search accounts...",
        value: search,
        onChange: setSearch,
      }}
      filters={[
        {
          "aria-label": "Account type",
          data: TYPE_FILTER,
          value: type,
          onChange: setType,

          w: 220,
        },
      ]}
      query={accounts}
      noun={["account", "accounts"]}
      skeleton={
        <Stack gap="md">
          {Array.from({ length: 3 }, (_, i) => (
            <Paper key={i} withBorder radius="md" p="md" aria-hidden>
              <Skeleton height={20} width="30%" mb="md" />
              {Array.from({ length: 4 }, (_, j) => (
                <Skeleton key={j} height={14} mt={12} width={j % 2 ? "70%" : "85%"} />
              ))}
            </Paper>
          ))}
        </Stack>
      }
      shown={(all) =>
        all.filter((a) => (type === ALL || a.accountType === type) && accountMatches(a, search))
      }
      empty={{
        icon: <IconListDetails size={32} stroke={1.5} />,
        title: "No accounts found",
        description:
          search.trim() || type !== ALL
            ? "No account matches the search and type"
            : "Accounts you create will appear here",
        action: writer && <Button onClick={() => setDialog({ account: null })}>Create First Account</Button>,
      }}
      gap="md"
      dialogs={
        <>
          <AccountFormDialog state={dialog} accounts={accounts.data ?? []} onClose={() => setDialog(null)} />
          <DeleteAccountDialog account={deleting} onClose={() => setDeleting(null)} />
        </>
      }
    >
      {(shown, all) =>
        ACCOUNT_TYPES.map((accountType) => {
          const group = shown.filter((a) => a.accountType === accountType);
          if (group.length === 0) return null;
          return (
            <TypeGroup
              key={accountType}
              type={accountType}
              accounts={accountTree(group)}
              all={all}
              writer={writer}
              onEdit={(account) => setDialog({ account })}
              onDelete={setDeleting}
            />
          );
        })
      }
    </ListPage>
  );
}

interface TypeGroupProps {
  type: AccountType;
  accounts: Account[];
  all: readonly Account[];
  writer: boolean;
  onEdit: (account: Account) => void;
  onDelete: (account: Account) => void;
}

function TypeGroup({ type, accounts, all, writer, onEdit, onDelete }: TypeGroupProps) {
  const headingId = `account-type-${type.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group gap="sm" mb="sm">
        <Text component="h2" fw={700} size="lg" m={0} id={headingId}>
          {type}
        </Text>
        <Badge variant="light" color={ACCOUNT_TYPE_COLORS[type]} aria-label={`${accounts.length} accounts`}>
          {accounts.length}
        </Badge>
      </Group>
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {accounts.map((account) => (
          <AccountRowView
            key={account.id}
            account={account}
            all={all}
            writer={writer}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
      </Stack>
    </Paper>
  );
}

function AccountRowView({
  account,
  all,
  writer,
  onEdit,
  onDelete,
}: {
  account: Account;
  all: readonly Account[];
  writer: boolean;
  onEdit: (account: Account) => void;
  onDelete: (account: Account) => void;
}) {
  const label = accountLabel(account);
  return (
    <Group
      component="li"
      aria-label={label}
      justify="space-between"
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      py={8}
      pl={`calc(${Math.min(account.level - 1, 9)} * 1.25rem)`}
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Text ff="monospace" size="sm" c="dimmed">
            {account.accountCode}
          </Text>
          <Text fw={account.isGroup ? 700 : 500} style={{ overflowWrap: "anywhere" }}>
            {account.accountName}
          </Text>
          <Badge size="sm" variant="light" color={account.isActive ? "green" : "gray"}>
            {account.isActive ? "Active" : "Inactive"}
          </Badge>
          {account.isGroup && (
            <Badge size="sm" variant="outline" color="gray">
              Group
            </Badge>
          )}
          {account.systemRole && (
            <Tooltip label="Automatic postings use this account">
              <Badge size="sm" variant="outline" color="indigo">
                System
              </Badge>
            </Tooltip>
          )}
        </Group>
        {account.description && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {account.description}
          </Text>
        )}
      </Stack>
      {writer && <AccountActions account={account} all={all} onEdit={onEdit} onDelete={onDelete} />}
    </Group>
  );
}

function AccountActions({
  account,
  all,
  onEdit,
  onDelete,
}: {
  account: Account;
  all: readonly Account[];
  onEdit: (account: Account) => void;
  onDelete: (account: Account) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const label = accountLabel(account);
  const toggle = useMutation(
    trpc.chartOfAccounts.update.mutationOptions({
      onSuccess: (updated) => {
        notifySuccess("Success", updated.isActive ? "Account activated" : "Account deactivated");
        void queryClient.invalidateQueries(trpc.chartOfAccounts.list.queryFilter());
      },
      onError: (error) => notifyRequestError("Error", error, "Failed to update account"),
    }),
  );
  // What the server would refuse to deactivate is not offered.
  const fixed =
    Boolean(account.systemRole) ||
    account.expenseCategories.length > 0 ||
    all.some((a) => a.parentAccountId === account.id && a.isActive);
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" aria-label={`Edit ${label}`} onClick={() => onEdit(account)}>
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      {!(account.isActive && fixed) && (
        <Tooltip label={account.isActive ? "Deactivate" : "Activate"}>
          <ActionIcon
            variant="subtle"
            color={account.isActive ? "orange" : "green"}
            aria-label={`${account.isActive ? "Deactivate" : "Activate"} ${label}`}
            loading={toggle.isPending}
            onClick={() =>
              toggle.mutate({
                id: account.id,
                accountCode: account.accountCode,
                accountName: account.accountName,
                accountType: account.accountType,
                description: account.description,
                isGroup: account.isGroup,
                parentAccountId: account.parentAccountId,
                isActive: !account.isActive,
              })
            }
          >
            {account.isActive ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
          </ActionIcon>
        </Tooltip>
      )}
      {canDelete(account, all) && (
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${label}`}
            onClick={() => onDelete(account)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

function DeleteAccountDialog({ account, onClose }: { account: Account | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.chartOfAccounts.delete.mutationOptions({
      onSuccess: () => {
        notifySuccess("Success", "Account deleted");
        void queryClient.invalidateQueries(trpc.chartOfAccounts.list.queryFilter());
        onClose();
      },
      onError: (error) => notifyRequestError("Error", error, "Failed to delete account"),
    }),
  );
  return (
    <ConfirmDialog
      opened={account !== null}
      title="Delete account"
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() => account && remove.mutate({ id: account.id })}
      onClose={onClose}
    >
      {account ? `Delete ${accountLabel(account)}? No voucher uses it; this cannot be undone.` : ""}
    </ConfirmDialog>
  );
}
