import { can } from "@atithi/domain";
import { Alert, Stack } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useCurrentUser } from "../../auth/current-user";
import { ApiTokensSection } from "./ApiTokensSection";
import { UsersSection } from "./UsersSection";

export function UsersSettingsPage() {
  const me = useCurrentUser();
  if (!can(me.role, "users.manage")) {
    return (
      <Alert color="gray" icon={<IconLock size={18} />} title="No access">
        You do not have access to this screen.
      </Alert>
    );
  }
  return (
    <Stack gap="xl">
      <UsersSection />
      <ApiTokensSection />
    </Stack>
  );
}
