/**
 * Sign-in hardening on top of 006-credentials:
 * - `one_time_tokens.pw_hash`: the password hash of the registration an activation link was mailed for; it
 *   becomes the account's password only when that link is used (so a second registration of an unactivated
 *   e-mail cannot change or set the password of the account someone else is activating).
 * - `refresh_tokens.family_expires_at`: the absolute end of a sign-in's session, copied to each token of the
 *   family; refresh is refused after it however often the tokens were rotated. Tokens issued before this
 *   migration end with their own expiry.
 * - `login_attempts.attempt`: an id per recorded attempt, so an attempt recorded before the password check
 *   can be taken back when it succeeds.
 */
export const authHardeningMigration = `
ALTER TABLE one_time_tokens ADD COLUMN IF NOT EXISTS pw_hash text;
ALTER TABLE refresh_tokens ADD COLUMN IF NOT EXISTS family_expires_at timestamptz;
UPDATE refresh_tokens SET family_expires_at = expires_at WHERE family_expires_at IS NULL;
ALTER TABLE login_attempts ADD COLUMN IF NOT EXISTS attempt text;
`
