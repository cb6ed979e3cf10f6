/**
 * Sign-in state that never enters an event: password hashes and the last login, one-time tokens of mailed
 * links and refresh tokens (SHA-256 digests only), and failed attempts for throttling (keyed digests of the
 * account or address, shared by every process). The backbone's `auth_users` goes: users are streams now.
 */
export const credentialsMigration = `
CREATE TABLE IF NOT EXISTS credentials (
  usr_id     bigint PRIMARY KEY,
  pw_hash    text,
  login_date timestamptz,
  login_ip   text
);
CREATE TABLE IF NOT EXISTS one_time_tokens (
  digest     text PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN ('activation', 'reset', 'invitation')),
  usr_id     bigint NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX IF NOT EXISTS one_time_tokens_usr ON one_time_tokens (usr_id);
CREATE TABLE IF NOT EXISTS refresh_tokens (
  digest     text PRIMARY KEY,
  family     text NOT NULL,
  usr_id     bigint NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  revoked_at timestamptz
);
CREATE INDEX IF NOT EXISTS refresh_tokens_family ON refresh_tokens (family);
CREATE INDEX IF NOT EXISTS refresh_tokens_usr ON refresh_tokens (usr_id);
CREATE TABLE IF NOT EXISTS login_attempts (
  scope text NOT NULL,
  at    timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX IF NOT EXISTS login_attempts_scope_at ON login_attempts (scope, at);
DROP TABLE IF EXISTS auth_users;
`
