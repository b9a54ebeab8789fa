import { ROLE_LABELS, ROLES, type TokenRevokeReason } from "@atithi/domain";
import type { RouterOutputs } from "../../api/trpc";

export type UserRow = RouterOutputs["users"]["list"][number];
export type ApiTokenRow = RouterOutputs["apiTokens"]["list"][number];
export type CreatedApiToken = RouterOutputs["apiTokens"]["create"];

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function fullName(user: Pick<UserRow, "firstName" | "lastName">): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ");
}

const REVOKED_BECAUSE: Record<TokenRevokeReason, string> = {
  revoked: "Revoked",
  password_changed: "Revoked: password changed",
  password_reset: "Revoked: password reset",
  deactivated: "Revoked: user deactivated",
  role_changed: "Revoked: role changed",
};

export type TokenState = { label: string; color: string; works: boolean };

/** Whether a token still works, and if not, why (as its row shows it). */
export function tokenState(token: Pick<ApiTokenRow, "expiresAt" | "revokedReason">, now: Date): TokenState {
  if (token.revokedReason) return { label: REVOKED_BECAUSE[token.revokedReason], color: "red", works: false };
  if (new Date(token.expiresAt) <= now) return { label: "Expired", color: "orange", works: false };
  return { label: "Active", color: "teal", works: true };
}
