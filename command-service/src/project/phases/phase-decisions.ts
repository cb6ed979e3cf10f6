/** @module Rules for phases: each phase code at most once per project; removing a phase needs it empty or cascade. */
import { PHASE_CODES } from "@bimprofile/contracts/codes"
import { notFound, phaseAlreadyExists, phaseNotEmpty } from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import { deleteMilestoneEvents } from "../milestones/milestone-decisions"
import type { AddPhase, RemovePhase } from "../project-commands"
import { evolveProject, type ProjectState, cloneProject } from "../project-state"
import { checkProjectLive } from "../projects/project-decisions"

type D = Decision<ProjectEvent>

export const addPhase = (cmd: AddPhase, state: ProjectState, ids: IdSupply): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const code = PHASE_CODES.find((p) => p.code === cmd.phaseCode)!
  if ([...state.phases.values()].some((p) => p.code === cmd.phaseCode)) return rejected(phaseAlreadyExists(code.name))
  return accepted({ type: "PhaseAdded", data: { phaseId: ids.take("phase"), phaseCode: code.code, name: code.name } })
}

export const removePhase = (cmd: RemovePhase, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (!state.phases.has(cmd.phaseId)) return rejected(notFound("phase", cmd.phaseId))
  const milestones = state.milestoneOrder.get(cmd.phaseId) ?? []
  if (milestones.length > 0 && !cmd.cascade) return rejected(phaseNotEmpty(milestones.length))
  const events: ProjectEvent[] = []
  let working = milestones.length > 0 ? cloneProject(state) : state
  for (const milestoneId of milestones) {
    const removal = deleteMilestoneEvents(working, milestoneId)
    for (const event of removal) working = evolveProject(working, event)
    events.push(...removal)
  }
  events.push({ type: "PhaseRemoved", data: { phaseId: cmd.phaseId } })
  return accepted(...events)
}
