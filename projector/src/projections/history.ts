/**
 * @module The project timeline (issue 11): one row per project event — who, when, which entity, what changed,
 * before → after. Pure: an event and the last-known fields of the entities it touches → the timeline's row and
 * the changes of those fields. The fields are the projection's own state (`rm_history_state`): a change's
 * `before` is what the entity's fields were, so the state keeps each entity's fields as of its last event.
 * The runner loads the state of exactly the entities a batch touches (`historyNeeds`), in one query; a rebuild
 * folds the whole log with all of it in memory.
 */
import type { HistoryEntity, HistoryKind } from "@bimprofile/contracts/history/history-item"
import type { ProjectedEvent, ProjectionDefinition } from "../projection"
import { type EntityRef, type Fields, type HistoryFact, HISTORY_RULES } from "./history-rules"

export const HISTORY_TABLE = "rm_history"
export const HISTORY_STATE_TABLE = "rm_history_state"

export const historyDefinition: ProjectionDefinition = {
  name: "history",
  version: 1,
  handles: new Set(Object.keys(HISTORY_RULES)),
  tables: [HISTORY_TABLE, HISTORY_STATE_TABLE],
}

/** One entry of the timeline, as `rm_history` stores it. */
export type HistoryRow = {
  readonly position: number
  readonly proId: number
  readonly time: string
  readonly usrId: number
  readonly entity: HistoryEntity
  readonly entityId: number | null
  readonly kind: HistoryKind
  readonly eventType: string
  readonly entityName: string | null
  readonly before: Fields | null
  readonly after: Fields | null
}

/** A change of the remembered fields, in the order they happen (the runner writes them in that order). */
export type StateChange =
  | { readonly op: "put"; readonly proId: number; readonly ref: EntityRef; readonly fields: Fields }
  /** Fields merged into the entity's (an upload's changed item, whose fields no event of the batch needs). */
  | { readonly op: "merge"; readonly proId: number; readonly ref: EntityRef; readonly fields: Fields }
  | { readonly op: "delete"; readonly proId: number; readonly ref: EntityRef }
  | { readonly op: "deleteProject"; readonly proId: number }

export type HistoryStep = {
  readonly row: HistoryRow | undefined
  readonly state: readonly StateChange[]
  /** ProjectDeleted: the project's rows go (a deleted project is unreadable; its auditors are out of scope). */
  readonly deleteProject?: number
}

export const stateKey = (proId: number, ref: EntityRef) => `${proId}:${ref.entity}:${ref.id}`

/**
 * The entities' last-known fields by `stateKey`. In the runner it holds what a batch loaded (null: loaded and
 * none, e.g. deleted); a key it lacks was not loaded. A rebuild's state is `complete`: it holds every entity.
 */
export class HistoryState {
  readonly fields = new Map<string, Fields | null>()
  /** The keys of each project's entities at hand: a deleted project forgets them without a scan of all. */
  private readonly keysOf = new Map<number, Set<string>>()
  constructor(readonly complete: boolean) {}

  get(key: string): Fields | null {
    return this.fields.get(key) ?? null
  }

  /** Sets what is known of an entity (null: none) — as loaded, or as an event left it. */
  set(proId: number, key: string, fields: Fields | null): void {
    this.fields.set(key, fields)
    let keys = this.keysOf.get(proId)
    if (!keys) this.keysOf.set(proId, (keys = new Set()))
    keys.add(key)
  }

  apply(change: StateChange): void {
    switch (change.op) {
      case "put":
        this.set(change.proId, stateKey(change.proId, change.ref), change.fields)
        return
      case "merge": {
        const key = stateKey(change.proId, change.ref)
        const known = this.fields.get(key)
        // Not loaded (runner): the database merges it; known absent: nothing to merge into.
        if (known) this.set(change.proId, key, { ...known, ...change.fields })
        else if (known === undefined && this.complete) this.set(change.proId, key, change.fields)
        return
      }
      case "delete":
        this.set(change.proId, stateKey(change.proId, change.ref), null)
        return
      case "deleteProject":
        for (const key of this.keysOf.get(change.proId) ?? []) this.fields.set(key, null)
        return
    }
  }
}

const factOf = (event: ProjectedEvent): HistoryFact | undefined =>
  (HISTORY_RULES as Record<string, (data: Fields) => HistoryFact>)[event.type]?.(event.data as Fields)

