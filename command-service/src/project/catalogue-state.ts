/**
 * @module The data catalogue's part of a project's state (project-state.ts): element classes, their types,
 * properties and which class has which, value lists with their values, and the activities' requirements —
 * folded in place like the rest.
 */
import type { DocumentFields } from "@bimprofile/contracts/events/project/document-events"
import type { PropertyConcept, PropertyDatatype } from "@bimprofile/contracts/catalogue/property-kinds"
import type { CatalogueEvent } from "@bimprofile/contracts/events/project/catalogue-events"
import type { IfcEntityMapping } from "@bimprofile/contracts/events/project/element-class-events"
import type { PropertyTarget } from "@bimprofile/contracts/events/project/property-events"
import type { IfcNameMapping } from "@bimprofile/contracts/events/project/value-list-events"
import type { RequirementFields } from "@bimprofile/contracts/events/project/requirement-events"
import { assertNever } from "../shared/assert-never"
import { evolveLists, isListEvent, type ListsState } from "./lists/list-state"

export type ElementClassState = {
  id: number
  name: string
  desc: string | null
  category: string | null
  parentId: number | null
  ifc: readonly IfcEntityMapping[]
  uri: string | null
  /** Its element class type; null: none. */
  typeId: number | null
  /** The properties assigned to it (not those of the classes above it), in the order assigned. */
  propertyIds: number[]
  /** The reference project's class it is a local copy of; absent: none. */
  originId?: number
}
export type ValueState = { id: number; name: string; desc: string | null; ifc: readonly IfcNameMapping[]; uri: string | null }
export type ValueListState = { id: number; name: string; desc: string | null; ifc: readonly IfcNameMapping[]; items: ValueState[]; originId?: number }
export type PropertyState = {
  id: number
  valueListId: number | null
  name: string
  desc: string | null
  datatype: PropertyDatatype
  unit: string | null
  concept: PropertyConcept
  ifc: readonly PropertyTarget[]
  uri: string | null
  /** The reference project's property it is a local copy of; absent: none. */
  originId?: number
}
export type ElementTypeState = {
  id: number
  name: string
  desc: string | null
  ifc: readonly IfcEntityMapping[]
  uri: string | null
  /** The properties assigned to it, in the order assigned. */
  propertyIds: number[]
  /** The reference project's type it is a local copy of; absent: none. */
  originId?: number
}

/** An activity's requirement (an IDS specification). */
export type RequirementState = RequirementFields & { id: number; activityId: number }
/** A document of the project: its name and what its file is (the bytes are kept apart, by their SHA-256). */
export type DocumentState = { id: number } & DocumentFields

/** The catalogue's part of the project state (project-state.ts `ProjectState` has these fields). */
export type CatalogueState = {
  /** The data catalogue's element classes (Fachklassen). */
  elementClasses: Map<number, ElementClassState>
  /** Their types (Fachklassentypen). */
  elementTypes: Map<number, ElementTypeState>
  /** The catalogue's properties (Merkmale). */
  properties: Map<number, PropertyState>
  /** Its value lists (Wertelisten) with their values. */
  valueLists: Map<number, ValueListState>
  /** Its group lists, classification systems, material lists and property sets, per kind. */
  lists: ListsState
  /** The activities' requirements, which point at the catalogue's classes and properties. */
  requirements: Map<number, RequirementState>
  /** The project's documents (uploads and kept exports). */
  documents: Map<number, DocumentState>
  /** Export job → the document it was kept as (also once removed): an export is kept once (documents/document-decisions.ts). */
  keptExports: Map<number, number>
  /** The published versions (issue 11): how many, and how many events came since the last (a version of nothing new is refused). */
  versions: { count: number; changesSince: number }
}

