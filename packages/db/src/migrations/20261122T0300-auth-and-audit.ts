import type { Kysely } from "kysely";
import { runStatements } from "./run-statements";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    /* sql */ `
    CREATE TABLE users (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      username text NOT NULL,
      password_hash text NOT NULL,
      role text NOT NULL CHECK (role IN ('admin', 'manager', 'front_desk', 'accountant')),
      is_active boolean NOT NULL DEFAULT true,
      first_name text,
      last_name text,
      email text,
      profile_image_url text,
      department text,
      last_login_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_username_key ON users (lower(username));
    CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;

    CREATE TABLE sessions (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      user_agent text,
      ip_address text
    );
    CREATE INDEX sessions_user_id_idx ON sessions (user_id);

    CREATE TABLE api_tokens (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      name text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz,
      last_used_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX api_tokens_user_id_idx ON api_tokens (user_id);

    CREATE TABLE audit_log (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      at timestamptz NOT NULL DEFAULT now(),
      user_id text REFERENCES users (id) ON DELETE SET NULL,
      entity_type text NOT NULL,
      entity_id text NOT NULL,
      action text NOT NULL,
      before jsonb,
      after jsonb
    );
    CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id, at);
    CREATE INDEX audit_log_at_idx ON audit_log (at);

    CREATE TABLE app_settings (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `,
  );
}
