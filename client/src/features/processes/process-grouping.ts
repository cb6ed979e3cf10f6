/**
 * @module The process list as the plan shows it: phases in their fixed order, their milestones by
 * sequence, each milestone's processes by sequence, with activity and role counts computed from the
 * project's activities (so a change of activities elsewhere updates the counts live).
 */
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import type { MilestoneDto } from "@bimprofile/contracts/dto/milestone-dto"
import type { PhaseDto } from "@bimprofile/contracts/dto/phase-dto"
import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import { matchesSearch } from "../../lib/text-search"

export type ProcessRow = { readonly process: ProcessDto; readonly activityCount: number; readonly roleCount: number }
export type MilestoneGroup = { readonly id: number; readonly name: string; readonly seq: number; readonly processes: readonly ProcessRow[] }
/** A phase of the project; `code` is empty for the group of processes whose milestone is not (yet) known. */
export type PhaseGroup = { readonly id: number; readonly code: string; readonly name: string; readonly seq: number; readonly milestones: readonly MilestoneGroup[] }

export type ProcessCounts = { readonly activityCount: number; readonly roleCount: number }

/** Activities and distinct roles (provider or receiver) per process id. */
export const countByProcess = (activities: readonly ActivityDto[]): Map<number, ProcessCounts> => {
  const found = new Map<number, { activities: number; roles: Set<number> }>()
  for (const activity of activities) {
    let entry = found.get(activity.act_prc_id)
    if (!entry) found.set(activity.act_prc_id, (entry = { activities: 0, roles: new Set() }))
    entry.activities++
    if (activity.act_rop_provider_id !== null) entry.roles.add(activity.act_rop_provider_id)
    if (activity.act_rop_receiver_id !== null) entry.roles.add(activity.act_rop_receiver_id)
  }
  return new Map([...found].map(([id, entry]) => [id, { activityCount: entry.activities, roleCount: entry.roles.size }]))
}

export type GroupInput = {
  readonly phases: readonly PhaseDto[]
  readonly milestones: readonly MilestoneDto[]
  readonly processes: readonly ProcessDto[]
  /** The project's activities; undefined while loading (the counts of the process answers are used). */
  readonly activities?: readonly ActivityDto[] | undefined
  readonly query?: string
}

const bySeq = <T extends { readonly seq: number; readonly id: number }>(a: T, b: T) => a.seq - b.seq || a.id - b.id

/**
 * Groups the processes by phase and milestone. Without a query every phase and milestone is listed (empty
 * ones too, so a process can be added there); with a query only the matching processes and their groups.
 * A process matches on its name, short name, description, milestone name or the names of its activities.
 */
export const groupProcesses = ({ phases, milestones, processes, activities, query = "" }: GroupInput): PhaseGroup[] => {
  const counts = activities ? countByProcess(activities) : undefined
  const activityNames = new Map<number, string[]>()
  for (const activity of activities ?? []) activityNames.set(activity.act_prc_id, [...(activityNames.get(activity.act_prc_id) ?? []), activity.act_name])
  const searching = query.trim().length > 0

  const rowsByMilestone = new Map<number, ProcessRow[]>()
  for (const process of processes) {
    const texts = [process.prc_name, process.prc_short_name, process.prc_desc, process.prc_mst_name, ...(activityNames.get(process.prc_id) ?? [])]
    if (!matchesSearch(texts, query)) continue
    const count = counts ? (counts.get(process.prc_id) ?? { activityCount: 0, roleCount: 0 }) : { activityCount: process.prc_act_count ?? 0, roleCount: process.prc_rop_count ?? 0 }
    const rows = rowsByMilestone.get(process.prc_mst_id) ?? []
    rows.push({ process, ...count })
    rowsByMilestone.set(process.prc_mst_id, rows)
  }
  const sortRows = (rows: readonly ProcessRow[]) => [...rows].sort((a, b) => a.process.prc_seq - b.process.prc_seq || a.process.prc_id - b.process.prc_id)

  const groups: PhaseGroup[] = [...phases]
    .map((phase) => ({ id: phase.pha_id, code: phase.pha_phase_code_code, name: phase.pha_name, seq: phase.pha_phase_code_seq }))
    .sort(bySeq)
    .map((phase) => ({
      ...phase,
      milestones: milestones
        .filter((milestone) => milestone.mst_pha_id === phase.id)
        .map((milestone) => ({ id: milestone.mst_id, name: milestone.mst_name, seq: milestone.mst_seq, processes: sortRows(rowsByMilestone.get(milestone.mst_id) ?? []) }))
        .sort(bySeq)
        .filter((milestone) => !searching || milestone.processes.length > 0),
    }))
    .filter((phase) => !searching || phase.milestones.length > 0)

  // Processes of a milestone this list does not know yet (read models catching up) are not hidden.
  const known = new Set(milestones.filter((m) => phases.some((p) => p.pha_id === m.mst_pha_id)).map((m) => m.mst_id))
  const orphans = [...rowsByMilestone].filter(([milestoneId]) => !known.has(milestoneId))
  if (orphans.length > 0) {
    groups.push({
      id: 0,
      code: "",
      name: "",
      seq: Number.MAX_SAFE_INTEGER,
      milestones: orphans.map(([id, rows]) => ({ id, name: rows[0]!.process.prc_mst_name, seq: 0, processes: sortRows(rows) })),
    })
  }
  return groups
}

/** How many processes the groups hold (for "n of m" and the empty state). */
export const countProcesses = (groups: readonly PhaseGroup[]): number =>
  groups.reduce((sum, phase) => sum + phase.milestones.reduce((inner, milestone) => inner + milestone.processes.length, 0), 0)
