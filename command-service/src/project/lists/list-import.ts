/**
 * @module Rows of an upload imported into a list (a classification system's CSV or XLSX, docs/jobs.md): every
 * row checked first — its key not blank and not twice in the rows, its parent (by key) in the rows or the
 * list, no parent cycle — then new keys added (the fields the file lacks empty) and known ones changed where
 * the file's fields differ, in events of at most IMPORT_CHUNK items (an event stays small; the read model
 * writes each in a few statements). A whole file is checked first (checkListImport, in slices that give the
 * event loop back) and then imported in steps (list-upload-job.ts IMPORT_STEP rows), parents first (parentsFirst), so that one upload never holds its project's queue
 * for long; a step repeated changes nothing (known keys with the same fields are left alone).
 */
import { listFields } from "@bimprofile/contracts/catalogue/list-fields"
import { itemIdKind, listKinds } from "@bimprofile/contracts/catalogue/list-kinds"
import { importRefused } from "@bimprofile/contracts/errors/domain-errors"
import type { ListItemFields } from "@bimprofile/contracts/events/project/catalogue-list-events"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import { isBlank } from "../names"
import type { ImportListItems, ImportRow } from "../project-commands"
import type { ProjectState } from "../project-state"
import { changedFields, isRefusal, listEvent, listOf, stored } from "./list-decisions"
import { itemKey } from "./list-state"
import { atOnce, inSlices, SLICE_ROWS } from "@bimprofile/infra/jobs/in-slices"

type D = Decision<ProjectEvent>

export const IMPORT_CHUNK = 1_000

/**
 * Costs what the rows touch, not the list: known keys come from the list's index (list-state.ts
 * `itemIdByKey`), and the cycle check follows parents only from the rows, up through the list as far as needed.
 */
export const importListItems = (cmd: ImportListItems, state: ProjectState, ids: IdSupply): D => atOnce(importWork(cmd, state, ids))

/** importListItems' work, pausing every SLICE_ROWS rows. */
function* importWork(cmd: ImportListItems, state: ProjectState, ids: IdSupply): Generator<void, D> {
  const list = listOf(state, cmd.kind, cmd.listId)
  if (isRefusal(list)) return list
  const { key } = listKinds[cmd.kind]

  // Every row's key, once in the file; an id for each: the known item's, or a new one.
  const keys: string[] = []
  const lineOf = new Map<string, number>()
  const idOf = new Map<string, number>()
  for (const [index, row] of cmd.rows.entries()) {
    if (index % SLICE_ROWS === SLICE_ROWS - 1) yield
    const value = row.fields[key]
    if (typeof value !== "string" || isBlank(value)) return rejected(importRefused(row.line, `${key === "code" ? "Der Code" : "Der Name"} fehlt.`))
    if (typeof row.fields.name !== "string" || isBlank(row.fields.name)) return rejected(importRefused(row.line, "Der Name fehlt."))
    const k = itemKey(value)
    const earlier = lineOf.get(k)
    if (earlier !== undefined) return rejected(importRefused(row.line, `Der ${key === "code" ? "Code" : "Name"} «${value.trim()}» kommt in der Datei doppelt vor (auch Zeile ${earlier}).`))
    lineOf.set(k, row.line)
    keys.push(k)
  }
  for (const [index, k] of keys.entries()) {
    if (index % SLICE_ROWS === SLICE_ROWS - 1) yield
    idOf.set(k, list.itemIdByKey.get(k) ?? ids.take(itemIdKind(cmd.kind)))
  }

  // Parents by key: an item of the file or of the list.
  const parentOf = new Map<number, number | null>()
  const fieldsOf = new Map<number, ListItemFields>()
  const rowOf = new Map<number, ImportRow>()
  for (const [index, row] of cmd.rows.entries()) {
    if (index % SLICE_ROWS === SLICE_ROWS - 1) yield
    const id = idOf.get(keys[index]!)!
    let parentId: number | null = null
    if (row.parentCode !== undefined && row.parentCode !== null && !isBlank(row.parentCode)) {
      const k = itemKey(row.parentCode)
      const found = idOf.get(k) ?? list.itemIdByKey.get(k)
      if (found === undefined) return rejected(importRefused(row.line, `Der übergeordnete Code «${row.parentCode.trim()}» existiert weder in der Datei noch in der ${listKinds[cmd.kind].word}.`))
      parentId = found
    }
    parentOf.set(id, parentId)
    fieldsOf.set(id, { ...stored(row.fields), ...(cmd.kind === "classification" && { parentId }) })
    rowOf.set(id, row)
  }
  // An item's parent as it would be: the file's for the rows' items, the list's for the others.
  const parentAfter = (id: number): number | null => (parentOf.has(id) ? parentOf.get(id)! : ((list.items.get(id)?.fields.parentId as number | null | undefined) ?? null))
  const cycle = yield* cycleIn(parentAfter, [...fieldsOf.keys()])
  if (cycle !== undefined) {
    const row = rowOf.get(cycle)!
    return rejected(importRefused(row.line, `Der Eintrag «${String(row.fields[key]).trim()}» stünde unter sich selbst (über seine übergeordneten Codes).`))
  }

  // A new item has the fields the file lacks empty; a known one keeps them.
  const empties = Object.fromEntries(Object.entries(listFields[cmd.kind].item).flatMap(([field, spec]) => ("empty" in spec ? [[field, spec.empty]] : [])))
  const added: { itemId: number; fields: ListItemFields }[] = []
  const changed: { itemId: number; changes: ListItemFields }[] = []
  let seen = 0
  for (const [itemId, fields] of fieldsOf) {
    if (++seen % SLICE_ROWS === 0) yield
    const current = list.items.get(itemId)
    if (!current) added.push({ itemId, fields: { ...empties, ...fields } })
    else {
      const changes = changedFields(fields, current.fields)
      if (Object.keys(changes).length > 0) changed.push({ itemId, changes })
    }
  }
  const events: ProjectEvent[] = []
  for (let i = 0; i < Math.max(added.length, changed.length); i += IMPORT_CHUNK)
    events.push(listEvent(cmd.kind, "ItemsImported", { listId: list.id, added: added.slice(i, i + IMPORT_CHUNK), changed: changed.slice(i, i + IMPORT_CHUNK) }))
  return accepted(...events)
}

