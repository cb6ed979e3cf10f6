/**
 * @module Which read models of a project an event type changes, and which answers show them — without any
 * schema library, so the client's shell can import it. The projector (its `bimp_projected` notice), the
 * query service (replay after a reconnect) and the client (what to invalidate) share these functions.
 */
import { listEventTypes, listKinds } from "../catalogue/list-kinds"
import type { CatalogueListEvent } from "../events/project/catalogue-list-events"
import type { ProjectEventType } from "../events/project/project-event"

/** What a project inherits from its reference project and shows beside its own (docs/catalogue.md "Inheritance"): the data catalogue. */
export const INHERITED_LIVE_KINDS = [
  "element_classes",
  "element_types",
  "properties",
  "value_lists",
  "group_lists",
  "classifications",
  "material_lists",
  "property_sets",
] as const

/**
 * The read models, as the client keys its queries: a project's `["project", id, kind]` for all but the last two;
 * `users` and `organisations` belong to no project (their notifications carry project_id null).
 */
export const LIVE_KINDS = [
  "projects",
  "phases",
  "milestones",
  "processes",
  "activities",
  "roles",
  "permissions",
  ...INHERITED_LIVE_KINDS,
  "requirements",
  "documents",
  "versions",
  "users",
  "organisations",
] as const
export type LiveKind = (typeof LIVE_KINDS)[number]

/** Everything of one project. */
const ALL: readonly LiveKind[] = ["projects", "phases", "milestones", "processes", "activities", "roles", "permissions", "element_classes", "element_types", "properties", "value_lists", "group_lists", "classifications", "material_lists", "property_sets", "requirements", "documents", "versions"]

/** The read-model rows each event writes (the projection `project-structure`); a record, so no type is missed. */
const KINDS_OF_EVENT: Record<ProjectEventType, readonly LiveKind[]> = {
  // A catalogue list's events change that kind of list (its path is its live kind).
  ...(Object.fromEntries([...listEventTypes].map(([type, { kind }]) => [type, [listKinds[kind].path]])) as unknown as Record<CatalogueListEvent["type"], readonly LiveKind[]>),
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
  ActivityIdsInfoRecorded: ["activities"],
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
  // The project counts its element classes.
  ElementClassCreated: ["element_classes", "projects"],
  ElementClassRenamed: ["element_classes"],
  ElementClassDescriptionChanged: ["element_classes"],
  ElementClassCategoryChanged: ["element_classes"],
  ElementClassParentChanged: ["element_classes"],
  ElementClassMappedToIfc: ["element_classes"],
  ElementClassUriChanged: ["element_classes"],
  ElementClassDeleted: ["element_classes", "projects"],
  ElementClassTypeChanged: ["element_classes"],
  // The project counts its element class types.
  ElementTypeCreated: ["element_types", "projects"],
  ElementTypeRenamed: ["element_types"],
  ElementTypeDescriptionChanged: ["element_types"],
  ElementTypeMappedToIfc: ["element_types"],
  ElementTypeUriChanged: ["element_types"],
  ElementTypeDeleted: ["element_types", "projects"],
  // The project counts its properties' problems and their assignments; a class lists its properties.
  PropertyCreated: ["properties", "projects", "value_lists"],
  PropertyChanged: ["properties", "projects", "value_lists"],
  PropertyDeleted: ["properties", "projects", "value_lists"],
  ElementClassPropertyAssigned: ["properties", "projects"],
  ElementClassPropertyRemoved: ["properties", "projects"],
  ElementTypePropertyAssigned: ["properties", "projects"],
  ElementTypePropertyRemoved: ["properties", "projects"],
  // A list's flags (no values, unused) follow its values and the properties that use it.
  RequirementAdded: ["requirements"],
  DocumentAdded: ["documents"],
  DocumentRemoved: ["documents"],
  ProjectVersionPublished: ["versions"],
  RequirementChanged: ["requirements"],
  RequirementRemoved: ["requirements"],
  ValueListCreated: ["value_lists"],
  ValueListChanged: ["value_lists"],
  ValueListDeleted: ["value_lists"],
  ValueListItemAdded: ["value_lists"],
  ValueListItemChanged: ["value_lists"],
  ValueListItemRemoved: ["value_lists"],
  // Who may see a project changes the project list too.
  ProjectPermissionGranted: ["permissions", "projects"],
  ProjectPermissionRevoked: ["permissions", "projects"],
  ProjectSharedWithOrganisation: ["permissions", "projects"],
  ProjectUnsharedWithOrganisation: ["permissions", "projects"],
}

/** Identity events (user and organisation streams) change users and organisations, never one project. */
const IDENTITY_KINDS: Record<string, readonly LiveKind[]> = {
  UserRegistered: ["users"],
  UserActivated: ["users"],
  UserProfileChanged: ["users"],
  UserImageChanged: ["users"],
  UserPasswordChanged: [],
  UserLicenceChanged: ["users"],
  UserAppAdminChanged: ["users"],
  UserLinkedToProvider: [],
  UserErased: ["users", "organisations"],
  OrganisationCreated: ["organisations"],
  OrganisationRenamed: ["organisations"],
  OrganisationDescriptionChanged: ["organisations"],
  OrganisationMemberRolesSet: ["organisations", "users"],
  OrganisationMemberRemoved: ["organisations", "users"],
  OrganisationDeleted: ["organisations", "users"],
}

/** The read models an event of this type changes; none for a type that is not a project event. */
export const kindsOfEventType = (type: string): readonly LiveKind[] =>
  Object.hasOwn(KINDS_OF_EVENT, type)
    ? KINDS_OF_EVENT[type as ProjectEventType]
    : Object.hasOwn(IDENTITY_KINDS, type)
      ? IDENTITY_KINDS[type]!
      : []

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
  permissions: ["permissions", "projects", "users"],
  element_classes: ["element_classes", "projects"],
  // The class list names each class's type.
  element_types: ["element_types", "element_classes", "projects"],
  // A class's properties are listed under the properties kind.
  properties: ["properties", "projects"],
  // A property names its value list.
  value_lists: ["value_lists", "properties"],
  group_lists: ["group_lists"],
  classifications: ["classifications"],
  material_lists: ["material_lists"],
  property_sets: ["property_sets"],
  requirements: ["requirements"],
  documents: ["documents"],
  versions: ["versions"],
  // Names and pictures appear in member and permission lists; organisations name projects' owners.
  users: ["users", "permissions", "organisations"],
  organisations: ["organisations", "users", "projects"],
}

export const answersAffectedBy = (kinds: readonly LiveKind[] | null): LiveKind[] => {
  if (kinds === null) return [...LIVE_KINDS]
  const affected = new Set(kinds.flatMap((kind) => SHOWN_IN[kind]))
  return LIVE_KINDS.filter((kind) => affected.has(kind))
}
