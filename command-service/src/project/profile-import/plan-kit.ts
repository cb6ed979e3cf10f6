/**
 * @module The pieces every part of the profile import's plan shares: what the preview lists (items added,
 * changed with their fields before → after, removed; problems with sheet, row, column and reason), a step of
 * the plan (one command, built when the items it names exist), and how rows of a sheet are paired with the
 * project's items — by name (or another key), then, for what is left, by place: an item whose row still stands
 * where the export wrote it but carries another name is that item renamed.
 */
import { type FieldChange, PLAN_KINDS, type PlanKind, type PreviewItem, type Problem } from "@bimprofile/contracts/jobs/profile-import-result"
import type { ProjectCommand } from "../project-commands"
import type { WorkbookCell, WorkbookRow } from "./profile-workbook"

// What the preview lists is the job's result, shared with the client (contracts/src/jobs/profile-import-result.ts).
export { type FieldChange, PLAN_KINDS, type PlanKind, type PreviewItem, type Problem }

export type StepCommand = Exclude<ProjectCommand, { type: "CopyProject" | "ApplyProfileImport" }>
/** An item the plan refers to: one the project has, or one an earlier step creates (by its key). */
export type Ref = { readonly id: number } | { readonly key: string }
export type Resolve = (ref: Ref) => number | undefined

export type Step = {
  readonly kind: PlanKind
  readonly op: "add" | "change" | "remove"
  readonly item: PreviewItem
  /** The command; undefined when an item it names was not created (its step was refused). */
  readonly command: (resolve: Resolve) => StepCommand | undefined
  /** The key under which the id this step creates is known to later steps, and where its events carry it. */
  readonly creates?: { readonly key: string; readonly event: string; readonly field: string }
}

/** A cell's text compared as the export writes it: trimmed, line breaks as \n, empty as none. */
export const norm = (value: string | null | undefined): WorkbookCell => {
  const text = (value ?? "").replace(/\r\n?/gu, "\n").trim()
  return text === "" ? null : text
}
export const lower = (value: string) => value.trim().toLocaleLowerCase("de-CH")

/** The fields that differ, each before → after (both as cells). */
export const changedFields = (fields: readonly (FieldChange & { readonly same?: boolean })[]): FieldChange[] =>
  fields.filter((f) => !(f.same ?? norm(f.before) === norm(f.after))).map(({ field, label, before, after }) => ({ field, label, before: norm(before), after: norm(after) }))

export type Current<T> = { readonly id: number; readonly group: string; readonly keys: readonly string[]; readonly value: T }
export type Incoming<T> = { readonly row: WorkbookRow; readonly group: string; readonly keys: readonly string[]; readonly value: T }
export type Matching<C, I> = {
  readonly pairs: readonly { readonly current: Current<C>; readonly incoming: Incoming<I> }[]
  readonly added: readonly Incoming<I>[]
  readonly removed: readonly Current<C>[]
  /** Rows whose first key an earlier row of the sheet has already. */
  readonly duplicates: readonly Incoming<I>[]
}

/**
 * Pairs the project's items (in the export's order) with the sheet's rows (in the file's order): by the first
 * key; then by each further key where it names one item and one row only; then, within a group (a parent),
 * an item and a row at the same place among the group's items and rows.
 */
export const matchItems = <C, I>(currents: readonly Current<C>[], incomings: readonly Incoming<I>[]): Matching<C, I> => {
  const pairs: { current: Current<C>; incoming: Incoming<I> }[] = []
  const duplicates: Incoming<I>[] = []
  const seen = new Set<string>()
  let rows: Incoming<I>[] = []
  for (const incoming of incomings) {
    if (seen.has(incoming.keys[0]!)) duplicates.push(incoming)
    else {
      seen.add(incoming.keys[0]!)
      rows.push(incoming)
    }
  }
  let items = [...currents]
  const keyCount = Math.max(0, ...currents.map((c) => c.keys.length), ...rows.map((r) => r.keys.length))
  for (let k = 0; k < keyCount; k++) {
    const count = <X extends { keys: readonly string[] }>(xs: readonly X[]) => {
      const counts = new Map<string, number>()
      for (const x of xs) if (x.keys[k] !== undefined) counts.set(x.keys[k]!, (counts.get(x.keys[k]!) ?? 0) + 1)
      return counts
    }
    const itemCounts = count(items)
    const rowCounts = count(rows)
    const byKey = new Map(items.filter((c) => c.keys[k] !== undefined && (k === 0 || itemCounts.get(c.keys[k]!) === 1)).map((c) => [c.keys[k]!, c]))
    const paired = new Set<Current<C>>()
    rows = rows.filter((row) => {
      const key = row.keys[k]
      if (key === undefined || (k > 0 && rowCounts.get(key) !== 1)) return true
      const current = byKey.get(key)
      if (!current || paired.has(current)) return true
      paired.add(current)
      pairs.push({ current, incoming: row })
      return false
    })
    items = items.filter((c) => !paired.has(c))
  }
  // By place within the group: the n-th item of a group the export wrote and the n-th row of that group.
  const placeOf = <X extends { group: string }>(all: readonly X[]) => {
    const places = new Map<X, number>()
    const counts = new Map<string, number>()
    for (const x of all) {
      const n = counts.get(x.group) ?? 0
      places.set(x, n)
      counts.set(x.group, n + 1)
    }
    return places
  }
  const itemPlaces = placeOf(currents)
  const rowPlaces = placeOf(incomings.filter((i) => !duplicates.includes(i)))
  const open = new Map(items.map((c) => [`${c.group}\u0000${itemPlaces.get(c)}`, c]))
  const added: Incoming<I>[] = []
  for (const row of rows) {
    const current = open.get(`${row.group}\u0000${rowPlaces.get(row)}`)
    if (current) {
      open.delete(`${row.group}\u0000${rowPlaces.get(row)}`)
      pairs.push({ current, incoming: row })
    } else added.push(row)
  }
  const removed = [...open.values()]
  return { pairs, added, removed, duplicates }
}

/** Reads a word the profile writes for a code (a phase, a role type …) in any of the four languages, or the code itself. */
export const codeOfWord = <C extends string>(word: string | null, words: readonly Readonly<Record<C, string>>[]): C | undefined => {
  if (word === null) return undefined
  const wanted = lower(word)
  for (const table of words)
    for (const [code, text] of Object.entries(table) as [C, string][]) if (lower(text) === wanted || lower(code) === wanted) return code
  return undefined
}
