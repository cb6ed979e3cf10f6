/** @module Audit fields show who changed something: user id → e-mail, cached briefly. */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"

const TTL_MS = 30_000

export class UserNames {
  private names = new Map<number, string>()
  private loadedAt = 0

  constructor(private readonly sql: SqlQuery) {}

  async refreshIfStale(): Promise<void> {
    if (Date.now() - this.loadedAt < TTL_MS) return
    const rows = await this.sql.query<{ usr_id: number; usr_email: string }>("SELECT usr_id, usr_email FROM auth_users")
    this.names = new Map(rows.map((r) => [Number(r.usr_id), r.usr_email]))
    this.loadedAt = Date.now()
  }

  nameOf(userId: unknown): string | null {
    if (userId === null || userId === undefined) return null
    return this.names.get(Number(userId)) ?? `Benutzer ${userId}`
  }
}
