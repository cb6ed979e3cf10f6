/**
 * @module An upload of a list's items (a classification system's CSV or XLSX, docs/jobs.md), decided as one
 * command so that it is taken whole or not at all: every row checked first — its key not blank and not twice
 * in the file, its parent (by key) in the file or the list, no parent cycle — then new keys added (the
 * fields the file lacks empty) and known ones changed where the file's fields differ, in events of at most CHUNK items (an event stays small; the read model
 * writes each in a few statements).
 */
import { listFields } from "@bimprofile/contracts/catalogue/list-fields"
import { itemIdKind, listKinds } from "@bimprofile/contracts/catalogue/list-kinds"
import { importRefused } from "@bimprofile/contracts/errors/domain-errors"
import type { ListItemFields } from "@bimprofile/contracts/events/project/catalogue-list-events"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import { isBlank } from "../names"
import type { ImportListItems } from "../project-commands"
import type { ProjectState } from "../project-state"
import { changedFields, isRefusal, listEvent, listOf, stored } from "./list-decisions"

type D = Decision<ProjectEvent>

export const IMPORT_CHUNK = 1_000

const keyOf = (value: unknown) => String(value ?? "").trim().toLocaleLowerCase("de-CH")

export const importListItems = (cmd: ImportListItems, state: ProjectState, ids: IdSupply): D => {
  const list = listOf(state, cmd.kind, cmd.listId)
  if (isRefusal(list)) return list
  const { key } = listKinds[cmd.kind]
  const known = new Map<string, number>()
  for (const item of list.items.values()) known.set(keyOf(item.fields[key]), item.id)

  // Every row's key, once in the file; an id for each: the known item's, or a new one.
  const lineOf = new Map<string, number>()
  const idOf = new Map<string, number>()
  for (const row of cmd.rows) {
    const value = row.fields[key]
    if (typeof value !== "string" || isBlank(value)) return rejected(importRefused(row.line, `${key === "code" ? "Der Code" : "Der Name"} fehlt.`))
    if (typeof row.fields.name !== "string" || isBlank(row.fields.name)) return rejected(importRefused(row.line, "Der Name fehlt."))
    const k = keyOf(value)
    const earlier = lineOf.get(k)
    if (earlier !== undefined) return rejected(importRefused(row.line, `Der ${key === "code" ? "Code" : "Name"} «${value.trim()}» kommt in der Datei doppelt vor (auch Zeile ${earlier}).`))
    lineOf.set(k, row.line)
  }
  for (const row of cmd.rows) {
    const k = keyOf(row.fields[key])
    idOf.set(k, known.get(k) ?? ids.take(itemIdKind(cmd.kind)))
  }

  // Parents by key: an item of the file or of the list.
  const parentOf = new Map<number, number | null>()
  for (const item of list.items.values()) parentOf.set(item.id, (item.fields.parentId as number | null | undefined) ?? null)
  const fieldsOf = new Map<number, ListItemFields>()
  for (const row of cmd.rows) {
    const id = idOf.get(keyOf(row.fields[key]))!
    let parentId: number | null = null
    if (row.parentCode !== undefined && row.parentCode !== null && !isBlank(row.parentCode)) {
      const k = keyOf(row.parentCode)
      const found = idOf.get(k) ?? known.get(k)
      if (found === undefined) return rejected(importRefused(row.line, `Der übergeordnete Code «${row.parentCode.trim()}» existiert weder in der Datei noch in der ${listKinds[cmd.kind].word}.`))
      parentId = found
    }
    parentOf.set(id, parentId)
    fieldsOf.set(id, { ...stored(row.fields), ...(cmd.kind === "classification" && { parentId }) })
  }
  const cycle = cycleIn(parentOf, [...fieldsOf.keys()])
  if (cycle !== undefined) {
    const row = cmd.rows.find((candidate) => idOf.get(keyOf(candidate.fields[key])) === cycle)!
    return rejected(importRefused(row.line, `Der Eintrag «${String(row.fields[key]).trim()}» stünde unter sich selbst (über seine übergeordneten Codes).`))
  }

  // A new item has the fields the file lacks empty; a known one keeps them.
  const empties = Object.fromEntries(Object.entries(listFields[cmd.kind].item).flatMap(([field, spec]) => ("empty" in spec ? [[field, spec.empty]] : [])))
  const added: { itemId: number; fields: ListItemFields }[] = []
  const changed: { itemId: number; changes: ListItemFields }[] = []
  for (const [itemId, fields] of fieldsOf) {
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

/** An item of `from` that would stand under itself, following `parentOf`; undefined when there is none. */
const cycleIn = (parentOf: ReadonlyMap<number, number | null>, from: readonly number[]): number | undefined => {
  const safe = new Set<number>()
  for (const start of from) {
    const path = new Set<number>()
    for (let at: number | null | undefined = start; at !== null && at !== undefined && !safe.has(at); at = parentOf.get(at)) {
      if (path.has(at)) return start
      path.add(at)
    }
    for (const id of path) safe.add(id)
  }
  return undefined
}
