import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loginInput } from "./auth.schema";
import { LOGIN_LIMITS, loginFieldErrors } from "./login";

/** The first message `loginInput` gives for each field, the way a form shows it. */
function schemaErrors(values: { username: string; password: string }) {
  const result = loginInput.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

// Around the edges: empty, blank, at and past each limit.
const text = (max: number) =>
  fc.oneof(
    fc.constantFrom("", " ", "\t \n"),
    fc.string({ maxLength: 8 }),
    fc.integer({ min: max - 2, max: max + 2 }).map((n) => "a".repeat(n)),
    fc.integer({ min: max - 2, max: max + 2 }).map((n) => ` ${"b".repeat(n)} `),
  );

describe("the login form's own checks", () => {
  it("say what loginInput says, field by field", () => {
    fc.assert(
      fc.property(text(LOGIN_LIMITS.username), text(LOGIN_LIMITS.password), (username, password) => {
        expect(loginFieldErrors({ username, password })).toEqual(schemaErrors({ username, password }));
      }),
      { numRuns: 500 },
    );
  });

  it("name both missing fields", () => {
    expect(loginFieldErrors({ username: "  ", password: "" })).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
  });
});
