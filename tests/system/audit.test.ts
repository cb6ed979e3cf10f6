/**
 * Audit fields against the running stack: *_create_date/_user and *_change_date/_user of every entity
 * kind come from the metadata of the events that created and last changed it (the user by display name, "Vorname Name", never the e-mail — docs/identity.md).
 */
import { beforeAll, describe, expect, it } from "vitest"
import { adminDisplayName, newActivity, newMilestone, newProcess, newProject, newRole, one } from "../support/profile-fixtures"
import { useTestStack } from "../support/use-test-stack"

const running = useTestStack({ engine: "pglite" })

/** Audit fields name a user "Vorname Name" (docs/identity.md): the bootstrap admin's name, as their user reads. */
let ADMIN_NAME: string
beforeAll(async () => {
  ADMIN_NAME = await adminDisplayName(running)
})

type StoredEvent = { type: string; data: Record<string, unknown>; metadata: { userId: number; occurredAt: string } }

/** The events of a project's stream as stored, to compare the read side's audit fields with. */
const eventsOf = async (projectId: number): Promise<StoredEvent[]> =>
  running.stack.db.sql.query<StoredEvent>("SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version", [
    `project-${projectId}`,
  ])

const within = (iso: string, from: number, to: number) => {
  const t = Date.parse(iso)
  expect(Number.isNaN(t), iso).toBe(false)
  expect(t).toBeGreaterThanOrEqual(from - 1_000)
  expect(t).toBeLessThanOrEqual(to + 1_000)
}

