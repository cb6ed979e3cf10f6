/**
 * One read seam for stored events, on both engines: events stored in an older version of a real event
 * type are read by every part of the product in the current version, through the event store's upcasters.
 *
 * The history is made up for the test: version 1 of ProjectPermissionGranted stored `user` and one `role`,
 * version 2 (today's shape) `userId` and a list of `roles`; version 1 of ProjectPermissionRevoked stored
 * `user`. The test registers those two upcasters, appends raw version-1 events and checks that the command
 * side's state, the read models after a rebuild and the live notices (the projector's and a resuming
 * stream's) all see version 2.
 */
import { projectStreamId } from "@bimprofile/contracts/events/project/project-event"
import { upcasterRegistry } from "@bimprofile/contracts/events/upcasting/upcast"
import { defineUpcaster } from "@bimprofile/contracts/events/upcasting/upcaster"
import { ProjectService } from "@bimprofile/command-service/project/project-service"
import { createIdAllocator } from "@bimprofile/infra/ids/id-allocator"
import { parseProjectedNotice, type ProjectedNotice } from "@bimprofile/contracts/live/projected-notice"
import { rebuildProjection } from "@bimprofile/projector/runner/rebuild"
import { Schema } from "effect"
import { randomUUID } from "node:crypto"
import { describe, expect, it } from "vitest"
import { newProject, unique } from "../support/profile-fixtures"
import { useTestStack } from "../support/use-test-stack"

const grantedV1 = defineUpcaster(
  "ProjectPermissionGranted",
  1,
  Schema.Struct({ projectId: Schema.Int, user: Schema.Int, role: Schema.Literals(["admin", "write", "read"]) }),
  (old) => ({ projectId: old.projectId, userId: old.user, roles: [old.role] }),
)
const revokedV1 = defineUpcaster("ProjectPermissionRevoked", 1, Schema.Struct({ projectId: Schema.Int, user: Schema.Int }), (old) => ({
  projectId: old.projectId,
  userId: old.user,
}))

describe.each(["pglite", "pg"] as const)("events stored in an older version, on %s", (engine) => {
  const running = useTestStack({ engine, seed: false, upcasters: upcasterRegistry([grantedV1, revokedV1]) })

  /** Appends one event as an older process wrote it: the old shape, marked as version 1. */
  const appendVersion1 = async (projectId: number, type: string, data: object) => {
    const result = await running.stack.db.store.append(projectStreamId(projectId), "any", [
      {
        type,
        schemaVersion: 1,
        data,
        metadata: { eventId: randomUUID(), userId: running.stack.admin.userId, orgId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() },
      },
    ])
    return result.lastPosition
  }

  it("the command side, the read models after a rebuild and the live notices all see version 2", async () => {
    const { stack, api } = running
    const project = await newProject(api)
    const invited = await api.post("/1.2/user/users", { usr_email: `planer.${randomUUID().slice(0, 8)}@example.ch`, usr_name: "Planer", usr_name_first: "Test" })
    expect(invited.status, JSON.stringify(invited.body)).toBe(201)
    const planner = Number(invited.body.usr_id)

    await appendVersion1(project.pro_id, "ProjectPermissionGranted", { projectId: project.pro_id, user: planner, role: "write" })

    // The command side: a fresh service loads the project from the store, and the running one decides on it.
    const loaded = await new ProjectService(stack.db.store, createIdAllocator(stack.db.sql)).state(project.pro_id)
    expect(loaded.grants.get(planner)).toEqual(["write"])
    const renamed = await api.patch(`/1.2/profile/projects/${project.pro_id}`, { pro_name: unique("Umbenannt") })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)

    // The read models, replayed from the whole log.
    await stack.projector.catchUp()
    await rebuildProjection({ sql: stack.db.sql, store: stack.db.store })
    const permissions = await api.get(`/1.2/profile/projects/${project.pro_id}/permissions`)
    expect(permissions.status, JSON.stringify(permissions.body)).toBe(200)
    expect(permissions.body.map((p: { usr_id: number; roles: string[] }) => [p.usr_id, p.roles])).toContainEqual([planner, ["write"]])

    // The live notices: the projector's names the planner as losing the project, and so does a resume.
    const notices: ProjectedNotice[] = []
    const unsubscribe = stack.db.bus.subscribe("bimp_projected", (payload) => void notices.push(parseProjectedNotice(payload)!))
    const before = stack.live.position
    const revokedAt = await appendVersion1(project.pro_id, "ProjectPermissionRevoked", { projectId: project.pro_id, user: planner })
    await stack.projector.catchUp()
    const deadline = Date.now() + 5_000
    while (!notices.some((n) => n.position >= revokedAt) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
    unsubscribe()
    const change = notices.flatMap((n) => n.projects ?? []).find((p) => p.id === project.pro_id && p.kinds.includes("permissions"))
    expect(change?.formerReaders?.users).toEqual([planner])
    const replayed = await stack.live.changesBetween(before, revokedAt)
    expect(replayed.find((n) => n.project_id === project.pro_id)?.formerReaders?.users).toEqual([planner])

    await rebuildProjection({ sql: stack.db.sql, store: stack.db.store })
    const after = await api.get(`/1.2/profile/projects/${project.pro_id}/permissions`)
    expect(after.body.map((p: { usr_id: number }) => p.usr_id)).not.toContain(planner)
  })
})
