import { ROLE_LABELS, ROLES } from "@atithi/domain";
import type { RouterOutputs } from "../../api/trpc";

export type UserRow = RouterOutputs["users"]["list"][number];
export type ApiTokenRow = RouterOutputs["apiTokens"]["list"][number];
export type CreatedApiToken = RouterOutputs["apiTokens"]["create"];

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function fullName(user: Pick<UserRow, "firstName" | "lastName">): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ");
}
