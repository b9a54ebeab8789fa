import { can, type Permission } from "@atithi/domain";
import type { ReactNode } from "react";
import { useCurrentUser } from "./current-user";

/** Whether the signed-in user's role holds `permission`, by the same matrix the server enforces. */
export function useCan(permission: Permission): boolean {
  return can(useCurrentUser().role, permission);
}

/** Shows `children` only to a role holding `permission` (else `fallback`), so nobody is offered what answers 403. */
export function Can({
  permission,
  children,
  fallback = null,
}: {
  permission: Permission;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCan(permission) ? children : fallback;
}
