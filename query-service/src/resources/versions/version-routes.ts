/**
 * @module A project's published versions (issue 11, docs/audit.md "Published versions"):
 * - `GET /projects/{id}/versions`: the list, newest first, each with its semantic version (version-semvers.ts);
 * - `GET /projects/{id}/versions/{n}` and everything under it (`…/versions/{n}/ids`, `…/profile.xlsx`,
 *   `…/report.pdf` …): the project's own read answered as of the version's position — the same route, the
 *   same shape and parameters (`nested`, `statistics`), the state it had when it was published. A later change
 *   never alters it: the snapshot it reads holds the events up to there, which never change.
 * Readers of the project may read its versions (a version is what was handed to partners).
 */
import type { VersionDto } from "@bimprofile/contracts/dto/version-dto"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { pathId } from "@bimprofile/infra/http/validation"
import type { VersionRowData } from "@bimprofile/projector/projections/catalogue"
import { type Context, Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { jsonAnswer } from "../../answers/json-answer"
import { itemAudit } from "../catalogue/catalogue-reads"
import { loadView, type QueryDeps } from "../query-deps"
import { semversOf } from "./version-semvers"

type StoredVersion = { id: string | number; pro_id: string | number; data: VersionRowData }

export const VERSION_HEADER = "X-Version"

const versionMissing = (projectId: number, number: string) => new HttpProblem(404, "NOT_FOUND", `Das Projekt ${projectId} hat keine Version ${number}.`)

/** The project's versions in number order (the live list: a version, once published, is there for good). */
const readVersions = async (deps: QueryDeps, projectId: number) =>
  (await deps.sql.query<StoredVersion>("SELECT id, pro_id, data FROM rm_versions WHERE pro_id = $1 ORDER BY (data->>'number')::int", [projectId])).map((r) => ({
    id: Number(r.id),
    data: r.data,
  }))

/**
 * The routes; `forward` answers a request as the app would (the project's own read, with `as_of` set):
 * a version's reads are the project's reads as of its position.
 */
export const versionRoutes = (deps: QueryDeps, forward: (request: Request) => Promise<Response>) =>
  new Hono<ViewerEnv>()
    .get("/:id/versions", async (c) => {
      const projectId = pathId(c)
      await loadView(deps, c.get("viewer"), projectId, { rows: {} })
      const [versions] = await Promise.all([readVersions(deps, projectId), deps.users.refreshIfStale()])
      const [semvers, hashes] = await Promise.all([
        semversOf(deps, projectId, versions.map((v) => ({ number: v.data.number, position: v.data.position }))),
        Promise.all(versions.map((v) => deps.asOf.store.hashAt(`project-${projectId}`, v.data.position))),
      ])
      const answer: VersionDto[] = versions
        .map(({ id, data }, i) => {
          const semver = semvers.get(data.number)!
          return {
            ver_id: id,
            ver_pro_id: projectId,
            ver_number: data.number,
            ver_title: data.title,
            ver_note: data.note,
            ver_position: data.position,
            ver_hash: hashes[i] ?? null,
            ver_semver: semver.semver,
            ver_bump: semver.bump,
            ver_major_changes: semver.major,
            ver_minor_changes: semver.minor,
            ...itemAudit("ver", data, deps.users),
          }
        })
        .reverse()
      return jsonAnswer(c, answer)
    })
    .get("/:id/versions/:number", (c) => asOfVersion(c, deps, forward))
    // The project's exports, as of the version.
    .get("/:id/versions/:number/ids", (c) => asOfVersion(c, deps, forward))
    .get("/:id/versions/:number/profile.xlsx", (c) => asOfVersion(c, deps, forward))
    .get("/:id/versions/:number/report.pdf", (c) => asOfVersion(c, deps, forward))
    .get("/:id/versions/:number/report.xlsx", (c) => asOfVersion(c, deps, forward))

/** The project's read the path names below the version, answered as of the version's position. */
const asOfVersion = async (c: Context<ViewerEnv>, deps: QueryDeps, forward: (request: Request) => Promise<Response>) => {
  const projectId = pathId(c)
  const number = c.req.param("number")!
  await loadView(deps, c.get("viewer"), projectId, { rows: {} })
  if (!/^[0-9]{1,9}$/.test(number)) throw versionMissing(projectId, number)
  const [version] = await deps.now.query<{ position: string | number }>(
    "SELECT data->>'position' AS position FROM rm_versions WHERE pro_id = $1 AND (data->>'number')::int = $2",
    [projectId, Number(number)],
  )
  if (!version) throw versionMissing(projectId, number)
  if (c.req.query("as_of") !== undefined) {
    const text = "Eine Version zeigt den Stand ihrer Veröffentlichung: as_of ist hier nicht möglich."
    throw new HttpProblem(400, "VALIDATION", text, { as_of: text })
  }
  const url = new URL(c.req.url)
  url.pathname = url.pathname.replace(/\/versions\/[0-9]+/, "")
  url.searchParams.set("as_of", String(version.position))
  const answer = await forward(new Request(url, { headers: c.req.raw.headers }))
  const response = new Response(answer.body, answer)
  response.headers.set(VERSION_HEADER, number)
  return response
}
