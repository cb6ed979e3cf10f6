/**
 * @module A project copy takes the source's own data catalogue along (copy-project.ts): its value lists,
 * properties, element class types and classes with what is assigned to them, and its catalogue lists with
 * their items — each with a new id, and every reference between them (a property's value list, a class's
 * parent, type and properties, a classification item's parent) pointing at the copy. Local copies of
 * reference items stay copies of them (`originId`): the new project inherits from the same reference
 * project. The requirements then name the copied classes and properties (`requirementFieldsIn`).
 */
import { LIST_KINDS, itemIdKind, listKinds } from "@bimprofile/contracts/catalogue/list-kinds"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { RequirementFields } from "@bimprofile/contracts/events/project/requirement-events"
import type { IdSupply } from "../../shared/decision"
import type { CatalogueState } from "../catalogue-state"

/** Items of an import event at most: an upload's step (lists/upload), so no event of a copy is larger. */
const ITEMS_PER_EVENT = 500

export type CatalogueCopy = {
  readonly events: readonly ProjectEvent[]
  /** The requirement's fields in the copy: its class and its facets' properties those of the copy. */
  readonly requirementFieldsIn: (fields: RequirementFields) => RequirementFields
}

/** Parents before their children (a class's parent may have been set after the class was made). */
const parentsFirst = <T extends { readonly id: number }>(items: Iterable<T>, parentOf: (item: T) => number | null) => {
  const byId = new Map([...items].map((item) => [item.id, item]))
  const ordered: T[] = []
  const placed = new Set<number>()
  const place = (item: T) => {
    if (placed.has(item.id)) return
    placed.add(item.id)
    const parent = parentOf(item)
    if (parent !== null && byId.has(parent)) place(byId.get(parent)!)
    ordered.push(item)
  }
  for (const item of byId.values()) place(item)
  return ordered
}

const withOrigin = (originId: number | undefined) => (originId === undefined ? {} : { originId })

export const copyCatalogue = (source: CatalogueState, ids: IdSupply): CatalogueCopy => {
  const events: ProjectEvent[] = []
  const valueLists = new Map<number, number>()
  const properties = new Map<number, number>()
  const types = new Map<number, number>()
  const classes = new Map<number, number>()

  for (const list of source.valueLists.values()) {
    const valueListId = ids.take("value_list")
    valueLists.set(list.id, valueListId)
    events.push({ type: "ValueListCreated", data: { valueListId, name: list.name, desc: list.desc, ifc: list.ifc, ...withOrigin(list.originId) } })
    for (const { id: _id, ...value } of list.items) events.push({ type: "ValueListItemAdded", data: { valueListId, itemId: ids.take("value_list_item"), ...value } })
  }
  for (const { id, originId, valueListId, ...fields } of source.properties.values()) {
    const propertyId = ids.take("property")
    properties.set(id, propertyId)
    events.push({ type: "PropertyCreated", data: { propertyId, ...fields, valueListId: valueListId === null ? null : valueLists.get(valueListId)!, ...withOrigin(originId) } })
  }
  for (const type of source.elementTypes.values()) {
    const elementTypeId = ids.take("element_type")
    types.set(type.id, elementTypeId)
    events.push({ type: "ElementTypeCreated", data: { elementTypeId, name: type.name, desc: type.desc, ifc: type.ifc, uri: type.uri, ...withOrigin(type.originId) } })
    for (const propertyId of type.propertyIds) events.push({ type: "ElementTypePropertyAssigned", data: { elementTypeId, propertyId: properties.get(propertyId)! } })
  }
  for (const elementClass of parentsFirst(source.elementClasses.values(), (c) => c.parentId)) {
    const elementClassId = ids.take("element_class")
    classes.set(elementClass.id, elementClassId)
    const { name, desc, category, ifc, uri } = elementClass
    const parentId = elementClass.parentId === null ? null : classes.get(elementClass.parentId)!
    events.push({ type: "ElementClassCreated", data: { elementClassId, name, desc, category, parentId, ifc, uri, ...withOrigin(elementClass.originId) } })
    if (elementClass.typeId !== null) events.push({ type: "ElementClassTypeChanged", data: { elementClassId, elementTypeId: types.get(elementClass.typeId)! } })
    for (const propertyId of elementClass.propertyIds) events.push({ type: "ElementClassPropertyAssigned", data: { elementClassId, propertyId: properties.get(propertyId)! } })
  }
  for (const kind of LIST_KINDS) {
    const stem = listKinds[kind].events
    for (const list of source.lists[kind].values()) {
      const listId = ids.take(kind)
      events.push({ type: `${stem}Created`, data: { listId, fields: list.fields } } as ProjectEvent)
      const itemIds = new Map([...list.items.keys()].map((id) => [id, ids.take(itemIdKind(kind))]))
      const parentOf = (fields: { readonly [field: string]: unknown }) => (typeof fields.parentId === "number" ? fields.parentId : null)
      const added = parentsFirst(list.items.values(), (item) => parentOf(item.fields)).map((item) => {
        const parentId = parentOf(item.fields)
        return { itemId: itemIds.get(item.id)!, fields: parentId === null ? item.fields : { ...item.fields, parentId: itemIds.get(parentId) ?? null } }
      })
      for (let i = 0; i < added.length; i += ITEMS_PER_EVENT)
        events.push({ type: `${stem}ItemsImported`, data: { listId, added: added.slice(i, i + ITEMS_PER_EVENT), changed: [] } } as unknown as ProjectEvent)
    }
  }

  return {
    events,
    requirementFieldsIn: requirementFieldsMapper(
      (id) => classes.get(id) ?? id,
      (id) => properties.get(id) ?? id,
    ),
  }
}

/** A requirement's fields with its class and its facets' catalogue properties replaced by the target project's. */
export const requirementFieldsMapper =
  (classIdOf: (id: number) => number, propertyIdOf: (id: number) => number) =>
  (fields: RequirementFields): RequirementFields => {
    const facetsIn = <F extends { readonly facet: string }>(facets: readonly F[]): F[] =>
      facets.map((facet) => {
        const ptyId = facet.facet === "property" ? (facet as F & { readonly pty_id: number | null }).pty_id : null
        return ptyId === null ? facet : { ...facet, pty_id: propertyIdOf(ptyId) }
      })
    return {
      ...fields,
      elementClassId: fields.elementClassId === null ? null : classIdOf(fields.elementClassId),
      applicability: facetsIn(fields.applicability),
      facets: facetsIn(fields.facets),
    }
  }

/** Ids a copy of the catalogue takes. */
export const idsForCatalogueCopy = (source: CatalogueState) => ({
  value_list: source.valueLists.size,
  value_list_item: [...source.valueLists.values()].reduce((n, list) => n + list.items.length, 0),
  property: source.properties.size,
  element_type: source.elementTypes.size,
  element_class: source.elementClasses.size,
  requirement: source.requirements.size,
  ...Object.fromEntries(
    LIST_KINDS.flatMap((kind) => {
      const lists = [...source.lists[kind].values()]
      return [
        [kind, lists.length],
        [itemIdKind(kind), lists.reduce((n, list) => n + list.items.size, 0)],
      ]
    }),
  ),
})
