/**
 * @module Reading the timeline (rm_history, migration 020): who may (the project's auditors and everyone who may
 * change it: `mayReadHistory`), a page newest first, or everything a filter matches (the audit export). Every
 * filter has an index ending in the position, so a page is one index range scan, however long the history.
 */
import { mayReadHistory, projectAccess, type Viewer } from "@bimprofile/contracts/access/roles"
import type { HistoryEntity, HistoryItem, HistoryKind } from "@bimprofile/contracts/history/history-item"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { noProjectPermission } from "../../access/refusals"
import { accessFactsOf, notFound, type QueryDeps } from "../query-deps"
import { cursorAfter, type HistoryFilter, type HistoryQuery } from "./history-filter"
import { lookUpRefNames, refsOf } from "./history-refs"

export const HISTORY_FORBIDDEN_TEXT = "Den Verlauf eines Projekts sehen nur seine Prüfer (Rolle «auditor») und wer es bearbeiten darf."

/** Unknown project 404, unreadable 401 AUTH_PRO (as its other reads), readable below auditor 403. */
export const requireHistoryReader = async (deps: QueryDeps, viewer: Viewer, projectId: number): Promise<void> => {
  const facts = await accessFactsOf(deps, projectId, undefined)
  if (!facts) throw notFound("rm_projects", projectId)
  const { role } = projectAccess(viewer, facts)
  if (role === null) throw noProjectPermission()
  if (!mayReadHistory(role)) throw new HttpProblem(403, "HISTORY_FORBIDDEN", HISTORY_FORBIDDEN_TEXT)
}

type Stored = {
  position: string | number
  time: string | Date
  usr_id: string | number
  entity: HistoryEntity
  entity_id: string | number | null
  kind: HistoryKind
  event_type: string
  entity_name: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

const COLUMNS = "position, time, usr_id, entity, entity_id, kind, event_type, entity_name, before, after"

/** The WHERE of a filter over one project, with its parameters. */
const whereOf = (projectId: number, filter: HistoryFilter & { readonly olderThan?: number }) => {
  const params: unknown[] = [projectId]
  const terms = ["pro_id = $1"]
  const term = (sql: string, value: unknown) => {
    params.push(value)
    terms.push(sql.replace("?", `$${params.length}`))
  }
  if (filter.entity !== undefined) term("entity = ?", filter.entity)
  if (filter.entityId !== undefined) term("entity_id = ?", filter.entityId)
  if (filter.usrId !== undefined) term("usr_id = ?", filter.usrId)
  if (filter.kind !== undefined) term("kind = ?", filter.kind)
  if (filter.from !== undefined) term("time >= ?::timestamptz", filter.from.toISOString())
  if (filter.before !== undefined) term("time < ?::timestamptz", filter.before.toISOString())
  if (filter.olderThan !== undefined) term("position < ?", filter.olderThan)
  return { where: terms.join(" AND "), params }
}

const itemOf = (deps: QueryDeps, r: Stored): Omit<HistoryItem, "refs"> => {
  const entityId = r.entity_id === null ? null : Number(r.entity_id)
  return {
    position: Number(r.position),
    time: new Date(r.time).toISOString(),
    usr_id: Number(r.usr_id),
    // Names come from the identity read models at read time: an erased user reads "Gelöschter Benutzer".
    usr_name: deps.users.nameOf(r.usr_id) ?? "",
    entity: r.entity,
    entity_id: entityId,
    entity_name: r.entity === "permission" ? deps.users.nameOf(entityId) : r.entity_name,
    kind: r.kind,
    event_type: r.event_type,
    before: r.before,
    after: r.after,
  }
}

/** The items with what the ids of their fields name (history-refs.ts). */
const withRefs = async (deps: QueryDeps, projectId: number, rows: readonly Stored[]): Promise<HistoryItem[]> => {
  const items = rows.map((r) => itemOf(deps, r))
  const names = await lookUpRefNames(deps.sql, projectId, items)
  return items.map((item) => ({ ...item, refs: refsOf(item, names) }))
}

/** One page, newest first, and the cursor of the next (null: this was the last). */
export const readHistoryPage = async (deps: QueryDeps, projectId: number, query: HistoryQuery): Promise<{ items: HistoryItem[]; next_cursor: string | null }> => {
  const { where, params } = whereOf(projectId, query)
  const [rows] = await Promise.all([
    deps.sql.query<Stored>(`SELECT ${COLUMNS} FROM rm_history WHERE ${where} ORDER BY position DESC LIMIT ${query.limit + 1}`, params),
    deps.users.refreshIfStale(),
  ])
  const items = await withRefs(deps, projectId, rows.slice(0, query.limit))
  return { items, next_cursor: rows.length > query.limit ? cursorAfter(items.at(-1)!.position) : null }
}

/** Everything the filter matches, newest first (the audit export: no paging). */
export const readHistoryAll = async (deps: QueryDeps, projectId: number, filter: HistoryFilter): Promise<HistoryItem[]> => {
  const { where, params } = whereOf(projectId, filter)
  const [rows] = await Promise.all([deps.sql.query<Stored>(`SELECT ${COLUMNS} FROM rm_history WHERE ${where} ORDER BY position DESC`, params), deps.users.refreshIfStale()])
  return withRefs(deps, projectId, rows)
}

/** The project's name for the export's file name (the read model's, current). */
export const projectNameOf = async (deps: QueryDeps, projectId: number): Promise<string> =>
  String((await deps.sql.query<{ name: string | null }>("SELECT data->>'name' AS name FROM rm_projects WHERE id = $1", [projectId]))[0]?.name ?? projectId)
