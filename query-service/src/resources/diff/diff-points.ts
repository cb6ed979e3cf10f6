/**
 * @module The two points a project diff compares (`from=`, `to=`): each a position of the log, an ISO time, a
 * published version (`v<n>`) or `now` (the working state), resolved to the project's point there — the last event
 * of its stream and of its reference project's at that cut (as-of-middleware.ts `pointAt`, as time travel does).
 */
import type { DiffPoint } from "@bimprofile/contracts/history/diff-change"
import type { PositionCut } from "@bimprofile/infra/event-store/event-store"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import type { SnapshotPoint } from "@bimprofile/projector/as-of/snapshots"
import { parseAsOf, pointAt } from "../../as-of/as-of-middleware"
import type { QueryDeps } from "../query-deps"

export type DiffParameter = "from" | "to"

/** A point as asked: a cut of the log (a position or a time), a published version's number, or the working state. */
export type AskedPoint = { readonly cut: PositionCut } | { readonly version: number } | { readonly now: true }

const FORMAT_TEXT = (name: DiffParameter) =>
  `${name}: eine Position im Verlauf (ganze Zahl ≥ 1), ein Zeitpunkt nach ISO 8601 (z. B. 2026-03-12T14:05:00Z), eine veröffentlichte Version (v3) oder now.`
const invalid = (name: DiffParameter, message: string, status: 400 | 404 = 400) =>
  new HttpProblem(status, status === 400 ? "VALIDATION" : "NOT_FOUND", message, { [name]: message })

/** Reads `from` or `to`; absent: `fallback` (undefined: the parameter is required). */
export const askedPoint = (name: DiffParameter, value: string | undefined, fallback?: AskedPoint): AskedPoint => {
  if (value === undefined) {
    if (fallback) return fallback
    throw invalid(name, `${name} fehlt: ${FORMAT_TEXT(name)}`)
  }
  const text = value.trim()
  if (text === "") throw invalid(name, FORMAT_TEXT(name))
  if (text.toLowerCase() === "now") return { now: true }
  const version = /^v(\d{1,9})$/i.exec(text)
  if (version) return { version: Number(version[1]) }
  try {
    return { cut: parseAsOf(text) }
  } catch {
    throw invalid(name, FORMAT_TEXT(name))
  }
}

/** The log position a published version was made at; a 404 naming the parameter when the project has no such version. */
const versionPosition = async (deps: QueryDeps, projectId: number, number: number, name: DiffParameter): Promise<number> => {
  const missing = () => invalid(name, `${name}: Das Projekt hat keine veröffentlichte Version v${number}.`, 404)
  // Versions arrive with migration 022 (rm_versions): before it, no project has one.
  const [table] = await deps.now.query<{ found: string | null }>("SELECT to_regclass('rm_versions')::text AS found")
  if (!table?.found) throw missing()
  const [row] = await deps.now.query<{ position: string | null }>("SELECT data->>'position' AS position FROM rm_versions WHERE pro_id = $1 AND data->>'number' = $2", [projectId, String(number)])
  const position = Number(row?.position ?? Number.NaN)
  if (!Number.isSafeInteger(position) || position < 1) throw missing()
  return position
}

const BEFORE_PROJECT_TEXT = (name: DiffParameter) => `${name}: Das Projekt bestand zu diesem Zeitpunkt noch nicht.`

/** The project's point at what was asked, and how the answer names it; 404 before the project existed. */
export const resolvePoint = async (deps: QueryDeps, projectId: number, name: DiffParameter, asked: AskedPoint): Promise<{ point: SnapshotPoint; shown: DiffPoint }> => {
  const cut: PositionCut =
    "cut" in asked ? asked.cut : "version" in asked ? { position: await versionPosition(deps, projectId, asked.version, name) } : { position: Number.MAX_SAFE_INTEGER }
  const point = await pointAt(deps, deps.asOf, projectId, cut)
  if (point.position === 0) throw new HttpProblem(404, "NOT_FOUND", BEFORE_PROJECT_TEXT(name), { [name]: BEFORE_PROJECT_TEXT(name) })
  const shown: DiffPoint = {
    position: Math.max(point.position, point.reference?.position ?? 0),
    ...("cut" in asked && asked.cut.time !== undefined && { time: asked.cut.time }),
    ...("version" in asked && { version: asked.version }),
  }
  return { point, shown }
}
