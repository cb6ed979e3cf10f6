/**
 * @module Instantiating an item of the reference project locally (docs/catalogue.md "Inheritance"): a project
 * created from a reference project sees the reference's catalogue read-only; to change an item, or to tie it
 * to the project's own history, the project takes a local copy that remembers its origin (`originId` in the
 * created event). One command, one decision: the copy and everything it needs arrive together or not at all.
 *
 * What comes along: an element class brings its type (with the type's properties), its properties — those of
 * the classes above it too, unless the project has a copy of its parent class to hang it under — and their
 * value lists. Each of these is reused when the project has a copy of it already, or (except the class asked
 * for, and a property asked for on its own) an item of the same name, as a user who made "Feuerwiderstand"
 * by hand expects it to be used rather than doubled.
 */
import {
  elementClassNameTaken,
  elementTypeNameTaken,
  notFound,
  propertyNameTaken,
  valueListNameTaken,
} from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import type { CatalogueState } from "../catalogue-state"
import { nameTakenAmong, sameName } from "../names"
import type { InstantiateFromReference } from "../project-commands"
import type { ProjectState } from "../project-state"
import { lineage, propertyNamedLike } from "../properties/property-decisions"
import { checkProjectLive } from "../projects/project-decisions"

type D = Decision<ProjectEvent>
export type InstantiableKind = InstantiateFromReference["kind"]

const itemsOf = (state: CatalogueState, kind: InstantiableKind): ReadonlyMap<number, { readonly id: number; readonly originId?: number }> =>
  ({ element_class: state.elementClasses, property: state.properties, element_type: state.elementTypes, value_list: state.valueLists })[kind]

/** The project's local copy of a reference item, if it has one. */
export const localCopyOf = (state: CatalogueState, kind: InstantiableKind, originId: number): number | undefined => {
  for (const item of itemsOf(state, kind).values()) if (item.originId === originId) return item.id
  return undefined
}

/** Whether the project's catalogue holds the item (a deleted one it no longer does). */
export const holds = (state: CatalogueState, kind: InstantiableKind, id: number) => itemsOf(state, kind).has(id)

export const instantiateFromReference = (cmd: InstantiateFromReference, state: ProjectState, ids: IdSupply): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (localCopyOf(state, cmd.kind, cmd.originId) !== undefined) return accepted()
  const copier = new Copier(state, cmd.reference, ids)
  switch (cmd.kind) {
    case "element_class":
      return copier.elementClass(cmd.originId)
    case "property":
      return copier.property(cmd.originId)
    case "element_type":
      return copier.elementType(cmd.originId)
    case "value_list":
      return copier.valueList(cmd.originId)
  }
}

/** The properties a class's copy gets: its own, and those of the classes above it when it hangs under none. */
const propertiesToCopy = (reference: CatalogueState, classId: number, flattened: boolean) => {
  const classes = flattened ? lineage(reference, classId) : [reference.elementClasses.get(classId)!]
  return [...new Set(classes.flatMap((c) => c.propertyIds))]
}

/** The most ids instantiating can take: what the copy would create if the project had nothing to reuse. */
export const idsForInstantiation = (cmd: InstantiateFromReference) => {
  const { reference } = cmd
  const propertyIds = new Set<number>()
  let types = 0
  const listIds = new Set<number>()
  if (cmd.kind === "property") propertyIds.add(cmd.originId)
  else if (cmd.kind === "value_list") listIds.add(cmd.originId)
  else if (cmd.kind === "element_type") {
    types = 1
    for (const id of reference.elementTypes.get(cmd.originId)?.propertyIds ?? []) propertyIds.add(id)
  } else if (reference.elementClasses.has(cmd.originId)) {
    for (const id of propertiesToCopy(reference, cmd.originId, true)) propertyIds.add(id)
    const type = reference.elementTypes.get(reference.elementClasses.get(cmd.originId)!.typeId ?? -1)
    if (type) {
      types = 1
      for (const id of type.propertyIds) propertyIds.add(id)
    }
  }
  for (const id of propertyIds) {
    const listId = reference.properties.get(id)?.valueListId
    if (listId !== undefined && listId !== null) listIds.add(listId)
  }
  const values = [...listIds].reduce((sum, id) => sum + (reference.valueLists.get(id)?.items.length ?? 0), 0)
  return { element_class: cmd.kind === "element_class" ? 1 : 0, element_type: types, property: propertyIds.size, value_list: listIds.size, value_list_item: values }
}

/**
 * Writes the events that take items of another project's catalogue (`reference`) into the project, remembering
 * the copies it made so none is made twice. Copies of the reference project's items remember their origin
 * (`keepOrigin`); copies from any other project (the property copy wizard) are the project's own.
 */
export class Copier {
  readonly events: ProjectEvent[] = []
  private readonly copies = { valueLists: new Map<number, number>(), properties: new Map<number, number>(), types: new Map<number, number>() }

  constructor(
    private readonly state: ProjectState,
    private readonly reference: CatalogueState,
    private readonly ids: IdSupply,
    private readonly keepOrigin = true,
  ) {}

  /** The `originId` a copy of `id` carries, if it remembers its origin. */
  private origin(id: number) {
    return this.keepOrigin ? { originId: id } : {}
  }

  /** The project's copy of an origin item, if it has one (only copies that remember their origin are known). */
  private copyOf(items: Iterable<{ readonly id: number; readonly originId?: number }>, originId: number) {
    if (!this.keepOrigin) return undefined
    for (const item of items) if (item.originId === originId) return item.id
    return undefined
  }

