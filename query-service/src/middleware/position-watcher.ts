/**
 * @module Knows how far the read models are: the projector's checkpoint, advanced by its notifications
 * and re-read from the checkpoint table while someone waits (a lost notification only costs a poll).
 * Listeners get each notice (which projects it changed) before the position moves past it.
 */
import { parseProjectedNotice, type ProjectedNotice } from "@bimprofile/contracts/live/projected-notice"
import type { NotificationBus } from "@bimprofile/infra/notifications/bus"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"

export class PositionWatcher {
  private current = 0
  private readonly waiters = new Set<() => void>()
  private readonly noticeListeners = new Set<(notice: ProjectedNotice) => void>()
  private readonly unsubscribe: () => void

  constructor(
    private readonly sql: SqlQuery,
    bus: NotificationBus,
    private readonly checkpointName: string,
  ) {
    this.unsubscribe = bus.subscribe("bimp_projected", (payload) => {
      // A malformed notice only means we poll.
      const notice = parseProjectedNotice(payload)
      if (!notice) return
      for (const listener of this.noticeListeners) listener(notice)
      this.advance(notice.position)
    })
  }

  get position() {
    return this.current
  }

  async refresh(): Promise<number> {
    const rows = await this.sql.query<{ position: number }>("SELECT position FROM projector_checkpoints WHERE name = $1", [
      this.checkpointName,
    ])
    this.advance(Number(rows[0]?.position ?? 0))
    return this.current
  }

  /** Resolves true once the read models reached `position`, false after `timeoutMs`. */
  async waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.current >= position) return true
    if ((await this.refresh()) >= position) return true
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.min(250, deadline - Date.now()))
        function done() {
          clearTimeout(timer)
          waiters.delete(done)
          resolve()
        }
        const waiters = this.waiters
        waiters.add(done)
      })
      if (this.current >= position || (await this.refresh()) >= position) return true
    }
    return false
  }

  /** `listener` gets every notice, synchronously, before a reader can see its position. Returns unsubscribe. */
  onNotice(listener: (notice: ProjectedNotice) => void): () => void {
    this.noticeListeners.add(listener)
    return () => this.noticeListeners.delete(listener)
  }

  close() {
    this.unsubscribe()
  }

  private advance(position: number) {
    if (!(position > this.current)) return
    this.current = position
    for (const waiter of [...this.waiters]) waiter()
  }
}
