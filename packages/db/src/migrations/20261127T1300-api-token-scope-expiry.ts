import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * Every API token gets a scope and an expiry. Tokens made before this could do anything their user
 * could, so they keep the write scope; those without an expiry get 90 days from now (not from their
 * creation, which would stop an older script without warning), and none lives past a year from now.
 * `revoked_reason` says why a token stopped: revoked by hand, or killed by its user's password
 * change or reset, deactivation or change of role.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    ALTER TABLE api_tokens
      ADD COLUMN scope text NOT NULL DEFAULT 'write'
        CONSTRAINT api_tokens_scope_check CHECK (scope IN ('read', 'write')),
      ADD COLUMN revoked_reason text
        CONSTRAINT api_tokens_revoked_reason_check CHECK (
          revoked_reason IN ('revoked', 'password_changed', 'password_reset', 'deactivated', 'role_changed')
        );
    ALTER TABLE api_tokens ALTER COLUMN scope DROP DEFAULT;

    UPDATE api_tokens SET expires_at = now() + interval '90 days' WHERE expires_at IS NULL;
    UPDATE api_tokens SET expires_at = now() + interval '365 days'
      WHERE expires_at > now() + interval '365 days';
    UPDATE api_tokens SET revoked_reason = 'revoked' WHERE revoked_at IS NOT NULL;
    -- A deactivated user's tokens were only unusable while the user stayed inactive: they die now,
    -- so a reactivation does not bring them back.
    UPDATE api_tokens SET revoked_at = now(), revoked_reason = 'deactivated'
      FROM users WHERE users.id = api_tokens.user_id AND NOT users.is_active AND api_tokens.revoked_at IS NULL;
    ALTER TABLE api_tokens ALTER COLUMN expires_at SET NOT NULL;
    ALTER TABLE api_tokens ADD CONSTRAINT api_tokens_revoked_reason_present
      CHECK ((revoked_at IS NULL) = (revoked_reason IS NULL));
    `,
  );
}
