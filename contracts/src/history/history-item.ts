/**
 * @module The project timeline's vocabulary (issue 11): what one entry of `GET /1.2/profile/projects/{id}/history`
 * says, and the values its filters take. Schema-free, so the client imports it without effect; the DTO's
 * schema for the OpenAPI is history-dto.ts.
 */
import { PROJECT_ITEM_ENTITIES, type ProjectItemEntity } from "./project-items"

/** What an entry is about: the project's items (project-items.ts), its permissions and its published versions. */
export const HISTORY_ENTITIES = [...PROJECT_ITEM_ENTITIES, "permission", "version"] as const satisfies readonly string[]
export type HistoryEntity = ProjectItemEntity | "permission" | "version"

/** What happened to it. A resequence of a group is `moved` on the group's parent; an upload into a list is `changed` on the list. */
export const HISTORY_KINDS = ["created", "changed", "moved", "deleted"] as const
export type HistoryKind = (typeof HISTORY_KINDS)[number]

/**
 * One change of the timeline, newest first. `before`/`after` hold the entity's changed fields by the event's field
 * names (`name`, `desc`, `seq`, `providerRoleId` …): `before` is null for `created`, `after` null for `deleted`;
 * for a change `before` holds the previous values of exactly the fields in `after` (null: none was known, e.g. the
 * `seq` an item had before a move, which its siblings' inserts shift without an event of its own). An entry that
 * stands for many items at once (a resequence, an upload of list items) has a compact `after` (the placements,
 * counts) and `before` null.
 */
export type HistoryItem = {
  /** The event's position in the log: unique, and the order of the timeline. */
  readonly position: number
  /** When it happened (ISO 8601). */
  readonly time: string
  readonly usr_id: number
  /** "Vorname Name"; "Gelöschter Benutzer" for an erased user. */
  readonly usr_name: string
  readonly entity: HistoryEntity
  /** The entity's id; for a permission the user's id. */
  readonly entity_id: number | null
  /** Its name at that event (after a delete, its last name); for a permission the user's name. */
  readonly entity_name: string | null
  readonly kind: HistoryKind
  /** The event's type (`MilestoneRenamed`), for who wants the exact fact. */
  readonly event_type: string
  readonly before: Record<string, unknown> | null
  readonly after: Record<string, unknown> | null
  /**
   * What the ids in `before`/`after` name, by field (`phaseId`, `providerRoleId`, `sharedOrgIds` …): one ref for
   * each id the field holds on either side. Fields that name no other entity have none.
   */
  readonly refs: Readonly<Record<string, readonly HistoryRef[]>>
}

/** What an id of `before`/`after` can name: an entity of the project (or another project), an organisation, an IFC version. */
export const HISTORY_REF_KINDS = [...HISTORY_ENTITIES, "organisation", "ifc_schema"] as const satisfies readonly string[]
export type HistoryRefKind = HistoryEntity | "organisation" | "ifc_schema"

/**
 * One id of a field and what it names: the entity's name as of the entry (the name it had then, where the
 * timeline knows it), else its current name; null when neither is known (deleted before the timeline began,
 * or never seen by it). An erased user reads «Gelöschter Benutzer», as `usr_name` does.
 */
export type HistoryRef = {
  readonly kind: HistoryRefKind
  readonly id: number
  readonly name: string | null
}

export type HistoryPage = { readonly items: readonly HistoryItem[]; readonly next_cursor: string | null }

/** The page size of the timeline: `limit` from 1 to HISTORY_MAX_LIMIT, HISTORY_DEFAULT_LIMIT when left out. */
export const HISTORY_DEFAULT_LIMIT = 50
export const HISTORY_MAX_LIMIT = 200

/** The languages of the audit export's headers and words (`lang`), German by default. */
export const HISTORY_LANGUAGES = ["de-CH", "fr-CH", "it-CH", "en"] as const
export type HistoryLanguage = (typeof HISTORY_LANGUAGES)[number]