  elementClass(originId: number): D {
    const origin = this.reference.elementClasses.get(originId)
    if (!origin) return rejected(notFound("element_class", originId))
    if (nameTakenAmong(origin.name, this.state.elementClasses.values())) return rejected(elementClassNameTaken(origin.name))
    const parentId = origin.parentId === null ? null : (localCopyOf(this.state, "element_class", origin.parentId) ?? null)
    const typeId = origin.typeId === null ? null : this.elementTypeId(origin.typeId)
    const inherited = parentId === null ? new Set<number>() : new Set(lineage(this.state, parentId).flatMap((c) => c.propertyIds))
    const propertyIds = propertiesToCopy(this.reference, originId, parentId === null)
      // A typing property needs the class's type (spec §5); a copy without one goes without it.
      .filter((id) => typeId !== null || this.reference.properties.get(id)?.concept !== "typing")
      .map((id) => this.propertyId(id))
      .filter((id) => !inherited.has(id))
    const elementClassId = this.ids.take("element_class")
    const { name, desc, category, ifc, uri } = origin
    this.events.push({ type: "ElementClassCreated", data: { elementClassId, name, desc, category, parentId, ifc, uri, ...this.origin(originId) } })
    if (typeId !== null) this.events.push({ type: "ElementClassTypeChanged", data: { elementClassId, elementTypeId: typeId } })
    for (const propertyId of new Set(propertyIds)) this.events.push({ type: "ElementClassPropertyAssigned", data: { elementClassId, propertyId } })
    return accepted(...this.events)
  }

  /** A type on its own (named as a class's type): with its properties; a type of its name in the project is refused, not taken. */
  elementType(originId: number): D {
    const origin = this.reference.elementTypes.get(originId)
    if (!origin) return rejected(notFound("element_type", originId))
    if (nameTakenAmong(origin.name, this.state.elementTypes.values())) return rejected(elementTypeNameTaken(origin.name))
    this.elementTypeId(originId)
    return accepted(...this.events)
  }

  /** A value list on its own (named as a property's list): with its values; a list of its name in the project is refused, not taken. */
  valueList(originId: number): D {
    const origin = this.reference.valueLists.get(originId)
    if (!origin) return rejected(notFound("value_list", originId))
    if (nameTakenAmong(origin.name, this.state.valueLists.values())) return rejected(valueListNameTaken(origin.name))
    this.valueListId(originId)
    return accepted(...this.events)
  }

  property(originId: number): D {
    const origin = this.reference.properties.get(originId)
    if (!origin) return rejected(notFound("property", originId))
    if (propertyNamedLike(this.state, origin.name, origin.ifc)) return rejected(propertyNameTaken(origin.name))
    this.propertyId(originId)
    return accepted(...this.events)
  }

  /** The project's property for the origin's property `originId`: its copy, one of the same name in the same set, or a new copy. */
  propertyId(originId: number): number {
    const known = this.copies.properties.get(originId) ?? this.copyOf(this.state.properties.values(), originId)
    if (known !== undefined) return known
    const origin = this.reference.properties.get(originId)!
    const propertyId = propertyNamedLike(this.state, origin.name, origin.ifc)?.id ?? this.createProperty(originId)
    this.copies.properties.set(originId, propertyId)
    return propertyId
  }

  private createProperty(originId: number): number {
    const { id: _id, originId: _origin, valueListId: listId, ...fields } = this.reference.properties.get(originId)!
    const valueListId = listId === null ? null : this.valueListId(listId)
    const propertyId = this.ids.take("property")
    this.events.push({ type: "PropertyCreated", data: { propertyId, ...fields, valueListId, ...this.origin(originId) } })
    return propertyId
  }

  private valueListId(originId: number): number {
    const origin = this.reference.valueLists.get(originId)!
    const known =
      this.copies.valueLists.get(originId) ??
      this.copyOf(this.state.valueLists.values(), originId) ??
      [...this.state.valueLists.values()].find((list) => sameName(list.name, origin.name))?.id
    if (known !== undefined) return known
    const valueListId = this.ids.take("value_list")
    this.events.push({ type: "ValueListCreated", data: { valueListId, name: origin.name, desc: origin.desc, ifc: origin.ifc, ...this.origin(originId) } })
    for (const { id: _id, ...value } of origin.items)
      this.events.push({ type: "ValueListItemAdded", data: { valueListId, itemId: this.ids.take("value_list_item"), ...value } })
    this.copies.valueLists.set(originId, valueListId)
    return valueListId
  }

  private elementTypeId(originId: number): number {
    const origin = this.reference.elementTypes.get(originId)!
    const known =
      this.copies.types.get(originId) ??
      this.copyOf(this.state.elementTypes.values(), originId) ??
      [...this.state.elementTypes.values()].find((type) => sameName(type.name, origin.name))?.id
    if (known !== undefined) return known
    const elementTypeId = this.ids.take("element_type")
    this.copies.types.set(originId, elementTypeId)
    this.events.push({ type: "ElementTypeCreated", data: { elementTypeId, name: origin.name, desc: origin.desc, ifc: origin.ifc, uri: origin.uri, ...this.origin(originId) } })
    const propertyIds = new Set(origin.propertyIds.map((id) => this.propertyId(id)))
    for (const propertyId of propertyIds) this.events.push({ type: "ElementTypePropertyAssigned", data: { elementTypeId, propertyId } })
    return elementTypeId
  }
}
