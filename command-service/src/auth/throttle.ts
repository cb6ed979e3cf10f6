/**
 * @module Throttling of sign-in and of mail-sending requests, shared by every process through the
 * `login_attempts` table. A scope is a keyed digest (of an account's e-mail or a client address), so the
 * table holds neither in clear. A scope is refused while it has `limit` attempts within `window`.
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"

export type ThrottleRule = { readonly limit: number; readonly windowSeconds: number }
export type ThrottleScope = { readonly key: string; readonly rule: ThrottleRule }

const FIFTEEN_MINUTES = 15 * 60

export const THROTTLE_RULES = {
  /** Failed logins (or password checks) of one account. */
  account: { limit: 5, windowSeconds: FIFTEEN_MINUTES },
  /** Failed logins from one address. */
  address: { limit: 20, windowSeconds: FIFTEEN_MINUTES },
  /** Registrations and reset requests from one address (each sends a mail). */
  mail: { limit: 20, windowSeconds: FIFTEEN_MINUTES },
} as const satisfies Record<string, ThrottleRule>

export class Throttle {
  private recorded = 0

  constructor(private readonly sql: SqlQuery) {}

  /** Seconds until every scope is below its limit again; 0 when none is at it. */
  async retryAfter(scopes: readonly ThrottleScope[]): Promise<number> {
    let wait = 0
    for (const { key, rule } of scopes) {
      const rows = await this.sql.query<{ seconds: string | number }>(
        `SELECT extract(epoch FROM at + make_interval(secs => $2) - now()) AS seconds
           FROM login_attempts WHERE scope = $1 AND at > now() - make_interval(secs => $2)
          ORDER BY at DESC OFFSET $3 LIMIT 1`,
        [key, rule.windowSeconds, rule.limit - 1],
      )
      if (rows[0]) wait = Math.max(wait, Math.ceil(Number(rows[0].seconds)))
    }
    return Math.max(wait, 0)
  }

  async record(keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.sql.query("INSERT INTO login_attempts (scope) VALUES ($1)", [key])
    if (++this.recorded % 200 === 0) await this.sql.query("DELETE FROM login_attempts WHERE at < now() - interval '1 day'")
  }

  /** A successful login forgets the account's failures. */
  async clear(key: string): Promise<void> {
    await this.sql.query("DELETE FROM login_attempts WHERE scope = $1", [key])
  }
}
