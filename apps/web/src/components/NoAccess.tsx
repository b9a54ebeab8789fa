import { Alert } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";

/** What a role without the screen's permission sees, instead of a request the server would refuse. */
export function NoAccess() {
  return (
    <Alert color="gray" icon={<IconLock size={18} />} title="No access">
      You do not have access to this screen.
    </Alert>
  );
}
