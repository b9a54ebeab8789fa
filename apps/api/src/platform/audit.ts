import type { Database } from "@atithi/db";

export interface AuditEntry {
  userId: string | null;
  entityType: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Written inside the same transaction as the change it records. */
export function writeAudit(db: Database, entry: AuditEntry) {
  return db
    .insertInto("auditLog")
    .values({
      userId: entry.userId,
      entityType: entry.entityType,
      entityId: entry.entityId,
      action: entry.action,
      before: json(entry.before),
      after: json(entry.after),
    })
    .execute();
}
