/**
 * @module The identity read models: users, organisations and their members (user and organisation
 * streams), and who may see a project beyond its organisation — grants and shares (project streams). Pure:
 * one event → row changes, without reading any row. A change of a user or an organisation is a merge of
 * fields into its row, so no earlier state is needed; the runner applies them in SQL, a rebuild in memory
 * (`identity-rows.ts`), with the same result.
 *
 * Personal fields stay sealed as the events hold them. `UserErased` clears the seals: after it the rows hold
 * nothing personal, and since the user's key is destroyed the sealed fields of the log cannot be opened
 * either — a rebuild included.
 */
import type { OrganisationRole, ProjectRole } from "@bimprofile/contracts/access/roles"
import type { OrganisationEvent, UserEvent } from "@bimprofile/contracts/events/identity/identity-event"
import { organisationEventTypes, userEventTypes } from "@bimprofile/contracts/events/identity/identity-event"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { ProjectionDefinition } from "../projection"

/** An event as the identity projection reads it: envelope facts and the event's own type and data. */
export type IdentityEnvelope = {
  readonly position: number
  readonly type: string
  readonly data: unknown
  readonly userId: number
  readonly occurredAt: string
}

export type IdentityChange =
  | { readonly op: "user"; readonly usrId: number; readonly data: Readonly<Record<string, unknown>> }
  | { readonly op: "patchUser"; readonly usrId: number; readonly fields: Readonly<Record<string, unknown>> }
  | { readonly op: "organisation"; readonly orgId: number; readonly data: Readonly<Record<string, unknown>> }
  | { readonly op: "patchOrganisation"; readonly orgId: number; readonly fields: Readonly<Record<string, unknown>> }
  /** The organisation and its memberships go. */
  | { readonly op: "deleteOrganisation"; readonly orgId: number }
  | { readonly op: "member"; readonly orgId: number; readonly usrId: number; readonly roles: readonly OrganisationRole[] }
  | { readonly op: "removeMember"; readonly orgId: number; readonly usrId: number }
  | {
      readonly op: "grant"
      readonly proId: number
      readonly usrId: number
      readonly roles: readonly ProjectRole[]
      readonly changedAt: string
      readonly changedBy: number
    }
  | { readonly op: "revoke"; readonly proId: number; readonly usrId: number }
  | { readonly op: "share"; readonly proId: number; readonly orgId: number }
  | { readonly op: "unshare"; readonly proId: number; readonly orgId: number }
  /** A deleted project: its grants and shares go. */
  | { readonly op: "forgetProject"; readonly proId: number }

/** The project event types this projection reads (the others belong to the project structure). */
export const projectAccessEventTypes: ReadonlySet<string> = new Set([
  "ProjectPermissionGranted",
  "ProjectPermissionRevoked",
  "ProjectSharedWithOrganisation",
  "ProjectUnsharedWithOrganisation",
  "ProjectDeleted",
])

export const identityEventTypes: ReadonlySet<string> = new Set([...userEventTypes, ...organisationEventTypes, ...projectAccessEventTypes])

/** The identity read models: users, organisations, members, grants, shares (infra migration 007). */
export const identityDefinition: ProjectionDefinition = {
  name: "identity",
  version: 1,
  handles: identityEventTypes,
  tables: ["rm_users", "rm_organisations", "rm_org_members", "rm_project_grants", "rm_project_shares", "rm_identity_state"],
}

/** Whether a change touches users or organisations (what name caches depend on), not project access. */
export const changesIdentity = (change: IdentityChange): boolean =>
  change.op === "user" ||
  change.op === "patchUser" ||
  change.op === "organisation" ||
  change.op === "patchOrganisation" ||
  change.op === "deleteOrganisation" ||
  change.op === "member" ||
  change.op === "removeMember"

type Handled = UserEvent | OrganisationEvent | ProjectEvent

