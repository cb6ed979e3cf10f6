/**
 * @module Deciding `ApplyProfileImport`: the workbook planned again on the state the command is decided on
 * (profile-plan.ts). When that preview is not the one the user saw, the project changed since: refused (409,
 * "preview again"). Otherwise every step the preview lists is decided in order — removals only when confirmed —
 * and their events are appended together, as one command: nothing is applied by halves. A step that only the
 * removals made possible, applied without them, refuses the whole.
 */
import { profileImportNeedsRemovals, profileImportOutdated } from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import type { ApplyProfileImport } from "../project-commands"
import type { ProjectState } from "../project-state"
import { checkProjectLive } from "../projects/project-decisions"
import { type Decide, previewProfileImport, runSteps } from "./profile-plan"

export const applyProfileImport = (command: ApplyProfileImport, state: ProjectState, ids: IdSupply, decide: Decide): Decision<ProjectEvent> => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const { plan, preview, run: previewed } = previewProfileImport(command.workbook, state, command.reference, decide)
  if (preview.fingerprint !== command.fingerprint) return rejected(profileImportOutdated())
  const run = runSteps(plan.steps, state, ids, decide, command.remove)
  for (const [index, reason] of run.refused)
    if (!previewed.refused.has(index)) return rejected(profileImportNeedsRemovals(`«${plan.steps[index]!.item.name}»: ${reason}`))
  return accepted(...run.events)
}
