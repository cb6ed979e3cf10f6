/**
 * @module The facts the live filter needs, read once per batch for all its listeners: the hub hands every
 * stream the same batch, so the projects it names are read once, and the viewers of all streams in one query
 * (the listeners are called in one go, so their requests are gathered in one microtask).
 */
import type { ProjectAccessFacts, Viewer } from "@bimprofile/contracts/access/roles"
import type { LiveNotification } from "@bimprofile/contracts/live/live-notification"
import { readProjectAccessFacts } from "@bimprofile/infra/read-models/project-access"
import { readViewers } from "@bimprofile/infra/read-models/viewer"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { type AddressedNotification, toListener, visibleTo } from "./live-filter"

export class LiveAccess {
  private readonly batches = new WeakMap<readonly AddressedNotification[], BatchAccess>()

  constructor(private readonly sql: SqlQuery) {}

  /** The viewer of a user now; undefined when unknown or erased. */
  viewer(userId: number): Promise<Viewer | undefined> {
    return new BatchAccess(this.sql, []).viewer(userId)
  }

  /** The notifications of `notifications` that user `userId` may receive now. */
  async visibleTo(userId: number, notifications: readonly AddressedNotification[]): Promise<LiveNotification[]> {
    if (notifications.every((n) => n.project_id === null)) return notifications.map(toListener)
    let batch = this.batches.get(notifications)
    if (!batch) this.batches.set(notifications, (batch = new BatchAccess(this.sql, notifications)))
    const [viewer, facts] = await Promise.all([batch.viewer(userId), batch.facts()])
    return visibleTo(viewer, facts, notifications)
  }
}

class BatchAccess {
  private factsRead: Promise<Map<number, ProjectAccessFacts>> | undefined
  private readonly viewers = new Map<number, Promise<Viewer | undefined>>()
  private wanted: { userId: number; resolve: (viewer: Viewer | undefined) => void; reject: (error: unknown) => void }[] = []

  constructor(
    private readonly sql: SqlQuery,
    private readonly notifications: readonly AddressedNotification[],
  ) {}

  facts(): Promise<Map<number, ProjectAccessFacts>> {
    const ids = [...new Set(this.notifications.flatMap((n) => (n.project_id === null ? [] : [n.project_id])))]
    this.factsRead ??= readProjectAccessFacts(this.sql, ids)
    return this.factsRead
  }

  viewer(userId: number): Promise<Viewer | undefined> {
    let viewer = this.viewers.get(userId)
    if (!viewer) {
      viewer = new Promise((resolve, reject) => {
        if (this.wanted.length === 0) queueMicrotask(() => void this.readWanted())
        this.wanted.push({ userId, resolve, reject })
      })
      this.viewers.set(userId, viewer)
    }
    return viewer
  }

  private async readWanted() {
    const wanted = this.wanted
    this.wanted = []
    try {
      const viewers = await readViewers(
        this.sql,
        wanted.map((w) => w.userId),
      )
      for (const w of wanted) w.resolve(viewers.get(w.userId))
    } catch (error) {
      for (const w of wanted) w.reject(error)
    }
  }
}
