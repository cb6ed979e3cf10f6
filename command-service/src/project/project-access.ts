/**
 * @module Who may issue which command on a project (spec §6), with the shared rules of
 * contracts/access/roles. The check runs inside the project's queue on the very state the command is
 * decided on (project-service.ts), before any rule of the decider, so a revoke and the next command
 * cannot race and a refused caller learns nothing of the project from an error text.
 */
import {
  atLeast,
  hasLicenceRights,
  LICENCE_REQUIRED_TEXT,
  type ProjectAccessFacts,
  projectAccess,
  type ProjectRole,
  type Viewer,
} from "@bimprofile/contracts/access/roles"
import { REFERENCE_PROJECT_TYPE_CODE } from "@bimprofile/contracts/codes"
import type { ProjectCommand } from "./project-commands"
import { assertNever } from "../shared/assert-never"
import type { ProjectState } from "./project-state"

/** A command refused for who issued it, not for what it asks: 401 AUTH_PRO. */
export type AccessRefused = { readonly _tag: "AccessRefused"; readonly message: string }

export const NO_PROJECT_ACCESS_TEXT = "Sie haben keine Berechtigung für dieses Projekt. Bitte wenden Sie sich an den Projektinhaber."
export const MOVE_NEEDS_OWNER_ADMIN_TEXT =
  "Nur die Verwaltung der Organisation, der das Projekt gehört, darf es in eine andere Organisation verschieben."
/** A write on a reference project by someone who reads it (everyone but app admins): its items are locked. */
export const REFERENCE_LOCKED_TEXT =
  "Dieses Element stammt aus dem Referenzprojekt und ist schreibgeschützt. Übernehmen Sie es lokal in Ihr Projekt, um es anzupassen."
export const accessRefused = (message = NO_PROJECT_ACCESS_TEXT): AccessRefused => ({ _tag: "AccessRefused", message })

export const accessFactsOf = (state: ProjectState): ProjectAccessFacts => ({
  orgId: state.orgId,
  accessAll: state.accessAll,
  reference: state.typeCode === REFERENCE_PROJECT_TYPE_CODE,
  sharedOrgIds: [...state.sharedOrgIds],
  grants: state.grants,
})

/**
 * The viewer's role on the project; the reference project is read-only for all but app admins. An auditor
 * (issue 11) is judged here like a reader: the commands need write or admin, which an auditor never reaches.
 */
export const roleOn = (viewer: Viewer, state: ProjectState): ProjectRole | null => {
  const facts = accessFactsOf(state)
  const { role } = projectAccess(viewer, facts)
  if (facts.reference && !viewer.appAdmin) return role === null ? null : "read"
  return role
}

/** What a command needs on the project it runs on; "creator" = checked by the route (the new owner). */
export const neededFor = (command: ProjectCommand): ProjectRole | "creator" | "self-or-admin" => {
  switch (command.type) {
    case "CreateProject":
    case "CopyProject":
      return "creator"
    case "ChangeProject":
    case "DeleteProject":
    case "GrantPermission":
    case "ShareWithOrganisation":
    case "UnshareWithOrganisation":
      return "admin"
    case "RevokePermission":
      return "self-or-admin"
    case "AddPhase":
    case "RemovePhase":
    case "CreateMilestone":
    case "ChangeMilestone":
    case "ResequenceMilestones":
    case "DeleteMilestone":
    case "CopyMilestone":
    case "CreateProcess":
    case "ChangeProcess":
    case "ResequenceProcesses":
    case "DeleteProcess":
    case "CopyProcess":
    case "CreateActivity":
    case "ChangeActivity":
    case "ResequenceActivities":
    case "DeleteActivity":
    case "CopyActivity":
    case "CreateRole":
    case "ChangeRole":
    case "DeleteRole":
    case "CopyRole":
    case "CreateElementClass":
    case "InstantiateFromReference":
    case "CopyProperties":
    case "ChangeElementClass":
    case "DeleteElementClass":
    case "CreateElementType":
    case "ChangeElementType":
    case "DeleteElementType":
    case "CreateProperty":
    case "ChangeProperty":
    case "DeleteProperty":
    case "AssignProperty":
    case "RemoveProperty":
    case "CreateValueList":
    case "ChangeValueList":
    case "DeleteValueList":
    case "AddValue":
    case "ChangeValue":
    case "RemoveValue":
    case "AssignTypeProperty":
    case "RemoveTypeProperty":
    case "CreateList":
    case "ChangeList":
    case "DeleteList":
    case "AddListItem":
    case "ChangeListItem":
    case "RemoveListItem":
    case "ImportListItems":
    case "AddRequirement":
    case "ChangeRequirement":
    case "RemoveRequirement":
    case "ImportIds":
    case "ApplyProfileImport":
    case "RemoveDocument":
    // The documents are the project's team's record: an upload and a kept export alike need write access (a
    // reader exports too, but the file stays theirs: docs/exports.md).
    case "AddDocument":
    // A published version is a promise to the project's partners: those who shape the project make it.
    case "PublishVersion":
      return "write"
    default:
      return assertNever(command)
  }
}

