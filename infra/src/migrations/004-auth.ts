/**
 * The minimal login of the backbone: accounts with a scrypt hash, and settings (the token signing key).
 * The full, event-sourced identity model replaces this in a later issue.
 */
export const authMigration = `
CREATE TABLE IF NOT EXISTS auth_users (
  usr_id         bigint PRIMARY KEY,
  usr_email      text NOT NULL UNIQUE,
  usr_name       text NOT NULL,
  usr_name_first text NOT NULL,
  usr_pw_hash    text NOT NULL,
  usr_app_admin  boolean NOT NULL DEFAULT false,
  usr_login_date timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS settings (
  key   text PRIMARY KEY,
  value text NOT NULL
);
`
