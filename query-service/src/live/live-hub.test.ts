/**
 * The hub between the projector's notices and the live streams, on an in-process bus and a scripted SQL
 * client and log: one batch per notice, the missed range read from the log when a notice was lost or overtaken.
 */
import { projectedNoticePayload } from "@bimprofile/contracts/live/projected-notice"
import type { EventStore, LeanEvent, LeanReadOptions } from "@bimprofile/infra/event-store/event-store"
import { createInProcessBus } from "@bimprofile/infra/notifications/bus"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { afterEach, describe, expect, it } from "vitest"
import { type LiveBatch, LiveHub } from "./live-hub"

class ScriptedSql implements SqlQuery, Pick<EventStore, "readAllLean"> {
  checkpoint = 0
  /** Events by position: [stream, type]. */
  events = new Map<number, [string, string]>()
  /** The ranges read from the log. */
  readonly ranges: [number, number][] = []

  async query<R>(text: string): Promise<R[]> {
    if (text.includes("projector_checkpoints")) return [{ position: this.checkpoint }] as R[]
    throw new Error(`unexpected query: ${text}`)
  }

  async readAllLean(after: number, limit: number, { upTo = Number.MAX_SAFE_INTEGER }: LeanReadOptions = {}): Promise<LeanEvent[]> {
    this.ranges.push([after, upTo])
    const read: LeanEvent[] = []
    for (const [p, [streamId, type]] of [...this.events].sort(([a], [b]) => a - b))
      if (p > after && p <= upTo && read.length < limit)
        read.push({ globalPosition: p, streamId, type, schemaVersion: 1, data: null, userId: 0, occurredAt: "" })
    return read
  }
}

const hubs: LiveHub[] = []
const start = async (sql: ScriptedSql, pollMs?: number) => {
  const bus = createInProcessBus()
  const hub = new LiveHub({ sql, store: sql, bus, checkpointName: "project-structure", ...(pollMs !== undefined && { pollMs }) })
  hubs.push(hub)
  await hub.start()
  const batches: LiveBatch[] = []
  const notify = async (from: number, to: number, events: { projectId: number; type: string }[]) => {
    await bus.publish("bimp_projected", projectedNoticePayload(from, to, events))
    await hub.settled()
  }
  return { hub, bus, batches, notify, listen: () => hub.subscribe((batch) => void batches.push(batch), () => {}) }
}
afterEach(() => {
  for (const hub of hubs.splice(0)) hub.close()
})

describe("the live hub", () => {
  it("starts at the projector's checkpoint", async () => {
    const sql = new ScriptedSql()
    sql.checkpoint = 41
    const { hub } = await start(sql)
    expect(hub.position).toBe(41)
  })

  it("hands each notice out as one batch, a notification per project with its kinds", async () => {
    const sql = new ScriptedSql()
    sql.checkpoint = 10
    const { hub, batches, notify, listen } = await start(sql)
    listen()
    await notify(10, 13, [
      { projectId: 1, type: "MilestoneCreated" },
      { projectId: 2, type: "RoleRenamed" },
      { projectId: 1, type: "ProcessCreated" },
    ])
    expect(batches).toEqual([
      {
        position: 13,
        notifications: [
          { position: 13, project_id: 1, kinds: ["milestones", "processes"] },
          { position: 13, project_id: 2, kinds: ["roles"] },
        ],
      },
    ])
    expect(hub.position).toBe(13)
    expect(sql.ranges).toEqual([])
  })

  it("reads a missed range from the log when a notice starts after the last one ended", async () => {
    const sql = new ScriptedSql()
    sql.checkpoint = 10
    sql.events = new Map([
      [11, ["project-5", "ActivityCreated"]],
      [12, ["users", "UserRegistered"]],
      [13, ["project-6", "PhaseAdded"]],
      [14, ["project-5", "RoleCreated"]],
    ])
    const { batches, notify, listen } = await start(sql)
    listen()
    await notify(14, 15, [{ projectId: 7, type: "ProjectRenamed" }])
    expect(sql.ranges).toEqual([[10, 14]])
    expect(batches).toEqual([
      {
        position: 15,
        notifications: [
          { position: 13, project_id: 6, kinds: ["phases"] },
          { position: 14, project_id: 5, kinds: ["activities", "roles"] },
          { position: 15, project_id: 7, kinds: ["projects"] },
        ],
      },
    ])
  })

  it("ignores a notice it already passed (overtaken by a later one) and reads an overlapping one from the log", async () => {
    const sql = new ScriptedSql()
    sql.checkpoint = 20
    sql.events = new Map([[22, ["project-1", "MilestoneRenamed"]]])
    const { hub, batches, notify, listen } = await start(sql)
    listen()
    await notify(15, 20, [{ projectId: 9, type: "MilestoneRenamed" }])
    expect(batches).toEqual([])
    await notify(18, 22, [{ projectId: 1, type: "MilestoneRenamed" }])
    expect(sql.ranges).toEqual([[20, 22]])
    expect(batches).toEqual([{ position: 22, notifications: [{ position: 22, project_id: 1, kinds: ["milestones"] }] }])
    expect(hub.position).toBe(22)
  })

  it("turns a notice too big to name its projects into 'everything may have changed'", async () => {
    const sql = new ScriptedSql()
    const { batches, notify, listen } = await start(sql)
    listen()
    const many = Array.from({ length: 1_000 }, (_, i) => ({ projectId: 10_000 + i, type: "ActivityRenamed" }))
    await notify(0, 1_000, many)
    expect(batches).toEqual([{ position: 1_000, notifications: [{ position: 1_000, project_id: null, kinds: null }] }])
  })

  it("without listeners only follows the position, reading nothing", async () => {
    const sql = new ScriptedSql()
    const { hub, notify } = await start(sql)
    await notify(5, 6, [{ projectId: 1, type: "RoleCreated" }])
    expect(hub.position).toBe(6)
    expect(sql.ranges).toEqual([])
  })

  it("on a notice it cannot read, or by polling, catches up from the checkpoint and the log", async () => {
    const sql = new ScriptedSql()
    const { hub, bus, batches, listen } = await start(sql, 20)
    listen()
    sql.checkpoint = 3
    sql.events = new Map([[3, ["project-2", "ProjectRenamed"]]])
    await bus.publish("bimp_projected", "not a notice")
    await hub.settled()
    expect(batches).toEqual([{ position: 3, notifications: [{ position: 3, project_id: 2, kinds: ["projects"] }] }])
    // A lost notice: the poll finds the checkpoint ahead.
    sql.checkpoint = 4
    sql.events.set(4, ["project-8", "PhaseRemoved"])
    const deadline = Date.now() + 2_000
    while (hub.position < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(batches.at(-1)).toEqual({ position: 4, notifications: [{ position: 4, project_id: 8, kinds: ["phases"] }] })
  })

  it("ends every stream when it closes, and at once any that subscribe later", async () => {
    const sql = new ScriptedSql()
    const { hub } = await start(sql)
    const closed: string[] = []
    hub.subscribe(() => {}, () => closed.push("a"))
    hub.subscribe(() => {}, () => closed.push("b"))
    expect(hub.listenerCount).toBe(2)
    hub.close()
    hub.subscribe(() => {}, () => closed.push("late"))
    expect(closed).toEqual(["a", "b", "late"])
    expect(hub.listenerCount).toBe(0)
  })
})
