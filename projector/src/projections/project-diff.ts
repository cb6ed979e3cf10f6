/**
 * @module What differs between two states of a project (issue 11): its items added, removed and changed, each
 * classified major or minor by the rules of project-diff-rules.ts. Pure — two folded `ProjectState`s in, the
 * changes out — so the query service's `GET …/projects/{id}/diff` and the published versions' numbering
 * (`bumpOf`, `nextSemver`) compute it alike.
 *
 * Only the project's own items are compared: the rows of its reference project, folded into the state for its
 * reads, are the reference project's and change in its diff. Items are matched by id (a renamed item is one
 * item changed, never one removed and one added).
 *
 * @example
 *   const diff = diffProjectStates(await foldPoint(store, then), await foldPoint(store, now), projectId)
 *   nextSemver("1.4.2", bumpOf(diff)) // "2.0.0" when any change is major
 */
import { LIST_KINDS } from "@bimprofile/contracts/catalogue/list-kinds"
import { DIFF_ENTITIES, type DiffChange, type DiffEntity, type DiffField, type DiffSeverity, type ProjectDiff, type DiffBump } from "@bimprofile/contracts/history/diff-change"
import type { ReadModelTable } from "../projection"
import type { CatalogueKind, CatalogueRows } from "./catalogue"
import { type DiffContext, type DiffItem, DIFF_RULES, IGNORED_FIELDS, isExpandRule } from "./project-diff-rules"
import { type ProjectState, structureOf } from "./project-state"

/** An item of one state with the names the answer shows. */
type Located = DiffItem & { readonly entity: DiffEntity; readonly name: string; readonly parentName: string | null; readonly order?: number }

const STRUCTURE: readonly { readonly table: ReadModelTable; readonly entity: DiffEntity; readonly parentTable?: ReadModelTable }[] = [
  { table: "rm_projects", entity: "project" },
  { table: "rm_phases", entity: "phase" },
  { table: "rm_milestones", entity: "milestone", parentTable: "rm_phases" },
  { table: "rm_processes", entity: "process", parentTable: "rm_milestones" },
  { table: "rm_activities", entity: "activity", parentTable: "rm_processes" },
  { table: "rm_roles", entity: "role" },
]

/** The catalogue's kinds by entity, each with where its parent is (a class's parent class, a value's list …). */
const CATALOGUE: readonly { readonly kind: CatalogueKind; readonly entity: DiffEntity; readonly parentKind?: CatalogueKind | "activities" }[] = [
  { kind: "elementClasses", entity: "element_class", parentKind: "elementClasses" },
  { kind: "elementTypes", entity: "element_type" },
  { kind: "properties", entity: "property" },
  { kind: "valueLists", entity: "value_list" },
  { kind: "valueListItems", entity: "value_list_item", parentKind: "valueLists" },
  { kind: "requirements", entity: "requirement", parentKind: "activities" },
  { kind: "documents", entity: "document" },
  ...LIST_KINDS.flatMap((kind) => [
    { kind, entity: kind },
    { kind: `${kind}_item` as const, entity: `${kind}_item` as const, parentKind: kind },
  ]),
]

/** An item's name; a classification's entries are named by their code. */
const nameOf = (data: Readonly<Record<string, unknown>> | undefined, id: number): string => {
  for (const field of ["name", "code"]) {
    const value = data?.[field]
    if (typeof value === "string" && value !== "") return value
  }
  return `#${id}`
}

const keyOf = (entity: DiffEntity, id: number, parentId: number | null) => (entity === "class_property" || entity === "type_property" ? `${entity}:${parentId}:${id}` : `${entity}:${id}`)

