/**
 * @module Rules for who else works on a project (spec §6): roles granted to a person (set as a whole),
 * revoked, and sharing with another organisation. Who may issue these commands is decided before
 * (project-access.ts); these rules only look at the project.
 */
import { projectRoleValues, type ProjectRole } from "@bimprofile/contracts/access/roles"
import { SELECT_ONE_ROLE_MESSAGE } from "@bimprofile/contracts/bodies/auth-bodies"
import type { DomainError } from "@bimprofile/contracts/errors/domain-errors"
import { invalidValue, selfGrant, sharedAlready } from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, rejected } from "../../shared/decision"
import type { GrantPermission, RevokePermission, ShareWithOrganisation, UnshareWithOrganisation } from "../project-commands"
import type { ProjectState } from "../project-state"
import { checkProjectLive } from "../projects/project-decisions"

type D = Decision<ProjectEvent>

export const SELF_GRANT_TEXT = "Sie können sich nicht selbst Berechtigungen erteilen."
export const NO_PERMISSION_TEXT = "Der Benutzer hat keine Berechtigung für dieses Projekt."
export const OWN_ORGANISATION_TEXT = "Das Projekt gehört dieser Organisation bereits."
export const ALREADY_SHARED_TEXT = "Das Projekt ist mit dieser Organisation bereits geteilt."
export const NOT_SHARED_TEXT = "Das Projekt ist mit dieser Organisation nicht geteilt."

const notFound = (message: string): DomainError => ({ _tag: "NotFound", message })

/** The roles in their canonical order (admin, write, auditor, read: projectRoleValues), each once. */
export const canonicalRoles = (roles: readonly ProjectRole[]): ProjectRole[] => projectRoleValues.filter((r) => roles.includes(r))

const sameRoles = (a: readonly ProjectRole[], b: readonly ProjectRole[]) => a.length === b.length && a.every((r, i) => r === b[i])

export const grantPermission = (cmd: GrantPermission, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (cmd.userId === cmd.grantorId) return rejected(selfGrant(SELF_GRANT_TEXT))
  const roles = canonicalRoles(cmd.roles)
  if (roles.length === 0) return rejected(invalidValue("roles", SELECT_ONE_ROLE_MESSAGE))
  const held = state.grants.get(cmd.userId)
  if (held && sameRoles(canonicalRoles(held), roles)) return accepted()
  return accepted({ type: "ProjectPermissionGranted", data: { projectId: state.id, userId: cmd.userId, roles } })
}

export const revokePermission = (cmd: RevokePermission, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (!state.grants.has(cmd.userId)) return rejected(notFound(NO_PERMISSION_TEXT))
  return accepted({ type: "ProjectPermissionRevoked", data: { projectId: state.id, userId: cmd.userId } })
}

export const shareWithOrganisation = (cmd: ShareWithOrganisation, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (state.orgId === cmd.orgId) return rejected(sharedAlready(OWN_ORGANISATION_TEXT))
  if (state.sharedOrgIds.has(cmd.orgId)) return rejected(sharedAlready(ALREADY_SHARED_TEXT))
  return accepted({ type: "ProjectSharedWithOrganisation", data: { projectId: state.id, orgId: cmd.orgId } })
}

export const unshareWithOrganisation = (cmd: UnshareWithOrganisation, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (!state.sharedOrgIds.has(cmd.orgId)) return rejected(notFound(NOT_SHARED_TEXT))
  return accepted({ type: "ProjectUnsharedWithOrganisation", data: { projectId: state.id, orgId: cmd.orgId } })
}