/**
 * Decides a whole file against the list as it is now, with provisional ids: its refusal, or undefined. Nothing is
 * stored. In slices: the list may change between them (other commands), which the steps decide on again anyway.
 */
export const checkListImport = async (cmd: ImportListItems, state: ProjectState) => {
  let provisional = 0
  const decision = await inSlices(importWork(cmd, state, { take: () => --provisional }))
  return decision.ok ? undefined : decision.error
}

/**
 * The rows in an order they can be imported in steps: each after the row of the file it names as its parent,
 * so a step's parents are in the step or already in the list. The rows are expected checked (no cycle).
 */
export const parentsFirst = (kind: ImportListItems["kind"], rows: readonly ImportRow[]): ImportRow[] => atOnce(orderWork(kind, rows))

/** parentsFirst in slices, for a whole file in an upload job. */
export const parentsFirstInSlices = (kind: ImportListItems["kind"], rows: readonly ImportRow[]): Promise<ImportRow[]> => inSlices(orderWork(kind, rows))

function* orderWork(kind: ImportListItems["kind"], rows: readonly ImportRow[]): Generator<void, ImportRow[]> {
  const { key } = listKinds[kind]
  const byKey = new Map(rows.map((row) => [itemKey(row.fields[key]), row]))
  const parentIn = (row: ImportRow) => (row.parentCode && !isBlank(row.parentCode) ? byKey.get(itemKey(row.parentCode)) : undefined)
  const placed = new Set<ImportRow>()
  const order: ImportRow[] = []
  for (const [index, row] of rows.entries()) {
    if (index % SLICE_ROWS === SLICE_ROWS - 1) yield
    const chain: ImportRow[] = []
    for (let at: ImportRow | undefined = row; at && !placed.has(at); at = parentIn(at)) {
      placed.add(at)
      chain.push(at)
    }
    order.push(...chain.reverse())
  }
  return order
}

/**
 * An item of `from` that would stand under itself, following `parentOf` up from each; undefined when there
 * is none. Every item passed once is safe, so the walks together visit each item at most twice.
 */
function* cycleIn(parentOf: (id: number) => number | null, from: readonly number[]): Generator<void, number | undefined> {
  const safe = new Set<number>()
  for (const [index, start] of from.entries()) {
    if (index % SLICE_ROWS === SLICE_ROWS - 1) yield
    const path = new Set<number>()
    for (let at: number | null = start; at !== null && !safe.has(at); at = parentOf(at)) {
      if (path.has(at)) return start
      path.add(at)
    }
    for (const id of path) safe.add(id)
  }
  return undefined
}
