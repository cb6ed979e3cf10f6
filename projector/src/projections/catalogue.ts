/**
 * @module The data catalogue read model (issue 9): one row per item — element classes, element class types,
 * properties, value lists with their values, which class has which property (the other lists:
 * catalogue-lists.ts), and the activities' requirements that point at them —
 * with its project (and parent class), its fields, the problems of its IFC mapping in all three versions
 * (checked here, once per change of the mapping, with the shipped IFC knowledge) and the audit fields. Pure:
 * one event → row changes, without reading any row — a change of an item is a merge of fields into its row —
 * so the runner applies them in SQL and a rebuild folds them in memory (`applyCatalogueChanges`), alike.
 */
import { catalogueEventTypes as catalogueFacts } from "@bimprofile/contracts/events/project/catalogue-events"
import type { IfcEntityMapping } from "@bimprofile/contracts/events/project/element-class-events"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { PropertyTarget } from "@bimprofile/contracts/events/project/property-events"
import type { PropertyConcept, PropertyDatatype } from "@bimprofile/contracts/catalogue/property-kinds"
import type { IfcNameMapping } from "@bimprofile/contracts/events/project/value-list-events"
import type { DocumentAdded } from "@bimprofile/contracts/events/project/document-events"
import type { ProjectVersionPublished } from "@bimprofile/contracts/events/project/version-events"
import type { RequirementFields } from "@bimprofile/contracts/events/project/requirement-events"
import { ifcKnowledge } from "@bimprofile/contracts/ifc/ifc-knowledge"
import { checkEntityMappings, checkPropertyTargets } from "@bimprofile/contracts/ifc/mapping-check"
import type { MappingProblem } from "@bimprofile/contracts/ifc/mapping-problems"
import type { ProjectedEvent, ProjectionDefinition } from "../projection"
import { listChangesOf, type ListRowData, type ListRowKind, listRowKinds, listTableOf } from "./catalogue-lists"

/** The kinds of catalogue items, each with its own table. */
export type CatalogueKind = "elementClasses" | "elementTypes" | "properties" | "valueLists" | "valueListItems" | "requirements" | "documents" | "versions" | ListRowKind

export const catalogueTableOf: Record<CatalogueKind, string> = {
  elementClasses: "rm_element_classes",
  elementTypes: "rm_element_types",
  properties: "rm_properties",
  valueLists: "rm_value_lists",
  valueListItems: "rm_value_list_items",
  requirements: "rm_requirements",
  documents: "rm_documents",
  versions: "rm_versions",
  ...(Object.fromEntries(listRowKinds.map((kind) => [kind, listTableOf(kind)])) as Record<ListRowKind, string>),
}
/** Which class (or type) has which property: one row per assignment, in a table per owner. */
export const CLASS_PROPERTIES_TABLE = "rm_class_properties"
export const TYPE_PROPERTIES_TABLE = "rm_type_properties"
export type AssignmentOwner = "class" | "type"
export const assignmentTables: Record<AssignmentOwner, { readonly table: string; readonly column: string }> = {
  class: { table: CLASS_PROPERTIES_TABLE, column: "class_id" },
  type: { table: TYPE_PROPERTIES_TABLE, column: "type_id" },
}
export const catalogueTables = [...Object.values(catalogueTableOf), CLASS_PROPERTIES_TABLE, TYPE_PROPERTIES_TABLE]

type Audit = {
  readonly createdAt: string
  readonly createdBy: number
  readonly changedAt: string | null
  readonly changedBy: number | null
}

/** What a class's row holds besides id, project and parent. */
export type ElementClassRowData = Audit & {
  /** The reference project's item this one is a local copy of (docs/catalogue.md "Inheritance"); absent: none. */
  readonly originId?: number
  readonly name: string
  readonly desc: string | null
  readonly category: string | null
  readonly ifc: readonly IfcEntityMapping[]
  readonly uri: string | null
  /** Its element class type; absent in rows written before types existed (none). */
  readonly typeId?: number | null
  readonly problems: readonly MappingProblem[]
}

