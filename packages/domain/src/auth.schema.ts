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

export const createApiTokenInput = z.object({
  name: requiredText("Token name", 100),
  userId: idSchema("User id").optional(),
  expiresInDays: z.number().int().min(1).max(3650).nullish(),
});

export const apiTokenIdInput = z.object({ id: idSchema("Token id") });
