/**
 * @module Audit fields show who changed something: user id → "Vorname Name", opened from the identity read
 * models, DELETED_USER_NAME for an erased user. The cache reloads as soon as users changed (the projector
 * notes the position of their last change), so an erasure shows on the next read, not some time later.
 */
import type { SealOpener } from "@bimprofile/infra/read-models/personal"
import { readDisplayNames, readIdentityVersion } from "@bimprofile/infra/read-models/personal"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"

export class UserNames {
  private names = new Map<number, string>()
  private version = -1
  private loading: Promise<void> | undefined

  constructor(
    private readonly sql: SqlQuery,
    private readonly vault: SealOpener,
  ) {}

  /** Reloads the names when users changed since they were loaded (one small read otherwise). */
  async refreshIfStale(): Promise<void> {
    const version = await readIdentityVersion(this.sql)
    // A load already under way may have started before this change: then load once more.
    for (let attempt = 0; attempt < 2 && this.version !== version; attempt++) {
      this.loading ??= this.load().finally(() => (this.loading = undefined))
      await this.loading
    }
  }

  private async load() {
    const version = await readIdentityVersion(this.sql)
    this.names = await readDisplayNames(this.sql, this.vault)
    this.version = version
  }

  nameOf(userId: unknown): string | null {
    if (userId === null || userId === undefined) return null
    return this.names.get(Number(userId)) ?? `Benutzer ${userId}`
  }
}
