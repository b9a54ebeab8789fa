import { Stack } from "@mantine/core";
import { ApiTokensSection } from "../users/ApiTokensSection";
import { ChangePasswordSection } from "./ChangePasswordSection";
import { SessionsSection } from "./SessionsSection";

/** What every signed-in user manages for themselves: password, sessions, API tokens. */
export function AccountPage() {
  return (
    <Stack gap="xl">
      <ChangePasswordSection />
      <SessionsSection />
      <ApiTokensSection everyone={false} />
    </Stack>
  );
}
