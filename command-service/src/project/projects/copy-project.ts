/**
 * @module Copying a project (also: creating one from the reference project or a template). The copy is a
 * new stream whose history starts with ProjectCreated (naming its source) followed by ordinary creation
 * events with new ids, so the copy is indistinguishable from a project built by hand. It takes the source's
 * own data catalogue and the requirements of the activities it copies (copy-catalogue.ts); what the source
 * inherits from its reference project the copy inherits too. A copy of a reference project (a project made
 * from it) inherits its catalogue instead, and takes the requirements along with local copies of the items
 * they name (requirements-from-reference.ts).
 */
import { PHASE_CODES, REFERENCE_PROJECT_TYPE_CODE } from "@bimprofile/contracts/codes"
import { invalidValue, nameEmpty } from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import { extractMilestoneTree, extractRoleTree, type RequirementsOf, TreeWriter } from "../copy-trees"
import { copyCatalogue, idsForCatalogueCopy } from "./copy-catalogue"
import { idsForRequirementsFromReference, requirementsFromReference } from "./requirements-from-reference"
import { isBlank } from "../names"
import type { CopyProject } from "../project-commands"
import { initialProjectState, type ProjectState } from "../project-state"
import { checkProjectLive, creatorGranted, isKnownIfcSchema, projectCreated } from "./project-decisions"

/** Decides the events of the new project's stream from the source project's state. */
export const copyProject = (cmd: CopyProject, source: ProjectState, ids: IdSupply): Decision<ProjectEvent> => {
  const dead = checkProjectLive(source)
  if (dead) return dead
  if (isBlank(cmd.name)) return rejected(nameEmpty("project"))
  if (!isKnownIfcSchema(cmd.ifcSchemaId)) return rejected(invalidValue("pro_isc_id", `Unbekannte IFC-Version ${cmd.ifcSchemaId}.`))

  // A project made from a reference project inherits its catalogue (read-only, live) rather than copying it;
  // only the items its requirements name come along, as local copies.
  const fromReference = source.typeCode === REFERENCE_PROJECT_TYPE_CODE
  const fromReferenceCopies = fromReference ? requirementsFromReference(source, ids) : null
  const catalogue = fromReferenceCopies ?? copyCatalogue(source, ids)
  const requirementsOf: RequirementsOf = (activityId) =>
    !cmd.withRequirements ? [] : [...source.requirements.values()].filter((r) => r.activityId === activityId).map(({ id: _id, activityId: _activity, ...fields }) => catalogue.requirementFieldsIn(fields))
  const writer = new TreeWriter(initialProjectState(), ids)
  const created = projectCreated(cmd, {
    referenceProjectId: source.typeCode === REFERENCE_PROJECT_TYPE_CODE ? source.id : source.referenceProjectId,
    copiedFromProjectId: source.id,
  })
  const phases: ProjectEvent[] = []
  const phaseIds = new Map<number, number>()
  for (const code of PHASE_CODES) {
    const sourcePhase = [...source.phases.values()].find((p) => p.code === code.code)
    if (!sourcePhase || (cmd.selection && !cmd.selection.phases.has(sourcePhase.id))) continue
    const phaseId = ids.take("phase")
    phaseIds.set(sourcePhase.id, phaseId)
    phases.push({ type: "PhaseAdded", data: { phaseId, phaseCode: code.code, name: code.name } })
  }
  for (const role of source.roles.values()) writer.newRole(role.name, extractRoleTree(source, role.id, false)!)
  for (const [sourcePhaseId, phaseId] of phaseIds) {
    for (const milestoneId of source.milestoneOrder.get(sourcePhaseId) ?? []) {
      if (cmd.selection && !cmd.selection.milestones.has(milestoneId)) continue
      const onlyProcesses = cmd.selection?.milestones.get(milestoneId) ?? null
      writer.milestone(extractMilestoneTree(source, milestoneId, false, onlyProcesses, requirementsOf), phaseId)
    }
  }
  const refusal = fromReferenceCopies?.refusal()
  if (refusal) return rejected(refusal)
  return accepted(created, creatorGranted(cmd.projectId, cmd.creatorId), ...phases, ...catalogue.events, ...writer.events)
}

/** Ids a copy of `source` can need at most. */
export const idsForProjectCopy = (source: ProjectState) => ({
  phase: source.phases.size,
  milestone: source.milestones.size,
  process: source.processes.size,
  activity: source.activities.size,
  role: source.roles.size,
  ...(source.typeCode === REFERENCE_PROJECT_TYPE_CODE ? idsForRequirementsFromReference(source) : idsForCatalogueCopy(source)),
})
