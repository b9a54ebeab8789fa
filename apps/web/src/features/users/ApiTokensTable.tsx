import { TOKEN_SCOPE_LABELS } from "@atithi/domain";
import { Badge, Button, Table, Text, VisuallyHidden } from "@mantine/core";
import { formatDateTime } from "../../lib/dates";
import { type ApiTokenRow, tokenState } from "./user-display";

interface ApiTokensTableProps {
  tokens: ApiTokenRow[];
  timeZone: string;
  /** Shows whose each token is: the administrator's list of everyone's. */
  showUser: boolean;
  onRevoke: (token: ApiTokenRow) => void;
  /** For tests; the moment against which expiry is judged. */
  now?: Date;
}

export function ApiTokensTable({
  tokens,
  timeZone,
  showUser,
  onRevoke,
  now = new Date(),
}: ApiTokensTableProps) {
  if (tokens.length === 0) return <Text c="dimmed">No API tokens yet.</Text>;
  const show = (iso: string | null, none: string) => (iso ? formatDateTime(iso, timeZone) : none);

  return (
    <Table.ScrollContainer minWidth={showUser ? 860 : 760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            {showUser && <Table.Th>User</Table.Th>}
            <Table.Th>Scope</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((token) => {
            const state = tokenState(token, now);
            return (
              <Table.Tr key={token.id}>
                <Table.Td fw={500}>{token.name}</Table.Td>
                {showUser && <Table.Td>{token.username}</Table.Td>}
                <Table.Td>
                  <Badge
                    variant="light"
                    color={token.scope === "write" ? "grape" : "blue"}
                    title={TOKEN_SCOPE_LABELS[token.scope]}
                  >
                    {token.scope === "write" ? "Read and write" : "Read only"}
                  </Badge>
                </Table.Td>
                <Table.Td>{show(token.createdAt, "—")}</Table.Td>
                <Table.Td>{show(token.lastUsedAt, "Never")}</Table.Td>
                <Table.Td>{formatDateTime(token.expiresAt, timeZone)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={state.color}>
                    {state.label}
                  </Badge>
                  {token.revokedAt && (
                    <Text size="xs" c="dimmed">
                      {formatDateTime(token.revokedAt, timeZone)}
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
