import { can, type Permission } from "@atithi/domain";
import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import type { ApiClient } from "../api/trpc";
import { type CurrentUser, meQueryOptions } from "./session";

/** What every route's `beforeLoad` may use. */
export interface RouterContext {
  queryClient: QueryClient;
  apiClient: ApiClient;
}

/**
 * A route's `beforeLoad`: a signed-in role without `permission` is sent to the dashboard before
 * the screen loads anything. Nobody signed in (or the server unreachable) passes, and the AuthGate
 * shows the login screen (or the error) instead.
 */
export function requirePermission(permission: Permission) {
  const check = (me: CurrentUser | null | undefined) => {
    if (me && !can(me.role, permission)) throw redirect({ to: "/", replace: true });
  };
  return ({ context }: { context: RouterContext }) => {
    const options = meQueryOptions(context.apiClient);
    const known = context.queryClient.getQueryData(options.queryKey);
    // Synchronous once the user is known, so moving between screens never waits.
    if (known !== undefined) return check(known);
    return context.queryClient.ensureQueryData(options).then(check, () => undefined);
  };
}
