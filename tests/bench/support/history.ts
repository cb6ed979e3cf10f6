/**
 * @module Builds a project with a long history quickly, through the HTTP API with many concurrent requests
 * (the service batches them per project): roles, its phases' milestones, their processes and activities,
 * then renames until the project's stream holds the wanted number of events.
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { createProject, type ProjectUnderLoad } from "./command-cycle"
import { type BenchHttp, expectOk } from "./http-client"

export type BuiltProject = ProjectUnderLoad & {
  readonly events: number
  readonly milestoneIds: readonly number[]
  readonly processIds: readonly number[]
  readonly activityIds: readonly number[]
  readonly roleIds: readonly number[]
  readonly lastPosition: number
  readonly seconds: number
}

/** Runs the tasks with at most `concurrency` at a time. */
export const runPool = async (tasks: readonly (() => Promise<void>)[], concurrency: number): Promise<void> => {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, tasks.length) }, async () => {
      while (next < tasks.length) await tasks[next++]!()
    }),
  )
}

export const streamVersion = async (sql: SqlQuery, projectId: number): Promise<number> => {
  const rows = await sql.query<{ version: number | null }>("SELECT max(stream_version) AS version FROM events WHERE stream_id = $1", [
    `project-${projectId}`,
  ])
  return Number(rows[0]?.version ?? 0)
}

export const buildProjectHistory = async ({
  http,
  sql,
  name,
  milestonesPerPhase,
  processesPerMilestone,
  activitiesPerProcess = 0,
  roles = 0,
  targetEvents,
  concurrency = 32,
  deadline,
}: {
  http: BenchHttp
  sql: SqlQuery
  name: string
  milestonesPerPhase: number
  processesPerMilestone: number
  activitiesPerProcess?: number
  roles?: number
  targetEvents: number
  concurrency?: number
  /** performance.now() after which building gives up (the bench is bounded in time). */
  deadline: number
}): Promise<BuiltProject> => {
  const started = performance.now()
  let lastPosition = 0
  const note = (answer: { position: number }) => {
    if (answer.position > lastPosition) lastPosition = answer.position
    if (performance.now() > deadline) throw new Error(`building ${name} ran out of time`)
  }
  const project = await createProject(http, name)

  const roleIds: number[] = []
  const roleTypes = ["company", "supplier", "service", "users"]
  await runPool(
    Array.from({ length: roles }, (_, r) => async () => {
      const answer = expectOk(
        await http.post("/1.2/profile/roles_project", { rop_pro_id: project.projectId, rop_name: `Rolle ${r}`, rop_role_code_code: roleTypes[r % roleTypes.length] }),
        "create role",
      )
      note(answer)
      roleIds.push(answer.body.rop_id)
    }),
    concurrency,
  )

  const milestoneIds: number[] = []
  await runPool(
    project.phaseIds.flatMap((phaseId, p) =>
      Array.from({ length: milestonesPerPhase }, (_, m) => async () => {
        const answer = expectOk(await http.post("/1.2/profile/milestones", { mst_pha_id: phaseId, mst_name: `Meilenstein ${p}.${m}`, mst_desc: `Phase ${p}` }), "create milestone")
        note(answer)
        milestoneIds.push(answer.body.mst_id)
      }),
    ),
    concurrency,
  )

  const processIds: number[] = []
  await runPool(
    milestoneIds.flatMap((milestoneId) =>
      Array.from({ length: processesPerMilestone }, (_, i) => async () => {
        const answer = expectOk(
          await http.post("/1.2/profile/processes", { prc_mst_id: milestoneId, prc_name: `Prozess ${i}`, prc_short_name: `P${i}`, prc_desc: "Lieferung" }),
          "create process",
        )
        note(answer)
        processIds.push(answer.body.prc_id)
      }),
    ),
    concurrency,
  )

  const activityIds: number[] = []
  await runPool(
    processIds.flatMap((processId) =>
      Array.from({ length: activitiesPerProcess }, (_, i) => async () => {
        const answer = expectOk(
          await http.post("/1.2/profile/activities", {
            act_prc_id: processId,
            act_name: `Aktivität ${i}`,
            act_desc: "Modell liefern",
            act_rop_provider_id: roleIds.length ? roleIds[i % roleIds.length] : null,
            act_rop_receiver_id: roleIds.length ? roleIds[(i + 1) % roleIds.length] : null,
          }),
          "create activity",
        )
        note(answer)
        activityIds.push(answer.body.act_id)
      }),
    ),
    concurrency,
  )

  // Renames, round robin over milestones and processes: every one changes a name, so every one is an event.
  let serial = 0
  for (let round = 0; round < 5; round++) {
    const missing = targetEvents - (await streamVersion(sql, project.projectId))
    if (missing <= 0) break
    await runPool(
      Array.from({ length: missing }, () => async () => {
        const k = serial++
        const answer =
          k % 5 === 0
            ? await http.patch(`/1.2/profile/milestones/${milestoneIds[k % milestoneIds.length]}`, { mst_name: `Meilenstein ${k % milestoneIds.length} v${k}` })
            : k % 5 >= 3 && activityIds.length > 0
              ? await http.patch(`/1.2/profile/activities/${activityIds[k % activityIds.length]}`, { act_name: `Aktivität v${k}` })
              : await http.patch(`/1.2/profile/processes/${processIds[k % processIds.length]}`, { prc_name: `Prozess v${k}` })
        note(expectOk(answer, "rename"))
      }),
      concurrency,
    )
  }
  return {
    ...project,
    events: await streamVersion(sql, project.projectId),
    milestoneIds,
    processIds,
    activityIds,
    roleIds,
    lastPosition,
    seconds: (performance.now() - started) / 1000,
  }
}
