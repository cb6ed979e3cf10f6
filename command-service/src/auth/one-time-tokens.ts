/**
 * @module The tokens of mailed links (activation, password reset, invitation): random, single-use, with an
 * expiry; only their SHA-256 digest is stored, so a copy of the database opens no account.
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { createHash, randomBytes } from "node:crypto"

export type OneTimeTokenKind = "activation" | "reset" | "invitation"

export const ONE_TIME_TOKEN_LIFETIME: Record<OneTimeTokenKind, number> = {
  activation: 24 * 3600,
  reset: 3600,
  invitation: 7 * 24 * 3600,
}

export const tokenDigest = (token: string) => createHash("sha256").update(token).digest("base64url")

export class OneTimeTokens {
  constructor(private readonly sql: SqlQuery) {}

  /** A new token of `kind` for the user; the clear token goes only into the mail. */
  async issue(kind: OneTimeTokenKind, userId: number): Promise<string> {
    const token = randomBytes(32).toString("base64url")
    await this.sql.query(
      `INSERT INTO one_time_tokens (digest, kind, usr_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [tokenDigest(token), kind, userId, ONE_TIME_TOKEN_LIFETIME[kind]],
    )
    return token
  }

  /**
   * Uses the token up, once: the user and kind when it is one of `kinds`, unused and not expired; else
   * undefined (a second use included, also when two requests race).
   */
  async consume(token: string, kinds: readonly OneTimeTokenKind[]): Promise<{ userId: number; kind: OneTimeTokenKind } | undefined> {
    const rows = await this.sql.query<{ usr_id: string | number; kind: OneTimeTokenKind }>(
      `UPDATE one_time_tokens SET used_at = now()
       WHERE digest = $1 AND kind = ANY($2::text[]) AND used_at IS NULL AND expires_at > now()
       RETURNING usr_id, kind`,
      [tokenDigest(token), kinds],
    )
    const row = rows[0]
    return row ? { userId: Number(row.usr_id), kind: row.kind } : undefined
  }

  /** Voids the user's other open links of these kinds (after a reset, older reset links stop working). */
  async voidOpen(userId: number, kinds: readonly OneTimeTokenKind[]): Promise<void> {
    await this.sql.query("UPDATE one_time_tokens SET used_at = now() WHERE usr_id = $1 AND kind = ANY($2::text[]) AND used_at IS NULL", [
      userId,
      kinds,
    ])
  }
}
