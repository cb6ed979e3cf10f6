/**
 * @module Limits of the identity bodies the client checks before sending. The contracts hold them beside
 * their schemas (auth-bodies.ts, user-bodies.ts), which would pull the schema library into the login and
 * profile chunks; identity-limits.test.ts keeps these copies equal to them.
 */
export const MIN_PASSWORD_LENGTH = 8
/** Longest password the server hashes. */
export const MAX_PASSWORD_LENGTH = 200
/** Longest first or last name (contracts' bodies/fields.ts, not exported to the client). */
export const MAX_NAME_LENGTH = 200
/** Largest picture the server accepts, decoded. */
export const MAX_IMAGE_BYTES = 1024 * 1024
export const IMAGE_TYPES: readonly string[] = ["image/jpeg", "image/png"]
