import { Badge, Button, Table, Text, VisuallyHidden } from "@mantine/core";
import { formatDateTime } from "../../lib/dates";
import type { ApiTokenRow } from "./user-display";

interface ApiTokensTableProps {
  tokens: ApiTokenRow[];
  timeZone: string;
  onRevoke: (token: ApiTokenRow) => void;
  /** For tests; the moment against which expiry is judged. */
  now?: Date;
}

export function ApiTokensTable({ tokens, timeZone, onRevoke, now = new Date() }: ApiTokensTableProps) {
  if (tokens.length === 0) return <Text c="dimmed">No API tokens yet.</Text>;
  const show = (iso: string | null, none: string) => (iso ? formatDateTime(iso, timeZone) : none);

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>User</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Revoked</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((token) => {
            const expired = token.expiresAt !== null && new Date(token.expiresAt) <= now;
            return (
              <Table.Tr key={token.id}>
                <Table.Td fw={500}>{token.name}</Table.Td>
                <Table.Td>{token.username}</Table.Td>
                <Table.Td>{show(token.createdAt, "—")}</Table.Td>
                <Table.Td>{show(token.lastUsedAt, "Never")}</Table.Td>
                <Table.Td>
                  {show(token.expiresAt, "Never")}
                  {expired && !token.revokedAt && (
                    <Badge ml="xs" color="orange" variant="light">
                      Expired
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {token.revokedAt ? (
                    <Text span inherit c="red.8" fw={500}>
                      {formatDateTime(token.revokedAt, timeZone)}
                    </Text>
                  ) : (
                    <Text span inherit c="dimmed">
                      No
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {!token.revokedAt && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      onClick={() => onRevoke(token)}
                      aria-label={`Revoke token ${token.name}`}
                    >
                      Revoke
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
