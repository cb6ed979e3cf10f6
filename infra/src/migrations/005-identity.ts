/**
 * Identity on the write side: per-user keys for crypto-shredding, credentials (never in events), one-time
 * tokens of mailed links, rotating refresh tokens, login attempts for throttling.
 * (The identity issue's helpers extend this list; the read models of users and organisations are in 006.)
 */
export const identityMigration = `
CREATE TABLE IF NOT EXISTS personal_keys (
  usr_id bigint PRIMARY KEY,
  key    text NOT NULL
);
`