describe("audit fields", () => {
  it("every entity kind shows who created it and when, as the creating event's metadata says; change_* stay empty", async () => {
    const { api } = running
    const from = Date.now()
    const project = await newProject(api)
    const role = await newRole(api, project.pro_id)
    const milestone = await newMilestone(api, project.phases.planung)
    const process = await newProcess(api, milestone.mst_id)
    const activity = await newActivity(api, process.prc_id, "Lieferung", { provider: role.rop_id })
    const to = Date.now()
    const events = await eventsOf(project.pro_id)
    const created = (type: string, key: string, id: number) => events.find((e) => e.type === type && e.data[key] === id)!

    const reads: [string, any, StoredEvent][] = [
      ["pro", await one(api, `/1.2/profile/projects/${project.pro_id}`), created("ProjectCreated", "projectId", project.pro_id)],
      ["pha", await one(api, `/1.2/profile/phases/${project.phases.planung}`), created("PhaseAdded", "phaseId", project.phases.planung)],
      ["rop", await one(api, `/1.2/profile/roles_project/${role.rop_id}`), created("RoleCreated", "roleId", role.rop_id)],
      ["mst", await one(api, `/1.2/profile/milestones/${milestone.mst_id}`), created("MilestoneCreated", "milestoneId", milestone.mst_id)],
      ["prc", await one(api, `/1.2/profile/processes/${process.prc_id}`), created("ProcessCreated", "processId", process.prc_id)],
      ["act", await one(api, `/1.2/profile/activities/${activity.act_id}`), created("ActivityCreated", "activityId", activity.act_id)],
    ]
    expect(ADMIN_NAME).not.toContain("@")
    for (const [prefix, read, event] of reads) {
      expect(event, prefix).toBeDefined()
      expect(event.metadata.userId, prefix).toBe(running.stack.admin.userId)
      expect(read[`${prefix}_create_user`], prefix).toBe(ADMIN_NAME)
      expect(Date.parse(read[`${prefix}_create_date`]), prefix).toBe(Date.parse(event.metadata.occurredAt))
      within(read[`${prefix}_create_date`], from, to)
      expect(read[`${prefix}_change_date`], prefix).toBeNull()
      expect(read[`${prefix}_change_user`], prefix).toBeNull()
    }
    // Sequence renumbering by a later sibling is not a change a user made to this entity.
    await newMilestone(api, project.phases.planung, "Davor", { mst_seq: 1 })
    expect((await one(api, `/1.2/profile/milestones/${milestone.mst_id}`)).mst_change_user).toBeNull()
  })

  it("a rename sets change_date and change_user from the renaming event; the create fields stay", async () => {
    const { api } = running
    const project = await newProject(api)
    const role = await newRole(api, project.pro_id)
    const milestone = await newMilestone(api, project.phases.planung)
    const process = await newProcess(api, milestone.mst_id)
    const activity = await newActivity(api, process.prc_id)
    const before = {
      pro: await one(api, `/1.2/profile/projects/${project.pro_id}`),
      rop: await one(api, `/1.2/profile/roles_project/${role.rop_id}`),
      mst: await one(api, `/1.2/profile/milestones/${milestone.mst_id}`),
      prc: await one(api, `/1.2/profile/processes/${process.prc_id}`),
      act: await one(api, `/1.2/profile/activities/${activity.act_id}`),
    }
    const from = Date.now()
    expect((await api.patch(`/1.2/profile/projects/${project.pro_id}`, { pro_name: "Umbenannt" })).status).toBe(200)
    expect((await api.patch(`/1.2/profile/roles_project/${role.rop_id}`, { rop_name: "Umbenannt" })).status).toBe(200)
    expect((await api.patch(`/1.2/profile/milestones/${milestone.mst_id}`, { mst_name: "Umbenannt" })).status).toBe(200)
    expect((await api.patch(`/1.2/profile/processes/${process.prc_id}`, { prc_name: "Umbenannt" })).status).toBe(200)
    expect((await api.patch(`/1.2/profile/activities/${activity.act_id}`, { act_name: "Umbenannt" })).status).toBe(200)
    const to = Date.now()
    const events = await eventsOf(project.pro_id)
    const renamed = (type: string, key: string, id: number) => events.filter((e) => e.type === type && e.data[key] === id).at(-1)!

    const after: [keyof typeof before, any, StoredEvent][] = [
      ["pro", await one(api, `/1.2/profile/projects/${project.pro_id}`), renamed("ProjectRenamed", "projectId", project.pro_id)],
      ["rop", await one(api, `/1.2/profile/roles_project/${role.rop_id}`), renamed("RoleRenamed", "roleId", role.rop_id)],
      ["mst", await one(api, `/1.2/profile/milestones/${milestone.mst_id}`), renamed("MilestoneRenamed", "milestoneId", milestone.mst_id)],
      ["prc", await one(api, `/1.2/profile/processes/${process.prc_id}`), renamed("ProcessRenamed", "processId", process.prc_id)],
      ["act", await one(api, `/1.2/profile/activities/${activity.act_id}`), renamed("ActivityRenamed", "activityId", activity.act_id)],
    ]
    for (const [prefix, read, event] of after) {
      expect(event, prefix).toBeDefined()
      expect(read[`${prefix}_name`], prefix).toBe("Umbenannt")
      expect(read[`${prefix}_change_user`], prefix).toBe(ADMIN_NAME)
      expect(Date.parse(read[`${prefix}_change_date`]), prefix).toBe(Date.parse(event.metadata.occurredAt))
      within(read[`${prefix}_change_date`], from, to)
      expect(read[`${prefix}_create_date`], prefix).toBe(before[prefix][`${prefix}_create_date`])
      expect(read[`${prefix}_create_user`], prefix).toBe(ADMIN_NAME)
    }
  })

  it("a copy is created by the copying user at the time of the copy", async () => {
    const { api } = running
    const source = await newProject(api)
    await newMilestone(api, source.phases.konzeption)
    const from = Date.now()
    const copy = await api.post(`/1.2/profile/projects/${source.pro_id}/copy`, { pro_name: "Kopie" })
    const to = Date.now()
    const read = await one(api, `/1.2/profile/projects/${copy.body.pro_id}?nested=phases`)
    within(read.pro_create_date, from, to)
    expect(read.pro_create_user).toBe(ADMIN_NAME)
    const milestone = read.pro_pha_nested[0].pha_mst_nested[0]
    within(milestone.mst_create_date, from, to)
    expect(milestone.mst_change_user).toBeNull()
  })
})
