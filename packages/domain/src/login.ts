/**
 * The sign-in form's checks by hand, so the login screen loads no schema library. `loginInput`
 * (auth.schema.ts) takes the same limits and a test holds both to the same messages.
 */
export const LOGIN_LIMITS = { username: 100, password: 1000 } as const;

export interface LoginValues {
  username: string;
  password: string;
}

/** What `loginInput` would say about each field it refuses; empty when it accepts them. */
export function loginFieldErrors(values: LoginValues): Partial<Record<keyof LoginValues, string>> {
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  const username = values.username.trim();
  if (!username) errors.username = "Username is required";
  else if (username.length > LOGIN_LIMITS.username) {
    errors.username = `Username is at most ${LOGIN_LIMITS.username} characters`;
  }
  if (!values.password) errors.password = "Password is required";
  else if (values.password.length > LOGIN_LIMITS.password) {
    errors.password = `Password is at most ${LOGIN_LIMITS.password} characters`;
  }
  return errors;
}