/** Every item of the project in a state, by key. */
const itemsOf = (state: ProjectState, projectId: number): Map<string, Located> => {
  const items = new Map<string, Located>()
  const add = (item: Located) => items.set(keyOf(item.entity, item.id, item.parentId), item)
  const structure = structureOf(state, projectId)
  for (const { table, entity, parentTable } of STRUCTURE)
    for (const row of structure[table].values()) {
      const data = row.data as unknown as Record<string, unknown>
      const parent = parentTable && row.parentId !== null ? structure[parentTable].get(row.parentId) : undefined
      const seq = data.seq
      add({ entity, id: row.id, parentId: row.parentId, data, name: nameOf(data, row.id), parentName: parent ? nameOf(parent.data as unknown as Record<string, unknown>, parent.id) : null, ...(typeof seq === "number" && { order: seq }) })
    }
  const catalogue: CatalogueRows = state.catalogue
  for (const { kind, entity, parentKind } of CATALOGUE)
    for (const row of (catalogue[kind] as Map<number, { id: number; proId: number; parentId: number | null; data: object }>).values()) {
      if (row.proId !== projectId) continue
      const parentData =
        row.parentId === null || !parentKind
          ? undefined
          : parentKind === "activities"
            ? structure.rm_activities.get(row.parentId)?.data
            : (catalogue[parentKind] as Map<number, { data: object }>).get(row.parentId)?.data
      add({ entity, id: row.id, parentId: row.parentId, data: row.data as Record<string, unknown>, name: nameOf(row.data as Record<string, unknown>, row.id), parentName: parentData ? nameOf(parentData as Record<string, unknown>, row.parentId!) : null })
    }
  const owners = [
    { entity: "class_property", assignments: catalogue.classProperties, owners: catalogue.elementClasses },
    { entity: "type_property", assignments: catalogue.typeProperties, owners: catalogue.elementTypes },
  ] as const
  for (const { entity, assignments, owners: ownerRows } of owners)
    for (const row of assignments.values()) {
      if (row.proId !== projectId) continue
      const property = catalogue.properties.get(row.propertyId)?.data
      const owner = ownerRows.get(row.ownerId)?.data
      add({ entity, id: row.propertyId, parentId: row.ownerId, data: {}, name: nameOf(property as Record<string, unknown> | undefined, row.propertyId), parentName: owner ? nameOf(owner as Record<string, unknown>, row.ownerId) : null })
    }
  return items
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const worst = (severities: readonly DiffSeverity[]): DiffSeverity => (severities.includes("major") ? "major" : "minor")

/** The fields of an item that differ, each classified. */
const changedFields = (before: Located, after: Located): DiffField[] => {
  const rules = DIFF_RULES[after.entity].fields ?? {}
  const fields: DiffField[] = []
  if (before.parentId !== after.parentId) fields.push({ field: "parent", before: before.parentId, after: after.parentId, severity: "minor" })
  const names = new Set([...Object.keys(before.data), ...Object.keys(after.data)])
  for (const field of [...names].sort()) {
    if (IGNORED_FIELDS.has(field)) continue
    const [was, is] = [before.data[field] ?? null, after.data[field] ?? null]
    if (same(was, is)) continue
    const rule = rules[field]
    if (rule && isExpandRule(rule)) fields.push(...rule.expand(was, is))
    else fields.push({ field, before: was, after: is, severity: rule?.major(was, is) ? "major" : "minor" })
  }
  return fields
}

/**
 * Places among siblings: an item's rank among the siblings that exist, under the same parent, at both points — so
 * a sibling added or removed (which renumbers the others) moves nobody, a resequence or a move does.
 */
const orderFields = (from: Map<string, Located>, to: Map<string, Located>): Map<string, DiffField> => {
  const groups = new Map<string, { key: string; before: number; after: number }[]>()
  for (const [key, after] of to) {
    const before = from.get(key)
    if (before?.order === undefined || after.order === undefined || before.parentId !== after.parentId) continue
    const group = `${after.entity}:${after.parentId}`
    groups.set(group, [...(groups.get(group) ?? []), { key, before: before.order, after: after.order }])
  }
  const fields = new Map<string, DiffField>()
  for (const members of groups.values()) {
    const rank = (by: "before" | "after") => new Map([...members].sort((a, b) => a[by] - b[by]).map((m, index) => [m.key, index + 1]))
    const [before, after] = [rank("before"), rank("after")]
    for (const { key } of members) if (before.get(key) !== after.get(key)) fields.set(key, { field: "order", before: before.get(key), after: after.get(key), severity: "minor" })
  }
  return fields
}

const ENTITY_ORDER = new Map<DiffEntity, number>(DIFF_ENTITIES.map((entity, index) => [entity, index]))
const byPlace = (a: DiffChange, b: DiffChange) =>
  ENTITY_ORDER.get(a.entity)! - ENTITY_ORDER.get(b.entity)! || (a.parent_id ?? 0) - (b.parent_id ?? 0) || a.entity_id - b.entity_id

const changeOf = (item: Located, change: DiffChange["change"], severity: DiffSeverity, fields: readonly DiffField[] = []): DiffChange => ({
  entity: item.entity,
  entity_id: item.id,
  entity_name: item.name,
  parent_id: item.parentId,
  parent_name: item.parentName,
  change,
  severity,
  fields,
})

/** What differs between two states of project `projectId`: `from` → `to`. */
export const diffProjectStates = (from: ProjectState, to: ProjectState, projectId: number): ProjectDiff => {
  const context: DiffContext = { from, to, projectId }
  const [before, after] = [itemsOf(from, projectId), itemsOf(to, projectId)]
  const orders = orderFields(before, after)
  const changes: DiffChange[] = []
  for (const [key, item] of before) {
    if (after.has(key)) continue
    const rule = DIFF_RULES[item.entity].removed
    changes.push(changeOf(item, "removed", rule?.major(item, context) ? "major" : "minor"))
  }
  for (const [key, item] of after) {
    const previous = before.get(key)
    if (!previous) {
      const rule = DIFF_RULES[item.entity].added
      changes.push(changeOf(item, "added", rule?.major(item, context) ? "major" : "minor"))
      continue
    }
    const order = orders.get(key)
    const fields = [...changedFields(previous, item), ...(order ? [order] : [])]
    if (fields.length > 0) changes.push(changeOf(item, "changed", worst(fields.map((f) => f.severity)), fields))
  }
  changes.sort(byPlace)
  const count = (test: (c: DiffChange) => boolean) => changes.filter(test).length
  return {
    changes,
    summary: {
      added: count((c) => c.change === "added"),
      removed: count((c) => c.change === "removed"),
      changed: count((c) => c.change === "changed"),
      major: count((c) => c.severity === "major"),
      minor: count((c) => c.severity === "minor"),
    },
  }
}

/** How a published version's number moves on from the diff to its predecessor: major, minor, or none (nothing changed). */
export const bumpOf = (diff: ProjectDiff): DiffBump => (diff.summary.major > 0 ? "major" : diff.changes.length > 0 ? "minor" : "none")

/**
 * The next semantic version: "1.0.0" for the first; a major bump (x+1).0.0, a minor x.(y+1).0; "none" — a
 * version published without any change — x.y.(z+1), so that every published version has a number of its own.
 * A previous number that is no `x.y.z` counts as none ("1.0.0").
 */
export const nextSemver = (previous: string | null, bump: DiffBump): string => {
  const parts = previous === null ? undefined : /^(\d+)\.(\d+)\.(\d+)$/.exec(previous.trim())
  if (!parts) return "1.0.0"
  const [major, minor, patch] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  if (bump === "major") return `${major + 1}.0.0`
  if (bump === "minor") return `${major}.${minor + 1}.0`
  return `${major}.${minor}.${patch + 1}`
}
