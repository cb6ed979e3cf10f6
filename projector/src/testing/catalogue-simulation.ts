/**
 * @module The data catalogue's part of a simulated project (project-simulation.ts): element classes created
 * (sometimes under another), renamed, described, mapped to IFC (now and then to an entity IFC lacks, so
 * problems are projected too), moved to the top, given a type, deleted when childless; element class types
 * created, renamed, mapped, deleted when unused — each step an event the write side could have appended.
 */
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { IdCounter } from "./id-counter"

export class CatalogueSimulation {
  /** Element class → its parent class. */
  private readonly elementClasses = new Map<number, number | null>()
  /** Element class → its type. */
  private readonly typeOf = new Map<number, number>()
  private readonly elementTypes = new Set<number>()
  private readonly properties = new Set<number>()
  /** Value list → its values. */
  private readonly valueLists = new Map<number, Set<number>>()
  /** Property → its value list. */
  private readonly listOf = new Map<number, number>()
  /** Element class → the properties assigned to it. */
  private readonly assigned = new Map<number, Set<number>>()
  /** Element class type → the properties assigned to it. */
  private readonly typeAssigned = new Map<number, Set<number>>()

  constructor(
    private readonly random: () => number,
    private readonly ids: IdCounter,
    /** A fresh name with this prefix (the project's counter, so names stay unique in it). */
    private readonly name: (prefix: string) => string,
  ) {}

  /** One change of the catalogue; undefined when the drawn change does not apply (a class with subclasses stays). */
  edit(): ProjectEvent[] | undefined {
    const drawn = this.random()
    // Three draws in ten change the types, three the properties, spread over their kinds of change (the same draw, scaled).
    if (drawn < 0.3) return this.editType(drawn / 0.3)
    if (drawn < 0.55) return this.editProperty((drawn - 0.3) / 0.25)
    if (drawn < 0.75) return this.editValueList((drawn - 0.55) / 0.2)
    const r = this.random()
    const elementClassId = this.pick(this.elementClasses.keys())
    if (r < 0.35 || elementClassId === undefined) {
      const id = this.ids.next("element_class")
      const parentId = this.random() < 0.4 ? (this.pick(this.elementClasses.keys()) ?? null) : null
      this.elementClasses.set(id, parentId)
      const ifc = this.random() < 0.7 ? [{ ifc_version: "IFC4" as const, entity: "IfcWall", predefined_type: this.random() < 0.3 ? "SHEAR" : null }] : []
      return [{ type: "ElementClassCreated", data: { elementClassId: id, name: this.name("Fachklasse"), desc: null, category: null, parentId, ifc, uri: null } }]
    }
    if (r < 0.5) return [{ type: "ElementClassRenamed", data: { elementClassId, name: this.name("Fachklasse") } }]
    if (r < 0.58) return [{ type: "ElementClassDescriptionChanged", data: { elementClassId, desc: this.name("Beschreibung") } }]
    if (r < 0.64) return [{ type: "ElementClassCategoryChanged", data: { elementClassId, category: this.random() < 0.5 ? "Architektur" : null } }]
    if (r < 0.74)
      return [{ type: "ElementClassMappedToIfc", data: { elementClassId, ifc: [{ ifc_version: "IFC4X3_ADD2", entity: this.random() < 0.8 ? "IfcDoor" : "IfcUnicorn", predefined_type: null }] } }]
    if (r < 0.8) return [{ type: "ElementClassUriChanged", data: { elementClassId, uri: this.random() < 0.5 ? `https://identifier.buildingsmart.org/uri/x/${elementClassId}` : null } }]
    if (r < 0.84) {
      const elementTypeId = this.pick(this.elementTypes) ?? null
      if (elementTypeId === null) this.typeOf.delete(elementClassId)
      else this.typeOf.set(elementClassId, elementTypeId)
      return [{ type: "ElementClassTypeChanged", data: { elementClassId, elementTypeId } }]
    }
    if (r < 0.88) {
      // To the top: a root never makes a cycle.
      this.elementClasses.set(elementClassId, null)
      return [{ type: "ElementClassParentChanged", data: { elementClassId, parentId: null } }]
    }
    if ([...this.elementClasses.values()].includes(elementClassId)) return undefined
    this.elementClasses.delete(elementClassId)
    this.typeOf.delete(elementClassId)
    this.assigned.delete(elementClassId)
    return [{ type: "ElementClassDeleted", data: { elementClassId } }]
  }

  /** One change of the element class types; undefined when the drawn change does not apply (a type in use stays). */
  private editType(r: number): ProjectEvent[] | undefined {
    const elementTypeId = this.pick(this.elementTypes)
    if (r < 0.2 || elementTypeId === undefined) {
      const id = this.ids.next("element_type")
      this.elementTypes.add(id)
      const ifc = [{ ifc_version: "IFC4X3_ADD2" as const, entity: this.random() < 0.8 ? "IfcWallType" : "IfcWall", predefined_type: null }]
      return [{ type: "ElementTypeCreated", data: { elementTypeId: id, name: this.name("Fachklassentyp"), desc: null, ifc, uri: null } }]
    }
    if (r < 0.35) return [{ type: "ElementTypeRenamed", data: { elementTypeId, name: this.name("Fachklassentyp") } }]
    if (r < 0.45) return [{ type: "ElementTypeDescriptionChanged", data: { elementTypeId, desc: this.name("Beschreibung") } }]
    if (r < 0.55) return [{ type: "ElementTypeMappedToIfc", data: { elementTypeId, ifc: [{ ifc_version: "IFC4", entity: "IfcDoorType", predefined_type: "DOOR" }] } }]
    if (r < 0.6) return [{ type: "ElementTypeUriChanged", data: { elementTypeId, uri: `https://identifier.buildingsmart.org/uri/t/${elementTypeId}` } }]
    const own = this.typeAssigned.get(elementTypeId) ?? new Set<number>()
    this.typeAssigned.set(elementTypeId, own)
    const propertyId = this.pick(this.properties)
    if (r < 0.75 && propertyId !== undefined && !own.has(propertyId)) {
      own.add(propertyId)
      return [{ type: "ElementTypePropertyAssigned", data: { elementTypeId, propertyId } }]
    }
    if (r < 0.9 && own.size > 0) {
      const removed = this.pick(own)!
      own.delete(removed)
      return [{ type: "ElementTypePropertyRemoved", data: { elementTypeId, propertyId: removed } }]
    }
    if ([...this.typeOf.values()].includes(elementTypeId)) return undefined
    this.elementTypes.delete(elementTypeId)
    this.typeAssigned.delete(elementTypeId)
    return [{ type: "ElementTypeDeleted", data: { elementTypeId } }]
  }

