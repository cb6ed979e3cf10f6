/**
 * @module Reads shared by the catalogue's item routes (element classes, element class types): the items of
 * the projects a reader may read, sorted by name as a Swiss reader expects, and one item authorised through
 * its project — a missing project right is answered exactly as a missing item.
 */
import { projectAccess } from "@bimprofile/contracts/access/roles"
import type { EntityWord } from "@bimprofile/contracts/errors/domain-errors"
import type { MappingProblem } from "@bimprofile/contracts/ifc/mapping-problems"
import { notFoundProblem } from "@bimprofile/infra/http/problem"
import { readReadableProjects } from "@bimprofile/infra/read-models/project-access"
import type { Context } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import type { Ticket } from "../../answers/answer-cache"
import { cachedAnswer } from "../../answers/cached-answer"
import { jsonAnswer } from "../../answers/json-answer"
import { accessFactsOf, type QueryDeps } from "../query-deps"
import type { UserNames } from "../user-names"

export type StoredItem<D> = { id: string | number; pro_id: string | number; parent_id?: string | number | null; data: D }

/**
 * Where an item comes from, seen from the project it is listed for (docs/catalogue.md "Inheritance"): made
 * there (local), a local copy of a reference project's item (inherited), or the reference project's own,
 * inherited read-only (reference).
 */
export type ItemOrigin = "local" | "inherited" | "reference"
export type ItemRow<D> = {
  readonly id: number
  readonly proId: number
  readonly parentId: number | null
  readonly data: D
  readonly origin: ItemOrigin
  /** The reference project's item this one is a local copy of; null: none. */
  readonly originId: number | null
}

export const itemRowOf = <D>(r: StoredItem<D>, inheritedFromReference = false): ItemRow<D> => {
  const originId = (r.data as { originId?: number }).originId ?? null
  return {
    id: Number(r.id),
    proId: Number(r.pro_id),
    parentId: r.parent_id === null || r.parent_id === undefined ? null : Number(r.parent_id),
    data: r.data,
    origin: inheritedFromReference ? "reference" : originId === null ? "local" : "inherited",
    originId,
  }
}

/** `<p>_origin`, `<p>_locked` and `<p>_origin_id` of an item: the reference project's items are read-only where inherited. */
export const itemOrigin = <P extends string>(prefix: P, row: ItemRow<unknown>) =>
  ({
    [`${prefix}_origin`]: row.origin,
    [`${prefix}_locked`]: row.origin === "reference",
    [`${prefix}_origin_id`]: row.originId,
  }) as { readonly [K in `${P}_origin`]: ItemOrigin } & { readonly [K in `${P}_locked`]: boolean } & { readonly [K in `${P}_origin_id`]: number | null }

export const NAME_SORTS = ["name_asc", "name_desc"] as const
/** Names sort as a Swiss user reads them: case and accents second (Ä beside A), numbers by value. */
const byName = new Intl.Collator("de-CH", { sensitivity: "base", numeric: true })

export const sortByName = <D extends { readonly name: string }>(rows: ItemRow<D>[], sort: (typeof NAME_SORTS)[number]) => {
  const direction = sort === "name_desc" ? -1 : 1
  return rows.sort((a, b) => direction * byName.compare(a.data.name, b.data.name) || a.id - b.id)
}

/** Which of a project's items a list shows: its own (local and inherited), or those and its reference project's. */
export type Inheritance = "own" | "with-reference"

/**
 * The rows of `table` in the projects the reader may read (one project when `projectId` is given), with
 * an extra SQL condition; readers' user names refreshed for the audit fields. For one project, the rows of
 * its reference project come along (unless `inheritance` is "own"), except those the project has a local
 * copy of: reading the project is reading what it inherits.
 */
export const readItems = async <D>(
  deps: QueryDeps,
  c: Context<ViewerEnv>,
  table: string,
  columns: string,
  projectId: number | undefined,
  where = "",
  inheritance: Inheritance = "with-reference",
) => {
  const [readable] = await Promise.all([
    readReadableProjects(deps.now, c.get("viewer"), projectId === undefined ? undefined : [projectId]),
    deps.users.refreshIfStale(),
  ])
  if (readable.size === 0) return []
  const [stored, inherited] = await Promise.all([
    deps.sql.query<StoredItem<D>>(`SELECT ${columns} FROM ${table} WHERE pro_id = ANY($1::bigint[])${where}`, [[...readable.keys()]]),
    projectId === undefined || inheritance === "own" ? [] : readInheritedRows<D>(deps, table, columns, projectId, where),
  ])
  return [...stored.map((r) => itemRowOf(r)), ...inherited.map((r) => itemRowOf(r, true))]
}

