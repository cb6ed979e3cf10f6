/**
 * @module Every event of a project's data catalogue (element classes, their types, properties, value lists, group lists, classifications, material lists, property sets)
 * and of the activities' requirements that point at it, and of the project's documents and published versions: facts in the project's stream that the catalogue
 * projection reads and the project structure's projection passes over.
 */
import { elementClassEvents, type ElementClassEvent } from "./element-class-events"
import { elementTypeEvents, type ElementTypeEvent } from "./element-type-events"
import { propertyEvents, type PropertyEvent } from "./property-events"
import { valueListEvents, type ValueListEvent } from "./value-list-events"
import { catalogueListEvents, type CatalogueListEvent } from "./catalogue-list-events"
import { requirementEvents, type RequirementEvent } from "./requirement-events"
import { documentEvents, type DocumentEvent } from "./document-events"
import { versionEvents, type VersionEvent } from "./version-events"

export const catalogueEventSchemas = [...elementClassEvents, ...elementTypeEvents, ...propertyEvents, ...valueListEvents, ...catalogueListEvents, ...requirementEvents, ...documentEvents, ...versionEvents] as const

export type CatalogueEvent = ElementClassEvent | ElementTypeEvent | PropertyEvent | ValueListEvent | CatalogueListEvent | RequirementEvent | DocumentEvent | VersionEvent
export const catalogueEventTypes: ReadonlySet<string> = new Set(catalogueEventSchemas.map((schema) => schema.fields.type.literal))

/** An event of the data catalogue: the catalogue projection's, not the project structure's. */
export const isCatalogueEvent = <E extends { readonly type: string }>(event: E): event is Extract<E, CatalogueEvent> => catalogueEventTypes.has(event.type)
