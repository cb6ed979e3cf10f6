/**
 * @module Reads of the project structure's tables (projector/src/projections/project-structure.ts) that
 * fetch only what an answer needs: the rows of a table selected by project, id, parent or grandparent,
 * and counts computed in the database instead of loading rows to count them. Rows come back typed
 * (`StructureRow`); the tables are written only by the structure projection, which writes these types.
 *
 * @example
 *   // a milestone with its processes and their activity counts, in two parallel statements
 *   await readStructure(sql, { rows: { rm_milestones: byId([7]), rm_processes: byParent([7]) }, activityStats: byGrandparent([7]) })
 */
import { IFC_VERSIONS, type IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import type { ReadModelTable } from "@bimprofile/projector/projection"
import type { StructureRow } from "@bimprofile/projector/projections/structure-rows"

/** Which rows of a table: of these projects, with these ids, children of these parents, or of their children. */
export type Scope = { readonly by: "project" | "id" | "parent" | "grandparent"; readonly ids: readonly number[] }

export const byProject = (ids: readonly number[]): Scope => ({ by: "project", ids })
export const byId = (ids: readonly number[]): Scope => ({ by: "id", ids })
export const byParent = (ids: readonly number[]): Scope => ({ by: "parent", ids })
export const byGrandparent = (ids: readonly number[]): Scope => ({ by: "grandparent", ids })

export type StructureRows = { [T in ReadModelTable]: Map<number, StructureRow<T>> }

export const emptyStructureRows = (): StructureRows => ({
  rm_projects: new Map(),
  rm_phases: new Map(),
  rm_milestones: new Map(),
  rm_processes: new Map(),
  rm_activities: new Map(),
  rm_roles: new Map(),
})

export type ActivityStats = { readonly activities: number; readonly roles: number }

/** A project's data catalogue in figures (the catalogue projection's table, counted in the database). */
export type CatalogueTotals = {
  readonly elementClasses: number
  readonly elementTypes: number
  /** Properties assigned to classes (one per class and property). */
  readonly classProperties: number
  readonly typeProperties: number
  /** Properties whose targets have an error in this IFC version. */
  readonly propertiesWithErrorsIn: Readonly<Record<IfcVersion, number>>
  /** Element classes whose mapping has an error in this IFC version (keyed by version name). */
  readonly elementClassesWithErrorsIn: Readonly<Record<IfcVersion, number>>
}

/** Counts read in the database; a view asked for a count that was not read fails loudly (a defect). */
export type StructureCounts = {
  /** project id → rows per table */
  readonly totals?: Map<number, Partial<Record<ReadModelTable, number>>>
  /** milestone id → processes */
  readonly processCounts?: Map<number, number>
  /** milestone id → objects its activities' requirements ask for (read with the process counts) */
  readonly objectCounts?: Map<number, number>
  /** process id → activities and distinct roles in them */
  readonly activityStats?: Map<number, ActivityStats>
  /** role id → activities it provides or receives in */
  readonly linkedActivities?: Map<number, number>
  /** project id → its catalogue's figures */
  readonly catalogue?: Map<number, CatalogueTotals>
}

export type StructureRead = {
  readonly rows: Partial<Record<ReadModelTable, Scope>>
  readonly totals?: { readonly projects: readonly number[]; readonly tables: readonly ReadModelTable[] }
  /** Processes and objects counted per milestone, of the milestones in scope (scope of rm_milestones: by parent = phase…). */
  readonly processCounts?: Scope
  /** Activities of the processes in scope (process rows' scope), counted per process. */
  readonly activityStats?: Scope
  /** Activities of the projects in scope, counted per role. */
  readonly linkedActivities?: Scope
  /** The catalogue figures of these projects. */
  readonly catalogue?: readonly number[]
}

const PARENT_TABLE: Partial<Record<ReadModelTable, ReadModelTable>> = {
  rm_milestones: "rm_phases",
  rm_processes: "rm_milestones",
  rm_activities: "rm_processes",
}

const whereOf = (table: ReadModelTable, scope: Scope, param: string, alias = ""): string => {
  const column = (name: string) => (alias ? `${alias}.${name}` : name)
  switch (scope.by) {
    case "project":
      return `${column("pro_id")} = ANY(${param}::bigint[])`
    case "id":
      return `${column("id")} = ANY(${param}::bigint[])`
    case "parent":
      return `${column("parent_id")} = ANY(${param}::bigint[])`
    case "grandparent": {
      const parent = PARENT_TABLE[table]
      if (!parent) throw new Error(`${table} has no parent table`)
      return `${column("parent_id")} IN (SELECT id FROM ${parent} WHERE parent_id = ANY(${param}::bigint[]))`
    }
  }
}

type Stored = { t: ReadModelTable; id: string | number; pro_id: string | number; parent_id: string | number | null; data: never }

const addRows = (rows: StructureRows, stored: readonly Stored[]) => {
  for (const r of stored) {
    const id = Number(r.id)
    const row = { id, proId: Number(r.pro_id), parentId: r.parent_id === null ? null : Number(r.parent_id), data: r.data }
    ;(rows[r.t] as Map<number, typeof row>).set(id, row)
  }
  return rows
}

/** An entity's row with its parent's and its project's, in one statement: what every answer about one entity shows. */
export const readEntityRows = async (sql: SqlQuery, table: ReadModelTable, id: number): Promise<StructureRows> => {
  const select = (from: ReadModelTable, where: string) => `SELECT '${from}' AS t, id, pro_id, parent_id, data FROM ${from} WHERE ${where}`
  const parent = PARENT_TABLE[table]
  const statement = [
    select(table, "id = $1::bigint"),
    ...(parent ? [select(parent, `id = (SELECT parent_id FROM ${table} WHERE id = $1::bigint)`)] : []),
    select("rm_projects", `id = (SELECT pro_id FROM ${table} WHERE id = $1::bigint)`),
  ].join(" UNION ALL ")
  return addRows(emptyStructureRows(), await sql.query<Stored>(statement, [id], { prepared: true }))
}

/**
 * Reads the rows and counts of `read`: one statement for the rows, one per kind of count, in parallel.
 * Rows by id that `known` already holds are not read again (an entity's parent and project).
 */
export const readStructure = async (sql: SqlQuery, read: StructureRead, known?: StructureRows): Promise<{ rows: StructureRows; counts: StructureCounts }> => {
  const rows = known ?? emptyStructureRows()
  const isKnown = (table: ReadModelTable, scope: Scope) => scope.by === "id" && scope.ids.every((id) => rows[table].has(id))
  const selections = (Object.entries(read.rows) as [ReadModelTable, Scope][]).filter(([table, scope]) => scope.ids.length > 0 && !isKnown(table, scope))
  const [stored, totals, processCounts, objectCounts, activityStats, linkedActivities, catalogue] = await Promise.all([
    selections.length === 0
      ? []
      : sql.query<Stored>(
          selections
            .map(([table, scope], i) => `SELECT '${table}' AS t, id, pro_id, parent_id, data FROM ${table} WHERE ${whereOf(table, scope, `$${i + 1}`)}`)
            .join(" UNION ALL "),
          selections.map(([, scope]) => scope.ids),
        ),
    read.totals && readTotals(sql, read.totals.projects, read.totals.tables),
    read.processCounts && readProcessCounts(sql, read.processCounts),
    read.processCounts && readObjectCounts(sql, read.processCounts),
    read.activityStats && readActivityStats(sql, read.activityStats),
    read.linkedActivities && readLinkedActivities(sql, read.linkedActivities),
    read.catalogue && readCatalogueTotals(sql, read.catalogue),
  ])
  addRows(rows, stored)
  return {
    rows,
    counts: {
      ...(totals && { totals }),
      ...(processCounts && { processCounts }),
      ...(objectCounts && { objectCounts }),
      ...(activityStats && { activityStats }),
      ...(linkedActivities && { linkedActivities }),
      ...(catalogue && { catalogue }),
    },
  }
}

const readTotals = async (sql: SqlQuery, projects: readonly number[], tables: readonly ReadModelTable[]) => {
  const totals = new Map<number, Partial<Record<ReadModelTable, number>>>(projects.map((id) => [id, Object.fromEntries(tables.map((t) => [t, 0]))]))
  if (projects.length === 0 || tables.length === 0) return totals
  const query = tables.map((table) => `SELECT '${table}' AS t, pro_id, count(*) AS n FROM ${table} WHERE pro_id = ANY($1::bigint[]) GROUP BY pro_id`).join(" UNION ALL ")
  for (const r of await sql.query<{ t: ReadModelTable; pro_id: string | number; n: string | number }>(query, [projects]))
    totals.set(Number(r.pro_id), { ...totals.get(Number(r.pro_id)), [r.t]: Number(r.n) })
  return totals
}

const noErrors = () => Object.fromEntries(IFC_VERSIONS.map((version) => [version, 0])) as Record<IfcVersion, number>

/**
 * Per project: classes, types, properties assigned to classes and to types, and the classes and properties with an error in
 * each IFC version (jsonb containment on the stored problems).
 */
const readCatalogueTotals = async (sql: SqlQuery, projects: readonly number[]) => {
  const empty = (): CatalogueTotals => ({ elementClasses: 0, elementTypes: 0, classProperties: 0, typeProperties: 0, elementClassesWithErrorsIn: noErrors(), propertiesWithErrorsIn: noErrors() })
  const totals = new Map<number, CatalogueTotals>(projects.map((id) => [id, empty()]))
  if (projects.length === 0) return totals
  const errorsIn = (prefix: string) => IFC_VERSIONS.map((_, i) => `count(*) FILTER (WHERE has_problems AND data->'problems' @> $${i + 2}::jsonb) AS ${prefix}${i}`).join(", ")
  const zeros = (prefix: string) => IFC_VERSIONS.map((_, i) => `0 AS ${prefix}${i}`).join(", ")
  const sums = ["n", "t", "a", "y", ...IFC_VERSIONS.flatMap((_, i) => [`e${i}`, `p${i}`])].map((column) => `sum(${column}) AS ${column}`).join(", ")
  const rows = await sql.query<Record<string, string | number>>(
    `SELECT pro_id, ${sums} FROM (
       SELECT pro_id, count(*) AS n, 0 AS t, 0 AS a, 0 AS y, ${errorsIn("e")}, ${zeros("p")} FROM rm_element_classes WHERE pro_id = ANY($1::bigint[]) GROUP BY pro_id
       UNION ALL SELECT pro_id, 0, count(*), 0, 0, ${zeros("e")}, ${zeros("p")} FROM rm_element_types WHERE pro_id = ANY($1::bigint[]) GROUP BY pro_id
       UNION ALL SELECT pro_id, 0, 0, count(*), 0, ${zeros("e")}, ${zeros("p")} FROM rm_class_properties WHERE pro_id = ANY($1::bigint[]) GROUP BY pro_id
       UNION ALL SELECT pro_id, 0, 0, 0, count(*), ${zeros("e")}, ${zeros("p")} FROM rm_type_properties WHERE pro_id = ANY($1::bigint[]) GROUP BY pro_id
       UNION ALL SELECT pro_id, 0, 0, 0, 0, ${zeros("e")}, ${errorsIn("p")} FROM rm_properties WHERE pro_id = ANY($1::bigint[]) GROUP BY pro_id
     ) AS c GROUP BY pro_id`,
    [projects, ...IFC_VERSIONS.map((ifc_version) => JSON.stringify([{ ifc_version, severity: "error" }]))],
    { prepared: true },
  )
  const perVersion = (r: Record<string, string | number>, prefix: string) =>
    Object.fromEntries(IFC_VERSIONS.map((version, i) => [version, Number(r[`${prefix}${i}`])])) as Record<IfcVersion, number>
  for (const r of rows)
    totals.set(Number(r.pro_id), {
      elementClasses: Number(r.n),
      elementTypes: Number(r.t),
      classProperties: Number(r.a),
      typeProperties: Number(r.y),
      elementClassesWithErrorsIn: perVersion(r, "e"),
      propertiesWithErrorsIn: perVersion(r, "p"),
    })
  return totals
}

const readProcessCounts = async (sql: SqlQuery, milestones: Scope) => {
  const counts = new Map<number, number>()
  if (milestones.ids.length === 0) return counts
  const rows = await sql.query<{ parent_id: string | number; n: string | number }>(
    `SELECT parent_id, count(*) AS n FROM rm_processes WHERE parent_id IN (SELECT id FROM rm_milestones WHERE ${whereOf("rm_milestones", milestones, "$1")}) GROUP BY parent_id`,
    [milestones.ids],
  )
  for (const r of rows) counts.set(Number(r.parent_id), Number(r.n))
  return counts
}

/**
 * Per milestone, the objects its activities' requirements ask for: distinct element classes, a requirement
 * without a class (an applicability of its own) counting once by itself (`mst_obj_count`).
 */
const readObjectCounts = async (sql: SqlQuery, milestones: Scope) => {
  const counts = new Map<number, number>()
  if (milestones.ids.length === 0) return counts
  const rows = await sql.query<{ milestone_id: string | number; n: string | number }>(
    `SELECT p.parent_id AS milestone_id, count(DISTINCT COALESCE('c' || (r.data->>'elementClassId'), 'r' || r.id)) AS n
       FROM rm_requirements r JOIN rm_activities a ON a.id = r.parent_id JOIN rm_processes p ON p.id = a.parent_id
      WHERE p.parent_id IN (SELECT id FROM rm_milestones WHERE ${whereOf("rm_milestones", milestones, "$1")})
      GROUP BY p.parent_id`,
    [milestones.ids],
  )
  for (const r of rows) counts.set(Number(r.milestone_id), Number(r.n))
  return counts
}

const readActivityStats = async (sql: SqlQuery, processes: Scope) => {
  const stats = new Map<number, ActivityStats>()
  if (processes.ids.length === 0) return stats
  const rows = await sql.query<{ parent_id: string | number; activities: string | number; roles: string | number }>(
    `SELECT a.parent_id, count(DISTINCT a.id) AS activities, count(DISTINCT r.role) AS roles
       FROM rm_activities a
       LEFT JOIN LATERAL (VALUES (a.data->>'providerRoleId'), (a.data->>'receiverRoleId')) AS r(role) ON true
      WHERE a.parent_id IN (SELECT id FROM rm_processes WHERE ${whereOf("rm_processes", processes, "$1")})
      GROUP BY a.parent_id`,
    [processes.ids],
  )
  for (const r of rows) stats.set(Number(r.parent_id), { activities: Number(r.activities), roles: Number(r.roles) })
  return stats
}

const readLinkedActivities = async (sql: SqlQuery, roles: Scope) => {
  const counts = new Map<number, number>()
  if (roles.ids.length === 0) return counts
  const rows = await sql.query<{ role: string; n: string | number }>(
    `SELECT r.role, count(DISTINCT a.id) AS n
       FROM rm_activities a
       CROSS JOIN LATERAL (VALUES (a.data->>'providerRoleId'), (a.data->>'receiverRoleId')) AS r(role)
      WHERE r.role IS NOT NULL AND a.pro_id IN (SELECT pro_id FROM rm_roles WHERE ${whereOf("rm_roles", roles, "$1")})
      GROUP BY r.role`,
    [roles.ids],
  )
  for (const r of rows) counts.set(Number(r.role), Number(r.n))
  return counts
}
