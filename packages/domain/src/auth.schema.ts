import { z } from "zod";
import { ROLES } from "./roles";

export const loginInput = z.object({
  username: z.string().trim().min(1, "Username is required"),
  password: z.string().min(1, "Password is required"),
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
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === "" ? null : v))
    .nullish()
    .transform((v) => v ?? null);

export const createUserInput = z.object({
  username,
  password,
  role: z.enum(ROLES, { message: `Role must be one of ${ROLES.join(", ")}` }),
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: z
    .email("Valid email is required")
    .nullish()
    .or(z.literal("").transform(() => null))
    .transform((v) => v ?? null),
});
export type CreateUserInput = z.infer<typeof createUserInput>;

export const userIdInput = z.object({ id: z.string().min(1, "User id is required") });

export const setUserActiveInput = userIdInput.extend({ isActive: z.boolean() });

export const resetPasswordInput = userIdInput.extend({ password });

export const updateUserRoleInput = userIdInput.extend({ role: z.enum(ROLES) });

export const createApiTokenInput = z.object({
  name: z.string().trim().min(1, "Token name is required").max(100, "Token name is at most 100 characters"),
  userId: z.string().min(1).optional(),
  expiresInDays: z.number().int().min(1).max(3650).nullish(),
});

export const apiTokenIdInput = z.object({ id: z.string().min(1, "Token id is required") });
