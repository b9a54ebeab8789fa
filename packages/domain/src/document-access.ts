import { z } from "zod";
import { formatDisplayDate } from "./dates";
import type { ConfidentialityLevel } from "./digital-assets";
import { ROLES, type Role } from "./roles";
import { idSchema, optionalText, TEXT_LIMITS } from "./text";

/** Who may see a document of each confidentiality level: list it, view it, download it. */
export const DOCUMENT_READERS: Record<ConfidentialityLevel, readonly Role[]> = {
  public: ROLES,
  internal: ROLES,
  confidential: ["admin", "manager", "accountant"],
  restricted: ["admin"],
};

export function canReadDocument(role: Role, level: ConfidentialityLevel): boolean {
  return DOCUMENT_READERS[level].includes(role);
}

/** The levels `role` may read, for a list that leaves out the others. */
export function readableLevels(role: Role): ConfidentialityLevel[] {
  return (Object.keys(DOCUMENT_READERS) as ConfidentialityLevel[]).filter((level) =>
    canReadDocument(role, level),
  );
}

/** Still to be kept: its expiration date (upload date plus the retention years) is today or later. */
export function isUnderRetention(expiryDate: string | null, today: string): boolean {
  return expiryDate !== null && today <= expiryDate;
}

export const DELETE_NOT_UPLOADER =
  "Only the person who uploaded this document or an administrator can delete it";
export const DELETE_UNDER_RETENTION = (until: string) =>
  `This document must be kept until ${formatDisplayDate(until)}; only an administrator can delete it before then`;
export const DELETE_REASON_REQUIRED =
  "Give a reason to delete a document before the end of its retention period";

export interface DocumentDeleter {
  userId: string;
  role: Role;
}

export interface DeletableDocument {
  uploadedBy: string | null;
  expiryDate: string | null;
}

/**
 * Whether `who` may delete `document` today: only its uploader or an administrator, and one still
 * under its retention period only an administrator, giving a reason. Answers why not, or null.
 */
export function documentDeletionRefusal(
  who: DocumentDeleter,
  document: DeletableDocument,
  today: string,
  reason: string | null,
): { kind: "forbidden" | "bad_request"; message: string } | null {
  const isAdmin = who.role === "admin";
  if (!isAdmin && document.uploadedBy !== who.userId)
    return { kind: "forbidden", message: DELETE_NOT_UPLOADER };
  if (!isUnderRetention(document.expiryDate, today)) return null;
  if (!isAdmin) return { kind: "forbidden", message: DELETE_UNDER_RETENTION(document.expiryDate ?? today) };
  if (!reason?.trim()) return { kind: "bad_request", message: DELETE_REASON_REQUIRED };
  return null;
}

/** Whether `who` is offered deleting `document` at all; one under retention still asks for a reason. */
export function mayDeleteDocument(who: DocumentDeleter, document: DeletableDocument, today: string): boolean {
  return documentDeletionRefusal(who, document, today, null)?.kind !== "forbidden";
}

/** DELETE /api/digital-assets/:id's body: the reason, needed for a document still under retention. */
export const digitalAssetDeleteBody = z
  .object({ reason: optionalText(TEXT_LIMITS.shortNote, "Reason") })
  .default({ reason: null });

export const digitalAssetDeleteInput = z.object({
  id: idSchema(),
  reason: optionalText(TEXT_LIMITS.shortNote, "Reason"),
});
export type DigitalAssetDeleteInput = z.infer<typeof digitalAssetDeleteInput>;