/** The entities whose last-known fields `event` reads. */
export const historyNeeds = (event: ProjectedEvent): EntityRef[] => {
  const fact = factOf(event)
  if (!fact || fact.op === "projectDeleted" || fact.op === "created") return []
  return [fact.ref]
}

/**
 * What is remembered of an entity's fields: all but `seq`, which its siblings' inserts and deletes shift without
 * an event of its own — a remembered seq would be a wrong `before`.
 */
const remembered = (fields: Fields): Fields => {
  if (!("seq" in fields)) return fields
  const { seq: _seq, ...rest } = fields
  return rest
}

/** The values `fields` had before: the remembered ones, those the event states winning; null where none is known. */
const previous = (known: Fields | null, fields: Fields, stated: Fields = {}): Fields =>
  Object.fromEntries(Object.keys(fields).map((field) => [field, field in stated ? stated[field] : (known?.[field] ?? null)]))

/** What an entity reads as: its name (a classification item's code and name), or a title; a version untitled by its number. */
const nameOf = (fields: Fields | null): string | null => {
  const text = (field: string) => (typeof fields?.[field] === "string" ? (fields[field] as string) : null)
  const name = text("name")
  const code = text("code")
  if (code !== null && name !== null) return `${code} ${name}`
  return name ?? code ?? text("title") ?? (typeof fields?.number === "number" ? `v${fields.number}` : null)
}

/** One event → its timeline row and the changes of the remembered fields, applied to `state` as well. */
export const foldHistory = (state: HistoryState, event: ProjectedEvent): HistoryStep => {
  const fact = factOf(event)
  if (!fact) return { row: undefined, state: [] }
  const proId = event.projectId
  if (fact.op === "projectDeleted") {
    const change: StateChange = { op: "deleteProject", proId }
    state.apply(change)
    return { row: undefined, state: [change], deleteProject: proId }
  }
  const key = stateKey(proId, fact.ref)
  const known = state.get(key)
  const changes: StateChange[] = []
  const change = (c: StateChange) => {
    state.apply(c)
    changes.push(c)
  }
  const row = (kind: HistoryKind, before: Fields | null, after: Fields | null, name: string | null): HistoryRow => ({
    position: event.position,
    proId,
    time: event.occurredAt,
    usrId: event.userId,
    entity: fact.ref.entity,
    entityId: fact.ref.id,
    kind,
    eventType: event.type,
    entityName: fact.ref.entity === "permission" ? null : name,
    before,
    after,
  })
  switch (fact.op) {
    case "created":
      change({ op: "put", proId, ref: fact.ref, fields: remembered(fact.fields) })
      return { row: row("created", null, fact.fields, nameOf(fact.fields)), state: changes }
    case "changed":
    case "moved": {
      if (fact.orCreated && known === null) {
        change({ op: "put", proId, ref: fact.ref, fields: remembered(fact.fields) })
        return { row: row("created", null, fact.fields, nameOf(fact.fields)), state: changes }
      }
      const before = previous(known, fact.fields, fact.known)
      const now = { ...known, ...remembered(fact.fields) }
      change({ op: "put", proId, ref: fact.ref, fields: now })
      return { row: row(fact.op, before, fact.fields, nameOf(now)), state: changes }
    }
    case "deleted":
      change({ op: "delete", proId, ref: fact.ref })
      return { row: row("deleted", known ?? {}, null, nameOf(known)), state: changes }
    case "shares": {
      const before = (known?.sharedOrgIds as readonly number[] | undefined) ?? []
      const others = before.filter((id) => id !== fact.add && id !== fact.remove)
      const after = fact.add === undefined ? others : [...others, fact.add].sort((a, b) => a - b)
      change({ op: "put", proId, ref: fact.ref, fields: { ...known, sharedOrgIds: after } })
      return { row: row("changed", { sharedOrgIds: before }, { sharedOrgIds: after }, nameOf(known)), state: changes }
    }
    case "summary":
      for (const item of fact.items ?? [])
        change(item.op === "created" ? { op: "put", proId, ref: item.ref, fields: remembered(item.fields) } : { op: "merge", proId, ref: item.ref, fields: remembered(item.fields) })
      return { row: row(fact.kind, null, fact.after, nameOf(known)), state: changes }
  }
}
