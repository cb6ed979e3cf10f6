/**
 * @module Which read models of a project an event type changes, and which answers show them — without any
 * schema library, so the client's shell can import it. The projector (its `bimp_projected` notice), the
 * query service (replay after a reconnect) and the client (what to invalidate) share these functions.
 */
import type { ProjectEventType } from "../events/project/project-event"

/** The read models of a project, as the client keys its queries: `["project", id, kind]`. */
export const LIVE_KINDS = ["projects", "phases", "milestones", "processes", "activities", "roles"] as const
export type LiveKind = (typeof LIVE_KINDS)[number]

const ALL: readonly LiveKind[] = LIVE_KINDS

/** The read-model rows each event writes (the projection `project-structure`); a record, so no type is missed. */
const KINDS_OF_EVENT: Record<ProjectEventType, readonly LiveKind[]> = {
  ProjectCreated: ["projects"],
  ProjectRenamed: ["projects"],
  ProjectDescriptionChanged: ["projects"],
  ProjectIfcSchemaChanged: ["projects"],
  ProjectSharingWithAllChanged: ["projects"],
  ProjectTypeChanged: ["projects"],
  ProjectOwnershipChanged: ["projects"],
  ProjectDeleted: ALL,
  PhaseAdded: ["phases"],
  PhaseRemoved: ["phases"],
  MilestoneCreated: ["milestones"],
  MilestoneRenamed: ["milestones"],
  MilestoneDescriptionChanged: ["milestones"],
  MilestoneMoved: ["milestones"],
  MilestonesResequenced: ["milestones"],
  MilestoneDeleted: ["milestones"],
  ProcessCreated: ["processes"],
  ProcessRenamed: ["processes"],
  ProcessShortNameChanged: ["processes"],
  ProcessDescriptionChanged: ["processes"],
  ProcessMoved: ["processes"],
  ProcessesResequenced: ["processes"],
  // The process's activities go with it.
  ProcessDeleted: ["processes", "activities"],
  ActivityCreated: ["activities"],
  ActivityRenamed: ["activities"],
  ActivityDescriptionChanged: ["activities"],
  ActivityRolesAssigned: ["activities"],
  ActivityMoved: ["activities"],
  ActivitiesResequenced: ["activities"],
  ActivityDeleted: ["activities"],
  RoleCreated: ["roles"],
  RoleRenamed: ["roles"],
  RoleDescriptionChanged: ["roles"],
  RoleTypeChanged: ["roles"],
  RoleDeleted: ["roles"],
}

/** The read models an event of this type changes; none for a type that is not a project event. */
export const kindsOfEventType = (type: string): readonly LiveKind[] =>
  Object.hasOwn(KINDS_OF_EVENT, type) ? KINDS_OF_EVENT[type as ProjectEventType] : []

/** The union of the kinds of some event types, in the order of `LIVE_KINDS`. */
export const kindsOfEventTypes = (types: Iterable<string>): LiveKind[] => {
  const found = new Set<LiveKind>()
  for (const type of types) for (const kind of kindsOfEventType(type)) found.add(kind)
  return LIVE_KINDS.filter((kind) => found.has(kind))
}

/**
 * The answers that may show a change of these read models: a kind's own answers, and those that nest it,
 * count it or repeat one of its names (a milestone's `mst_pro_name`, a role's `rop_act_count`, an
 * activity's role names …). For a client that keys nested answers under the parent's kind.
 */
const SHOWN_IN: Record<LiveKind, readonly LiveKind[]> = {
  projects: ["projects", "phases", "milestones", "processes", "roles"],
  phases: ["phases", "projects", "milestones"],
  milestones: ["milestones", "projects", "phases", "processes"],
  processes: ["processes", "projects", "phases", "milestones"],
  activities: ["activities", "projects", "phases", "milestones", "processes", "roles"],
  roles: ["roles", "projects", "milestones", "processes", "activities"],
}

export const answersAffectedBy = (kinds: readonly LiveKind[] | null): LiveKind[] => {
  if (kinds === null) return [...LIVE_KINDS]
  const affected = new Set(kinds.flatMap((kind) => SHOWN_IN[kind]))
  return LIVE_KINDS.filter((kind) => affected.has(kind))
}
