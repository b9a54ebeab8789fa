import { describe, expect, it } from "vitest";
import { changedPasswordMessage, changePasswordErrors, PASSWORDS_DIFFER } from "./change-password";

describe("the change-password form", () => {
  const filled = {
    currentPassword: "old-password-1",
    newPassword: "new-password-1",
    confirmPassword: "new-password-1",
  };

  it("accepts a new password of ten characters typed twice alike", () => {
    expect(changePasswordErrors(filled)).toEqual({});
  });

  it("names each problem on its field, with the server's own messages", () => {
    expect(
      changePasswordErrors({ currentPassword: "", newPassword: "short", confirmPassword: "short" }),
    ).toEqual({
      currentPassword: "Current password is required",
      newPassword: "New password must be at least 10 characters",
    });
    expect(
      changePasswordErrors({ ...filled, newPassword: "old-password-1", confirmPassword: "old-password-1" }),
    ).toEqual({
      newPassword: "New password must differ from the current one",
    });
  });

  it("asks for the new password twice alike, once it is acceptable", () => {
    expect(changePasswordErrors({ ...filled, confirmPassword: "new-password-2" })).toEqual({
      confirmPassword: PASSWORDS_DIFFER,
    });
  });

  it("says what the change ended", () => {
    expect(changedPasswordMessage({ signedOutSessions: 0, revokedTokens: 0 })).toBe(
      "0 other sessions signed out. This session stays signed in.",
    );
    expect(changedPasswordMessage({ signedOutSessions: 1, revokedTokens: 2 })).toBe(
      "1 other session signed out; 2 API tokens revoked. This session stays signed in.",
    );
  });
});
