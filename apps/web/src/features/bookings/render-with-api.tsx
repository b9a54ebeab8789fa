import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { AppProviders } from "../../AppProviders";
import { createQueryClient } from "../../api/query-client";
import { CurrentUserProvider } from "../../auth/current-user";
import type { CurrentUser } from "../../auth/session";
import { createFakeApiClient, type FakeProcedure } from "../../test/fake-api";

export const TEST_USER: CurrentUser = {
  id: "u1",
  username: "admin",
  role: "admin",
  firstName: null,
  lastName: null,
  email: null,
  isActive: true,
  lastLoginAt: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  property: { timeZone: "Asia/Kolkata", today: "2026-11-22" },
};

/**
 * `ui` signed in as an administrator (or as `user` changes it: another role), against fake
 * procedures keyed by path ("bookings.list").
 */
export function renderWithApi(
  ui: ReactElement,
  procedures: Record<string, FakeProcedure>,
  user: Partial<CurrentUser> = {},
) {
  return render(
    <AppProviders queryClient={createQueryClient()} apiClient={createFakeApiClient(procedures)}>
      <CurrentUserProvider user={{ ...TEST_USER, ...user }}>{ui}</CurrentUserProvider>
    </AppProviders>,
  );
}