export type ElementTypeRowData = Audit & {
  /** The reference project's item this one is a local copy of (docs/catalogue.md "Inheritance"); absent: none. */
  readonly originId?: number
  readonly name: string
  readonly desc: string | null
  readonly ifc: readonly IfcEntityMapping[]
  readonly uri: string | null
  readonly problems: readonly MappingProblem[]
}

export type PropertyRowData = Audit & {
  /** The reference project's item this one is a local copy of (docs/catalogue.md "Inheritance"); absent: none. */
  readonly originId?: number
  readonly name: string
  readonly desc: string | null
  readonly datatype: PropertyDatatype
  readonly unit: string | null
  readonly concept: PropertyConcept
  readonly ifc: readonly PropertyTarget[]
  readonly uri: string | null
  readonly valueListId: number | null
  /** Its targets' problems on their own (no class's entity): a set or property the version lacks, a data type. */
  readonly problems: readonly MappingProblem[]
}

/** An activity's requirement (the row's parent): its fields as the events carry them. */
export type RequirementRowData = Audit & RequirementFields & { readonly position: number; readonly problems: readonly MappingProblem[] }

type DataOfDocumentAdded = (typeof DocumentAdded.Type)["data"]
/** A document of the project (its bytes kept apart, by SHA-256). */
export type DocumentRowData = Audit & Omit<DataOfDocumentAdded, "documentId"> & { readonly problems: readonly MappingProblem[] }

type DataOfVersionPublished = (typeof ProjectVersionPublished.Type)["data"]
/**
 * A published version of the project: what was decided, and the position it shows — the project's stream up to
 * the event before the version's own (everything the project held when it was published).
 */
export type VersionRowData = Audit & Omit<DataOfVersionPublished, "versionId"> & { readonly position: number; readonly problems: readonly MappingProblem[] }

export type ValueListRowData = Audit & {
  /** The reference project's item this one is a local copy of (docs/catalogue.md "Inheritance"); absent: none. */
  readonly originId?: number
  readonly name: string
  readonly desc: string | null
  readonly ifc: readonly IfcNameMapping[]
  readonly problems: readonly MappingProblem[]
}
/** A value of a list (the row's parent); `position` orders a list's values as they were added. */
export type ValueListItemRowData = Audit & {
  readonly name: string
  readonly desc: string | null
  readonly ifc: readonly IfcNameMapping[]
  readonly uri: string | null
  readonly position: number
  readonly problems: readonly MappingProblem[]
}

/** A property assigned to a class or type (its owner); `position` orders the owner's properties as they were assigned. */
export type AssignmentRow = { readonly ownerId: number; readonly propertyId: number; readonly proId: number; readonly position: number }

type CatalogueRow<D> = { readonly id: number; readonly proId: number; readonly parentId: number | null; readonly data: D }
export type ElementClassRow = CatalogueRow<ElementClassRowData>
export type ElementTypeRow = CatalogueRow<ElementTypeRowData>
export type PropertyRow = CatalogueRow<PropertyRowData>
export type ValueListRow = CatalogueRow<ValueListRowData>
export type ValueListItemRow = CatalogueRow<ValueListItemRowData>
export type ListRow = CatalogueRow<ListRowData>
export type RequirementRow = CatalogueRow<RequirementRowData>
export type DocumentRow = CatalogueRow<DocumentRowData>
export type VersionRow = CatalogueRow<VersionRowData>
type AnyRow = CatalogueRow<Audit & { readonly problems: readonly MappingProblem[] }>

export type CatalogueChange =
  | { readonly op: "insert"; readonly kind: CatalogueKind; readonly row: AnyRow }
  /** Fields merged into the item's row; `parentId` when the parent changed. */
  | { readonly op: "patch"; readonly kind: CatalogueKind; readonly id: number; readonly fields: Record<string, unknown>; readonly parentId?: number | null }
  | { readonly op: "delete"; readonly kind: CatalogueKind; readonly id: number }
  /** Every row of the kind under this parent (a deleted list's values). */
  | { readonly op: "deleteChildren"; readonly kind: CatalogueKind; readonly parentId: number }
  | { readonly op: "deleteProject"; readonly proId: number }
  | { readonly op: "assign"; readonly owner: AssignmentOwner; readonly row: AssignmentRow }
  /** One assignment, or (without `propertyId`) all of a deleted class or type. */
  | { readonly op: "unassign"; readonly owner: AssignmentOwner; readonly ownerId: number; readonly propertyId?: number }

