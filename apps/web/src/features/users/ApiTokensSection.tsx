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

export function ApiTokensSection() {
  const trpc = useTRPC();
  const me = useCurrentUser();
  const tokens = useQuery(trpc.apiTokens.list.queryOptions());
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenRow | null>(null);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="tokens-heading">
      <Group justify="space-between" mb="md">
        <div>
          <Title order={2} size="h4" id="tokens-heading">
            API tokens
          </Title>
          <Text size="sm" c="dimmed">
            Tokens let other programs use the API as a user. Each acts with that user's role. The{" "}
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
