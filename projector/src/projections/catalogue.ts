/**
 * @module The data catalogue read model (issue 9), first its element classes: one row per class with its
 * project and parent, its fields, the problems of its IFC mapping in all three versions (checked here, once
 * per change of the mapping, with the shipped IFC knowledge) and the audit fields. Pure: one event → row
 * changes, without reading any row — a change of a class is a merge of fields into its row — so the runner
 * applies them in SQL and a rebuild folds them in memory (`applyCatalogueChanges`), with the same result.
 */
import type { IfcEntityMapping } from "@bimprofile/contracts/events/project/element-class-events"
import { elementClassEventTypes } from "@bimprofile/contracts/events/project/element-class-events"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { ifcKnowledge } from "@bimprofile/contracts/ifc/ifc-knowledge"
import { checkEntityMappings } from "@bimprofile/contracts/ifc/mapping-check"
import type { MappingProblem } from "@bimprofile/contracts/ifc/mapping-problems"
import type { ProjectedEvent, ProjectionDefinition } from "../projection"

export const catalogueTables = ["rm_element_classes"] as const

/** What a class's row holds besides id, project and parent. */
export type ElementClassRowData = {
  readonly name: string
  readonly desc: string | null
  readonly category: string | null
  readonly ifc: readonly IfcEntityMapping[]
  readonly uri: string | null
  readonly problems: readonly MappingProblem[]
  readonly createdAt: string
  readonly createdBy: number
  readonly changedAt: string | null
  readonly changedBy: number | null
}

export type ElementClassRow = {
  readonly id: number
  readonly proId: number
  readonly parentId: number | null
  readonly data: ElementClassRowData
}

export type CatalogueChange =
  | { readonly op: "insertClass"; readonly row: ElementClassRow }
  /** Fields merged into the class's row; `parentId` when the parent changed. */
  | { readonly op: "patchClass"; readonly id: number; readonly fields: Partial<ElementClassRowData>; readonly parentId?: number | null }
  | { readonly op: "deleteClass"; readonly id: number }
  | { readonly op: "deleteProject"; readonly proId: number }

export const catalogueEventTypes: ReadonlySet<string> = new Set([...elementClassEventTypes, "ProjectDeleted"])

export const catalogueDefinition: ProjectionDefinition = {
  name: "catalogue",
  version: 1,
  handles: catalogueEventTypes,
  tables: catalogueTables,
}

/** The problems of a class's mapping in every IFC version (an empty mapping: missing in all three). */
export const problemsOf = (ifc: readonly IfcEntityMapping[]): MappingProblem[] => checkEntityMappings(ifcKnowledge, ifc)

/** The row changes of one event (none for an event of another projection). */
export const catalogueChangesOf = (envelope: ProjectedEvent): CatalogueChange[] => {
  const event = envelope as unknown as ProjectEvent
  const changed = { changedAt: envelope.occurredAt, changedBy: envelope.userId }
  const patch = (id: number, fields: Partial<ElementClassRowData>): CatalogueChange[] => [{ op: "patchClass", id, fields: { ...fields, ...changed } }]
  switch (event.type) {
    case "ElementClassCreated": {
      const { elementClassId, parentId, ...fields } = event.data
      return [
        {
          op: "insertClass",
          row: {
            id: elementClassId,
            proId: envelope.projectId,
            parentId,
            data: { ...fields, problems: problemsOf(fields.ifc), createdAt: envelope.occurredAt, createdBy: envelope.userId, changedAt: null, changedBy: null },
          },
        },
      ]
    }
    case "ElementClassRenamed":
      return patch(event.data.elementClassId, { name: event.data.name })
    case "ElementClassDescriptionChanged":
      return patch(event.data.elementClassId, { desc: event.data.desc })
    case "ElementClassCategoryChanged":
      return patch(event.data.elementClassId, { category: event.data.category })
    case "ElementClassParentChanged":
      return [{ op: "patchClass", id: event.data.elementClassId, fields: changed, parentId: event.data.parentId }]
    case "ElementClassMappedToIfc":
      return patch(event.data.elementClassId, { ifc: event.data.ifc, problems: problemsOf(event.data.ifc) })
    case "ElementClassUriChanged":
      return patch(event.data.elementClassId, { uri: event.data.uri })
    case "ElementClassDeleted":
      return [{ op: "deleteClass", id: event.data.elementClassId }]
    case "ProjectDeleted":
      return [{ op: "deleteProject", proId: envelope.projectId }]
    default:
      return []
  }
}

/** The catalogue's rows in memory: what a rebuild and a fold "as of" a point keep. */
export type CatalogueRows = { readonly elementClasses: Map<number, ElementClassRow> }

export const emptyCatalogueRows = (): CatalogueRows => ({ elementClasses: new Map() })

export const applyCatalogueChanges = (rows: CatalogueRows, changes: readonly CatalogueChange[]): CatalogueRows => {
  for (const change of changes) {
    switch (change.op) {
      case "insertClass":
        rows.elementClasses.set(change.row.id, change.row)
        break
      case "patchClass": {
        const row = rows.elementClasses.get(change.id)
        if (row)
          rows.elementClasses.set(change.id, {
            ...row,
            parentId: change.parentId === undefined ? row.parentId : change.parentId,
            data: { ...row.data, ...change.fields },
          })
        break
      }
      case "deleteClass":
        rows.elementClasses.delete(change.id)
        break
      case "deleteProject":
        for (const [id, row] of rows.elementClasses) if (row.proId === change.proId) rows.elementClasses.delete(id)
        break
    }
  }
  return rows
}

/** Whether a class's mapping has an error (a warning alone is no problem for the `problems` filter). */
export const hasErrors = (problems: readonly MappingProblem[]) => problems.some((problem) => problem.severity === "error")
