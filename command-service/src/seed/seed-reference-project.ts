/**
 * @module First start: the reference project, built through the same commands a user issues, so it has a
 * real history. Its id is kept in `settings` (it is also the default project of GET /status/info).
 * The bootstrap admin creates it as the system (no access check); its type "pro-ref" makes it readable by
 * everyone signed in and read-only for all but app admins (project-access.ts). Its structure comes first,
 * then its data catalogue and requirements (seed-reference-catalogue.ts); a reference project seeded before
 * the catalogue existed gets the catalogue on the next start.
 */
import { DEFAULT_IFC_SCHEMA_ID, REFERENCE_PROJECT_TYPE_CODE } from "@bimprofile/contracts/codes"
import { REFERENCE_PROJECT_SETTING, readReferenceProjectId } from "@bimprofile/infra/settings"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { randomUUID } from "node:crypto"
import type { ProjectService } from "../project/project-service"
import type { CommandContext } from "../shared/command-context"
import { referenceProject } from "./reference-project-data"
import { seedReferenceCatalogue, seedReferenceCatalogueIfMissing } from "./seed-reference-catalogue"
import { projectSeedRunner, type SeedRunner } from "./seed-runner"

/** The id in a creation's first event. */
const createdId = (events: readonly { data: unknown }[], field: string) => (events[0]!.data as Record<string, number>)[field]!

/** The project, its roles, milestones, processes and activities (reference-project-data.ts). */
export const seedReferenceStructure = async (runner: SeedRunner, projectId: number, userId: number): Promise<void> => {
  const { run } = runner
  await run({
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
  })
  const roleIds = new Map<string, number>()
  for (const role of referenceProject.roles)
    roleIds.set(role.key, createdId(await run({ type: "CreateRole", name: role.name, desc: role.desc, roleType: role.roleType }), "roleId"))
  const state = await runner.state()
  const phaseByCode = new Map([...state.phases.values()].map((p) => [p.code, p.id]))
  for (const milestone of referenceProject.milestones) {
    const milestoneId = createdId(
      await run({ type: "CreateMilestone", phaseId: phaseByCode.get(milestone.phase)!, name: milestone.name, desc: milestone.desc }),
      "milestoneId",
    )
    for (const process of milestone.processes) {
      const processId = createdId(
        await run({ type: "CreateProcess", milestoneId, name: process.name, shortName: process.shortName, desc: process.desc }),
        "processId",
      )
      for (const activity of process.activities)
        await run({
          type: "CreateActivity",
          processId,
          name: activity.name,
          desc: activity.desc,
          providerRoleId: roleIds.get(activity.provider)!,
          receiverRoleId: roleIds.get(activity.receiver)!,
        })
    }
  }
}

/** Seeds the reference project unless it exists (then only its catalogue, if it has none); returns its id. */
export const seedReferenceProject = async (sql: SqlQuery, projects: ProjectService, userId: number): Promise<number> => {
  const context: CommandContext = { userId, orgId: null, correlationId: randomUUID(), causationId: null }
  const existing = await readReferenceProjectId(sql)
  if (existing !== null) {
    await seedReferenceCatalogueIfMissing(projectSeedRunner(projects, existing, context))
    return existing
  }
  const projectId = await projects.newProjectId()
  const runner = projectSeedRunner(projects, projectId, context)
  await seedReferenceStructure(runner, projectId, userId)
  await seedReferenceCatalogue(runner)
  await sql.query("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [
    REFERENCE_PROJECT_SETTING,
    String(projectId),
  ])
  return (await readReferenceProjectId(sql))!
}