export const catalogueEventTypes: ReadonlySet<string> = new Set([...catalogueFacts, "ProjectDeleted"])

export const catalogueDefinition: ProjectionDefinition = {
  name: "catalogue",
  // 2: the project's documents (rm_documents); 3: its published versions (rm_versions).
  version: 3,
  handles: catalogueEventTypes,
  tables: catalogueTables,
}

/** The problems of a class's mapping in every IFC version (an empty mapping: missing in all three). */
export const problemsOf = (ifc: readonly IfcEntityMapping[]): MappingProblem[] => checkEntityMappings(ifcKnowledge, ifc)
/** A type's: the same, and an entity that is no type object. */
export const typeProblemsOf = (ifc: readonly IfcEntityMapping[]): MappingProblem[] => checkEntityMappings(ifcKnowledge, ifc, { typeObject: true })

/** A property's problems on its own; on a class, checkPropertyTargets with the class's mapping adds applicability. */
export const propertyProblemsOf = (ifc: readonly PropertyTarget[]): MappingProblem[] => checkPropertyTargets(ifcKnowledge, [], ifc)

/** The row changes of one event (none for an event of another projection). */
export const catalogueChangesOf = (envelope: ProjectedEvent): CatalogueChange[] => {
  const listChanges = listChangesOf(envelope)
  if (listChanges) return listChanges
  const event = envelope as unknown as ProjectEvent
  const changed = { changedAt: envelope.occurredAt, changedBy: envelope.userId }
  const created = { createdAt: envelope.occurredAt, createdBy: envelope.userId, changedAt: null, changedBy: null }
  const patch = (kind: CatalogueKind, id: number, fields: Record<string, unknown>): CatalogueChange[] => [{ op: "patch", kind, id, fields: { ...fields, ...changed } }]
  const elementClass = (id: number, fields: Partial<ElementClassRowData>) => patch("elementClasses", id, fields)
  const elementType = (id: number, fields: Partial<ElementTypeRowData>) => patch("elementTypes", id, fields)
  // A change of a value is a change of its list too (who changed the list last, and when).
  const listChanged = (valueListId: number) => patch("valueLists", valueListId, {})
  switch (event.type) {
    case "ElementClassCreated": {
      const { elementClassId, parentId, ...fields } = event.data
      const data: ElementClassRowData = { ...fields, typeId: null, problems: problemsOf(fields.ifc), ...created }
      return [{ op: "insert", kind: "elementClasses", row: { id: elementClassId, proId: envelope.projectId, parentId, data } }]
    }
    case "ElementClassRenamed":
      return elementClass(event.data.elementClassId, { name: event.data.name })
    case "ElementClassDescriptionChanged":
      return elementClass(event.data.elementClassId, { desc: event.data.desc })
    case "ElementClassCategoryChanged":
      return elementClass(event.data.elementClassId, { category: event.data.category })
    case "ElementClassParentChanged":
      return [{ op: "patch", kind: "elementClasses", id: event.data.elementClassId, fields: changed, parentId: event.data.parentId }]
    case "ElementClassMappedToIfc":
      return elementClass(event.data.elementClassId, { ifc: event.data.ifc, problems: problemsOf(event.data.ifc) })
    case "ElementClassUriChanged":
      return elementClass(event.data.elementClassId, { uri: event.data.uri })
    case "ElementClassTypeChanged":
      return elementClass(event.data.elementClassId, { typeId: event.data.elementTypeId })
    case "ElementClassDeleted":
      return [
        { op: "delete", kind: "elementClasses", id: event.data.elementClassId },
        { op: "unassign", owner: "class", ownerId: event.data.elementClassId },
      ]
    case "ElementTypeCreated": {
      const { elementTypeId, ...fields } = event.data
      const data: ElementTypeRowData = { ...fields, problems: typeProblemsOf(fields.ifc), ...created }
      return [{ op: "insert", kind: "elementTypes", row: { id: elementTypeId, proId: envelope.projectId, parentId: null, data } }]
    }
    case "ElementTypeRenamed":
      return elementType(event.data.elementTypeId, { name: event.data.name })
    case "ElementTypeDescriptionChanged":
      return elementType(event.data.elementTypeId, { desc: event.data.desc })
    case "ElementTypeMappedToIfc":
      return elementType(event.data.elementTypeId, { ifc: event.data.ifc, problems: typeProblemsOf(event.data.ifc) })
    case "ElementTypeUriChanged":
      return elementType(event.data.elementTypeId, { uri: event.data.uri })
    case "ElementTypeDeleted":
      return [
        { op: "delete", kind: "elementTypes", id: event.data.elementTypeId },
        { op: "unassign", owner: "type", ownerId: event.data.elementTypeId },
      ]
    case "PropertyCreated": {
      const { propertyId, ...fields } = event.data
      const data: PropertyRowData = { ...fields, problems: propertyProblemsOf(fields.ifc), ...created }
      return [{ op: "insert", kind: "properties", row: { id: propertyId, proId: envelope.projectId, parentId: null, data } }]
    }
    case "PropertyChanged": {
      const { changes } = event.data
      return patch("properties", event.data.propertyId, { ...changes, ...(changes.ifc && { problems: propertyProblemsOf(changes.ifc) }) })
    }
    case "PropertyDeleted":
      return [{ op: "delete", kind: "properties", id: event.data.propertyId }]
    case "ElementClassPropertyAssigned":
      return [{ op: "assign", owner: "class", row: { ownerId: event.data.elementClassId, propertyId: event.data.propertyId, proId: envelope.projectId, position: envelope.position } }]
    case "ElementClassPropertyRemoved":
      return [{ op: "unassign", owner: "class", ownerId: event.data.elementClassId, propertyId: event.data.propertyId }]
    case "ElementTypePropertyAssigned":
      return [{ op: "assign", owner: "type", row: { ownerId: event.data.elementTypeId, propertyId: event.data.propertyId, proId: envelope.projectId, position: envelope.position } }]
    case "ElementTypePropertyRemoved":
      return [{ op: "unassign", owner: "type", ownerId: event.data.elementTypeId, propertyId: event.data.propertyId }]
    case "ValueListCreated": {
      const { valueListId, ...fields } = event.data
      return [{ op: "insert", kind: "valueLists", row: { id: valueListId, proId: envelope.projectId, parentId: null, data: { ...fields, problems: [], ...created } } }]
    }
    case "ValueListChanged":
      return patch("valueLists", event.data.valueListId, event.data.changes)
    case "ValueListDeleted":
      return [
        { op: "delete", kind: "valueLists", id: event.data.valueListId },
        { op: "deleteChildren", kind: "valueListItems", parentId: event.data.valueListId },
      ]
    case "ValueListItemAdded": {
      const { valueListId, itemId, ...fields } = event.data
      const data: ValueListItemRowData = { ...fields, position: envelope.position, problems: [], ...created }
      return [{ op: "insert", kind: "valueListItems", row: { id: itemId, proId: envelope.projectId, parentId: valueListId, data } }, ...listChanged(valueListId)]
    }
    case "ValueListItemChanged":
      return [...patch("valueListItems", event.data.itemId, event.data.changes), ...listChanged(event.data.valueListId)]
    case "ValueListItemRemoved":
      return [{ op: "delete", kind: "valueListItems", id: event.data.itemId }, ...listChanged(event.data.valueListId)]
    case "RequirementAdded": {
      const { requirementId, activityId, ...fields } = event.data
      const data: RequirementRowData = { ...fields, position: envelope.position, problems: [], ...created }
      return [{ op: "insert", kind: "requirements", row: { id: requirementId, proId: envelope.projectId, parentId: activityId, data } }]
    }
    case "RequirementChanged":
      return patch("requirements", event.data.requirementId, event.data.changes)
    case "RequirementRemoved":
      return [{ op: "delete", kind: "requirements", id: event.data.requirementId }]
    case "DocumentAdded": {
      const { documentId, ...fields } = event.data
      const data: DocumentRowData = { ...fields, problems: [], ...created }
      return [{ op: "insert", kind: "documents", row: { id: documentId, proId: envelope.projectId, parentId: null, data } }]
    }
    case "DocumentRemoved":
      return [{ op: "delete", kind: "documents", id: event.data.documentId }]
    case "ProjectVersionPublished": {
      const { versionId, ...fields } = event.data
      const data: VersionRowData = { ...fields, position: envelope.position - 1, problems: [], ...created }
      return [{ op: "insert", kind: "versions", row: { id: versionId, proId: envelope.projectId, parentId: null, data } }]
    }
    case "ProjectDeleted":
      return [{ op: "deleteProject", proId: envelope.projectId }]
    default:
      return []
  }
}

