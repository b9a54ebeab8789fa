import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * Issue 28 §1: an upload now declares its type when it is requested, and the upload and the save must
 * carry exactly that type. Stored types outside the allow-list of the day (kept here as it was, so the
 * migration never changes) were the client's own words, e.g. `application/pdf;,text/html`: they become
 * opaque bytes, which are only ever downloaded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    ALTER TABLE upload_intents ADD COLUMN content_type text;

    UPDATE digital_assets SET mime_type = 'application/octet-stream'
     WHERE mime_type NOT IN (
       'application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'text/plain', 'text/csv',
       'application/msword', 'application/vnd.ms-excel',
       'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
       'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
       'application/vnd.oasis.opendocument.text', 'application/vnd.oasis.opendocument.spreadsheet'
     );
    `,
  );
}
