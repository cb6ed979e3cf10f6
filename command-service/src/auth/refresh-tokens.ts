/**
 * @module Rotating refresh tokens. Each sign-in starts a family (the session id `sid`); each refresh uses
 * its token up and issues the next of the family. A token used a second time means a copy is in other
 * hands: the whole family is revoked, so neither the thief nor the owner can go on with it. Only SHA-256
 * digests of the token ids are stored. A family ends `REFRESH_FAMILY_SECONDS` after its sign-in, however
 * often its tokens were rotated (`family_expires_at`, copied to each token of the family).
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { tokenDigest } from "./one-time-tokens"

/** The absolute lifetime of a sign-in's session: 30 days from the login, then a new login is needed. */
export const REFRESH_FAMILY_SECONDS = 30 * 24 * 3600

export type RefreshUse =
  | { readonly ok: true; readonly userId: number; readonly family: string }
  | { readonly ok: false; readonly reason: "reused" | "unknown" | "expired" }

/** What a refresh token would give, before it is used up. */
export type RefreshPeek =
  | { readonly ok: true; readonly userId: number; readonly family: string }
  | { readonly ok: false; readonly reason: "expired" | "unusable" }

export class RefreshTokens {
  constructor(private readonly sql: SqlQuery) {}

  /**
   * Stores a token of `family`; a new family ends `familySeconds` from now, a known one keeps its end.
   * Resolves with the seconds the token is valid: `lifetimeSeconds`, or less when the family ends sooner.
   */
  async store(jti: string, family: string, userId: number, lifetimeSeconds: number, familySeconds = REFRESH_FAMILY_SECONDS): Promise<number> {
    const rows = await this.sql.query<{ seconds: string | number }>(
      `WITH fam AS (
         SELECT COALESCE((SELECT max(family_expires_at) FROM refresh_tokens WHERE family = $2), now() + make_interval(secs => $5)) AS ends
       )
       INSERT INTO refresh_tokens (digest, family, usr_id, expires_at, family_expires_at)
       SELECT $1, $2, $3, least(now() + make_interval(secs => $4), fam.ends), fam.ends FROM fam
       RETURNING extract(epoch FROM expires_at - now()) AS seconds`,
      [tokenDigest(jti), family, userId, lifetimeSeconds, familySeconds],
    )
    return Math.max(1, Math.floor(Number(rows[0]?.seconds ?? lifetimeSeconds)))
  }

  /** Whether the token could be used now (unused, not revoked, not expired, its family not ended); uses nothing. */
  async peek(jti: string): Promise<RefreshPeek> {
    const rows = await this.sql.query<{ usr_id: string | number; family: string; ended: boolean }>(
      `SELECT usr_id, family, (family_expires_at IS NOT NULL AND family_expires_at <= now()) AS ended
         FROM refresh_tokens WHERE digest = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()`,
      [tokenDigest(jti)],
    )
    const row = rows[0]
    if (!row) return { ok: false, reason: "unusable" }
    if (row.ended) return { ok: false, reason: "expired" }
    return { ok: true, userId: Number(row.usr_id), family: row.family }
  }

  /**
   * Uses the token up; a second use (or a use after revocation) revokes its family. A token whose family
   * has ended is refused as "expired".
   */
  async use(jti: string): Promise<RefreshUse> {
    const digest = tokenDigest(jti)
    const used = await this.sql.query<{ usr_id: string | number; family: string }>(
      `UPDATE refresh_tokens SET used_at = now()
       WHERE digest = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
         AND (family_expires_at IS NULL OR family_expires_at > now())
       RETURNING usr_id, family`,
      [digest],
    )
    if (used[0]) return { ok: true, userId: Number(used[0].usr_id), family: used[0].family }
    const known = await this.sql.query<{ family: string; open: boolean; ended: boolean }>(
      `SELECT family, (used_at IS NULL AND revoked_at IS NULL) AS open,
              (family_expires_at IS NOT NULL AND family_expires_at <= now()) AS ended
         FROM refresh_tokens WHERE digest = $1`,
      [digest],
    )
    if (!known[0]) return { ok: false, reason: "unknown" }
    if (known[0].open && known[0].ended) return { ok: false, reason: "expired" }
    await this.revokeFamily(known[0].family)
    return { ok: false, reason: "reused" }
  }

  async revokeFamily(family: string): Promise<void> {
    await this.sql.query("UPDATE refresh_tokens SET revoked_at = now() WHERE family = $1 AND revoked_at IS NULL", [family])
  }

  /** Every session of the user ends (a password reset), but the one named in `except` (a password change). */
  async revokeUser(userId: number, except?: string): Promise<void> {
    await this.sql.query(
      "UPDATE refresh_tokens SET revoked_at = now() WHERE usr_id = $1 AND revoked_at IS NULL AND family IS DISTINCT FROM $2",
      [userId, except ?? null],
    )
  }

  /** Drops what can never be used again (expired a day ago); called now and then. */
  async prune(): Promise<void> {
    await this.sql.query("DELETE FROM refresh_tokens WHERE expires_at < now() - interval '1 day'")
  }
}
