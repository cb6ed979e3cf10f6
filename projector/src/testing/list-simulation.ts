/**
 * @module The catalogue lists' part of a simulated project (project-simulation.ts): group lists,
 * classification systems (items under items), material lists and property sets created, changed and
 * deleted, their items added, changed and removed — each step an event the write side could have appended.
 */
import { LIST_KINDS, type ListKind, listKinds } from "@bimprofile/contracts/catalogue/list-kinds"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { IdCounter } from "./id-counter"

/** A new list's or item's fields, as the write side would store them. */
const listFieldsOf = (kind: ListKind, name: string): Record<string, unknown> =>
  kind === "classification"
    ? { name, longName: null, desc: null, edition: "2020", editionDate: "2020-01-01", source: null, publisher: "CRB", codePattern: ".", uri: null }
    : { name, desc: null }

const itemFieldsOf = (kind: ListKind, name: string, parentId: number | null): Record<string, unknown> => {
  switch (kind) {
    case "group_list":
      return { name, desc: null, objectType: "IfcGroup" }
    case "classification":
      return { code: name, name, longName: null, desc: null, parentId, uri: null }
    case "material_list":
      return { name, desc: null, category: "Beton" }
    case "property_set":
      return { name, desc: null, datatype: "enumeration", unit: null, values: [{ name: "EI30", desc: null }] }
  }
}

export class ListSimulation {
  /** Per kind: list → its items (item → its parent item). */
  private readonly lists = new Map<ListKind, Map<number, Map<number, number | null>>>(LIST_KINDS.map((kind) => [kind, new Map()]))

  constructor(
    private readonly random: () => number,
    private readonly ids: IdCounter,
    private readonly name: (prefix: string) => string,
  ) {}

  edit(): ProjectEvent[] | undefined {
    const kind = LIST_KINDS[Math.floor(this.random() * LIST_KINDS.length)]!
    const stem = listKinds[kind].events
    const lists = this.lists.get(kind)!
    const event = (op: string, data: Record<string, unknown>) => [{ type: `${stem}${op}`, data } as unknown as ProjectEvent]
    const r = this.random()
    const listId = this.pick(lists.keys())
    if (r < 0.15 || listId === undefined) {
      const id = this.ids.next(kind)
      lists.set(id, new Map())
      return event("Created", { listId: id, fields: listFieldsOf(kind, this.name(listKinds[kind].word)) })
    }
    const items = lists.get(listId)!
    const itemId = this.pick(items.keys())
    if (r < 0.5 || itemId === undefined) {
      const id = this.ids.next(`${kind}_item`)
      const parentId = kind === "classification" && this.random() < 0.5 ? (itemId ?? null) : null
      items.set(id, parentId)
      return event("ItemAdded", { listId, itemId: id, fields: itemFieldsOf(kind, this.name(listKinds[kind].itemWord), parentId) })
    }
    if (r < 0.56) {
      // An upload: a new item, and a known one changed.
      const id = this.ids.next(`${kind}_item`)
      items.set(id, null)
      return event("ItemsImported", { listId, added: [{ itemId: id, fields: itemFieldsOf(kind, this.name(listKinds[kind].itemWord), null) }], changed: [{ itemId, changes: { desc: this.name("Import") } }] })
    }
    if (r < 0.68) return event("ItemChanged", { listId, itemId, changes: { name: this.name(listKinds[kind].itemWord), desc: this.name("Beschreibung") } })
    if (r < 0.78) {
      if ([...items.values()].includes(itemId)) return undefined
      items.delete(itemId)
      return event("ItemRemoved", { listId, itemId })
    }
    if (r < 0.9) return event("Changed", { listId, changes: { desc: this.name("Beschreibung") } })
    lists.delete(listId)
    return event("Deleted", { listId })
  }

  private pick<T>(items: Iterable<T>): T | undefined {
    const list = [...items]
    return list.length === 0 ? undefined : list[Math.floor(this.random() * list.length)]
  }
}