/** Applies one catalogue event to the state, in place. */
export const evolveCatalogue = <S extends CatalogueState>(state: S, event: CatalogueEvent): S => {
  if (isListEvent(event)) {
    evolveLists(state.lists, event)
    return state
  }
  switch (event.type) {
    case "ElementClassCreated": {
      const { elementClassId: id, ...fields } = event.data
      state.elementClasses.set(id, { id, ...fields, typeId: null, propertyIds: [] })
      return state
    }
    case "ElementClassRenamed":
      state.elementClasses.get(event.data.elementClassId)!.name = event.data.name
      return state
    case "ElementClassDescriptionChanged":
      state.elementClasses.get(event.data.elementClassId)!.desc = event.data.desc
      return state
    case "ElementClassCategoryChanged":
      state.elementClasses.get(event.data.elementClassId)!.category = event.data.category
      return state
    case "ElementClassParentChanged":
      state.elementClasses.get(event.data.elementClassId)!.parentId = event.data.parentId
      return state
    case "ElementClassMappedToIfc":
      state.elementClasses.get(event.data.elementClassId)!.ifc = event.data.ifc
      return state
    case "ElementClassUriChanged":
      state.elementClasses.get(event.data.elementClassId)!.uri = event.data.uri
      return state
    case "ElementClassDeleted":
      state.elementClasses.delete(event.data.elementClassId)
      return state
    case "ElementClassTypeChanged":
      state.elementClasses.get(event.data.elementClassId)!.typeId = event.data.elementTypeId
      return state
    case "ElementTypeCreated": {
      const { elementTypeId: id, ...fields } = event.data
      state.elementTypes.set(id, { id, ...fields, propertyIds: [] })
      return state
    }
    case "ElementTypeRenamed":
      state.elementTypes.get(event.data.elementTypeId)!.name = event.data.name
      return state
    case "ElementTypeDescriptionChanged":
      state.elementTypes.get(event.data.elementTypeId)!.desc = event.data.desc
      return state
    case "ElementTypeMappedToIfc":
      state.elementTypes.get(event.data.elementTypeId)!.ifc = event.data.ifc
      return state
    case "ElementTypeUriChanged":
      state.elementTypes.get(event.data.elementTypeId)!.uri = event.data.uri
      return state
    case "ElementTypeDeleted":
      state.elementTypes.delete(event.data.elementTypeId)
      return state
    case "PropertyCreated": {
      const { propertyId: id, ...fields } = event.data
      state.properties.set(id, { id, ...fields })
      return state
    }
    case "PropertyChanged":
      Object.assign(state.properties.get(event.data.propertyId)!, event.data.changes)
      return state
    case "PropertyDeleted":
      state.properties.delete(event.data.propertyId)
      return state
    case "ValueListCreated": {
      const { valueListId: id, ...fields } = event.data
      state.valueLists.set(id, { id, ...fields, items: [] })
      return state
    }
    case "ValueListChanged":
      Object.assign(state.valueLists.get(event.data.valueListId)!, event.data.changes)
      return state
    case "ValueListDeleted":
      state.valueLists.delete(event.data.valueListId)
      return state
    case "ValueListItemAdded": {
      const { valueListId, itemId: id, ...fields } = event.data
      state.valueLists.get(valueListId)!.items.push({ id, ...fields })
      return state
    }
    case "ValueListItemChanged":
      Object.assign(state.valueLists.get(event.data.valueListId)!.items.find((item) => item.id === event.data.itemId)!, event.data.changes)
      return state
    case "ValueListItemRemoved": {
      const list = state.valueLists.get(event.data.valueListId)!
      list.items = list.items.filter((item) => item.id !== event.data.itemId)
      return state
    }
    case "ElementClassPropertyAssigned":
      state.elementClasses.get(event.data.elementClassId)!.propertyIds.push(event.data.propertyId)
      return state
    case "ElementTypePropertyAssigned":
      state.elementTypes.get(event.data.elementTypeId)!.propertyIds.push(event.data.propertyId)
      return state
    case "ElementTypePropertyRemoved": {
      const elementType = state.elementTypes.get(event.data.elementTypeId)!
      elementType.propertyIds = elementType.propertyIds.filter((id) => id !== event.data.propertyId)
      return state
    }
    case "ElementClassPropertyRemoved": {
      const elementClass = state.elementClasses.get(event.data.elementClassId)!
      elementClass.propertyIds = elementClass.propertyIds.filter((id) => id !== event.data.propertyId)
      return state
    }
    case "RequirementAdded": {
      const { requirementId: id, ...fields } = event.data
      state.requirements.set(id, { id, ...fields })
      return state
    }
    case "RequirementChanged":
      Object.assign(state.requirements.get(event.data.requirementId)!, event.data.changes)
      return state
    case "RequirementRemoved":
      state.requirements.delete(event.data.requirementId)
      return state
    case "DocumentAdded": {
      const { documentId: id, ...fields } = event.data
      state.documents.set(id, { id, ...fields })
      if (fields.exportJobId !== undefined) state.keptExports.set(fields.exportJobId, id)
      return state
    }
    case "DocumentRemoved":
      state.documents.delete(event.data.documentId)
      return state
    case "ProjectVersionPublished":
      state.versions = { count: event.data.number, changesSince: 0 }
      return state
    default:
      return assertNever(event)
  }
}
