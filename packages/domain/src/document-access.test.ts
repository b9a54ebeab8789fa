import { describe, expect, it } from "vitest";
import {
  canReadDocument,
  DELETE_NOT_UPLOADER,
  DELETE_REASON_REQUIRED,
  documentDeletionRefusal,
  isUnderRetention,
  mayDeleteDocument,
  readableLevels,
} from "./document-access";
import { ROLES } from "./roles";

describe("who reads a document", () => {
  it("keeps restricted for administrators and confidential for administrators, managers and accountants", () => {
    const table = Object.fromEntries(ROLES.map((role) => [role, readableLevels(role)]));
    expect(table).toEqual({
      admin: ["public", "internal", "confidential", "restricted"],
      manager: ["public", "internal", "confidential"],
      front_desk: ["public", "internal"],
      accountant: ["public", "internal", "confidential"],
    });
    expect(canReadDocument("front_desk", "confidential")).toBe(false);
    expect(canReadDocument("manager", "restricted")).toBe(false);
  });
});

describe("who deletes a document", () => {
  const today = "2026-11-23";
  const expired = { uploadedBy: "u1", expiryDate: "2026-11-22" };
  const kept = { uploadedBy: "u1", expiryDate: "2033-11-23" };

  it("counts the expiration day itself as still under retention", () => {
    expect(isUnderRetention("2026-11-23", today)).toBe(true);
    expect(isUnderRetention("2026-11-22", today)).toBe(false);
    expect(isUnderRetention(null, today)).toBe(false);
  });

  it("lets only the uploader or an administrator delete a document past its retention", () => {
    expect(documentDeletionRefusal({ userId: "u1", role: "front_desk" }, expired, today, null)).toBeNull();
    expect(documentDeletionRefusal({ userId: "u9", role: "admin" }, expired, today, null)).toBeNull();
    expect(documentDeletionRefusal({ userId: "u2", role: "manager" }, expired, today, null)).toEqual({
      kind: "forbidden",
      message: DELETE_NOT_UPLOADER,
    });
  });

  it("lets only an administrator with a reason delete a document under retention", () => {
    expect(
      documentDeletionRefusal({ userId: "u1", role: "manager" }, kept, today, "scan is blurred"),
    ).toEqual({
      kind: "forbidden",
      message: "This document must be kept until 23/11/2033; only an administrator can delete it before then",
    });
    expect(documentDeletionRefusal({ userId: "u9", role: "admin" }, kept, today, "  ")).toEqual({
      kind: "bad_request",
      message: DELETE_REASON_REQUIRED,
    });
    expect(
      documentDeletionRefusal({ userId: "u9", role: "admin" }, kept, today, "duplicate upload"),
    ).toBeNull();
  });

  it("offers deleting only to those who may, a reason still to be given", () => {
    expect(mayDeleteDocument({ userId: "u9", role: "admin" }, kept, today)).toBe(true);
    expect(mayDeleteDocument({ userId: "u1", role: "manager" }, kept, today)).toBe(false);
    expect(mayDeleteDocument({ userId: "u1", role: "manager" }, expired, today)).toBe(true);
    expect(mayDeleteDocument({ userId: "u2", role: "accountant" }, expired, today)).toBe(false);
  });
});
