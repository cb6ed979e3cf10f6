/**
 * @module What one timeline entry changed, field by field, as a reader reads it: the fields of `before` and `after`
 * (the event's field names) in a stable order, each with its value before and after. Values are shown as text:
 * a text as it is, a number, yes/no, none, a list of plain values joined by commas; an id of another entity (a
 * field the server's `refs` name) as that entity's name, its number where no name is known; anything else as
 * compact JSON (collapsed when long, components/field-change-list.tsx).
 */
import type { HistoryItem, HistoryRef } from "@bimprofile/contracts/history/history-item"

export type FieldChange = {
  readonly field: string
  /** Absent: the entry knows no value on that side (created: no before; deleted: no after). */
  readonly before?: unknown
  readonly after?: unknown
  /** What the field's ids name (the entry's `refs` of the field), where it holds ids of other entities. */
  readonly refs?: readonly HistoryRef[]
}

/** The fields most entries have, first, in this order; any other after them, as the event names them. */
const FIRST = ["name", "code", "shortName", "title", "desc", "description"]
const rank = (field: string) => {
  const index = FIRST.indexOf(field)
  return index === -1 ? FIRST.length : index
}

export const fieldChangesOf = (item: Pick<HistoryItem, "before" | "after"> & { readonly refs?: HistoryItem["refs"] }): FieldChange[] => {
  const fields = [...new Set([...Object.keys(item.before ?? {}), ...Object.keys(item.after ?? {})])]
  fields.sort((a, b) => rank(a) - rank(b))
  return fields.map((field) => ({
    field,
    ...(item.before && field in item.before && { before: item.before[field] }),
    ...(item.after && field in item.after && { after: item.after[field] }),
    ...(item.refs?.[field] && { refs: item.refs[field] }),
  }))
}

export type ShownValue =
  | { readonly type: "none" }
  | { readonly type: "yes" | "no" }
  | { readonly type: "text"; readonly text: string }
  /** A list or record: its JSON, compact. */
  | { readonly type: "json"; readonly text: string }
  /** Ids of other entities, each with its name (null: not known — deleted, or never seen by the timeline). */
  | { readonly type: "refs"; readonly refs: readonly ShownRef[] }

export type ShownRef = Pick<HistoryRef, "kind" | "id" | "name">

/** The ids of a value (one, or a list) with what `refs` says they name; undefined: the value is no id or list of ids. */
const refsIn = (value: unknown, refs: readonly HistoryRef[]): ShownRef[] | undefined => {
  const ids = Array.isArray(value) ? value : [value]
  if (ids.length === 0 || !ids.every((id) => typeof id === "number")) return undefined
  return ids.map((id: number) => refs.find((ref) => ref.id === id) ?? { kind: refs[0]!.kind, id, name: null })
}

export const shownValue = (value: unknown, refs?: readonly HistoryRef[]): ShownValue => {
  if (value === null || value === undefined || value === "") return { type: "none" }
  const named = refs && refs.length > 0 ? refsIn(value, refs) : undefined
  if (named) return { type: "refs", refs: named }
  if (typeof value === "boolean") return { type: value ? "yes" : "no" }
  if (typeof value === "string") return { type: "text", text: value }
  if (typeof value === "number" || typeof value === "bigint") return { type: "text", text: String(value) }
  // A short list of plain values (roles, IFC versions) reads as a list, not as code.
  if (Array.isArray(value) && value.length > 0 && value.every((entry) => typeof entry === "string" || typeof entry === "number"))
    return { type: "text", text: value.join(", ") }
  return { type: "json", text: JSON.stringify(value) }
}

/** JSON longer than this is collapsed behind its first characters. */
export const JSON_COLLAPSED_AT = 80