const needsLicence = (command: ProjectCommand): boolean => {
  switch (command.type) {
    case "GrantPermission":
    case "RevokePermission":
    case "ShareWithOrganisation":
    case "UnshareWithOrganisation":
      return true
    // Sharing with all is sharing too: a demo user may withdraw it, not grant it.
    case "CreateProject":
    case "CopyProject":
    case "ChangeProject":
      return command.accessAll === true
    default:
      return false
  }
}

const CATALOGUE_COMMANDS: ReadonlySet<ProjectCommand["type"]> = new Set([
  "ChangeElementClass", "DeleteElementClass", "ChangeElementType", "DeleteElementType", "ChangeProperty", "DeleteProperty",
  "AssignProperty", "RemoveProperty", "AssignTypeProperty", "RemoveTypeProperty", "ChangeValueList", "DeleteValueList",
  "AddValue", "ChangeValue", "RemoveValue", "ChangeList", "DeleteList", "AddListItem", "ChangeListItem", "RemoveListItem", "ImportListItems",
] as const)
/** A change of an existing catalogue item, which a project inheriting it sees locked. */
const isCatalogueCommand = (command: ProjectCommand) => CATALOGUE_COMMANDS.has(command.type)

/** Someone who sees the project but may change nothing in it: a reader or an auditor. */
const readsOnly = (role: ProjectRole | null): boolean => atLeast(role, "read") && !atLeast(role, "write")

/** Only app admins make reference projects (everyone else could not edit them any more). */
const makesReference = (command: ProjectCommand, state: ProjectState): boolean => {
  if (command.type === "CreateProject" || command.type === "CopyProject") return command.typeCode === REFERENCE_PROJECT_TYPE_CODE
  if (command.type === "ChangeProject") return command.typeCode === REFERENCE_PROJECT_TYPE_CODE && state.typeCode !== REFERENCE_PROJECT_TYPE_CODE
  return false
}

/**
 * Moving a project out of its organisation (into another one, or to someone's personal organisation)
 * takes it away from that organisation: besides admin on the project (which every creator holds) and the
 * create right in the target (checked by the route), it needs admin of the current owner — which the
 * caller is of their own personal organisation — or app admin. A project without an owner is in no
 * organisation to take it out of.
 */
const movesOutWithoutOwnerAdmin = (viewer: Viewer, command: ProjectCommand, state: ProjectState): boolean =>
  command.type === "ChangeProject" &&
  command.orgId !== undefined &&
  command.orgId !== state.orgId &&
  state.orgId !== null &&
  !viewer.appAdmin &&
  !(viewer.memberships.get(state.orgId) ?? []).includes("admin")

/**
 * Whether `viewer` may issue `command` on the project in `state`; undefined when allowed. A project that
 * does not exist is left to the decider (it answers "not found" without revealing anything).
 */
export const authorise = (viewer: Viewer, command: ProjectCommand, state: ProjectState): AccessRefused | undefined => {
  const needed = neededFor(command)
  if (state.status === "none" && needed !== "creator") return undefined
  if (needsLicence(command) && !hasLicenceRights(viewer)) return accessRefused(LICENCE_REQUIRED_TEXT)
  if (makesReference(command, state) && !viewer.appAdmin) return accessRefused()
  if (needed === "creator") return undefined
  const role = roleOn(viewer, state)
  if (needed === "self-or-admin") {
    const own = command.type === "RevokePermission" && command.userId === viewer.userId
    return own || atLeast(role, "admin") ? undefined : accessRefused()
  }
  if (!atLeast(role, needed)) return accessRefused(readsOnly(role) && accessFactsOf(state).reference && isCatalogueCommand(command) ? REFERENCE_LOCKED_TEXT : undefined)
  return movesOutWithoutOwnerAdmin(viewer, command, state) ? accessRefused(MOVE_NEEDS_OWNER_ADMIN_TEXT) : undefined
}

/**
 * Whether the viewer may read the project: else it does not learn what the project holds (project-command-routes.ts).
 * Every role reads, the auditor included (ranked above read).
 */
export const mayRead = (viewer: Viewer, state: ProjectState): boolean => atLeast(roleOn(viewer, state), "read")

/**
 * Whether an export by the viewer is kept as a document of the project: the right the keep's `AddDocument` needs
 * (an upload's), judged as the keep will be. Decided when the export is asked for (exports/export-route.ts).
 */
export const mayKeepExport = (viewer: Viewer, state: ProjectState): boolean =>
  authorise(viewer, { type: "AddDocument", name: "", mediaType: "", size: 0, sha256: "", kind: "export", check: null }, state) === undefined

/** Reading a project (the source of a copy or an import). */
export const authoriseRead = (viewer: Viewer, state: ProjectState): AccessRefused | undefined =>
  state.status === "none" || mayRead(viewer, state) ? undefined : accessRefused()
