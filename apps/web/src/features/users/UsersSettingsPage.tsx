import { Stack } from "@mantine/core";
import { Can } from "../../auth/can";
import { NoAccess } from "../../components/NoAccess";
import { ApiTokensSection } from "./ApiTokensSection";
import { UsersSection } from "./UsersSection";

export function UsersSettingsPage() {
  return (
    <Can permission="users.manage" fallback={<NoAccess />}>
      <Stack gap="xl">
        <UsersSection />
        <ApiTokensSection everyone />
      </Stack>
    </Can>
  );
}
