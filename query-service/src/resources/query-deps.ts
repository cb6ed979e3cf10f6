/**
 * @module What the read routes share: SQL, the vault, audit names, and the loaders of project views. A
 * view holds only the rows its answer asked for (`StructureRead`), of projects the viewer may read
 * (`projectAccess`, contracts/access/roles). Authorisation comes before any content is read:
 * - lists leave unreadable projects out;
 * - a project the viewer may not read is a 401 AUTH_PRO (spec: the not-authorised page), an unknown one a 404;
 * - an entity inside a project the viewer may not read is answered exactly as an unknown entity (404, no
 *   project named), so nobody learns which project an id belongs to.
 */
import { type ProjectAccess, projectAccess, type Viewer } from "@bimprofile/contracts/access/roles"
import { readAnswerCacheBytes } from "@bimprofile/infra/config"
import type { PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import type { EntityWord } from "@bimprofile/contracts/errors/domain-errors"
import { HttpProblem, notFoundProblem } from "@bimprofile/infra/http/problem"
import { readProjectAccessFacts, readReadableProjects } from "@bimprofile/infra/read-models/project-access"
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import type { SqlClient, SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { Snapshots } from "@bimprofile/projector/as-of/snapshots"
import type { ReadModelTable } from "@bimprofile/projector/projection"
import type { StructureRow } from "@bimprofile/projector/projections/structure-rows"
import { noProjectPermission } from "../access/refusals"
import { AnswerCache, type NoticeSource, type Ticket } from "../answers/answer-cache"
import type { AsOfDeps } from "../as-of/as-of-deps"
import { asOfAware } from "../as-of/as-of-sql"
import { ProjectView } from "./project-view"
import { byId, emptyStructureRows, readEntityRows, readStructure, type StructureRead, type StructureRows } from "./structure-reads"
import { UserNames } from "./user-names"

export type QueryDeps = {
  /** The read models: the live ones, or a request's snapshot when it reads "as of" a point (as-of/as-of-sql.ts). */
  readonly sql: SqlQuery
  /** The live read models always: who may read what is decided by today's rights, also for a read "as of" a point. */
  readonly now: SqlQuery
  /** What reads "as of" a point need: the log's positions and the snapshots (as-of/as-of-middleware.ts). */
  readonly asOf: AsOfDeps
  readonly users: UserNames
  /** Opens personal fields (and digests e-mails for lookups). */
  readonly vault: Pick<PersonalDataVault, "open" | "emailDigest">
  /** Answers and access facts of projects until they change (answers/answer-cache.ts). */
  readonly answers: AnswerCache
}

/**
 * The reads' shared parts, made once per process: the query app's routes and the export job (which reads the
 * read models as its user) use the same names and answer cache. `watcher`'s notices keep the cache true.
 */
export const createQueryDeps = (options: {
  readonly sql: SqlClient
  /** The event log: reads "as of" a point fold it (time travel). */
  readonly store: EventStore
  readonly vault: PersonalDataVault
  readonly watcher: NoticeSource
  /** Bytes of answers kept (answers/answer-cache.ts); by default BIMP_ANSWER_CACHE_MB. */
  readonly answerCacheBytes?: number
}): QueryDeps => ({
  sql: asOfAware(options.sql),
  now: options.sql,
  asOf: { store: options.store, snapshots: new Snapshots(options.sql, options.store) },
  users: new UserNames(options.sql, options.vault),
  vault: options.vault,
  answers: new AnswerCache(options.watcher, options.answerCacheBytes ?? readAnswerCacheBytes()),
})

const entities: Record<ReadModelTable, EntityWord> = {
  rm_projects: "project",
  rm_phases: "phase",
  rm_milestones: "milestone",
  rm_processes: "process",
  rm_activities: "activity",
  rm_roles: "role",
}

export const notFound = (table: ReadModelTable, id: number) => notFoundProblem(entities[table], id)

const withProjects = (read: StructureRead, projectIds: readonly number[]): StructureRead => ({ ...read, rows: { ...read.rows, rm_projects: byId(projectIds) } })

/** The rows of one project out of rows read for several (a list reads all its projects in one go). */
const rowsOf = (rows: StructureRows, projectId: number, single: boolean): StructureRows => {
  if (single) return rows
  const own = emptyStructureRows()
  for (const table of Object.keys(rows) as ReadModelTable[])
    for (const [id, row] of rows[table]) if (row.proId === projectId) (own[table] as Map<number, typeof row>).set(id, row)
  return own
}

/**
 * The views of the given projects (all when undefined) that `viewer` may read, ordered by project id, each
 * with what `read` selects for the readable ones.
 */
export const loadViews = async (
  deps: QueryDeps,
  viewer: Viewer,
  projectIds: readonly number[] | undefined,
  read: (readable: readonly number[]) => StructureRead,
): Promise<ProjectView[]> => {
  const [readable] = await Promise.all([readReadableProjects(deps.now, viewer, projectIds), deps.users.refreshIfStale()])
  if (readable.size === 0) return []
  const ids = [...readable.keys()].sort((a, b) => a - b)
  const { rows, counts } = await readStructure(deps.sql, withProjects(read(ids), ids))
  const views: ProjectView[] = []
  for (const id of ids) {
    const project = rows.rm_projects.get(id)
    if (project) views.push(new ProjectView(project, readable.get(id)!, rowsOf(rows, id, ids.length === 1), counts))
  }
  return views
}

/** The access facts of a project, kept in the cache under `ticket` (undefined: no such project). */
export const accessFactsOf = (deps: QueryDeps, projectId: number, ticket: Ticket | undefined) =>
  deps.answers.accessFacts(ticket, projectId, async () => (await readProjectAccessFacts(deps.now, [projectId])).get(projectId))

/** `viewer`'s access to a project: "missing" when there is no such project, role null when not readable. */
const accessTo = async (deps: QueryDeps, viewer: Viewer, projectId: number, ticket: Ticket | undefined): Promise<ProjectAccess | "missing"> => {
  const facts = await accessFactsOf(deps, projectId, ticket)
  return facts ? projectAccess(viewer, facts) : "missing"
}

/**
 * The view of one project with what `read` selects: a 404 naming it when unknown, 401 AUTH_PRO when not
 * readable. With a `ticket` of the answer cache, the project's access facts may come from it.
 */
export const loadView = async (deps: QueryDeps, viewer: Viewer, projectId: number, read: StructureRead, ticket?: Ticket): Promise<ProjectView> => {
  const [access] = await Promise.all([accessTo(deps, viewer, projectId, ticket), deps.users.refreshIfStale(ticket)])
  if (access === "missing") throw notFound("rm_projects", projectId)
  if (access.role === null) throw noProjectPermission()
  const { rows, counts } = await readStructure(deps.sql, withProjects(read, [projectId]))
  const project = rows.rm_projects.get(projectId)
  if (!project) throw notFound("rm_projects", projectId)
  return new ProjectView(project, access, rows, counts)
}

type Stored = { id: string | number; pro_id: string | number; parent_id: string | number | null; data: never }

/** One row by id, typed as its table's rows. */
export const readRow = async <T extends ReadModelTable>(sql: SqlQuery, table: T, id: number): Promise<StructureRow<T> | undefined> => {
  const [r] = await sql.query<Stored>(`SELECT id, pro_id, parent_id, data FROM ${table} WHERE id = $1`, [id], { prepared: true })
  if (!r) return undefined
  return { id: Number(r.id), proId: Number(r.pro_id), parentId: (r.parent_id === null ? null : Number(r.parent_id)) as StructureRow<T>["parentId"], data: r.data }
}

/**
 * An entity's row and the view of its project with what `read(row)` selects. Unknown, or in a project
 * `viewer` may not read: the same 404 (authorised before anything but the row's project is looked at).
 * With a `ticket` of the answer cache, the project's access facts may come from it.
 */
export const loadEntity = async <T extends ReadModelTable>(
  deps: QueryDeps,
  viewer: Viewer,
  table: T,
  id: number,
  read: (row: StructureRow<T>) => StructureRead = () => ({ rows: {} }),
  ticket?: Ticket,
): Promise<{ view: ProjectView; row: StructureRow<T> }> => {
  // The row, its parent and its project in one statement: most entity answers need nothing more.
  const [known] = await Promise.all([readEntityRows(deps.sql, table, id), deps.users.refreshIfStale(ticket)])
  const row = known[table].get(id) as StructureRow<T> | undefined
  if (!row) throw notFound(table, id)
  const access = await accessTo(deps, viewer, row.proId, ticket)
  if (access === "missing" || access.role === null) throw notFound(table, id)
  const { rows, counts } = await readStructure(deps.sql, withProjects(read(row), [row.proId]), known)
  const project = rows.rm_projects.get(row.proId)
  if (!project) throw notFound(table, id)
  return { view: new ProjectView(project, access, rows, counts), row }
}
