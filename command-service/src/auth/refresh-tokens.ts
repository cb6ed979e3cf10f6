/**
 * @module Rotating refresh tokens. Each sign-in starts a family (the session id `sid`); each refresh uses
 * its token up and issues the next of the family. A token used a second time means a copy is in other
 * hands: the whole family is revoked, so neither the thief nor the owner can go on with it. Only SHA-256
 * digests of the token ids are stored.
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { tokenDigest } from "./one-time-tokens"

export type RefreshUse =
  | { readonly ok: true; readonly userId: number; readonly family: string }
  | { readonly ok: false; readonly reason: "reused" | "unknown" }

export class RefreshTokens {
  constructor(private readonly sql: SqlQuery) {}

  async store(jti: string, family: string, userId: number, lifetimeSeconds: number): Promise<void> {
    await this.sql.query(
      "INSERT INTO refresh_tokens (digest, family, usr_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))",
      [tokenDigest(jti), family, userId, lifetimeSeconds],
    )
  }

  /** Uses the token up; a second use (or a use after revocation) revokes its family. */
  async use(jti: string): Promise<RefreshUse> {
    const digest = tokenDigest(jti)
    const used = await this.sql.query<{ usr_id: string | number; family: string }>(
      `UPDATE refresh_tokens SET used_at = now()
       WHERE digest = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
       RETURNING usr_id, family`,
      [digest],
    )
    if (used[0]) return { ok: true, userId: Number(used[0].usr_id), family: used[0].family }
    const known = await this.sql.query<{ family: string }>("SELECT family FROM refresh_tokens WHERE digest = $1", [digest])
    if (!known[0]) return { ok: false, reason: "unknown" }
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
