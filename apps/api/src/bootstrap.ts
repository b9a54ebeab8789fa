import { randomBytes } from "node:crypto";
import { type Database, seedReferenceData } from "@atithi/db";
import { MIN_PASSWORD_LENGTH } from "@atithi/domain";
import { sql } from "kysely";
import { hashPassword } from "./platform/auth/password";
import { usersRepository } from "./platform/auth/users.repository";
import type { Config } from "./platform/config";

export interface BootstrapResult {
  /** Set only when the administrator was created with a generated password, to be shown once. */
  generatedPassword?: string;
  createdAdmin: boolean;
}

/**
 * First start on an empty database: the administrator and the reference data a property starts with.
 * Processes starting at the same moment on one PostgreSQL take turns (a session advisory lock held on
 * one connection), so the second one finds the rooms and the administrator made and adds none.
 */
export async function bootstrap(db: Database, config: Config): Promise<BootstrapResult> {
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(hashtext('atithi.bootstrap'))`.execute(connection);
    try {
      return await firstStart(connection, config);
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext('atithi.bootstrap'))`.execute(connection);
    }
  });
}

async function firstStart(db: Database, config: Config): Promise<BootstrapResult> {
  await seedReferenceData(db, config.roomNumbers);
  const users = usersRepository(db);
  if ((await users.count()) > 0) return { createdAdmin: false };
  if (config.adminPassword !== undefined && config.adminPassword.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const password = config.adminPassword ?? randomBytes(12).toString("base64url");
  await users.insert({
    username: config.adminUsername,
    passwordHash: await hashPassword(password),
    role: "admin",
  });
  return config.adminPassword ? { createdAdmin: true } : { createdAdmin: true, generatedPassword: password };
}
