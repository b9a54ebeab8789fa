import { changePasswordInput } from "@atithi/domain";
import { type FormErrors, schemaResolver } from "@mantine/form";

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORDS: ChangePasswordValues = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};
export const PASSWORDS_DIFFER = "The two new passwords differ";

const validate = schemaResolver(changePasswordInput, { sync: true });

/** The server's checks, and the one only the form can make: the new password typed twice alike. */
export function changePasswordErrors(values: ChangePasswordValues): FormErrors {
  const errors = validate({
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
  });
  if (!errors.newPassword && values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = PASSWORDS_DIFFER;
  }
  return errors;
}

/** What the user is told once the password has changed. */
export function changedPasswordMessage(result: { signedOutSessions: number; revokedTokens: number }): string {
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
  const parts = [`${plural(result.signedOutSessions, "other session")} signed out`];
  if (result.revokedTokens > 0) parts.push(`${plural(result.revokedTokens, "API token")} revoked`);
  return `${parts.join("; ")}. This session stays signed in.`;
}