/** The catalogue's rows in memory: what a rebuild and a fold "as of" a point keep. */
export type CatalogueRows = {
  readonly elementClasses: Map<number, ElementClassRow>
  readonly elementTypes: Map<number, ElementTypeRow>
  readonly properties: Map<number, PropertyRow>
  readonly valueLists: Map<number, ValueListRow>
  readonly valueListItems: Map<number, ValueListItemRow>
  readonly requirements: Map<number, RequirementRow>
  readonly documents: Map<number, DocumentRow>
  readonly versions: Map<number, VersionRow>
  /** Keyed "class:property". */
  readonly classProperties: Map<string, AssignmentRow>
  /** Keyed "type:property". */
  readonly typeProperties: Map<string, AssignmentRow>
} & { readonly [K in ListRowKind]: Map<number, ListRow> }

export const emptyCatalogueRows = (): CatalogueRows => ({
  elementClasses: new Map(),
  elementTypes: new Map(),
  properties: new Map(),
  valueLists: new Map(),
  valueListItems: new Map(),
  requirements: new Map(),
  documents: new Map(),
  versions: new Map(),
  classProperties: new Map(),
  typeProperties: new Map(),
  ...(Object.fromEntries(listRowKinds.map((kind) => [kind, new Map()])) as { [K in ListRowKind]: Map<number, ListRow> }),
})

