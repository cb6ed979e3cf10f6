/**
 * @module Knows how far the read models are: the projector's checkpoint, advanced by its notifications
 * and re-read from the checkpoint table while someone waits (a lost notification only costs a poll).
 */
import type { NotificationBus } from "@bimprofile/infra/notifications/bus"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"

export class PositionWatcher {
  private current = 0
  private readonly waiters = new Set<() => void>()
  private readonly unsubscribe: () => void

  constructor(
    private readonly sql: SqlQuery,
    bus: NotificationBus,
    private readonly checkpointName: string,
  ) {
    this.unsubscribe = bus.subscribe("bimp_projected", (payload) => {
      try {
        this.advance(Number(JSON.parse(payload).position))
      } catch {
        /* a malformed notice only means we poll */
      }
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

  close() {
    this.unsubscribe()
  }

  private advance(position: number) {
    if (!(position > this.current)) return
    this.current = position
    for (const waiter of [...this.waiters]) waiter()
  }
}
