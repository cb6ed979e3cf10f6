/**
 * @module The rules of an organisation stream (spec §3, §6): members hold at least one role; an
 * organisation keeps at least one admin; a personal organisation has exactly its owner, keeps its name
 * and is deleted only with its owner's account; an organisation owning projects is not deleted.
 */
import { isPersonalOrganisationName } from "@bimprofile/contracts/access/roles"
import { SELECT_ONE_ROLE_MESSAGE } from "@bimprofile/contracts/bodies/auth-bodies"
import { ORGANISATION_NAME_WITH_AT_MESSAGE } from "@bimprofile/contracts/bodies/user-bodies"
import {
  invalidValue,
  notFound,
  notMember,
  organisationDeleted,
  organisationHasProjects,
  organisationNeedsAdmin,
  personalOrganisation,
} from "@bimprofile/contracts/errors/domain-errors"
import type { OrganisationEvent } from "@bimprofile/contracts/events/identity/identity-event"
import { accepted, type Decision, rejected } from "../../shared/decision"
import type { OrganisationCommand } from "./organisation-commands"
import { adminsOf, type OrganisationState } from "./organisation-state"

const NAME_EMPTY = "Organisation darf nicht leer sein."
/** A personal organisation is recognised by its at-sign, so no other may carry one. */
const NAME_WITH_AT = ORGANISATION_NAME_WITH_AT_MESSAGE

const nameProblem = (name: string) =>
  name.trim() === "" ? invalidValue("org_name", NAME_EMPTY) : isPersonalOrganisationName(name) ? invalidValue("org_name", NAME_WITH_AT) : undefined

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((r) => b.includes(r))

export const decideOrganisation = (command: OrganisationCommand, state: OrganisationState): Decision<OrganisationEvent> => {
  if (command.type === "CreateOrganisation") {
    if (state.status !== "none") return rejected(invalidValue("org_id", `Die Organisation ${command.orgId} existiert bereits.`))
    const { orgId, desc, personal, ownerId } = command
    const name = command.name.trim()
    const problem = personal ? undefined : nameProblem(name)
    if (problem) return rejected(problem)
    return accepted(
      { type: "OrganisationCreated", data: { orgId, name, desc, personal } },
      { type: "OrganisationMemberRolesSet", data: { orgId, userId: ownerId, roles: ["admin"] } },
    )
  }
  if (state.status === "none") return rejected(notFound("organisation", state.orgId))
  if (state.status === "deleted") return rejected(organisationDeleted(state.orgId))
  const orgId = state.orgId
  switch (command.type) {
    case "RenameOrganisation": {
      const name = command.name.trim()
      if (name === state.name) return accepted()
      if (state.personal) return rejected(personalOrganisation("rename"))
      const problem = nameProblem(name)
      if (problem) return rejected(problem)
      return accepted({ type: "OrganisationRenamed", data: { orgId, name } })
    }
    case "DescribeOrganisation":
      if (command.desc === state.desc) return accepted()
      return accepted({ type: "OrganisationDescriptionChanged", data: { orgId, desc: command.desc } })
    case "SetMemberRoles": {
      if (command.roles.length === 0) return rejected(invalidValue("roles", SELECT_ONE_ROLE_MESSAGE))
      const roles = [...new Set(command.roles)]
      const current = state.members.get(command.userId)
      if (current && sameRoles(current, roles)) return accepted()
      if (state.personal) return rejected(personalOrganisation("members"))
      const admins = adminsOf(state)
      if (!roles.includes("admin") && admins.length === 1 && admins[0] === command.userId) return rejected(organisationNeedsAdmin())
      return accepted({ type: "OrganisationMemberRolesSet", data: { orgId, userId: command.userId, roles } })
    }
    case "RemoveMember": {
      if (!state.members.has(command.userId)) return rejected(notMember(command.userId))
      if (state.personal) return rejected(personalOrganisation("members"))
      const otherAdmins = adminsOf(state).filter((id) => id !== command.userId)
      const lastMember = state.members.size === 1
      if (otherAdmins.length === 0 && !(command.erasure && lastMember) && state.members.get(command.userId)!.includes("admin"))
        return rejected(organisationNeedsAdmin())
      return accepted({ type: "OrganisationMemberRemoved", data: { orgId, userId: command.userId } })
    }
    case "DeleteOrganisation":
      if (state.personal && !command.erasure) return rejected(personalOrganisation("delete"))
      if (command.projects > 0) return rejected(organisationHasProjects(command.projects))
      return accepted({ type: "OrganisationDeleted", data: { orgId } })
    default: {
      const unknown: never = command
      return unknown
    }
  }
}
