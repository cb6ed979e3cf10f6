/**
 * @module The words for a project's items (issue 11), shared by the timeline (history-item.ts) and the diff
 * (diff-change.ts): the project, its structure, its catalogue with each list kind and its items, requirements
 * and documents. Schema-free, so the client imports it without effect.
 */
import { LIST_KINDS, type ListKind } from "../catalogue/list-kinds"

export const PROJECT_ITEM_ENTITIES = [
  "project",
  "phase",
  "milestone",
  "process",
  "activity",
  "role",
  "element_class",
  "element_type",
  "property",
  "value_list",
  "value_list_item",
  ...LIST_KINDS.flatMap((kind) => [kind, `${kind}_item` as const]),
  "requirement",
  "document",
] as const satisfies readonly string[]
export type ProjectItemEntity =
  | "project"
  | "phase"
  | "milestone"
  | "process"
  | "activity"
  | "role"
  | "element_class"
  | "element_type"
  | "property"
  | "value_list"
  | "value_list_item"
  | ListKind
  | `${ListKind}_item`
  | "requirement"
  | "document"
