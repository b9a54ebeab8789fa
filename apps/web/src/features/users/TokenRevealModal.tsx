import {
  ActionIcon,
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconCopy } from "@tabler/icons-react";
import { formatDateTime } from "../../lib/dates";
import { useLastDefined } from "../../lib/use-last-defined";
import type { CreatedApiToken } from "./user-display";

/** Shows a new token's secret, the only time the server ever sends it. */
interface TokenRevealModalProps {
  token: CreatedApiToken | null;
  timeZone: string;
  onClose: () => void;
}

export function TokenRevealModal({ token, timeZone, onClose }: TokenRevealModalProps) {
  const shown = useLastDefined(token);
  return (
    <Modal
      opened={token !== null}
      onClose={onClose}
      title="Your new API token"
      closeOnClickOutside={false}
      size="lg"
    >
      {shown && (
        <Stack>
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Copy it now">
            This token will not be shown again. Store it somewhere safe before you close this dialog.
          </Alert>
          <Text size="sm">
            <b>{shown.name}</b> acts as <b>{shown.username}</b>
            {shown.scope === "read" ? ", may only read," : ", may read and write,"} and expires on{" "}
            {formatDateTime(shown.expiresAt, timeZone)}.
          </Text>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code
              block
              style={{ flex: 1, wordBreak: "break-all", whiteSpace: "pre-wrap" }}
              aria-label="API token"
            >
              {shown.token}
            </Code>
            <CopyButton value={shown.token}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? "Copied" : "Copy"} withArrow>
                  <ActionIcon
                    variant={copied ? "filled" : "light"}
                    color={copied ? "teal" : "blue"}
                    size="lg"
                    onClick={copy}
                    aria-label={copied ? "Token copied" : "Copy token"}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
