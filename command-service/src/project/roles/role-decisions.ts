/** @module Rules for project roles: names unique in the project; a role linked to activities stays. */
import { nameEmpty, notFound, roleNameTaken, roleStillLinked } from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import { TreeWriter } from "../copy-trees"
import { isBlank, nameTakenAmong } from "../names"
import type { ChangeRole, CopyRole, CreateRole, DeleteRole } from "../project-commands"
import type { ProjectState } from "../project-state"
import { checkProjectLive } from "../projects/project-decisions"

type D = Decision<ProjectEvent>

const checkName = (state: ProjectState, name: string, exceptId?: number): D | undefined => {
  if (isBlank(name)) return rejected(nameEmpty("role"))
  if (nameTakenAmong(name, state.roles.values(), exceptId)) return rejected(roleNameTaken(name.trim()))
  return undefined
}

export const linkedActivities = (state: ProjectState, roleId: number) => {
  let count = 0
  for (const activity of state.activities.values())
    if (activity.providerRoleId === roleId || activity.receiverRoleId === roleId) count++
  return count
}

export const createRole = (cmd: CreateRole, state: ProjectState, ids: IdSupply): D => {
  const refused = checkProjectLive(state) ?? checkName(state, cmd.name)
  if (refused) return refused
  return accepted({
    type: "RoleCreated",
    data: { roleId: ids.take("role"), name: cmd.name.trim(), desc: cmd.desc, roleType: cmd.roleType },
  })
}

export const changeRole = (cmd: ChangeRole, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const role = state.roles.get(cmd.roleId)
  if (!role) return rejected(notFound("role", cmd.roleId))
  const roleId = role.id
  const events: ProjectEvent[] = []
  if (cmd.name !== undefined) {
    const refused = checkName(state, cmd.name, roleId)
    if (refused) return refused
    if (cmd.name.trim() !== role.name) events.push({ type: "RoleRenamed", data: { roleId, name: cmd.name.trim() } })
  }
  if (cmd.desc !== undefined && cmd.desc !== role.desc) events.push({ type: "RoleDescriptionChanged", data: { roleId, desc: cmd.desc } })
  if (cmd.roleType !== undefined && cmd.roleType !== role.roleType)
    events.push({ type: "RoleTypeChanged", data: { roleId, roleType: cmd.roleType } })
  return accepted(...events)
}

export const deleteRole = (cmd: DeleteRole, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (!state.roles.has(cmd.roleId)) return rejected(notFound("role", cmd.roleId))
  const linked = linkedActivities(state, cmd.roleId)
  if (linked > 0) return rejected(roleStillLinked(linked))
  return accepted({ type: "RoleDeleted", data: { roleId: cmd.roleId } })
}

export const copyRole = (cmd: CopyRole, state: ProjectState, ids: IdSupply): D => {
  const refused = checkProjectLive(state) ?? checkName(state, cmd.name)
  if (refused) return refused
  const writer = new TreeWriter(state, ids)
  writer.newRole(cmd.name.trim(), cmd.source)
  return accepted(...writer.events)
}
