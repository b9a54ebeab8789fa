import { z } from "zod";
import { LOGIN_LIMITS } from "./login";
import { ROLES } from "./roles";
import { idSchema, optionalEmail, optionalText, requiredText } from "./text";

export const loginInput = z.object({
  username: requiredText("Username", LOGIN_LIMITS.username),
  password: z
    .string({ message: "Password is required" })
    .min(1, "Password is required")
    .max(LOGIN_LIMITS.password, `Password is at most ${LOGIN_LIMITS.password} characters`),
});
export type LoginInput = z.infer<typeof loginInput>;

export const USERNAME_PATTERN = /^[a-z0-9._-]{3,32}$/;
export const MIN_PASSWORD_LENGTH = 10;

const username = z
  .string()
  .trim()
  .toLowerCase()
  .regex(USERNAME_PATTERN, "Username must be 3-32 characters: letters, digits, '.', '_' or '-'");
const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200, "Password must be at most 200 characters");
export const createUserInput = z.object({
  username,
  password,
  role: z.enum(ROLES, { message: `Role must be one of ${ROLES.join(", ")}` }),
  firstName: optionalText(100, "First name"),
  lastName: optionalText(100, "Last name"),
  email: optionalEmail,
});
export type CreateUserInput = z.infer<typeof createUserInput>;

export const userIdInput = z.object({ id: idSchema("User id") });

export const setUserActiveInput = userIdInput.extend({ isActive: z.boolean() });

export const resetPasswordInput = userIdInput.extend({ password });

export const updateUserRoleInput = userIdInput.extend({
  role: z.enum(ROLES, { message: `Role must be one of ${ROLES.join(", ")}` }),
});

export const TOKEN_SCOPES = ["read", "write"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
export const TOKEN_SCOPE_LABELS: Record<TokenScope, string> = {
  read: "Read only (GET requests and queries)",
  write: "Read and write",
};
export const TOKEN_EXPIRY_DAYS = { default: 90, max: 365 } as const;

/** Why a token stopped working before its expiry; null while it works. */
export const TOKEN_REVOKE_REASONS = [
  "revoked",
  "password_changed",
  "password_reset",
  "deactivated",
  "role_changed",
] as const;
export type TokenRevokeReason = (typeof TOKEN_REVOKE_REASONS)[number];

const expiryMessage = `Expiry must be a whole number of days from 1 to ${TOKEN_EXPIRY_DAYS.max}`;

/** A token is always its creator's own: a `userId` (another user's) is refused by name. */
export const createApiTokenInput = z.strictObject(
  {
    name: requiredText("Token name", 100),
    scope: z.enum(TOKEN_SCOPES, { message: "Scope must be read or write" }),
    expiresInDays: z
      .number({ message: expiryMessage })
      .int(expiryMessage)
      .min(1, expiryMessage)
      .max(TOKEN_EXPIRY_DAYS.max, expiryMessage)
      .default(TOKEN_EXPIRY_DAYS.default),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" && issue.keys.includes("userId")
        ? "Each user creates their own tokens: sign in as that user to create one for them"
        : undefined,
  },
);
export type CreateApiTokenInput = z.input<typeof createApiTokenInput>;

export const apiTokenIdInput = z.object({ id: idSchema("Token id") });

/** One's own tokens, or (`everyone`, for the administrator) every user's. */
export const apiTokenListInput = z
  .object({ everyone: z.boolean().default(false) })
  .default({ everyone: false });

export const changePasswordInput = z
  .object({
    currentPassword: z
      .string({ message: "Current password is required" })
      .min(1, "Current password is required")
      .max(LOGIN_LIMITS.password, `Current password is at most ${LOGIN_LIMITS.password} characters`),
    newPassword: z
      .string({ message: "New password is required" })
      .min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(200, "New password must be at most 200 characters"),
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ["newPassword"],
    message: "New password must differ from the current one",
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
