/**
 * @module Copy and import share one path: the shell extracts the source subtree (from the same or another
 * project), and these helpers turn a subtree into creation events in the target with new ids. Roles of
 * another project are matched by name in the target, or created there.
 */
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { RequirementFields } from "@bimprofile/contracts/events/project/requirement-events"
import type { IdSupply } from "../shared/decision"
import { sameName } from "./names"
import type { ActivityTree, MilestoneTree, ProcessTree, RoleTree } from "./project-commands"
import type { ProjectState } from "./project-state"

export const extractRoleTree = (state: ProjectState, roleId: number | null, sameProject: boolean): RoleTree | null => {
  const role = roleId === null ? undefined : state.roles.get(roleId)
  return role ? { id: role.id, name: role.name, desc: role.desc, roleType: role.roleType, sameProject } : null
}

/** An activity's requirements as a copy of it gets them (a project copy: naming the copied catalogue). */
export type RequirementsOf = (activityId: number) => RequirementFields[]

/** Within the project a copy takes the activity's requirements as they are. */
const ownRequirements = (state: ProjectState): RequirementsOf => (activityId) =>
  [...state.requirements.values()].filter((r) => r.activityId === activityId).map(({ id: _id, activityId: _activity, ...fields }) => fields)

export const extractActivityTree = (state: ProjectState, activityId: number, sameProject: boolean, requirementsOf?: RequirementsOf): ActivityTree => {
  const activity = state.activities.get(activityId)!
  return {
    name: activity.name,
    desc: activity.desc,
    provider: extractRoleTree(state, activity.providerRoleId, sameProject),
    receiver: extractRoleTree(state, activity.receiverRoleId, sameProject),
    // Another project has neither these classes nor these properties: there an import starts without requirements.
    requirements: (requirementsOf ?? (sameProject ? ownRequirements(state) : () => []))(activityId),
  }
}

export const extractProcessTree = (state: ProjectState, processId: number, sameProject: boolean, requirementsOf?: RequirementsOf): ProcessTree => {
  const process = state.processes.get(processId)!
  return {
    name: process.name,
    shortName: process.shortName,
    desc: process.desc,
    sourceId: process.id,
    activities: (state.activityOrder.get(processId) ?? []).map((id) => extractActivityTree(state, id, sameProject, requirementsOf)),
  }
}

export const extractMilestoneTree = (
  state: ProjectState,
  milestoneId: number,
  sameProject: boolean,
  onlyProcesses: ReadonlySet<number> | null = null,
  requirementsOf?: RequirementsOf,
): MilestoneTree => {
  const milestone = state.milestones.get(milestoneId)!
  return {
    name: milestone.name,
    desc: milestone.desc,
    processes: (state.processOrder.get(milestoneId) ?? [])
      .filter((id) => onlyProcesses === null || onlyProcesses.has(id))
      .map((id) => extractProcessTree(state, id, sameProject, requirementsOf)),
  }
}

/** Emits creation events into a target project, keeping the orders it touches up to date. */
export class TreeWriter {
  readonly events: ProjectEvent[] = []
  private readonly createdRoles = new Map<string, number>()
  private readonly orders = new Map<string, number[]>()

  constructor(
    private readonly target: ProjectState,
    private readonly ids: IdSupply,
  ) {}

  private order(kind: "milestone" | "process" | "activity", parentId: number): number[] {
    const key = `${kind}:${parentId}`
    let order = this.orders.get(key)
    if (!order) {
      const source = kind === "milestone" ? this.target.milestoneOrder : kind === "process" ? this.target.processOrder : this.target.activityOrder
      this.orders.set(key, (order = [...(source.get(parentId) ?? [])]))
    }
    return order
  }

  role(tree: RoleTree | null): number | null {
    if (!tree) return null
    if (tree.sameProject && this.target.roles.has(tree.id)) return tree.id
    for (const role of this.target.roles.values()) if (sameName(role.name, tree.name)) return role.id
    for (const [name, id] of this.createdRoles) if (sameName(name, tree.name)) return id
    return this.newRole(tree.name, tree)
  }

  newRole(name: string, tree: RoleTree): number {
    const roleId = this.ids.take("role")
    this.createdRoles.set(name, roleId)
    this.events.push({ type: "RoleCreated", data: { roleId, name, desc: tree.desc, roleType: tree.roleType } })
    return roleId
  }

  activity(tree: ActivityTree, processId: number, name = tree.name): number {
    const activityId = this.ids.take("activity")
    const order = this.order("activity", processId)
    order.push(activityId)
    this.events.push({
      type: "ActivityCreated",
      data: {
        activityId,
        processId,
        name,
        desc: tree.desc,
        providerRoleId: this.role(tree.provider),
        receiverRoleId: this.role(tree.receiver),
        seq: order.length,
      },
    })
    for (const fields of tree.requirements ?? []) this.events.push({ type: "RequirementAdded", data: { requirementId: this.ids.take("requirement"), activityId, ...fields } })
    return activityId
  }

  process(tree: ProcessTree, milestoneId: number, name = tree.name): number {
    const processId = this.ids.take("process")
    const order = this.order("process", milestoneId)
    order.push(processId)
    this.events.push({
      type: "ProcessCreated",
      data: {
        processId,
        milestoneId,
        name,
        shortName: tree.shortName,
        desc: tree.desc,
        seq: order.length,
        copiedFromProcessId: tree.sourceId,
      },
    })
    this.order("activity", processId)
    for (const activity of tree.activities) this.activity(activity, processId)
    return processId
  }

  milestone(tree: MilestoneTree, phaseId: number, name = tree.name): number {
    const milestoneId = this.ids.take("milestone")
    const order = this.order("milestone", phaseId)
    order.push(milestoneId)
    this.events.push({
      type: "MilestoneCreated",
      data: { milestoneId, phaseId, name, desc: tree.desc, seq: order.length },
    })
    this.order("process", milestoneId)
    for (const process of tree.processes) this.process(process, milestoneId)
    return milestoneId
  }
}

/** How many requirements copies of these activities bring along. */
export const requirementsIn = (activities: readonly ActivityTree[]) => activities.reduce((n, a) => n + (a.requirements?.length ?? 0), 0)

/** How many ids of each kind a subtree can need (roles: at most two per activity). */
export const idsForTrees = (milestones: readonly MilestoneTree[], processes: readonly ProcessTree[] = []) => {
  const allProcesses = [...processes, ...milestones.flatMap((m) => m.processes)]
  const activities = allProcesses.flatMap((p) => p.activities)
  return { milestone: milestones.length, process: allProcesses.length, activity: activities.length, role: activities.length * 2, requirement: requirementsIn(activities) }
}
