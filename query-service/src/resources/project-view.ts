/**
 * @module The rows of one project that an answer read (never more: `structure-reads.ts`), arranged as the
 * screens see them: phases in code order, milestones, processes and activities by sequence, and the
 * counts the statistics ask for, as the database counted them.
 */
import type { ProjectAccess } from "@bimprofile/contracts/access/roles"
import type { ReadModelTable } from "@bimprofile/projector/projection"
import type {
  ActivityRow,
  MilestoneRow,
  PhaseRow,
  ProcessRow,
  ProjectRow,
  RoleRow,
} from "@bimprofile/projector/projections/structure-rows"
import type { ActivityStats, CatalogueTotals, StructureCounts, StructureRows } from "./structure-reads"

const bySeq = (a: { id: number; data: { seq: number } }, b: { id: number; data: { seq: number } }) => a.data.seq - b.data.seq || a.id - b.id

/** A count the answer needs but its read did not ask for: a defect of the route, not of the data. */
const notRead = (what: string) => new Error(`${what} were not read for this answer`)

type ChildTable = "rm_milestones" | "rm_processes" | "rm_activities"

export class ProjectView {
  private readonly childrenCache = new Map<string, { id: number; data: { seq: number } }[]>()

  /** `access` is the reader's role on the project (read at least: nothing else is ever viewed). */
  constructor(
    readonly project: ProjectRow,
    readonly access: ProjectAccess,
    private readonly rows: StructureRows,
    private readonly counts: StructureCounts,
  ) {}

  /** The project's catalogue figures (read with `catalogue` in the view's read). */
  catalogue(): CatalogueTotals {
    const totals = this.counts.catalogue?.get(this.project.id)
    if (!totals) throw notRead("catalogue totals")
    return totals
  }

  count(table: ReadModelTable): number {
    const total = this.counts.totals?.get(this.project.id)?.[table]
    if (total === undefined) throw notRead(`totals of ${table}`)
    return total
  }

  phase(id: number): PhaseRow | undefined {
    return this.rows.rm_phases.get(id)
  }

  milestone(id: number): MilestoneRow | undefined {
    return this.rows.rm_milestones.get(id)
  }

  role(id: number): RoleRow | undefined {
    return this.rows.rm_roles.get(id)
  }

  phases(): PhaseRow[] {
    return this.ofProject(this.rows.rm_phases).sort(bySeq)
  }

  milestonesOf(phaseId: number): MilestoneRow[] {
    return this.children("rm_milestones", phaseId) as MilestoneRow[]
  }

  processesOf(milestoneId: number): ProcessRow[] {
    return this.children("rm_processes", milestoneId) as ProcessRow[]
  }

  activitiesOf(processId: number): ActivityRow[] {
    return this.children("rm_activities", processId) as ActivityRow[]
  }

  /** Milestones in plan order: by phase, then sequence. */
  milestones(): MilestoneRow[] {
    return this.phases().flatMap((phase) => this.milestonesOf(phase.id))
  }

  /** Processes in plan order: by phase, milestone, then sequence. */
  processes(): ProcessRow[] {
    return this.milestones().flatMap((milestone) => this.processesOf(milestone.id))
  }

  activities(): ActivityRow[] {
    return this.processes().flatMap((process) => this.activitiesOf(process.id))
  }

  roles(): RoleRow[] {
    return this.ofProject(this.rows.rm_roles).sort((a, b) => a.data.name.localeCompare(b.data.name, "de-CH"))
  }

  processCountOf(milestoneId: number): number {
    if (!this.counts.processCounts) throw notRead("process counts")
    return this.counts.processCounts.get(milestoneId) ?? 0
  }

  objectCountOf(milestoneId: number): number {
    if (!this.counts.objectCounts) throw notRead("object counts")
    return this.counts.objectCounts.get(milestoneId) ?? 0
  }

  activityStatsOf(processId: number): ActivityStats {
    if (!this.counts.activityStats) throw notRead("activity counts")
    return this.counts.activityStats.get(processId) ?? { activities: 0, roles: 0 }
  }

  /** Activities a role provides or receives in. */
  linkedActivityCount(roleId: number): number {
    if (!this.counts.linkedActivities) throw notRead("linked activity counts")
    return this.counts.linkedActivities.get(roleId) ?? 0
  }

  private ofProject<R extends { proId: number }>(rows: Map<number, R>): R[] {
    const result: R[] = []
    for (const row of rows.values()) if (row.proId === this.project.id) result.push(row)
    return result
  }

  private children(table: ChildTable, parentId: number) {
    if (this.childrenCache.size === 0) {
      for (const t of ["rm_milestones", "rm_processes", "rm_activities"] as const) {
        for (const row of this.rows[t].values()) {
          if (row.proId !== this.project.id) continue
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
