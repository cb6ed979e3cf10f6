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

  /**
   * A new token of `kind` for the user; the clear token goes only into the mail. `passwordHash`: an
   * activation link's registration password, installed only when this link is used.
   */
  async issue(kind: OneTimeTokenKind, userId: number, passwordHash?: string): Promise<string> {
    const token = randomBytes(32).toString("base64url")
    await this.sql.query(
      `INSERT INTO one_time_tokens (digest, kind, usr_id, expires_at, pw_hash) VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5)`,
      [tokenDigest(token), kind, userId, ONE_TIME_TOKEN_LIFETIME[kind], passwordHash ?? null],
    )
    return token
  }

  /**
   * Uses the token up, once: the user and kind when it is one of `kinds`, unused and not expired; else
   * undefined (a second use included, also when two requests race).
   */
  async consume(
    token: string,
    kinds: readonly OneTimeTokenKind[],
  ): Promise<{ userId: number; kind: OneTimeTokenKind; passwordHash: string | undefined } | undefined> {
    // The stored hash is cleared as the token is used: a used link keeps no password.
    const rows = await this.sql.query<{ usr_id: string | number; kind: OneTimeTokenKind; pw_hash: string | null }>(
      `UPDATE one_time_tokens t SET used_at = now(), pw_hash = NULL
         FROM one_time_tokens prev
        WHERE t.digest = $1 AND prev.digest = t.digest AND t.kind = ANY($2::text[]) AND t.used_at IS NULL AND t.expires_at > now()
       RETURNING t.usr_id, t.kind, prev.pw_hash`,
      [tokenDigest(token), kinds],
    )
    const row = rows[0]
    return row ? { userId: Number(row.usr_id), kind: row.kind, passwordHash: row.pw_hash ?? undefined } : undefined
  }

  /** Voids the user's other open links of these kinds (after a reset, older reset links stop working). */
  async voidOpen(userId: number, kinds: readonly OneTimeTokenKind[]): Promise<void> {
    await this.sql.query("UPDATE one_time_tokens SET used_at = now(), pw_hash = NULL WHERE usr_id = $1 AND kind = ANY($2::text[]) AND used_at IS NULL", [
      userId,
      kinds,
    ])
  }
}
