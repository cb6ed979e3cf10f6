/**
 * @module What the ids of a timeline entry's fields name (`refs` of HistoryItem): a milestone's `phaseId`, an
 * activity's `providerRoleId`, a project's `orgId` or `ifcSchemaId`. Which field names which kind of entity is
 * one table here (`refKindOf`); the names come, for the project's own entities, from the timeline itself — the
 * `entity_name` of the entity's latest entry at or before the referring entry, i.e. its name at that point of
 * history, else its latest (a rename after the entity was deleted cannot happen, so this is its last name) —,
 * for organisations from their read model, for IFC versions from the codes.
 */
import { IFC_SCHEMAS } from "@bimprofile/contracts/codes"
import type { HistoryEntity, HistoryItem, HistoryRef, HistoryRefKind } from "@bimprofile/contracts/history/history-item"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"

/** Fields naming the same kind whatever entity holds them. */
const FIELD_KINDS: Readonly<Record<string, HistoryRefKind>> = {
  phaseId: "phase",
  fromPhaseId: "phase",
  toPhaseId: "phase",
  milestoneId: "milestone",
  fromMilestoneId: "milestone",
  toMilestoneId: "milestone",
  processId: "process",
  fromProcessId: "process",
  toProcessId: "process",
  activityId: "activity",
  roleId: "role",
  providerRoleId: "role",
  receiverRoleId: "role",
  elementClassId: "element_class",
  elementTypeId: "element_type",
  propertyId: "property",
  valueListId: "value_list",
  orgId: "organisation",
  sharedOrgIds: "organisation",
  ifcSchemaId: "ifc_schema",
  // Another project: named by its own timeline, else its current name.
  referenceProjectId: "project",
  copiedFromProjectId: "project",
}

/**
 * The kind of entity a field of `entity`'s entry names; undefined: none (a text, a number, or an id this table
 * leaves as it is — `originId` and `copiedFromProcessId` name an entity of another project's catalogue or process
 * tree, `exportJobId` a job, which the timeline does not name).
 */
export const refKindOf = (entity: HistoryEntity, field: string): HistoryRefKind | undefined => {
  // A list item's list, and the item or class it is under: of the entity's own family.
  if (field === "listId" && entity.endsWith("_item")) return entity.slice(0, -"_item".length) as HistoryEntity
  if (field === "parentId") return entity === "element_class" || entity === "classification_item" ? entity : undefined
  return FIELD_KINDS[field]
}

const idsIn = (value: unknown): number[] => {
  const ids = Array.isArray(value) ? value : [value]
  return ids.filter((id): id is number => typeof id === "number" && Number.isInteger(id) && id > 0)
}

/** One id an entry names: in which field, of which kind. */
export type WantedRef = { readonly field: string; readonly kind: HistoryRefKind; readonly id: number }

/** The ids of an entry's fields that name another entity, each once per field (before and after together). */
export const wantedRefs = (item: Pick<HistoryItem, "entity" | "before" | "after">): WantedRef[] => {
  const wanted: WantedRef[] = []
  for (const field of new Set([...Object.keys(item.before ?? {}), ...Object.keys(item.after ?? {})])) {
    const kind = refKindOf(item.entity, field)
    if (kind === undefined) continue
    const ids = new Set([...idsIn(item.before?.[field]), ...idsIn(item.after?.[field])])
    for (const id of ids) wanted.push({ field, kind, id })
  }
  return wanted
}

/** A name looked up: `kind:id` for organisations and IFC versions, `kind:id@position` for what the timeline names. */
export type RefNames = ReadonlyMap<string, string | null>
const keyOf = (kind: HistoryRefKind, id: number, position?: number) => (position === undefined ? `${kind}:${id}` : `${kind}:${id}@${position}`)
const isTimed = (kind: HistoryRefKind) => kind !== "organisation" && kind !== "ifc_schema"

/** `refs` of an entry from the names looked up. */
export const refsOf = (item: Pick<HistoryItem, "position" | "entity" | "before" | "after">, names: RefNames): HistoryItem["refs"] => {
  const refs: Record<string, HistoryRef[]> = {}
  for (const { field, kind, id } of wantedRefs(item)) {
    const name = names.get(keyOf(kind, id, isTimed(kind) ? item.position : undefined)) ?? null
    ;(refs[field] ??= []).push({ kind, id, name })
  }
  return refs
}

const IFC_NAMES = new Map<number, string>(IFC_SCHEMAS.map((schema) => [schema.id, schema.name]))

/**
 * The names of everything `items` name, in two queries at most (however many items): the timeline's entities
 * by one index lookup each (`rm_history_entity`: the latest named entry at or before the item, else the latest),
 * organisations by id. A project's own entities are looked up in the project's timeline, another project in its own.
 */
export const lookUpRefNames = async (sql: SqlQuery, projectId: number, items: readonly Pick<HistoryItem, "position" | "entity" | "before" | "after">[]): Promise<RefNames> => {
  const names = new Map<string, string | null>()
  const timed = new Map<string, { pro: number; kind: HistoryRefKind; id: number; position: number }>()
  const organisations = new Set<number>()
  for (const item of items)
    for (const { kind, id } of wantedRefs(item)) {
      if (kind === "ifc_schema") names.set(keyOf(kind, id), IFC_NAMES.get(id) ?? null)
      else if (kind === "organisation") organisations.add(id)
      else timed.set(keyOf(kind, id, item.position), { pro: kind === "project" ? id : projectId, kind, id, position: item.position })
    }
  const wanted = [...timed.values()]
  const [entityRows, organisationRows] = await Promise.all([
    wanted.length === 0
      ? []
      : sql.query<{ kind: HistoryRefKind; id: string | number; position: string | number; name: string | null }>(
          `SELECT w.kind, w.id, w.position, COALESCE(at_then.entity_name, latest.entity_name, p.data->>'name') AS name
             FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[]) AS w(pro, kind, id, position)
             LEFT JOIN LATERAL (SELECT entity_name FROM rm_history h WHERE h.pro_id = w.pro AND h.entity = w.kind AND h.entity_id = w.id
                                   AND h.position <= w.position AND h.entity_name IS NOT NULL ORDER BY h.position DESC LIMIT 1) at_then ON true
             LEFT JOIN LATERAL (SELECT entity_name FROM rm_history h WHERE h.pro_id = w.pro AND h.entity = w.kind AND h.entity_id = w.id
                                   AND h.entity_name IS NOT NULL ORDER BY h.position DESC LIMIT 1) latest ON at_then.entity_name IS NULL
             LEFT JOIN rm_projects p ON w.kind = 'project' AND p.id = w.id`,
          [wanted.map((w) => w.pro), wanted.map((w) => w.kind), wanted.map((w) => w.id), wanted.map((w) => w.position)],
        ),
    organisations.size === 0
      ? []
      : sql.query<{ id: string | number; name: string | null }>("SELECT org_id AS id, data->>'name' AS name FROM rm_organisations WHERE org_id = ANY($1::bigint[])", [[...organisations]]),
  ])
  for (const row of entityRows) names.set(keyOf(row.kind, Number(row.id), Number(row.position)), row.name)
  for (const row of organisationRows) names.set(keyOf("organisation", Number(row.id)), row.name)
  return names
}
