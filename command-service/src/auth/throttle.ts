/**
 * @module Throttling of sign-in and of mail-sending requests, shared by every process through the
 * `login_attempts` table. A scope is a keyed digest (of an account's e-mail or a client address), so the
 * table holds neither in clear. A scope is refused while it has `limit` attempts within `window`; a scope
 * with `backoff` is refused, once it has `limit` attempts, for a wait that doubles with each further one
 * (from `firstSeconds` up to `maxSeconds`), counted from its latest attempt.
 *
 * An attempt is recorded BEFORE the password is checked, under a transaction-scoped advisory lock per
 * scope (count, then insert, in one transaction): however many requests arrive in parallel, at most
 * `limit` of them get through to the check. A successful attempt is taken back (`succeeded`).
 */
import type { SqlClient } from "@bimprofile/infra/sql/sql-client"
import { randomUUID } from "node:crypto"

export type ThrottleRule = {
  readonly limit: number
  /** How long an attempt counts. */
  readonly windowSeconds: number
  readonly backoff?: { readonly firstSeconds: number; readonly maxSeconds: number }
}
export type ThrottleScope = { readonly key: string; readonly rule: ThrottleRule }

const FIFTEEN_MINUTES = 15 * 60

export const THROTTLE_RULES = {
  /**
   * Failed logins of one account from one address: 5 free, then 1 minute, doubling up to 15. Never the
   * account from every address, so a stranger elsewhere cannot lock its owner out. Failures are forgotten
   * after a day (when the rows are swept) or on a successful login from the same pair.
   */
  accountAtAddress: { limit: 5, windowSeconds: 24 * 60 * 60, backoff: { firstSeconds: 60, maxSeconds: FIFTEEN_MINUTES } },
  /** Failed checks of the current password of a signed-in account (only its own session can try). */
  account: { limit: 5, windowSeconds: FIFTEEN_MINUTES },
  /** Failed logins from one address. */
  address: { limit: 20, windowSeconds: FIFTEEN_MINUTES },
  /** Registrations and reset requests from one address (each sends a mail). */
  mail: { limit: 20, windowSeconds: FIFTEEN_MINUTES },
} as const satisfies Record<string, ThrottleRule>

/** An attempt that was let through and counted; `id` names its rows. */
export type Attempt = { readonly ok: true; readonly id: string; readonly keys: readonly string[] }
export type Refusal = { readonly ok: false; readonly retryAfter: number }

export class Throttle {
  private recorded = 0

  constructor(private readonly sql: Pick<SqlClient, "query" | "transaction">) {}

  /**
   * Counts an attempt in every scope, or refuses it (nothing recorded) when a scope is at its limit.
   * Atomic per scope: the scopes are locked (in a fixed order) for the count and the insert.
   */
  async attempt(scopes: readonly ThrottleScope[]): Promise<Attempt | Refusal> {
    const id = randomUUID()
    const ordered = [...scopes].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    const outcome = await this.sql.transaction(async (tx) => {
      for (const { key } of ordered) await tx.query("SELECT pg_advisory_xact_lock(7262101, hashtext($1))", [key])
      let wait = 0
      for (const { key, rule } of ordered) wait = Math.max(wait, await waitOf(tx, key, rule))
      if (wait > 0) return { ok: false as const, retryAfter: wait }
      for (const { key } of ordered) await tx.query("INSERT INTO login_attempts (scope, attempt) VALUES ($1, $2)", [key, id])
      return { ok: true as const, id, keys: ordered.map((s) => s.key) }
    })
    if (outcome.ok && ++this.recorded % 200 === 0) await this.sql.query("DELETE FROM login_attempts WHERE at < now() - interval '1 day'")
    return outcome
  }

  /** Takes an attempt back (it succeeded, or it never reached the check). */
  async release(attempt: Attempt): Promise<void> {
    await this.sql.query("DELETE FROM login_attempts WHERE attempt = $1", [attempt.id])
  }

  /** A successful login forgets the scope's failures, and those of the scopes under it (`key:…`). */
  async clear(key: string): Promise<void> {
    await this.sql.query("DELETE FROM login_attempts WHERE scope = $1 OR left(scope, length($1) + 1) = $1 || ':'", [key])
  }
}

/** Seconds the scope must wait before its next attempt (0: it may try now). */
const waitOf = async (tx: Pick<SqlClient, "query">, key: string, rule: ThrottleRule): Promise<number> => {
  if (rule.backoff) {
    const rows = await tx.query<{ count: string | number; since: string | number | null }>(
      `SELECT count(*) AS count, extract(epoch FROM clock_timestamp() - max(at)) AS since
         FROM login_attempts WHERE scope = $1 AND at > clock_timestamp() - make_interval(secs => $2)`,
      [key, rule.windowSeconds],
    )
    const count = Number(rows[0]?.count ?? 0)
    if (count < rule.limit) return 0
    const { firstSeconds, maxSeconds } = rule.backoff
    const backoff = Math.min(maxSeconds, firstSeconds * 2 ** Math.min(count - rule.limit, 30))
    const left = backoff - Number(rows[0]?.since ?? 0)
    return left > 0 ? Math.max(1, Math.ceil(left)) : 0
  }
  const rows = await tx.query<{ seconds: string | number }>(
    `SELECT extract(epoch FROM at + make_interval(secs => $2) - clock_timestamp()) AS seconds
       FROM login_attempts WHERE scope = $1 AND at > clock_timestamp() - make_interval(secs => $2)
      ORDER BY at DESC OFFSET $3 LIMIT 1`,
    [key, rule.windowSeconds, rule.limit - 1],
  )
  return rows[0] ? Math.max(1, Math.ceil(Number(rows[0].seconds))) : 0
}
