import { ROLE_LABELS } from "@atithi/domain";
import { ActionIcon, Badge, Menu, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconDotsVertical, IconKey, IconUserCheck, IconUserCog, IconUserOff } from "@tabler/icons-react";
import { formatDateTime } from "../../lib/dates";
import { fullName, type UserRow } from "./user-display";

interface UsersTableProps {
  users: UserRow[];
  timeZone: string;
  currentUserId: string;
  busyUserId?: string;
  onChangeRole: (user: UserRow) => void;
  onResetPassword: (user: UserRow) => void;
  onToggleActive: (user: UserRow) => void;
}

export function UsersTable({
  users,
  timeZone,
  currentUserId,
  busyUserId,
  onChangeRole,
  onResetPassword,
  onToggleActive,
}: UsersTableProps) {
  if (users.length === 0) return <Text c="dimmed">No users yet.</Text>;

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Username</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last login</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td fw={500}>
                {user.username}
                {user.id === currentUserId && (
                  <Text span size="xs" c="dimmed">
                    {" "}
                    (you)
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {fullName(user) || (
                  <Text span inherit c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {user.email ?? (
                  <Text span inherit c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{ROLE_LABELS[user.role]}</Table.Td>
              <Table.Td>
                <Badge color={user.isActive ? "green" : "gray"} variant="light">
                  {user.isActive ? "Active" : "Inactive"}
                </Badge>
              </Table.Td>
              <Table.Td>{user.lastLoginAt ? formatDateTime(user.lastLoginAt, timeZone) : "Never"}</Table.Td>
              <Table.Td ta="right">
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Actions for ${user.username}`}
                      loading={busyUserId === user.id}
                    >
                      <IconDotsVertical size={18} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item leftSection={<IconUserCog size={16} />} onClick={() => onChangeRole(user)}>
                      Change role
                    </Menu.Item>
                    <Menu.Item leftSection={<IconKey size={16} />} onClick={() => onResetPassword(user)}>
                      Reset password
                    </Menu.Item>
                    <Menu.Item
                      color={user.isActive ? "red" : undefined}
                      leftSection={user.isActive ? <IconUserOff size={16} /> : <IconUserCheck size={16} />}
                      onClick={() => onToggleActive(user)}
                    >
                      {user.isActive ? "Deactivate" : "Activate"}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
