/**
 * @module Collects the row changes one event causes, reading its own staged changes first. Audit fields
 * (created/changed at and by) come from the event's metadata.
 */
import type { ProjectedEvent, ProjectRows, ReadModelTable, ReadRow, RowChange } from "../projection"

export class RowWriter {
  private readonly staged = new Map<string, RowChange>()

  constructor(
    private readonly rows: ProjectRows,
    private readonly event: ProjectedEvent,
  ) {}

  get(table: ReadModelTable, id: number): ReadRow | undefined {
    const change = this.staged.get(`${table}:${id}`)
    if (change) return change.op === "upsert" ? change.row : undefined
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
    const audit = { createdAt: this.event.occurredAt, createdBy: this.event.userId, changedAt: null, changedBy: null }
    this.put(table, { id, proId: this.event.projectId, parentId, data: { ...data, ...audit } })
  }

  /** Changes fields of a row; `audited` marks it as changed by this event's user. */
  patch(table: ReadModelTable, id: number, fields: Record<string, unknown>, { audited = true, parentId }: { audited?: boolean; parentId?: number } = {}) {
    const row = this.get(table, id)
    if (!row) return
    const audit = audited ? { changedAt: this.event.occurredAt, changedBy: this.event.userId } : {}
    this.put(table, { ...row, parentId: parentId ?? row.parentId, data: { ...row.data, ...fields, ...audit } })
  }

  remove(table: ReadModelTable, id: number) {
    this.staged.set(`${table}:${id}`, { op: "delete", table, id })
  }

  /** Sets seq = position + 1 for each id of a group's order, touching only rows whose seq changes. */
  order(table: ReadModelTable, ids: readonly number[]) {
    ids.forEach((id, index) => {
      if (this.get(table, id)?.data.seq !== index + 1) this.patch(table, id, { seq: index + 1 }, { audited: false })
    })
  }

  changes(): RowChange[] {
    return [...this.staged.values()]
  }

  private put(table: ReadModelTable, row: ReadRow) {
    this.staged.set(`${table}:${row.id}`, { op: "upsert", table, row })
  }
}
