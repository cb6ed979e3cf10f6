/**
 * @module One project's read rows arranged as the screens see it: phases in code order, milestones,
 * processes and activities by sequence, and the counts the statistics ask for.
 */
import type { ProjectAccess } from "@bimprofile/contracts/access/roles"
import type { ProjectRows, ReadModelTable, ReadRow } from "@bimprofile/projector/projection"

const bySeq = (a: ReadRow, b: ReadRow) => Number(a.data.seq) - Number(b.data.seq) || a.id - b.id

export class ProjectView {
  readonly project: ReadRow | undefined
  private readonly childrenCache = new Map<string, ReadRow[]>()

  /**
   * `counts` stands in for tables whose rows were not loaded (project lists load only project rows);
   * `access` is the reader's role on the project (read at least: nothing else is ever viewed).
   */
  constructor(
    readonly rows: ProjectRows,
    private readonly counts: Partial<Record<ReadModelTable, number>> | undefined,
    readonly access: ProjectAccess,
  ) {
    this.project = rows.rm_projects.values().next().value
  }

  count(table: ReadModelTable): number {
    return this.counts?.[table] ?? this.rows[table].size
  }

  phases(): ReadRow[] {
    return [...this.rows.rm_phases.values()].sort(bySeq)
  }

  milestonesOf(phaseId: number): ReadRow[] {
    return this.children("rm_milestones", phaseId)
  }

  processesOf(milestoneId: number): ReadRow[] {
    return this.children("rm_processes", milestoneId)
  }

  activitiesOf(processId: number): ReadRow[] {
    return this.children("rm_activities", processId)
  }

  /** Milestones in plan order: by phase, then sequence. */
  milestones(): ReadRow[] {
    return this.phases().flatMap((phase) => this.milestonesOf(phase.id))
  }

  /** Processes in plan order: by phase, milestone, then sequence. */
  processes(): ReadRow[] {
    return this.milestones().flatMap((milestone) => this.processesOf(milestone.id))
  }

  activities(): ReadRow[] {
    return this.processes().flatMap((process) => this.activitiesOf(process.id))
  }

  roles(): ReadRow[] {
    return [...this.rows.rm_roles.values()].sort((a, b) => String(a.data.name).localeCompare(String(b.data.name), "de-CH"))
  }

  /** Distinct roles taking part in a process's activities. */
  roleCountOf(processId: number): number {
    const roles = new Set<number>()
    for (const activity of this.activitiesOf(processId)) {
      if (activity.data.providerRoleId != null) roles.add(Number(activity.data.providerRoleId))
      if (activity.data.receiverRoleId != null) roles.add(Number(activity.data.receiverRoleId))
    }
    return roles.size
  }

  /** Activities a role provides or receives in. */
  linkedActivityCount(roleId: number): number {
    let count = 0
    for (const activity of this.rows.rm_activities.values())
      if (activity.data.providerRoleId === roleId || activity.data.receiverRoleId === roleId) count++
    return count
  }

  private children(table: "rm_milestones" | "rm_processes" | "rm_activities", parentId: number): ReadRow[] {
    if (this.childrenCache.size === 0) {
      for (const t of ["rm_milestones", "rm_processes", "rm_activities"] as const) {
        for (const row of this.rows[t].values()) {
          const key = `${t}:${row.parentId}`
          const list = this.childrenCache.get(key)
          if (list) list.push(row)
          else this.childrenCache.set(key, [row])
        }
      }
      for (const list of this.childrenCache.values()) list.sort(bySeq)
    }
    return this.childrenCache.get(`${table}:${parentId}`) ?? []
  }
}