  /** One change of the properties or their assignment; undefined when the drawn change does not apply. */
  private editProperty(r: number): ProjectEvent[] | undefined {
    const propertyId = this.pick(this.properties)
    if (r < 0.15 || propertyId === undefined) {
      const id = this.ids.next("property")
      this.properties.add(id)
      const known = this.random() < 0.8
      const ifc = [{ ifc_version: "IFC4X3_ADD2" as const, pset: known ? "Pset_WallCommon" : "Pset_Unicorn", property: known ? "FireRating" : "Horn", data_type: "IfcLabel" }]
      const valueListId = this.random() < 0.3 ? (this.pick(this.valueLists.keys()) ?? null) : null
      if (valueListId !== null) this.listOf.set(id, valueListId)
      return [{ type: "PropertyCreated", data: { propertyId: id, name: this.name("Merkmal"), desc: null, datatype: "text", unit: null, concept: "predefined_property", ifc, uri: null, valueListId } }]
    }
    if (r < 0.3) {
      const changes = this.random() < 0.5 ? { name: this.name("Merkmal") } : { ifc: [{ ifc_version: "IFC4" as const, attribute: "Name", data_type: "IfcLabel" }], unit: "mm" }
      return [{ type: "PropertyChanged", data: { propertyId, changes } }]
    }
    const elementClassId = this.pick(this.elementClasses.keys())
    if (r < 0.65) {
      if (elementClassId === undefined || this.lineageHas(elementClassId, propertyId)) return undefined
      this.assignedTo(elementClassId).add(propertyId)
      return [{ type: "ElementClassPropertyAssigned", data: { elementClassId, propertyId } }]
    }
    if (r < 0.9) {
      // A class that has properties of its own, one of them.
      const withOwn = this.pick([...this.assigned].filter(([, set]) => set.size > 0))
      if (withOwn === undefined) return undefined
      const [classId, own] = withOwn
      const removed = this.pick(own)!
      own.delete(removed)
      return [{ type: "ElementClassPropertyRemoved", data: { elementClassId: classId, propertyId: removed } }]
    }
    if ([...this.assigned.values(), ...this.typeAssigned.values()].some((set) => set.has(propertyId))) return undefined
    this.properties.delete(propertyId)
    this.listOf.delete(propertyId)
    return [{ type: "PropertyDeleted", data: { propertyId } }]
  }

  /** One change of the value lists or their values; undefined when the drawn change does not apply (a list in use stays). */
  private editValueList(r: number): ProjectEvent[] | undefined {
    const valueListId = this.pick(this.valueLists.keys())
    if (r < 0.15 || valueListId === undefined) {
      const id = this.ids.next("value_list")
      this.valueLists.set(id, new Set())
      return [{ type: "ValueListCreated", data: { valueListId: id, name: this.name("Werteliste"), desc: null, ifc: [{ ifc_version: "IFC4", name: "PEnum_Test" }] } }]
    }
    const values = this.valueLists.get(valueListId)!
    if (r < 0.45) {
      const itemId = this.ids.next("value_list_item")
      values.add(itemId)
      return [{ type: "ValueListItemAdded", data: { valueListId, itemId, name: this.name("Wert"), desc: null, ifc: [], uri: null } }]
    }
    const itemId = this.pick(values)
    if (r < 0.6 && itemId !== undefined) return [{ type: "ValueListItemChanged", data: { valueListId, itemId, changes: { name: this.name("Wert"), ifc: [{ ifc_version: "IFC4X3_ADD2", name: "EI30" }] } } }]
    if (r < 0.8 && itemId !== undefined) {
      values.delete(itemId)
      return [{ type: "ValueListItemRemoved", data: { valueListId, itemId } }]
    }
    if (r < 0.9) return [{ type: "ValueListChanged", data: { valueListId, changes: { desc: this.name("Beschreibung") } } }]
    if ([...this.listOf.values()].includes(valueListId)) return undefined
    this.valueLists.delete(valueListId)
    return [{ type: "ValueListDeleted", data: { valueListId } }]
  }

  private assignedTo(elementClassId: number) {
    let set = this.assigned.get(elementClassId)
    if (!set) this.assigned.set(elementClassId, (set = new Set()))
    return set
  }

  /** Whether the class or one above it has the property. */
  private lineageHas(elementClassId: number, propertyId: number) {
    for (let id: number | null | undefined = elementClassId; id !== null && id !== undefined; id = this.elementClasses.get(id))
      if (this.assigned.get(id)?.has(propertyId)) return true
    return false
  }

  private pick<T>(items: Iterable<T>): T | undefined {
    const list = [...items]
    return list.length === 0 ? undefined : list[Math.floor(this.random() * list.length)]
  }
}
