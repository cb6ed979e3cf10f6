/**
 * @module The API of a project's history as states (issue 11, docs/audit.md): `as_of` on every GET about one
 * project (time travel), and the published versions with their reads and exports.
 */
import { Schema } from "effect"
import { PublishVersionBody } from "../bodies/version-bodies"
import { ProjectDto } from "../dto/project-dto"
import { VersionAnswer, VersionDto } from "../dto/version-dto"
import { choice, type Endpoint, flag, type QueryParam, READ_ERRORS, WRITE_ERRORS } from "./endpoint-kit"

export const AS_OF_PARAMETER: QueryParam = {
  name: "as_of",
  type: "string",
  schema: Schema.String.check(Schema.isPattern(/^\s*([0-9]{1,15}|[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9:.]+(Z|[+-][0-9:]+)?)?)\s*$/)),
  description:
    "Time travel: the answer as it was at this point of the project's history — a position (the X-Position of a command's answer; the last event of the project at or before it) or an ISO 8601 time (a date alone: the end of that day, UTC). The same shape as now; the point shown in X-As-Of-Position. Who may read is decided by today's rights. Needs a project (…_pro_id, an entity of it, or the project's path); before the project existed: 404. Permissions and the answers' user names are today's.",
}

/** GETs that are about one project's content and read it as of a point with `as_of`. */
const readsAsOf = (endpoint: Endpoint): boolean => {
  if (endpoint.method !== "get" || !endpoint.path.startsWith("/1.2/profile/")) return false
  const rest = endpoint.path.slice("/1.2/profile/".length)
  if (/^(codes|ifc|jobs)(\/|$)/.test(rest) || rest === "projects") return false
  return !/\/(history|diff|versions|permissions|shares)(\.|\/|$)/.test(rest)
}

/** Every GET about one project's content gains `as_of` (query-service/src/as-of/as-of-middleware.ts). */
export const withAsOf = (endpoints: readonly Endpoint[]): Endpoint[] =>
  endpoints.map((endpoint) => (readsAsOf(endpoint) ? { ...endpoint, query: [...(endpoint.query ?? []), AS_OF_PARAMETER] } : endpoint))

const nested = choice("nested", ["processes", "phases", "phases-processes"], "As GET /1.2/profile/projects/{id}.")
const statistics = flag("statistics", "As GET /1.2/profile/projects/{id}.")
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

export const versionEndpoints: readonly Endpoint[] = [
  {
    method: "post", path: "/1.2/profile/projects/{id}/versions", tag: "Versions", auth: true, body: PublishVersionBody, answer: VersionAnswer, status: 201, errors: WRITE_ERRORS,
    summary:
      "Publish the project's current state as its next version (writers): numbered 1, 2, 3 … for good, with a stable address (…/versions/{number}), the position it shows and the log's tamper-evident hash of the last event it shows. Later changes never alter what it shows or exports. Nothing changed since the last version: 409 NOTHING_TO_PUBLISH",
  },
  {
    method: "get", path: "/1.2/profile/projects/{id}/versions", tag: "Versions", auth: true, answer: Schema.Array(VersionDto), status: 200, errors: READ_ERRORS,
    summary:
      "The project's published versions, newest first (readers of the project). ver_semver: 1.0.0 for the first, then from the diff to the version before (GET …/diff?from=v<n-1>&to=v<n>): a change a model check could fail on raises the first number (major), any other change the second (minor), none the third",
  },
  {
    method: "get", path: "/1.2/profile/projects/{id}/versions/{number}", tag: "Versions", auth: true, query: [nested, statistics], answer: ProjectDto, status: 200, errors: READ_ERRORS,
    summary: "The project as it was published in this version: GET /1.2/profile/projects/{id} as of the version's position, the same shape and parameters (X-Version, X-As-Of-Position); an unknown version 404",
  },
  {
    method: "get", path: "/1.2/profile/projects/{id}/versions/{number}/ids", tag: "Versions", auth: true, answer: Schema.Unknown, media: ["application/zip"], status: 200, errors: [...READ_ERRORS, 409],
    summary: "The version's IDS files: GET /1.2/profile/projects/{id}/ids as of the version (its info's version names the position)",
  },
  {
    method: "get", path: "/1.2/profile/projects/{id}/versions/{number}/profile.xlsx", tag: "Versions", auth: true, answer: Schema.Unknown, media: [XLSX], status: 200, errors: READ_ERRORS,
    summary: "The version's Excel profile: GET /1.2/profile/projects/{id}/profile.xlsx as of the version",
  },
  {
    method: "get", path: "/1.2/profile/projects/{id}/versions/{number}/report.pdf", tag: "Versions", auth: true, answer: Schema.Unknown, media: ["application/pdf"], status: 200, errors: [...READ_ERRORS, 503],
    summary: "The version's PDF report: GET /1.2/profile/projects/{id}/report.pdf as of the version",
  },
  {
    method: "get", path: "/1.2/profile/projects/{id}/versions/{number}/report.xlsx", tag: "Versions", auth: true, answer: Schema.Unknown, media: [XLSX], status: 200, errors: READ_ERRORS,
    summary: "The version's Excel report: GET /1.2/profile/projects/{id}/report.xlsx as of the version",
  },
]
