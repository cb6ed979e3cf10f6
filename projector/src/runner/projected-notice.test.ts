import { describe, expect, it } from "vitest"
import { MAX_NOTICE_BYTES, parseProjectedNotice, projectedNoticePayload } from "./projected-notice"

describe("the bimp_projected notice", () => {
  it("names each project of the batch with the read models its events changed", () => {
    const payload = projectedNoticePayload(10, 14, [
      { projectId: 7, type: "MilestoneCreated" },
      { projectId: 8, type: "RoleRenamed" },
      { projectId: 7, type: "ProcessDeleted" },
      { projectId: 7, type: "MilestoneRenamed" },
    ])
    expect(parseProjectedNotice(payload)).toEqual({
      position: 14,
      from: 10,
      projects: [
        { id: 7, kinds: ["milestones", "processes", "activities"] },
        { id: 8, kinds: ["roles"] },
      ],
    })
  })

  it("an empty batch (events of other streams only) still tells the position", () => {
    expect(parseProjectedNotice(projectedNoticePayload(3, 5, []))).toEqual({ position: 5, from: 3, projects: [] })
  })

  it("stays under PostgreSQL's NOTIFY limit: too many projects to name become projects: null", () => {
    const events = Array.from({ length: 2_000 }, (_, i) => ({ projectId: 1_000_000 + i, type: "ActivityRenamed" }))
    const payload = projectedNoticePayload(0, 2_000, events)
    expect(Buffer.byteLength(payload)).toBeLessThan(8_000)
    expect(parseProjectedNotice(payload)).toEqual({ position: 2_000, from: 0, projects: null })
    // The largest batch that still names its projects fits too.
    const fitting = events.slice(0, 100)
    const named = projectedNoticePayload(0, 100, fitting)
    expect(Buffer.byteLength(named)).toBeLessThanOrEqual(MAX_NOTICE_BYTES)
    expect(parseProjectedNotice(named)?.projects).toHaveLength(100)
  })

  it("refuses payloads that are not notices", () => {
    for (const payload of ["", "garbage", "null", "42", '{"position":1}', '{"position":"1","from":0,"projects":null}', '{"position":1,"from":0,"projects":[1,2]}'])
      expect(parseProjectedNotice(payload), payload).toBeUndefined()
  })
})
