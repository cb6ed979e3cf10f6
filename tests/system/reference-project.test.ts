/**
 * The reference project seeded on first start: the default project of /status/info, shared as a
 * template, with the four phases, at least 8 milestones, 12 processes and at least 30 activities between
 * realistic roles, all in well-formed order and following the product's own name rules.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { adminDisplayName, expectSeqs, list, one } from "../support/profile-fixtures"
import { type RunningStack, startTestStack } from "../support/stack"

let running: RunningStack
let referenceId: number
/** Audit fields name a user "Vorname Name" (docs/identity.md): the bootstrap admin seeded the reference project. */
let adminName: string
beforeAll(async () => {
  running = await startTestStack({ engine: "pglite" })
  referenceId = (await running.api.get("/status/info")).body.default_project_id
  adminName = await adminDisplayName(running)
})
afterAll(async () => {
  await running?.stop()
})

const lower = (s: string) => s.trim().toLocaleLowerCase("de-CH")
const allUnique = (values: string[]) => new Set(values.map(lower)).size === values.length

describe("the reference project", () => {
  it("is the default project, a template shared with all, with the four phases and the expected size", async () => {
    expect(referenceId).toBe(running.stack.referenceProjectId)
    const project = await one(running.api, `/1.2/profile/projects/${referenceId}?statistics=true&nested=phases-processes`)
    expect(project).toMatchObject({ is_template: true, type: "reference", pro_access_all: true, pro_create_user: adminName })
    expect(project.pro_name.length).toBeGreaterThan(5)
    expect(project.pro_pha_count).toBe(4)
    expect(project.pro_mst_count).toBeGreaterThanOrEqual(8)
    expect(project.pro_prc_count).toBe(12)
    expect(project.pro_act_count).toBeGreaterThanOrEqual(30)
    expect(project.pro_rop_count).toBeGreaterThanOrEqual(5)
    expect(project.pro_pha_nested.map((p: any) => p.pha_name)).toEqual(["Konzeption", "Planung", "Realisierung", "Bewirtschaftung"])
    for (const phase of project.pro_pha_nested) {
      expect(phase.pha_mst_nested.length, `milestones of ${phase.pha_name}`).toBeGreaterThan(0)
      expectSeqs(phase.pha_mst_nested, "mst_seq")
      for (const milestone of phase.pha_mst_nested) expectSeqs(milestone.mst_prc_nested, "prc_seq")
    }
    const templates = (await list(running.api, "/1.2/profile/projects")).filter((p) => p.is_template)
    expect(templates.map((p) => p.pro_id)).toContain(referenceId)
  })

  it("its activities run between realistic roles of the project", async () => {
    const { api } = running
    const roles = await list(api, `/1.2/profile/roles_project?rop_pro_id=${referenceId}`)
    const activities = await list(api, `/1.2/profile/activities?act_pro_id=${referenceId}`)
    const roleIds = new Set(roles.map((r) => r.rop_id))
    expect(activities.length).toBeGreaterThanOrEqual(30)
    for (const activity of activities) {
      expect(activity.act_name.trim().length).toBeGreaterThan(3)
      expect(roleIds.has(activity.act_rop_provider_id), `${activity.act_name} provider`).toBe(true)
      expect(roleIds.has(activity.act_rop_receiver_id), `${activity.act_name} receiver`).toBe(true)
      expect(activity.act_rop_provider_id, `${activity.act_name}: provider and receiver differ`).not.toBe(activity.act_rop_receiver_id)
    }
    // Realistic: named and described roles of several role types, most of them taking part.
    for (const role of roles) {
      expect(role.rop_name.trim().length).toBeGreaterThan(3)
      expect(role.rop_desc?.length ?? 0, role.rop_name).toBeGreaterThan(10)
      expect(["company", "supplier", "service", "users"]).toContain(role.rop_role_code_code)
    }
    expect(new Set(roles.map((r) => r.rop_role_code_code)).size).toBeGreaterThanOrEqual(3)
    const linked = roles.filter((r) => r.rop_act_count > 0)
    expect(linked.length / roles.length).toBeGreaterThanOrEqual(0.75)
    const providers = new Set(activities.map((a) => a.act_rop_provider_id))
    const receivers = new Set(activities.map((a) => a.act_rop_receiver_id))
    expect(providers.size).toBeGreaterThanOrEqual(4)
    expect(receivers.size).toBeGreaterThanOrEqual(3)
    expect(roles.map((r) => r.rop_name)).toEqual(expect.arrayContaining([expect.stringMatching(/Bauherr/), expect.stringMatching(/Architekt/)]))
  })

  it("follows the product's rules: unique names, sequences from 1, every process with activities", async () => {
    const { api } = running
    const roles = await list(api, `/1.2/profile/roles_project?rop_pro_id=${referenceId}`)
    expect(allUnique(roles.map((r) => r.rop_name))).toBe(true)
    const milestones = await list(api, `/1.2/profile/milestones?mst_pro_id=${referenceId}&nested=activities&statistics=true`)
    expect(allUnique(milestones.map((m) => m.mst_name))).toBe(true)
    for (const milestone of milestones) {
      expect(milestone.mst_prc_count).toBe(milestone.mst_prc_nested.length)
      expect(allUnique(milestone.mst_prc_nested.map((p: any) => p.prc_name)), milestone.mst_name).toBe(true)
      for (const process of milestone.mst_prc_nested) {
        expect(process.prc_act_nested.length, process.prc_name).toBeGreaterThan(0)
        expect(allUnique(process.prc_act_nested.map((a: any) => a.act_name)), process.prc_name).toBe(true)
        expectSeqs(process.prc_act_nested, "act_seq")
      }
    }
    expect(milestones.reduce((n, m) => n + m.mst_prc_nested.length, 0)).toBe(12)
  })

  it("is seeded once: a second start on the same data keeps the one reference project", async () => {
    // The stack seeds on start unless the setting exists; starting the seed again must be a no-op.
    const { seedReferenceProject } = await import("@bimprofile/command-service/seed/seed-reference-project")
    const again = await seedReferenceProject(running.stack.db.sql, running.stack.projects, running.stack.admin.userId)
    expect(again).toBe(referenceId)
    const references = (await list(running.api, "/1.2/profile/projects")).filter((p) => p.type === "reference")
    expect(references.map((p) => p.pro_id)).toEqual([referenceId])
  })

  it("cannot be deleted, not even by an app admin: status/info keeps pointing at a live project", async () => {
    const refused = await running.api.delete(`/1.2/profile/projects/${referenceId}`)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ internal_code: "PRO_REFERENCE", message: "Das Referenzprojekt des Anbieters kann nicht gelöscht werden, nur durch ein anderes ersetzt." })
    expect((await running.api.get("/status/info")).body.default_project_id).toBe(referenceId)
    expect((await running.api.get(`/1.2/profile/projects/${referenceId}`)).status).toBe(200)
    // Another template (a project of type pro-ref) is an ordinary project: it can be deleted.
    const template = await running.api.post("/1.2/profile/projects", { pro_name: "Eigene Vorlage", pro_type_code: "pro-ref" })
    expect((await running.api.delete(`/1.2/profile/projects/${template.body.pro_id}`)).status).toBe(200)
  })
})