/** The row changes of one event; none for an event this projection does not read. */
export const projectIdentity = (envelope: IdentityEnvelope): IdentityChange[] => {
  if (!identityEventTypes.has(envelope.type)) return []
  const event = envelope as unknown as Handled
  const changed = { changedAt: envelope.occurredAt, changedBy: envelope.userId }
  switch (event.type) {
    case "UserRegistered": {
      const d = event.data
      return [
        {
          op: "user",
          usrId: d.userId,
          data: {
            personal: d.personal,
            image: null,
            imageVersion: null,
            source: d.source,
            personalOrgId: d.personalOrgId,
            active: d.active,
            erased: false,
            appAdmin: false,
            licensed: false,
            sso: d.source === "sso",
            createdAt: envelope.occurredAt,
            createdBy: envelope.userId,
            changedAt: null,
            changedBy: null,
          },
        },
      ]
    }
    case "UserActivated":
      return [{ op: "patchUser", usrId: event.data.userId, fields: { active: true, ...changed } }]
    case "UserProfileChanged":
      return [{ op: "patchUser", usrId: event.data.userId, fields: { personal: event.data.personal, ...changed } }]
    case "UserImageChanged":
      // The position versions the picture's address, so a browser never shows a cached older one.
      return [
        {
          op: "patchUser",
          usrId: event.data.userId,
          fields: { image: event.data.image, imageVersion: event.data.image === null ? null : envelope.position, ...changed },
        },
      ]
    case "UserPasswordChanged":
      return []
    case "UserLicenceChanged":
      return [{ op: "patchUser", usrId: event.data.userId, fields: { licensed: event.data.licensed, ...changed } }]
    case "UserAppAdminChanged":
      return [{ op: "patchUser", usrId: event.data.userId, fields: { appAdmin: event.data.appAdmin, ...changed } }]
    case "UserLinkedToProvider":
      return [{ op: "patchUser", usrId: event.data.userId, fields: { sso: true } }]
    case "UserErased":
      return [
        {
          op: "patchUser",
          usrId: event.data.userId,
          fields: { erased: true, active: false, appAdmin: false, licensed: false, personal: null, image: null, imageVersion: null, ...changed },
        },
      ]
    case "OrganisationCreated": {
      const d = event.data
      return [
        {
          op: "organisation",
          orgId: d.orgId,
          data: { name: d.name, desc: d.desc, personal: d.personal, createdAt: envelope.occurredAt, createdBy: envelope.userId, changedAt: null, changedBy: null },
        },
      ]
    }
    case "OrganisationRenamed":
      return [{ op: "patchOrganisation", orgId: event.data.orgId, fields: { name: event.data.name, ...changed } }]
    case "OrganisationDescriptionChanged":
      return [{ op: "patchOrganisation", orgId: event.data.orgId, fields: { desc: event.data.desc, ...changed } }]
    case "OrganisationMemberRolesSet":
      return [
        { op: "member", orgId: event.data.orgId, usrId: event.data.userId, roles: event.data.roles },
        { op: "patchOrganisation", orgId: event.data.orgId, fields: changed },
      ]
    case "OrganisationMemberRemoved":
      return [
        { op: "removeMember", orgId: event.data.orgId, usrId: event.data.userId },
        { op: "patchOrganisation", orgId: event.data.orgId, fields: changed },
      ]
    case "OrganisationDeleted":
      return [{ op: "deleteOrganisation", orgId: event.data.orgId }]
    case "ProjectPermissionGranted": {
      const d = event.data
      return [{ op: "grant", proId: d.projectId, usrId: d.userId, roles: d.roles, changedAt: envelope.occurredAt, changedBy: envelope.userId }]
    }
    case "ProjectPermissionRevoked":
      return [{ op: "revoke", proId: event.data.projectId, usrId: event.data.userId }]
    case "ProjectSharedWithOrganisation":
      return [{ op: "share", proId: event.data.projectId, orgId: event.data.orgId }]
    case "ProjectUnsharedWithOrganisation":
      return [{ op: "unshare", proId: event.data.projectId, orgId: event.data.orgId }]
    case "ProjectDeleted":
      return [{ op: "forgetProject", proId: event.data.projectId }]
    default:
      // Project events of the structure (filtered out above).
      return []
  }
}

export type PositionedChange = { readonly position: number; readonly change: IdentityChange }

/**
 * The identity changes of a page of the log, in log order: user and organisation events, and the project
 * events that change who may see a project. The runner applies them in the same batch and transaction as
 * the project structure (one checkpoint), a rebuild folds them in memory.
 */
export const identityChangesOf = (projectEvents: readonly IdentityEnvelope[], identityEvents: readonly IdentityEnvelope[]): PositionedChange[] => {
  const read = [...projectEvents.filter((event) => identityEventTypes.has(event.type)), ...identityEvents].sort((a, b) => a.position - b.position)
  return read.flatMap((event) => projectIdentity(event).map((change) => ({ position: event.position, change })))
}
