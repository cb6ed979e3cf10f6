/**
 * @module The rows of the project structure, typed from the contract events that fill them: a field of a
 * row has the type of the event field it is copied from (`project-structure.ts` writes exactly these), plus
 * the sequence within its group and the audit fields. Readers get these types instead of
 * `Record<string, unknown>` and convert nothing by hand.
 */
import type { ProjectEventOf, ProjectEventType } from "@bimprofile/contracts/events/project/project-event"
import type { ReadModelTable } from "../projection"

type DataOf<T extends ProjectEventType> = ProjectEventOf<T>["data"]

/** Who created and last changed a row, and when (ISO timestamps, user ids). */
export type AuditFields = {
  readonly createdAt: string
  readonly createdBy: number
  readonly changedAt: string | null
  readonly changedBy: number | null
}

export type ProjectRowData = Omit<DataOf<"ProjectCreated">, "projectId"> &
  AuditFields & {
    /** Events of the project projected so far, and the position of the last: a skipped or replayed event shows. */
    readonly eventCount: number
    readonly lastPosition: number
  }

export type PhaseRowData = { readonly code: DataOf<"PhaseAdded">["phaseCode"]; readonly name: string; readonly seq: number } & AuditFields

export type MilestoneRowData = Pick<DataOf<"MilestoneCreated">, "name" | "desc"> & AuditFields & { readonly seq: number }

export type ProcessRowData = Pick<DataOf<"ProcessCreated">, "name" | "shortName" | "desc" | "copiedFromProcessId"> &
  AuditFields & { readonly seq: number }

export type ActivityRowData = Pick<DataOf<"ActivityCreated">, "name" | "desc" | "providerRoleId" | "receiverRoleId"> &
  AuditFields & {
    readonly seq: number
    /** The `info` of the last IDS file imported into it, which its IDS exports write (absent: none imported). */
    readonly idsInfo?: DataOf<"ActivityIdsInfoRecorded">["info"]
  }

export type RoleRowData = Pick<DataOf<"RoleCreated">, "name" | "desc" | "roleType"> & AuditFields

/** The data of each table's rows. */
export type StructureRowData = {
  readonly rm_projects: ProjectRowData
  readonly rm_phases: PhaseRowData
  readonly rm_milestones: MilestoneRowData
  readonly rm_processes: ProcessRowData
  readonly rm_activities: ActivityRowData
  readonly rm_roles: RoleRowData
}

/** A row of one table: the phase's `parentId` is null, a milestone's is its phase, and so on down. */
export type StructureRow<T extends ReadModelTable> = {
  readonly id: number
  readonly proId: number
  readonly parentId: T extends "rm_milestones" | "rm_processes" | "rm_activities" ? number : null
  readonly data: StructureRowData[T]
}

export type ProjectRow = StructureRow<"rm_projects">
export type PhaseRow = StructureRow<"rm_phases">
export type MilestoneRow = StructureRow<"rm_milestones">
export type ProcessRow = StructureRow<"rm_processes">
export type ActivityRow = StructureRow<"rm_activities">
export type RoleRow = StructureRow<"rm_roles">
