import type { Role } from "@atithi/domain";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { AppProviders } from "../../AppProviders";
import { createQueryClient } from "../../api/query-client";
import { CurrentUserProvider } from "../../auth/current-user";
import { createFakeApiClient, type FakeProcedure } from "../../test/fake-api";
import { TEST_USER } from "../bookings/render-with-api";

/** `ui` signed in with `role`, against fake procedures keyed by path. */
export function renderAs(role: Role, ui: ReactElement, procedures: Record<string, FakeProcedure>) {
  return render(
    <AppProviders queryClient={createQueryClient()} apiClient={createFakeApiClient(procedures)}>
      <CurrentUserProvider user={{ ...TEST_USER, role }}>{ui}</CurrentUserProvider>
    </AppProviders>,
  );
}
