/**
 * @module Deleting a user (spec §4 "Deleting a user removes their personal projects but not organisation
 * projects"; issue 4 "personal data erasure"). In this order, so a failure part-way leaves nothing
 * half-visible and a retry finishes the job: their project permissions are revoked, their personal
 * projects deleted, their memberships ended, their personal organisation deleted, then UserErased (which
 * releases the e-mail and provider keys) and the vault key destroyed, and finally their credentials.
 */
import { lastAppAdmin, notFound, organisationNeedsAdmin, userErased } from "@bimprofile/contracts/errors/domain-errors"
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { toProblem } from "../../middleware/problem-response"
import type { ProjectStreamCommand } from "../../project/decide-project"
import type { ProjectService } from "../../project/project-service"
import type { CommandContext } from "../../shared/command-context"
import type { IdentityService } from "../identity-service"
import type { Credentials } from "../invitations"
import { projectsGrantedTo, projectsOwnedBy } from "../organisations/organisation-projects"
import type { StreamDirectory } from "../stream-directory"

export type ErasureDeps = {
  readonly sql: SqlQuery
  readonly store: Pick<EventStore, "readByType">
  readonly identity: IdentityService
  readonly directory: StreamDirectory
  readonly projects: ProjectService
  readonly credentials: Credentials
}

/** Erases the user; resolves with the position of the last event written. */
export const eraseUser = async (deps: ErasureDeps, userId: number, ctx: CommandContext): Promise<number> => {
  const user = await deps.directory.user(userId)
  if (!user) throw toProblem(notFound("user", userId))
  if (user.erased) throw toProblem(userErased(userId))
  // As an app admin cannot demote themselves, the last one cannot leave either.
  if (user.appAdmin && (await deps.directory.appAdminIds()).every((id) => id === userId)) throw toProblem(lastAppAdmin())
  const organisations = (await deps.directory.organisationsOf(userId)).filter((o) => !o.personal)
  // Checked before anything changes: the last admin of an organisation with other members appoints another first.
  for (const organisation of organisations) {
    const admins = [...organisation.members].filter(([, roles]) => roles.includes("admin")).map(([id]) => id)
    if (admins.length === 1 && admins[0] === userId && organisation.members.size > 1) throw toProblem(organisationNeedsAdmin())
  }

  let position = 0
  const project = async (projectId: number, command: ProjectStreamCommand) => {
    // No guard: the system acts. A refusal (project deleted, no such grant any more) means nothing to do.
    const outcome = await deps.projects.execute(projectId, command, ctx, () => null)
    if (outcome.ok) position = Math.max(position, outcome.position)
    else if (outcome.error._tag === "ConcurrencyConflict") throw toProblem(outcome.error)
  }
  for (const projectId of await projectsGrantedTo(deps.store, userId)) await project(projectId, { type: "RevokePermission", userId })
  for (const projectId of await projectsOwnedBy(deps.store, user.personalOrgId)) await project(projectId, { type: "DeleteProject" })

  for (const organisation of organisations)
    position = await deps.identity.organisationCommand(organisation.orgId, { type: "RemoveMember", userId, erasure: true }, ctx)
  if ((await deps.directory.organisation(user.personalOrgId))?.deleted === false) {
    const projects = (await projectsOwnedBy(deps.store, user.personalOrgId)).length
    position = await deps.identity.organisationCommand(user.personalOrgId, { type: "DeleteOrganisation", projects, erasure: true }, ctx)
  }
  // Read while the key still exists: the outbox's mails to this address go with the credentials.
  const email = (await deps.identity.personalFields(userId))?.usr_email
  position = await deps.identity.erase(userId, ctx)
  await deps.credentials.forget(userId, email)
  return position
}
