/**
 * @module Where a timeline entry's entity is shown in the app: its own page where it has one (a process, a role),
 * else the page that lists it (the dashboard for phases and milestones, the catalogue's section, the documents).
 * "Stand ansehen" opens that page as of the entry; the entity's link opens it as it is now (not for a deleted one).
 */
import type { HistoryItem } from "@bimprofile/contracts/history/history-item"
import { type CatalogSection, paths } from "../../config/paths"

const CATALOGUE_SECTION: Partial<Record<HistoryItem["entity"], CatalogSection>> = {
  element_class: "main",
  element_type: "types",
  property: "custom-properties",
  property_set: "custom-properties",
  property_set_item: "custom-properties",
  value_list: "value-lists",
  value_list_item: "value-lists",
  group_list: "groupings",
  group_list_item: "groupings",
  classification: "classifications",
  classification_item: "classifications",
  material_list: "material-lists",
  material_list_item: "material-lists",
}

/** A field of the entry naming an id (`processId`), on either side. */
const idIn = (item: Pick<HistoryItem, "before" | "after">, field: string): number | undefined => {
  const value = item.after?.[field] ?? item.before?.[field]
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined
}

/** The page of the entity itself, where it has one; undefined where it has none (a permission, a version). */
export const entityPageOf = (projectId: number, item: Pick<HistoryItem, "entity" | "entity_id" | "before" | "after">): string | undefined => {
  const section = CATALOGUE_SECTION[item.entity]
  if (section) return paths.dataCatalog(projectId, section)
  switch (item.entity) {
    case "project":
    case "phase":
    case "milestone":
      return paths.dashboard(projectId)
    case "process":
      return item.entity_id === null ? paths.processes(projectId) : paths.process(projectId, item.entity_id)
    case "activity": {
      const processId = idIn(item, "processId")
      return processId !== undefined && item.entity_id !== null ? `${paths.process(projectId, processId)}/activities/${item.entity_id}` : paths.processes(projectId)
    }
    case "role":
      return item.entity_id === null ? paths.roles(projectId) : paths.role(projectId, item.entity_id)
    case "requirement": {
      const processId = idIn(item, "processId")
      const activityId = idIn(item, "activityId")
      return processId !== undefined && activityId !== undefined ? `${paths.process(projectId, processId)}/activities/${activityId}` : undefined
    }
    case "document":
      return paths.documents(projectId)
    default:
      return undefined
  }
}
