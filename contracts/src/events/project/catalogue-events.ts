/**
 * @module Every event of a project's data catalogue (element classes, their types, properties, value lists …): facts in the project's
 * stream that the catalogue projection reads and the project structure's projection passes over.
 */
import { elementClassEvents, type ElementClassEvent } from "./element-class-events"
import { elementTypeEvents, type ElementTypeEvent } from "./element-type-events"
import { propertyEvents, type PropertyEvent } from "./property-events"
import { valueListEvents, type ValueListEvent } from "./value-list-events"

export const catalogueEventSchemas = [...elementClassEvents, ...elementTypeEvents, ...propertyEvents, ...valueListEvents] as const

export type CatalogueEvent = ElementClassEvent | ElementTypeEvent | PropertyEvent | ValueListEvent
export const catalogueEventTypes: ReadonlySet<string> = new Set(catalogueEventSchemas.map((schema) => schema.fields.type.literal))

/** An event of the data catalogue: the catalogue projection's, not the project structure's. */
export const isCatalogueEvent = <E extends { readonly type: string }>(event: E): event is Extract<E, CatalogueEvent> => catalogueEventTypes.has(event.type)
