/**
 * @module Collects the row changes one event causes, reading its own staged changes first. Audit fields
 * (created/changed at and by) come from the event's metadata. Rows are never changed in place: a change
 * is a new row, so rows handed out earlier (a cache, an "as of" view) stay as they were.
 *
 * It runs once per event in a rebuild, so it keeps allocations down: staged changes are keyed by a
 * number (id and table), not a string.
 */
import type { ProjectedEvent, ProjectRows, ReadModelTable, ReadRow, RowChange } from "../projection"

const TABLE_INDEX: Record<ReadModelTable, number> = {
  rm_projects: 0,
  rm_phases: 1,
  rm_milestones: 2,
  rm_processes: 3,
  rm_activities: 4,
  rm_roles: 5,
}
// ids come from Postgres sequences: far below 2^49, so id * 8 + table stays an exact integer.
const keyOf = (table: ReadModelTable, id: number) => id * 8 + TABLE_INDEX[table]

export class RowWriter {
  private readonly staged = new Map<number, RowChange>()

  constructor(
    private readonly rows: ProjectRows,
    private readonly event: ProjectedEvent,
  ) {}

  get(table: ReadModelTable, id: number): ReadRow | undefined {
    if (this.staged.size > 0) {
      const change = this.staged.get(keyOf(table, id))
      if (change) return change.op === "upsert" ? change.row : undefined
    }
    return this.rows[table].get(id)
  }

  all(table: ReadModelTable): ReadRow[] {
    const result = new Map(this.rows[table])
    for (const change of this.staged.values()) {
      if (change.table !== table) continue
      if (change.op === "upsert") result.set(change.row.id, change.row)
      else result.delete(change.id)
    }
    return [...result.values()]
  }

  insert(table: ReadModelTable, id: number, parentId: number | null, data: Record<string, unknown>) {
    data.createdAt = this.event.occurredAt
    data.createdBy = this.event.userId
    data.changedAt = null
    data.changedBy = null
    this.put(table, { id, proId: this.event.projectId, parentId, data })
  }

  /** Changes fields of a row; `audited` marks it as changed by this event's user. */
  patch(
    table: ReadModelTable,
    id: number,
    fields: Record<string, unknown>,
    { audited = true, parentId }: { audited?: boolean; parentId?: number } = {},
  ) {
    const row = this.get(table, id)
    if (!row) return
    const data: Record<string, unknown> = { ...row.data, ...fields }
    if (audited) {
      data.changedAt = this.event.occurredAt
      data.changedBy = this.event.userId
    }
    this.put(table, { id: row.id, proId: row.proId, parentId: parentId ?? row.parentId, data })
  }

  remove(table: ReadModelTable, id: number) {
    this.staged.set(keyOf(table, id), { op: "delete", table, id })
  }

  /** Sets seq = position + 1 for each id of a group's order, touching only rows whose seq changes. */
  order(table: ReadModelTable, ids: readonly number[]) {
    for (let index = 0; index < ids.length; index++) {
      const id = ids[index]!
      if (this.get(table, id)?.data.seq !== index + 1) this.patch(table, id, { seq: index + 1 }, NOT_AUDITED)
    }
  }

  changes(): RowChange[] {
    return [...this.staged.values()]
  }

  private put(table: ReadModelTable, row: ReadRow) {
    this.staged.set(keyOf(table, row.id), { op: "upsert", table, row })
  }
}

const NOT_AUDITED = { audited: false } as const
