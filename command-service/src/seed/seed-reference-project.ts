/**
 * @module First start: the reference project, built through the same commands a user issues, so it has a
 * real history. Its id is kept in `settings` (it is also the default project of GET /status/info).
 * The bootstrap admin creates it as the system (no access check); its type "pro-ref" makes it readable by
 * everyone signed in and read-only for all but app admins (project-access.ts).
 */
import { DEFAULT_IFC_SCHEMA_ID, REFERENCE_PROJECT_TYPE_CODE } from "@bimprofile/contracts/codes"
import { REFERENCE_PROJECT_SETTING, readReferenceProjectId } from "@bimprofile/infra/settings"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { randomUUID } from "node:crypto"
import type { ProjectStreamCommand } from "../project/decide-project"
import type { ProjectService } from "../project/project-service"
import type { CommandContext } from "../shared/command-context"
import { referenceProject } from "./reference-project-data"


/** Seeds the reference project unless it exists; returns its id. */
export const seedReferenceProject = async (sql: SqlQuery, projects: ProjectService, userId: number): Promise<number> => {
  const existing = await readReferenceProjectId(sql)
  if (existing !== null) return existing
  const context: CommandContext = { userId, orgId: null, correlationId: randomUUID(), causationId: null }
  const projectId = await projects.newProjectId()
  const run = async <A>(command: ProjectStreamCommand, answer: (s: Awaited<ReturnType<ProjectService["state"]>>, events: readonly { type: string; data: unknown }[]) => A) => {
    const outcome = await projects.execute(projectId, command, context, answer)
    if (!outcome.ok) throw new Error(`Seeding the reference project failed: ${outcome.error.message}`)
    return outcome.answer
  }
  await run(
    {
      type: "CreateProject",
      projectId,
      name: referenceProject.name,
      desc: referenceProject.desc,
      orgId: null,
      personal: false,
      typeCode: REFERENCE_PROJECT_TYPE_CODE,
      accessAll: true,
      ifcSchemaId: DEFAULT_IFC_SCHEMA_ID,
      creatorId: userId,
    },
    () => null,
  )
  const roleIds = new Map<string, number>()
  for (const role of referenceProject.roles) {
    const id = await run({ type: "CreateRole", name: role.name, desc: role.desc, roleType: role.roleType }, (_s, events) =>
      (events[0]!.data as { roleId: number }).roleId,
    )
    roleIds.set(role.key, id)
  }
  const state = await projects.state(projectId)
  const phaseByCode = new Map([...state.phases.values()].map((p) => [p.code, p.id]))
  for (const milestone of referenceProject.milestones) {
    const milestoneId = await run(
      { type: "CreateMilestone", phaseId: phaseByCode.get(milestone.phase)!, name: milestone.name, desc: milestone.desc },
      (_s, events) => (events[0]!.data as { milestoneId: number }).milestoneId,
    )
    for (const process of milestone.processes) {
      const processId = await run(
        { type: "CreateProcess", milestoneId, name: process.name, shortName: process.shortName, desc: process.desc },
        (_s, events) => (events[0]!.data as { processId: number }).processId,
      )
      for (const activity of process.activities) {
        await run(
          {
            type: "CreateActivity",
            processId,
            name: activity.name,
            desc: activity.desc,
            providerRoleId: roleIds.get(activity.provider)!,
            receiverRoleId: roleIds.get(activity.receiver)!,
          },
          () => null,
        )
      }
    }
  }
  await sql.query("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [
    REFERENCE_PROJECT_SETTING,
    String(projectId),
  ])
  return (await readReferenceProjectId(sql))!
}
