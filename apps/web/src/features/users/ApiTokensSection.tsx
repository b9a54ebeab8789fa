import { Anchor, Button, Group, Paper, Text, Title } from "@mantine/core";
import { IconKey } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { useCurrentUser } from "../../auth/current-user";
import { QueryState } from "../../components/QueryState";
import { ApiTokensTable } from "./ApiTokensTable";
import { CreateTokenModal } from "./CreateTokenModal";
import { RevokeTokenModal } from "./RevokeTokenModal";
import { TokenRevealModal } from "./TokenRevealModal";
import type { ApiTokenRow, CreatedApiToken } from "./user-display";

/** One's own tokens (the account page), or every user's (the administrator's settings). */
export function ApiTokensSection({ everyone }: { everyone: boolean }) {
  const trpc = useTRPC();
  const me = useCurrentUser();
  const tokens = useQuery(trpc.apiTokens.list.queryOptions({ everyone }));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenRow | null>(null);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="tokens-heading">
      <Group justify="space-between" mb="md" align="flex-start">
        <div style={{ flex: "1 1 20rem" }}>
          <Title order={2} size="h4" id="tokens-heading">
            {everyone ? "API tokens of all users" : "Your API tokens"}
          </Title>
          <Text size="sm" c="dimmed">
            {everyone
              ? "Every user's tokens. Each acts with its user's role; revoke any that should no longer work. "
              : "Tokens let other programs use the API as you, with your role. A read-only token can only look. "}
            Tokens stop working when they expire, when the password is changed or reset, or when the role
            changes. The{" "}
            <Anchor href="/api/docs" target="_blank" rel="noopener" underline="always">
              API documentation
            </Anchor>{" "}
            lists every path.
          </Text>
        </div>
        <Button leftSection={<IconKey size={16} />} onClick={() => setCreating(true)}>
          Create token
        </Button>
      </Group>

      <QueryState query={tokens} what="API tokens">
        {(rows) => (
          <ApiTokensTable
            tokens={rows}
            timeZone={me.property.timeZone}
            showUser={everyone}
            onRevoke={(token) => setRevoking(token)}
          />
        )}
      </QueryState>

      <CreateTokenModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(token) => {
          setCreating(false);
          setCreated(token);
        }}
      />
      <TokenRevealModal token={created} timeZone={me.property.timeZone} onClose={() => setCreated(null)} />
      <RevokeTokenModal token={revoking} onClose={() => setRevoking(null)} />
    </Paper>
  );
}
