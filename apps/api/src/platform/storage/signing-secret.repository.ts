import { randomBytes } from "node:crypto";
import type { Database } from "@atithi/db";

const KEY = "object_url_signing_secret";

/**
 * The secret that signs this server's object URLs: random, made once and kept in `app_settings`, so
 * links survive a restart and every process of one database agrees on it.
 */
export async function objectUrlSigningSecret(db: Database): Promise<Buffer> {
  await db
    .insertInto("appSettings")
    .values({ key: KEY, value: JSON.stringify(randomBytes(32).toString("base64url")) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("appSettings")
    .select("value")
    .where("key", "=", KEY)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value as string, "base64url");
}
