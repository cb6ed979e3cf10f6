/**
 * @module Password hashes and the last login of each user: the `credentials` table, never an event.
 * Implements the identity side's `credentials.forget(userId)` for erasure.
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"

export class CredentialStore {
  constructor(private readonly sql: SqlQuery) {}

  async passwordHash(userId: number): Promise<string | undefined> {
    const rows = await this.sql.query<{ pw_hash: string | null }>("SELECT pw_hash FROM credentials WHERE usr_id = $1", [userId])
    return rows[0]?.pw_hash ?? undefined
  }

  async setPassword(userId: number, hash: string): Promise<void> {
    await this.sql.query(
      "INSERT INTO credentials (usr_id, pw_hash) VALUES ($1, $2) ON CONFLICT (usr_id) DO UPDATE SET pw_hash = EXCLUDED.pw_hash",
      [userId, hash],
    )
  }

  /** Sets the hash only when the user has none yet; true when this call set it (concurrent first starts). */
  async setPasswordIfNone(userId: number, hash: string): Promise<boolean> {
    const rows = await this.sql.query(
      `INSERT INTO credentials (usr_id, pw_hash) VALUES ($1, $2)
       ON CONFLICT (usr_id) DO UPDATE SET pw_hash = EXCLUDED.pw_hash WHERE credentials.pw_hash IS NULL
       RETURNING usr_id`,
      [userId, hash],
    )
    return rows.length > 0
  }

  /** No password any more (an account the identity provider took over): only a reset link sets one again. */
  async clearPassword(userId: number): Promise<void> {
    await this.sql.query("UPDATE credentials SET pw_hash = NULL WHERE usr_id = $1", [userId])
  }

  async recordLogin(userId: number, address: string | null): Promise<void> {
    await this.sql.query(
      `INSERT INTO credentials (usr_id, login_date, login_ip) VALUES ($1, now(), $2)
       ON CONFLICT (usr_id) DO UPDATE SET login_date = now(), login_ip = EXCLUDED.login_ip`,
      [userId, address],
    )
  }

  /** The user's last login (ISO date and address); undefined when they never signed in. */
  async lastLogin(userId: number): Promise<{ readonly date: string; readonly ip: string | null } | undefined> {
    const rows = await this.sql.query<{ login_date: Date | string; login_ip: string | null }>(
      "SELECT login_date, login_ip FROM credentials WHERE usr_id = $1 AND login_date IS NOT NULL",
      [userId],
    )
    return rows[0] && { date: new Date(rows[0].login_date).toISOString(), ip: rows[0].login_ip }
  }

  /** Erasure: the hash, the last login, every open mailed link and session of the user go. */
  async forget(userId: number): Promise<void> {
    await this.sql.query("DELETE FROM credentials WHERE usr_id = $1", [userId])
    await this.sql.query("DELETE FROM one_time_tokens WHERE usr_id = $1", [userId])
    await this.sql.query("UPDATE refresh_tokens SET revoked_at = now() WHERE usr_id = $1 AND revoked_at IS NULL", [userId])
  }
}
