/**
 * @module `?as_of=<position | ISO time>` on every GET about one project (issue 11, time travel): the request
 * runs as always, reading the project's snapshot at that point (as-of-sql.ts) instead of the live read models.
 *
 * - Which project: the path's `/projects/{id}`, a `…_pro_id` parameter, or the entity the path or a parameter
 *   names (`/milestones/{id}`, `req_act_id=` …), found through the write side's entity keys — so an entity
 *   deleted since is still found as it was.
 * - Who: the reader must be able to read the project NOW (today's rights decide, not those of then); otherwise
 *   the request runs live and is refused exactly as without `as_of`, and no snapshot is made for them.
 * - Before the project existed: 404. The answer says the point it shows in `X-As-Of-Position`.
 */
import { LIST_KINDS, listKinds } from "@bimprofile/contracts/catalogue/list-kinds"
import { projectAccess } from "@bimprofile/contracts/access/roles"
import type { PositionCut } from "@bimprofile/infra/event-store/event-store"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import type { SnapshotPoint } from "@bimprofile/projector/as-of/snapshots"
import type { Context, MiddlewareHandler } from "hono"
import type { ViewerEnv } from "../access/viewer-middleware"
import { accessFactsOf, type QueryDeps } from "../resources/query-deps"
import type { AsOfDeps } from "./as-of-deps"
import { readingAsOf } from "./as-of-sql"

export const AS_OF_HEADER = "X-As-Of-Position"

/** The entity key kind (command-service entity-keys.ts) of a path's first segment. */
const PATH_KINDS: Readonly<Record<string, string>> = {
  phases: "phase",
  milestones: "milestone",
  processes: "process",
  activities: "activity",
  roles_project: "role",
  element_classes: "element_class",
  element_types: "element_type",
  properties: "property",
  value_lists: "value_list",
  requirements: "requirement",
  documents: "document",
  ...Object.fromEntries(LIST_KINDS.map((kind) => [listKinds[kind].path, kind])),
}

/** The entity key kind of a parameter's id abbreviation (`prc_mst_id` → milestone); `pro` is the project itself. */
const PARAMETER_KINDS: Readonly<Record<string, string>> = { pha: "phase", mst: "milestone", prc: "process", act: "activity", rop: "role", elc: "element_class", elt: "element_type", pty: "property", vls: "value_list", req: "requirement", doc: "document" }

const AS_OF_TEXT = "as_of: eine Position im Verlauf (ganze Zahl ≥ 1) oder ein Zeitpunkt nach ISO 8601, z. B. 2026-03-12T14:05:00Z."
const NEEDS_PROJECT_TEXT = "as_of gilt für Abfragen eines Projekts: nennen Sie das Projekt (z. B. mit …_pro_id)."
export const BEFORE_PROJECT_TEXT = "Das Projekt bestand zu diesem Zeitpunkt noch nicht."

const invalid = (message: string) => new HttpProblem(400, "VALIDATION", message, { as_of: message })

/** `as_of` as a cut of the log: a position, or a time (with a date only, the end of that day in UTC). */
export const parseAsOf = (value: string): PositionCut => {
  const text = value.trim()
  if (/^\d{1,15}$/.test(text)) {
    const position = Number(text)
    if (position >= 1) return { position }
  } else if (/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) {
    const dateOnly = text.length === 10
    const time = Date.parse(dateOnly ? `${text}T23:59:59.999Z` : text)
    if (!Number.isNaN(time)) return { time: new Date(time).toISOString() }
  }
  throw invalid(AS_OF_TEXT)
}

const projectOfStream = (streamId: string | undefined) => (streamId?.startsWith("project-") ? Number(streamId.slice("project-".length)) : undefined)

/**
 * The project a GET is about: its path or its parameters name it or one of its entities. "unknown": they name
 * an entity no project ever had; undefined: they name no project at all.
 */
const projectOfRequest = async (c: Context, store: AsOfDeps["store"]): Promise<number | "unknown" | undefined> => {
  const [segment, id] = c.req.path.replace(/^.*\/1\.2\/profile\//, "").split("/")
  if (segment === "projects" && id && /^\d+$/.test(id)) return Number(id)
  const entityKind = segment && id && /^\d+$/.test(id) ? PATH_KINDS[segment] : undefined
  if (entityKind) return projectOfStream(await store.lookupStream(`${entityKind}:${id}`)) ?? "unknown"
  for (const [name, value] of Object.entries(c.req.query())) {
    const match = /(?:^|_)([a-z]+)_id$/.exec(name)
    if (!match || !/^\d+$/.test(value)) continue
    if (match[1] === "pro") return Number(value)
    const kind = PARAMETER_KINDS[match[1]!]
    if (kind) return projectOfStream(await store.lookupStream(`${kind}:${value}`)) ?? "unknown"
  }
  return undefined
}

/** The reference project a project inherits its catalogue from (fixed when it was made), read from the live row. */
const referenceOf = async (now: SqlQuery, projectId: number): Promise<number | null> => {
  const [row] = await now.query<{ ref: string | number | null }>("SELECT data->>'referenceProjectId' AS ref FROM rm_projects WHERE id = $1", [projectId], { prepared: true })
  return row?.ref === null || row?.ref === undefined || Number(row.ref) === projectId ? null : Number(row.ref)
}

/** Where the log is cut for a project: the last position of its stream there, and of its reference project's. */
export const pointAt = async (deps: QueryDeps, asOf: AsOfDeps, projectId: number, cut: PositionCut): Promise<SnapshotPoint> => {
  const referenceId = await referenceOf(deps.now, projectId)
  const [position, referencePosition] = await Promise.all([
    asOf.store.lastPositionAt(`project-${projectId}`, cut),
    referenceId === null ? 0 : asOf.store.lastPositionAt(`project-${referenceId}`, cut),
  ])
  return { projectId, position, ...(referenceId !== null && referencePosition > 0 && { reference: { projectId: referenceId, position: referencePosition } }) }
}

export const asOfReads = (deps: QueryDeps, asOf: AsOfDeps): MiddlewareHandler<ViewerEnv> =>
  async function readAsOf(c, next) {
    const value = c.req.query("as_of")
    if (value === undefined) return next()
    const cut = parseAsOf(value)
    const projectId = await projectOfRequest(c, asOf.store)
    if (projectId === undefined) throw invalid(NEEDS_PROJECT_TEXT)
    // An entity no project ever had: answered as without as_of (its 404).
    if (projectId === "unknown") return next()
    const facts = await accessFactsOf(deps, projectId, undefined)
    // Not readable now (or no such project): refused as without as_of, and nothing is folded for them.
    if (!facts || projectAccess(c.get("viewer"), facts).role === null) return next()
    const point = await pointAt(deps, asOf, projectId, cut)
    if (point.position === 0) throw new HttpProblem(404, "NOT_FOUND", BEFORE_PROJECT_TEXT)
    const position = Math.max(point.position, point.reference?.position ?? 0)
    const schema = await asOf.snapshots.schemaOf(point)
    await readingAsOf({ schema, position }, () => next())
    // Another process dropped the snapshot meanwhile (it keeps the most recently used): made again next time.
    if ((c.error as { code?: string } | undefined)?.code === "42P01") asOf.snapshots.forget(schema)
    c.header(AS_OF_HEADER, String(position))
  }
