import { describe, expect, it } from "vitest"
import { projectEventTypes } from "../events/project/project-event"
import { MAX_NOTICE_BYTES, parseProjectedNotice, projectedNoticePayload, readersOf } from "./projected-notice"

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

  it("names the project of every project event type: the query service's kept answers of a project end only on its notice", () => {
    for (const type of projectEventTypes) {
      const notice = parseProjectedNotice(projectedNoticePayload(0, 1, [{ projectId: 9, type }]))
      expect(notice?.projects?.map((project) => project.id), type).toEqual([9])
    }
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

  it("names who lost a project: the revoked user, the unshared organisation, the readers before a deletion", () => {
    const payload = projectedNoticePayload(
      20,
      24,
      [
        { projectId: 7, type: "ProjectPermissionRevoked", data: { projectId: 7, userId: 42 } },
        { projectId: 7, type: "ProjectUnsharedWithOrganisation", data: { projectId: 7, orgId: 8 } },
        { projectId: 7, type: "ProjectPermissionRevoked", data: { projectId: 7, userId: 42 } },
        { projectId: 9, type: "ProjectDeleted", data: { projectId: 9 } },
        { projectId: 5, type: "ProjectPermissionGranted", data: { projectId: 5, userId: 42, roles: ["read"] } },
      ],
      MAX_NOTICE_BYTES,
      new Map([[9, readersOf({ orgId: 3, accessAll: true, reference: false, sharedOrgIds: [4], grants: new Map([[43, ["admin"]]]) })]]),
    )
    expect(parseProjectedNotice(payload)?.projects).toEqual([
      { id: 7, kinds: ["projects", "permissions"], formerReaders: { users: [42], organisations: [8] } },
      { id: 9, kinds: ["projects", "phases", "milestones", "processes", "activities", "roles", "permissions", "element_classes", "element_types", "properties", "value_lists", "group_lists", "classifications", "material_lists", "property_sets", "requirements", "documents", "versions"], formerReaders: { users: [43], organisations: [3, 4], all: true } },
      { id: 5, kinds: ["projects", "permissions"] },
    ])
  })

  it("carries the batch's trace only where it fits: never at the cost of a project's change", () => {
    const trace = { traceparent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01", correlationIds: ["call-1", "call-2"] }
    const events = [{ projectId: 7, type: "MilestoneCreated" }]
    expect(parseProjectedNotice(projectedNoticePayload(1, 2, events, MAX_NOTICE_BYTES, new Map(), trace))?.trace).toEqual(trace)
    const bare = projectedNoticePayload(1, 2, events)
    const room = Buffer.byteLength(bare) + 100
    // Too little room for the ids: the traceparent alone; for that neither: the notice as without a trace.
    expect(parseProjectedNotice(projectedNoticePayload(1, 2, events, room, new Map(), { ...trace, correlationIds: ["x".repeat(200)] }))?.trace).toEqual({ traceparent: trace.traceparent })
    expect(projectedNoticePayload(1, 2, events, Buffer.byteLength(bare), new Map(), trace)).toBe(bare)
    // A trace of another shape is left out; the notice stands.
    expect(parseProjectedNotice('{"position":2,"from":1,"projects":null,"trace":{"traceparent":7}}')).toEqual({ position: 2, from: 1, projects: null })
  })

  it("refuses payloads that are not notices", () => {
    for (const payload of ["", "garbage", "null", "42", '{"position":1}', '{"position":"1","from":0,"projects":null}', '{"position":1,"from":0,"projects":[1,2]}', '{"position":1,"from":0,"projects":[{"id":1,"kinds":[],"formerReaders":{"users":["x"],"organisations":[]}}]}'])
      expect(parseProjectedNotice(payload), payload).toBeUndefined()
  })
})
