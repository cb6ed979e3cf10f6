/**
 * @module The catalogue lists' part of the catalogue read model (list-kinds.ts: group lists, classification
 * systems, material lists, property sets): one row per list in `rm_<kind>s`, one per item in
 * `rm_<kind>_items` (its list as parent), each with its fields as the events name them, the audit fields
 * and — for items — `position`, the order they were added in. Pure, like catalogue.ts, which calls it.
 */
import { LIST_KINDS, type ListKind, listEventTypes } from "@bimprofile/contracts/catalogue/list-kinds"
import type { ListEventData, ListItemFields } from "@bimprofile/contracts/events/project/catalogue-list-events"
import type { MappingProblem } from "@bimprofile/contracts/ifc/mapping-problems"

/** A list kind's rows (`classification`) and its items' (`classification_item`). */
export type ListRowKind = ListKind | `${ListKind}_item`
export const listRowKinds: readonly ListRowKind[] = LIST_KINDS.flatMap((kind) => [kind, `${kind}_item` as const])
/** `rm_classifications`, `rm_classification_items` … (migration 015). */
export const listTableOf = (kind: ListRowKind) => `rm_${kind}s`

type Audit = { readonly createdAt: string; readonly createdBy: number; readonly changedAt: string | null; readonly changedBy: number | null }
/** A list's or item's row data: its fields by their event names, audit, and (items) `position`. */
export type ListRowData = Audit & ListItemFields & { readonly problems: readonly MappingProblem[]; readonly position?: number }

type Insert = { readonly op: "insert"; readonly kind: ListRowKind; readonly row: { readonly id: number; readonly proId: number; readonly parentId: number | null; readonly data: ListRowData } }
type Patch = { readonly op: "patch"; readonly kind: ListRowKind; readonly id: number; readonly fields: Record<string, unknown> }
type Delete = { readonly op: "delete"; readonly kind: ListRowKind; readonly id: number }
type DeleteChildren = { readonly op: "deleteChildren"; readonly kind: ListRowKind; readonly parentId: number }
export type ListChange = Insert | Patch | Delete | DeleteChildren

type Envelope = { readonly type: string; readonly data: unknown; readonly projectId: number; readonly position: number; readonly occurredAt: string; readonly userId: number }
/** The row changes of a list event; undefined for any other event. */
export const listChangesOf = (envelope: Envelope): ListChange[] | undefined => {
  const found = listEventTypes.get(envelope.type)
  if (!found) return undefined
  const { kind, op } = found
  const item = `${kind}_item` as const
  const data = envelope.data as ListEventData
  const created = { createdAt: envelope.occurredAt, createdBy: envelope.userId, changedAt: null, changedBy: null }
  const changed = { changedAt: envelope.occurredAt, changedBy: envelope.userId }
  // A change of an item is a change of its list too (who changed the list last, and when).
  const listChanged: Patch = { op: "patch", kind, id: data.listId, fields: changed }
  switch (op) {
    case "Created":
      return [{ op: "insert", kind, row: { id: data.listId, proId: envelope.projectId, parentId: null, data: { ...data.fields!, problems: [], ...created } } }]
    case "Changed":
      return [{ op: "patch", kind, id: data.listId, fields: { ...data.changes, ...changed } }]
    case "Deleted":
      return [
        { op: "delete", kind, id: data.listId },
        { op: "deleteChildren", kind: item, parentId: data.listId },
      ]
    case "ItemAdded":
      return [
        { op: "insert", kind: item, row: { id: data.itemId!, proId: envelope.projectId, parentId: data.listId, data: { ...data.fields!, position: envelope.position, problems: [], ...created } } },
        listChanged,
      ]
    case "ItemChanged":
      return [{ op: "patch", kind: item, id: data.itemId!, fields: { ...data.changes, ...changed } }, listChanged]
    case "ItemRemoved":
      return [{ op: "delete", kind: item, id: data.itemId! }, listChanged]
    case "ItemsImported":
      // Consecutive inserts and patches of one kind are written in one statement each (catalogue-store.ts).
      return [
        ...data.added!.map(({ itemId, fields }): ListChange => ({
          op: "insert",
          kind: item,
          row: { id: itemId, proId: envelope.projectId, parentId: data.listId, data: { ...fields, position: envelope.position, problems: [], ...created } },
        })),
        ...data.changed!.map(({ itemId, changes }): ListChange => ({ op: "patch", kind: item, id: itemId, fields: { ...changes, ...changed } })),
        listChanged,
      ]
  }
}