/** The rows of the project's reference project it has no local copy of (none without a reference project). */
const readInheritedRows = <D>(deps: QueryDeps, table: string, columns: string, projectId: number, where: string) =>
  deps.sql.query<StoredItem<D>>(
    `SELECT ${columns.split(", ").map((column) => `r.${column}`).join(", ")} FROM ${table} r
      WHERE r.pro_id = (SELECT (p.data->>'referenceProjectId')::bigint FROM rm_projects p WHERE p.id = $1) AND r.pro_id <> $1
        AND NOT EXISTS (SELECT 1 FROM ${table} l WHERE l.pro_id = $1 AND (l.data->>'originId')::bigint = r.id)${where.replaceAll(" AND ", " AND r.")}`,
    [projectId],
    { prepared: true },
  )

/** The reference project a project inherits its catalogue from; null: none (or no such project). */
const referenceProjectOf = async (deps: QueryDeps, projectId: number): Promise<number | null> => {
  const [row] = await deps.sql.query<{ ref: string | number | null }>("SELECT data->>'referenceProjectId' AS ref FROM rm_projects WHERE id = $1", [projectId], { prepared: true })
  return row?.ref === null || row?.ref === undefined ? null : Number(row.ref)
}

/**
 * A catalogue read about one project, answered from the answer cache while neither the project nor the
 * reference project it inherits from changed (answers/cached-answer.ts); `build` reads it otherwise. A read
 * over all readable projects (`projectId` undefined) is not kept. The catalogue's lists are read again by
 * every open screen of a project after each change of it (live notices), so most reads are repeats.
 */
export const cachedCatalogueRead = (c: Context<ViewerEnv>, deps: QueryDeps, projectId: number | undefined, build: () => Promise<unknown>) => {
  if (projectId === undefined) return build().then((answer) => jsonAnswer(c, answer))
  return cachedAnswer(c, deps, async (ticket) => {
    const [facts, referenceId, answer] = await Promise.all([accessFactsOf(deps, projectId, ticket), referenceProjectOf(deps, projectId), build()])
    const access = facts && projectAccess(c.get("viewer"), facts)
    return { view: access?.role ? { project: { id: projectId }, access } : undefined, answer, dependsOn: referenceId === null ? [] : [referenceId] }
  })
}

/**
 * A read about one catalogue item (its project found by reading it), answered from the answer cache while its
 * project did not change — nor the other projects `build` says the answer shows (`dependsOn`, e.g. the
 * reference project whose classes a requirement names). `build` is given the cache's ticket for `readItem`.
 */
export const cachedItemRead = (
  c: Context<ViewerEnv>,
  deps: QueryDeps,
  build: (ticket: Ticket | undefined) => Promise<{ readonly projectId: number; readonly answer: unknown; readonly dependsOn?: readonly number[] }>,
) =>
  cachedAnswer(c, deps, async (ticket) => {
    const { projectId, answer, dependsOn } = await build(ticket)
    const facts = await accessFactsOf(deps, projectId, ticket)
    const access = facts && projectAccess(c.get("viewer"), facts)
    return { view: access?.role ? { project: { id: projectId }, access } : undefined, answer, dependsOn: dependsOn ?? [] }
  })

/**
 * One row by id, or the 404 of a missing one when it is missing or its project is not readable. With a
 * `ticket` of the answer cache (a cached read's miss), the project's access facts and the user names come
 * from it while still valid: otherwise they cost five more statements than the row itself.
 */
export const readItem = async <D>(deps: QueryDeps, c: Context<ViewerEnv>, table: string, columns: string, id: number, word: EntityWord, ticket?: Ticket) => {
  const [[stored]] = await Promise.all([
    deps.sql.query<StoredItem<D>>(`SELECT ${columns} FROM ${table} WHERE id = $1`, [id], { prepared: true }),
    deps.users.refreshIfStale(ticket),
  ])
  if (!stored) throw notFoundProblem(word, id)
  const row = itemRowOf(stored)
  const facts = await accessFactsOf(deps, row.proId, ticket)
  if (!facts || projectAccess(c.get("viewer"), facts).role === null) throw notFoundProblem(word, id)
  return row
}

/** An item's mapping problems as the API answers them. */
export const mappingProblemsDto = (problems: readonly MappingProblem[]) =>
  problems.map(({ ifc_version, code, severity, message, details }) => ({ ifc_version, code, severity, message, details: { ...details } }))

type Audited = { readonly createdAt: string; readonly createdBy: number; readonly changedAt: string | null; readonly changedBy: number | null }

/** `<p>_create_date`, `<p>_create_user`, `<p>_change_date`, `<p>_change_user` of an item's row. */
export const itemAudit = <P extends string>(prefix: P, data: Audited, users: UserNames) =>
  ({
    [`${prefix}_create_date`]: data.createdAt,
    [`${prefix}_create_user`]: users.nameOf(data.createdBy),
    [`${prefix}_change_date`]: data.changedAt,
    [`${prefix}_change_user`]: users.nameOf(data.changedBy),
  }) as { readonly [K in `${P}_${"create_date" | "create_user" | "change_date" | "change_user"}`]: string | null }
