/**
 * @module Small builders for system tests of the 1.2 profile API: a fresh project with its four phases,
 * milestones, processes, activities and roles created through the real HTTP calls, plus assertions on
 * error bodies. Every builder fails loudly when the stack refuses, so a test reads as its scenario.
 */
import { expect } from "vitest"
import type { ApiAnswer, ApiClient } from "./stack"

export const ADMIN_EMAIL = "admin@bimprofile.test"

export type PhaseCode = "konzeption" | "planung" | "realisierung" | "bewirtschaftung"
export type Phases = Record<PhaseCode, number>

export type NewProject = { readonly pro_id: number; readonly phases: Phases }

let counter = 0
/** A name unique within this test file's run (names are unique per project anyway, this keeps logs readable). */
export const unique = (base: string) => `${base} ${++counter}`

export const created = <T>(answer: ApiAnswer<T>, what: string): T => {
  if (answer.status !== 201) throw new Error(`${what}: expected 201, got ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body
}

/** Creates an empty project and reads its four phases back. */
export const newProject = async (api: ApiClient, name = unique("Projekt")): Promise<NewProject> => {
  const project = created(await api.post("/1.2/profile/projects", { pro_name: name }), "create project")
  const phases = await api.get(`/1.2/profile/phases?pha_pro_id=${project.pro_id}`)
  expect(phases.status).toBe(200)
  const byCode = Object.fromEntries(phases.body.map((p: any) => [p.pha_phase_code_code, p.pha_id])) as Phases
  return { pro_id: project.pro_id, phases: byCode }
}

export const newMilestone = async (api: ApiClient, phaseId: number, name = unique("Meilenstein"), extra: object = {}) =>
  created(await api.post("/1.2/profile/milestones", { mst_pha_id: phaseId, mst_name: name, ...extra }), "create milestone")

export const newProcess = async (api: ApiClient, milestoneId: number, name = unique("Prozess"), extra: object = {}) =>
  created(await api.post("/1.2/profile/processes", { prc_mst_id: milestoneId, prc_name: name, ...extra }), "create process")

export const newRole = async (api: ApiClient, projectId: number, name = unique("Rolle"), type = "service", extra: object = {}) =>
  created(
    await api.post("/1.2/profile/roles_project", { rop_pro_id: projectId, rop_name: name, rop_role_code_code: type, ...extra }),
    "create role",
  )

export const newActivity = async (
  api: ApiClient,
  processId: number,
  name = unique("Aktivität"),
  roles: { provider?: number | null; receiver?: number | null } = {},
  extra: object = {},
) =>
  created(
    await api.post("/1.2/profile/activities", {
      act_prc_id: processId,
      act_name: name,
      act_rop_provider_id: roles.provider ?? null,
      act_rop_receiver_id: roles.receiver ?? null,
      ...extra,
    }),
    "create activity",
  )

/**
 * The smallest plan every page has something to show for: milestone "Vorprojekt" in Konzeption, process
 * "Kosten schätzen" in it, role "Bauherr" and activity "Schätzung prüfen" provided by that role.
 */
export const newSmallPlan = async (api: ApiClient, projectName: string) => {
  const project = await newProject(api, projectName)
  const milestone = await newMilestone(api, project.phases.konzeption, "Vorprojekt")
  const process = await newProcess(api, milestone.mst_id, "Kosten schätzen")
  const role = await newRole(api, project.pro_id, "Bauherr")
  await newActivity(api, process.prc_id, "Schätzung prüfen", { provider: role.rop_id })
  return project
}

/** Reads a list and fails on anything but 200. */
export const list = async <T = any>(api: ApiClient, path: string): Promise<T[]> => {
  const answer = await api.get<T[]>(path)
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body
}

/** Reads one entity and fails on anything but 200. */
export const one = async <T = any>(api: ApiClient, path: string): Promise<T> => {
  const answer = await api.get<T>(path)
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body
}

/** Asserts the error body shape {message, internal_code, details} and the status (and code when given). */
export const expectProblem = (answer: ApiAnswer, status: number, internalCode?: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  expect(answer.body).toEqual(
    expect.objectContaining({ message: expect.any(String), internal_code: internalCode ?? expect.any(String) }),
  )
  expect(answer.body).toHaveProperty("details")
  expect(answer.body.message.length).toBeGreaterThan(0)
}

/** Asserts a 400 whose message and details (for `field`) are exactly `text` (the spec's German wording). */
export const expectFieldError = (answer: ApiAnswer, field: string, text: string) => {
  expectProblem(answer, 400)
  expect(answer.body.details?.[field]).toBe(text)
  expect(answer.body.message).toBe(text)
}

/** Sequences of a group read back in order: they must be exactly 1..n. */
export const expectSeqs = (rows: readonly any[], seqField: string) =>
  expect(rows.map((r) => r[seqField])).toEqual(rows.map((_, i) => i + 1))

export const names = (rows: readonly any[], field: string) => rows.map((r) => r[field])

export type ActivityShape = { name: string; seq: number; provider: string | null; receiver: string | null }
export type ProcessShape = { name: string; seq: number; activities: ActivityShape[] }
export type MilestoneShape = { name: string; seq: number; processes: ProcessShape[] }
export type ProjectShape = {
  phases: { code: string; name: string; milestones: MilestoneShape[] }[]
  roles: { name: string; type: string }[]
}

/**
 * A project's content by names (phases → milestones → processes → activities with their role names, and
 * the roles), plus every id in it: two projects with the same shape and disjoint ids are a true copy.
 */
export const projectShape = async (api: ApiClient, projectId: number): Promise<{ shape: ProjectShape; ids: Set<string> }> => {
  const project = await one(api, `/1.2/profile/projects/${projectId}?nested=phases-processes`)
  const activities = await list(api, `/1.2/profile/activities?act_pro_id=${projectId}`)
  const roles = await list(api, `/1.2/profile/roles_project?rop_pro_id=${projectId}`)
  const ids = new Set<string>()
  for (const r of roles) ids.add(`rop:${r.rop_id}`)
  for (const a of activities) ids.add(`act:${a.act_id}`)
  const shape: ProjectShape = {
    roles: roles.map((r) => ({ name: r.rop_name, type: r.rop_role_code_code })).sort((a, b) => a.name.localeCompare(b.name)),
    phases: project.pro_pha_nested.map((phase: any) => {
      ids.add(`pha:${phase.pha_id}`)
      return {
        code: phase.pha_phase_code_code,
        name: phase.pha_name,
        milestones: phase.pha_mst_nested.map((m: any) => {
          ids.add(`mst:${m.mst_id}`)
          return {
            name: m.mst_name,
            seq: m.mst_seq,
            processes: m.mst_prc_nested.map((p: any) => {
              ids.add(`prc:${p.prc_id}`)
              return {
                name: p.prc_name,
                seq: p.prc_seq,
                activities: activities
                  .filter((a) => a.act_prc_id === p.prc_id)
                  .map((a) => ({ name: a.act_name, seq: a.act_seq, provider: a.act_rop_provider_name, receiver: a.act_rop_receiver_name })),
              }
            }),
          }
        }),
      }
    }),
  }
  return { shape, ids }
}

/** How audit fields name the stack's bootstrap admin: "Vorname Name" as their user reads (docs/identity.md). */
export const adminDisplayName = async (running: { api: ApiClient; stack: { admin: { userId: number } } }): Promise<string> => {
  const admin = await one(running.api, `/1.2/user/users/${running.stack.admin.userId}`)
  return `${admin.usr_name_first} ${admin.usr_name}`
}
