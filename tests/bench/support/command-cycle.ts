/**
 * @module The mixed command load of one HTTP client on one project: create a milestone, rename it, create a
 * process in it, rename the process, move the milestone to another phase (PATCH {mst_pha_id}), create a
 * second process, rename it, and put the milestone first in its phase (list PATCH = resequence). Once the
 * client has more than MAX_LIVE_MILESTONES milestones, a cycle ends with deleting its oldest one (with its
 * processes, ?cascade=true), so projects keep a realistic, steady size (the reference project has 10
 * milestones) instead of growing all through the run: 8 or 9 commands per cycle, each answered with one
 * to three events. Names carry the client and cycle number, so clients sharing a project never clash on
 * the name rules.
 */
import type { HttpAnswer } from "./http-client"
import type { BenchHttp } from "./http-client"
import type { Operation } from "./load"

export const MAX_LIVE_MILESTONES = 4

export type ProjectUnderLoad = { readonly projectId: number; readonly phaseIds: readonly number[] }

/** The project's phase ids, in phase order; `position` is the create answer's (read-your-writes). */
export const phasesOf = async (http: BenchHttp, projectId: number, position: number): Promise<number[]> => {
  const answer = await http.get(`/1.2/profile/phases?pha_pro_id=${projectId}`, { "x-min-position": String(position) })
  if (answer.status !== 200) throw new Error(`phases of project ${projectId}: HTTP ${answer.status}`)
  const ids = (answer.body as { pha_id: number }[]).map((p) => p.pha_id)
  if (ids.length < 2) throw new Error(`project ${projectId} has ${ids.length} phases, the command mix needs at least 2`)
  return ids
}

export const createProject = async (http: BenchHttp, name: string): Promise<ProjectUnderLoad> => {
  const answer = await http.post("/1.2/profile/projects", { pro_name: name })
  if (answer.status !== 201) throw new Error(`create project ${name}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`)
  const projectId = answer.body.pro_id as number
  return { projectId, phaseIds: await phasesOf(http, projectId, answer.position) }
}

/**
 * One client's endless cycle of commands on `project`. `onAnswer` sees every answer (e.g. to sample
 * X-Position); a refused create restarts the cycle so later steps never refer to a missing entity.
 */
export const commandCycle = (
  http: BenchHttp,
  project: ProjectUnderLoad,
  client: string,
  onAnswer?: (answer: HttpAnswer) => void,
): Operation => {
  let step = 0
  let cycle = 0
  let milestoneId = 0
  let processId = 0
  const live: number[] = []
  const phases = project.phaseIds
  const name = () => `M ${client}-${cycle}`

  const next = async (): Promise<HttpAnswer> => {
    const phase = (offset: number) => phases[(cycle + offset) % phases.length]!
    switch (step) {
      case 0: {
        const answer = await http.post("/1.2/profile/milestones", { mst_pha_id: phase(0), mst_name: name(), mst_desc: "bench" })
        if (answer.status === 201) live.push((milestoneId = answer.body.mst_id))
        return answer
      }
      case 1:
        return http.patch(`/1.2/profile/milestones/${milestoneId}`, { mst_name: `${name()} (umbenannt)` })
      case 2: {
        const answer = await http.post("/1.2/profile/processes", { prc_mst_id: milestoneId, prc_name: "Prozess A", prc_short_name: "PA" })
        if (answer.status === 201) processId = answer.body.prc_id
        return answer
      }
      case 3:
        return http.patch(`/1.2/profile/processes/${processId}`, { prc_name: "Prozess A (umbenannt)" })
      case 4:
        return http.patch(`/1.2/profile/milestones/${milestoneId}`, { mst_pha_id: phase(1) })
      case 5: {
        const answer = await http.post("/1.2/profile/processes", { prc_mst_id: milestoneId, prc_name: "Prozess B" })
        if (answer.status === 201) processId = answer.body.prc_id
        return answer
      }
      case 6:
        return http.patch(`/1.2/profile/processes/${processId}`, { prc_name: "Prozess B (umbenannt)" })
      case 7:
        return http.patch("/1.2/profile/milestones", [{ mst_id: milestoneId, mst_seq: 1 }])
      default:
        return http.call("DELETE", `/1.2/profile/milestones/${live.shift()}?cascade=true`)
    }
  }

  return async () => {
    const answer = await next()
    onAnswer?.(answer)
    const refusedCreate = answer.status >= 300 && (step === 0 || step === 2 || step === 5)
    const cycleDone = step === 8 || (step === 7 && live.length <= MAX_LIVE_MILESTONES)
    if (refusedCreate || cycleDone) {
      step = 0
      cycle++
    } else step++
    return answer
  }
}
