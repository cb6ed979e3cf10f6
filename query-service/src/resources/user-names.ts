/**
 * @module Audit fields show who changed something: user id → "Vorname Name", opened from the identity read
 * models, DELETED_USER_NAME for an erased user. The cache reloads as soon as users changed (the projector
 * notes the position of their last change), so an erasure shows on the next read, not some time later.
 * A read with a ticket of the answer cache skips even that check while no notice of users or organisations
 * arrived since the names were known fresh (such a notice starts a new epoch of the cache).
 */
import type { SealOpener } from "@bimprofile/infra/read-models/personal"
import { readDisplayNames, readIdentityVersion } from "@bimprofile/infra/read-models/personal"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import type { Ticket } from "../answers/answer-cache"

export class UserNames {
  private names = new Map<number, string>()
  private version = -1
  private loading: Promise<void> | undefined
  /** The answer cache's epoch in which the names were last known to be fresh. */
  private freshInEpoch: number | undefined

  constructor(
    private readonly sql: SqlQuery,
    private readonly vault: SealOpener,
  ) {}

  /** Reloads the names when users changed since they were loaded (one small read otherwise). */
  async refreshIfStale(ticket?: Ticket): Promise<void> {
    if (ticket && ticket.epoch === this.freshInEpoch) return
    const version = await readIdentityVersion(this.sql)
    // A load already under way may have started before this change: then load once more.
    for (let attempt = 0; attempt < 2 && this.version !== version; attempt++) {
      this.loading ??= this.load().finally(() => (this.loading = undefined))
      await this.loading
    }
    // Fresh as of the ticket: a later change of users comes with a notice, which ends the ticket's epoch.
    if (ticket && this.version === version) this.freshInEpoch = ticket.epoch
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
