/**
 * @module What the Excel profile shows of a project, read from the read models in a handful of statements: its
 * plan (phases, milestones, processes, activities, roles: the project's view, authorised as the project's GET —
 * 404 unknown, 401 AUTH_PRO not readable), its activities' requirements, and its catalogue — element classes,
 * properties and value lists with their values, its own and those it inherits from its reference project
 * (reading a project is reading what it inherits, as the catalogue lists answer).
 */
import type { Viewer } from "@bimprofile/contracts/access/roles"
import { IFC_SCHEMAS } from "@bimprofile/contracts/codes"
import { IFC_VERSIONS, type IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import type {
  ElementClassRowData,
  PropertyRowData,
  RequirementRowData,
  ValueListItemRowData,
  ValueListRowData,
} from "@bimprofile/projector/projections/catalogue"
import type { ProjectView } from "../../project-view"
import { loadView, type QueryDeps } from "../../query-deps"
import { byProject } from "../../structure-reads"

export type ProfileItem<D> = { readonly id: number; readonly parentId: number | null; readonly data: D }

export type ProfileData = {
  readonly view: ProjectView
  /** The project's IFC version: a requirement without versions of its own is written for it. */
  readonly ifcVersion: IfcVersion
  /** Each activity's requirements in the order they were added. */
  readonly requirementsOf: (activityId: number) => readonly ProfileItem<RequirementRowData>[]
  /** Sorted by name, as the catalogue lists show them. */
  readonly elementClasses: readonly ProfileItem<ElementClassRowData>[]
  readonly properties: readonly ProfileItem<PropertyRowData>[]
  readonly valueLists: readonly ProfileItem<ValueListRowData>[]
  /** A list's values in the order they were added. */
  readonly valuesOf: (listId: number) => readonly ProfileItem<ValueListItemRowData>[]
}

type Stored<D> = { id: string | number; parent_id: string | number | null; data: D }

const itemOf = <D>(r: Stored<D>): ProfileItem<D> => ({ id: Number(r.id), parentId: r.parent_id === null ? null : Number(r.parent_id), data: r.data })

const byName = new Intl.Collator("de-CH", { sensitivity: "base", numeric: true })
const sortedByName = <D extends { readonly name: string }>(items: ProfileItem<D>[]) => items.sort((a, b) => byName.compare(a.data.name, b.data.name) || a.id - b.id)

const grouped = <D extends { readonly position: number }>(items: readonly ProfileItem<D>[]) => {
  const groups = new Map<number, ProfileItem<D>[]>()
  for (const item of items) {
    const group = groups.get(item.parentId ?? 0)
    if (group) group.push(item)
    else groups.set(item.parentId ?? 0, [item])
  }
  for (const group of groups.values()) group.sort((a, b) => a.data.position - b.data.position || a.id - b.id)
  return (parentId: number) => groups.get(parentId) ?? []
}

/** Catalogue tables with a parent column (a class's parent class); the others' rows have none. */
const WITH_PARENT = new Set(["rm_element_classes"])

/** The project's items of a catalogue table and its reference project's it has no local copy of. */
const catalogueItems = async <D>(sql: SqlQuery, table: string, projectId: number, referenceId: number | null) => {
  const parent = (alias: string) => (WITH_PARENT.has(table) ? `${alias}parent_id` : "NULL::bigint AS parent_id")
  return (
    await sql.query<Stored<D>>(
      `SELECT id, ${parent("")}, data FROM ${table} WHERE pro_id = $1
       UNION ALL
       SELECT r.id, ${parent("r.")}, r.data FROM ${table} r
        WHERE r.pro_id = $2 AND r.pro_id <> $1 AND NOT EXISTS (SELECT 1 FROM ${table} l WHERE l.pro_id = $1 AND (l.data->>'originId')::bigint = r.id)`,
      [projectId, referenceId ?? 0],
    )
  ).map(itemOf)
}

/** The project's profile; 404 when there is no such project, 401 AUTH_PRO when `viewer` may not read it. */
export const readProfile = async (deps: QueryDeps, viewer: Viewer, projectId: number): Promise<ProfileData> => {
  const scope = byProject([projectId])
  const view = await loadView(deps, viewer, projectId, { rows: { rm_phases: scope, rm_milestones: scope, rm_processes: scope, rm_activities: scope, rm_roles: scope } })
  const referenceId = view.project.data.referenceProjectId
  const [requirements, elementClasses, properties, valueLists, values] = await Promise.all([
    deps.sql.query<Stored<RequirementRowData>>("SELECT id, parent_id, data FROM rm_requirements WHERE pro_id = $1", [projectId]).then((rows) => rows.map(itemOf)),
    catalogueItems<ElementClassRowData>(deps.sql, "rm_element_classes", projectId, referenceId),
    catalogueItems<PropertyRowData>(deps.sql, "rm_properties", projectId, referenceId),
    catalogueItems<ValueListRowData>(deps.sql, "rm_value_lists", projectId, referenceId),
    // Values belong to their list's project: those of the inherited lists come along.
    deps.sql
      .query<Stored<ValueListItemRowData>>("SELECT id, parent_id, data FROM rm_value_list_items WHERE pro_id = ANY($1::bigint[])", [[projectId, ...(referenceId === null ? [] : [referenceId])]])
      .then((rows) => rows.map(itemOf)),
  ])
  return {
    view,
    ifcVersion: IFC_SCHEMAS.find((s) => s.id === view.project.data.ifcSchemaId)?.name ?? IFC_VERSIONS[IFC_VERSIONS.length - 1]!,
    requirementsOf: grouped(requirements),
    elementClasses: sortedByName(elementClasses),
    properties: sortedByName(properties),
    valueLists: sortedByName(valueLists),
    valuesOf: grouped(values),
  }
}
