/**
 * @module The project diff's vocabulary (issue 11): what `GET /1.2/profile/projects/{id}/diff?from=&to=` answers —
 * the items added, removed and changed between two points of a project, each classified *major* (a model check
 * could turn from pass to fail) or *minor* (docs/audit.md "Diff" has the rules). Schema-free, so the client
 * imports it without effect; the schema for the OpenAPI is diff-dto.ts.
 */
import { PROJECT_ITEM_ENTITIES, type ProjectItemEntity } from "./project-items"

/**
 * What a change is about: the words for the project's items the timeline uses too (project-items.ts) — not its
 * permissions or published versions, which are no content — and the assignments of a property to a class
 * (`class_property`) or a type (`type_property`). In this order the answer lists its changes.
 */
export type DiffEntity = ProjectItemEntity | "class_property" | "type_property"
export const DIFF_ENTITIES: readonly DiffEntity[] = [...PROJECT_ITEM_ENTITIES, "class_property", "type_property"]

export const DIFF_CHANGES = ["added", "removed", "changed"] as const
export type DiffChangeKind = (typeof DIFF_CHANGES)[number]

/** major: a model that passed the checks of `from` could fail those of `to`; minor: it cannot (texts, structure, fewer checks). */
export const DIFF_SEVERITIES = ["major", "minor"] as const
export type DiffSeverity = (typeof DIFF_SEVERITIES)[number]

/**
 * One field of a changed item, before → after, by the read model's field names (`name`, `desc`, `ifc`,
 * `cardinality` …). Besides the item's own fields:
 * - `order`: its place among its siblings that exist at both points (1-based), when that changed;
 * - `parent`: the id of its parent (a milestone's phase, an activity's process …), when it moved;
 * - `facets[<about>]` of a requirement: one facet (added: before null; removed: after null), keyed by what it is
 *   about (`property:#12`, `property:pset.name`, `attribute:name`, `classification:system`, `entity`, `material`).
 */
export type DiffField = {
  readonly field: string
  readonly before: unknown
  readonly after: unknown
  readonly severity: DiffSeverity
}

/** One item added, removed or changed between the two points. */
export type DiffChange = {
  readonly entity: DiffEntity
  /** The item's id; for a class's or type's property the property's id (the class or type is `parent_id`). */
  readonly entity_id: number
  /** Its name at `to` (removed: at `from`). */
  readonly entity_name: string
  /** Where it sits: a requirement's activity, an activity's process, a value's list, an assignment's class or type; null at the top. */
  readonly parent_id: number | null
  readonly parent_name: string | null
  readonly change: DiffChangeKind
  /** The change's severity: major when it, or any of its fields, is major. */
  readonly severity: DiffSeverity
  /** The fields that differ (changed only; empty for added and removed). */
  readonly fields: readonly DiffField[]
}

export type DiffSummary = {
  readonly added: number
  readonly removed: number
  readonly changed: number
  readonly major: number
  readonly minor: number
}

/** What differs between two states of a project: the changes in a stable order (by entity as listed in DIFF_ENTITIES, then id). */
export type ProjectDiff = { readonly changes: readonly DiffChange[]; readonly summary: DiffSummary }

/**
 * A point compared: the log's position it shows (the last event folded of the project's stream and of its
 * reference project's), the time asked (when given as an ISO time) and the published version (when given as `v<n>`).
 */
export type DiffPoint = { readonly position: number; readonly time?: string; readonly version?: number }

/** The answer of `GET /1.2/profile/projects/{id}/diff`. */
export type ProjectDiffAnswer = ProjectDiff & { readonly from: DiffPoint; readonly to: DiffPoint }

/**
 * What the diff between two published versions asks of the later one's number (semver): a major change
 * anywhere → major, any other change → minor, nothing changed → none (a patch: history/version-bumps.ts).
 */
export const DIFF_BUMPS = ["major", "minor", "none"] as const
export type DiffBump = (typeof DIFF_BUMPS)[number]