export const CATALOGUE_KINDS: readonly CatalogueKind[] = ["elementClasses", "elementTypes", "properties", "valueLists", "valueListItems", "requirements", "documents", "versions", ...listRowKinds]
const assignmentKey = (ownerId: number, propertyId: number) => `${ownerId}:${propertyId}`
/** The in-memory assignments of an owner kind. */
export const assignmentsOf = (rows: CatalogueRows, owner: AssignmentOwner) => (owner === "class" ? rows.classProperties : rows.typeProperties)

export const applyCatalogueChanges = (rows: CatalogueRows, changes: readonly CatalogueChange[]): CatalogueRows => {
  for (const change of changes) {
    if (change.op === "deleteProject") {
      for (const kind of CATALOGUE_KINDS) for (const [id, row] of rows[kind]) if (row.proId === change.proId) rows[kind].delete(id)
      for (const assignments of [rows.classProperties, rows.typeProperties]) for (const [key, row] of assignments) if (row.proId === change.proId) assignments.delete(key)
      continue
    }
    if (change.op === "assign") {
      assignmentsOf(rows, change.owner).set(assignmentKey(change.row.ownerId, change.row.propertyId), change.row)
      continue
    }
    if (change.op === "unassign") {
      const assignments = assignmentsOf(rows, change.owner)
      if (change.propertyId !== undefined) assignments.delete(assignmentKey(change.ownerId, change.propertyId))
      else for (const [key, row] of assignments) if (row.ownerId === change.ownerId) assignments.delete(key)
      continue
    }
    const table = rows[change.kind] as Map<number, AnyRow>
    switch (change.op) {
      case "insert":
        table.set(change.row.id, change.row)
        break
      case "patch": {
        const row = table.get(change.id)
        if (row) table.set(change.id, { ...row, parentId: change.parentId === undefined ? row.parentId : change.parentId, data: { ...row.data, ...change.fields } })
        break
      }
      case "delete":
        table.delete(change.id)
        break
      case "deleteChildren":
        for (const [id, row] of table) if (row.parentId === change.parentId) table.delete(id)
        break
    }
  }
  return rows
}

/** Whether an item's mapping has an error (a warning alone is no problem for the `problems` filter). */
export const hasErrors = (problems: readonly MappingProblem[]) => problems.some((problem) => problem.severity === "error")
