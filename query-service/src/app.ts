/** @module The query service's Hono app: every GET of the 1.2 API, live updates, status, the OpenAPI and AsyncAPI documents. */
import { documentRoutes } from "./resources/documents/document-routes"
import { historyRoutes } from "./resources/history/history-routes"
import { BlobStore } from "@bimprofile/infra/blobs/blob-store"
import { idsRoutes, idsZipRoutes } from "./resources/exports/ids-routes"
import { reportRoutes } from "./resources/reports/report-routes"
import { excelProfileRoutes } from "./resources/exports/excel/excel-profile-routes"
import { API_VERSION } from "@bimprofile/contracts/codes"
import type { StatusInfoDto } from "@bimprofile/contracts/dto/code-dto"
import type { TokenSigner } from "@bimprofile/infra/auth/tokens"
import { authenticate } from "@bimprofile/infra/http/authenticate"
import { requestSizeLimit } from "@bimprofile/infra/http/body-limit"
import { onProblem } from "@bimprofile/infra/http/problem"
import type { Logger } from "@bimprofile/infra/logger"
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import type { SqlClient } from "@bimprofile/infra/sql/sql-client"
import type { JobStore } from "@bimprofile/infra/jobs/job-store"
import { Hono, type MiddlewareHandler } from "hono"
import type { PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import { resolveViewer } from "./access/viewer-middleware"
import { asOfReads } from "./as-of/as-of-middleware"
import { LiveAccess } from "./live/live-access"
import type { LiveSource } from "./live/live-hub"
import { liveRoutes } from "./live/live-routes"
import type { JobNoticeSource } from "./live/live-jobs"
import type { PositionWatcher } from "./middleware/position-watcher"
import { waitForPosition } from "./middleware/wait-for-position"
import { activityRoutes } from "./resources/activities/activity-routes"
import { diffRoutes } from "./resources/diff/diff-routes"
import { auditRoutes } from "./resources/audit/audit-routes"
import { codeRoutes } from "./resources/codes/code-routes"
import { ifcRoutes } from "./resources/ifc/ifc-routes"
import { jobRoutes } from "./resources/jobs/job-routes"
import { milestoneRoutes } from "./resources/milestones/milestone-routes"
import { phaseRoutes } from "./resources/phases/phase-routes"
import { organisationRoutes } from "./resources/organisations/organisation-routes"
import { permissionRoutes } from "./resources/permissions/permission-routes"
import { processRoutes } from "./resources/processes/process-routes"
import { projectRoutes } from "./resources/projects/project-routes"
import { createQueryDeps, type QueryDeps } from "./resources/query-deps"
import { roleRoutes } from "./resources/roles/role-routes"
import { referenceRoutes } from "./resources/reference/reference-routes"
import { elementClassRoutes } from "./resources/catalogue/element-class-routes"
import { elementTypeRoutes } from "./resources/catalogue/element-type-routes"
import { classPropertyRoutes, propertyRoutes, typePropertyRoutes } from "./resources/catalogue/property-routes"
import { valueListRoutes } from "./resources/catalogue/value-list-routes"
import { requirementRoutes } from "./resources/catalogue/requirement-routes"
import { listRoutes } from "./resources/catalogue/list-routes"
import { LIST_KINDS, listKinds } from "@bimprofile/contracts/catalogue/list-kinds"
import { userRoutes } from "./resources/users/user-routes"
import { integrationRoutes } from "./resources/integration/integration-routes"
import { versionRoutes } from "./resources/versions/version-routes"

/** The reads' shared parts, for a process that runs the query side's jobs beside the app (query-jobs.ts). */
export { createQueryDeps } from "./resources/query-deps"

/** Closes what the app started on demand (the PDF reports' Chromium): call it when the process stops. */
export { closeReportBrowser as closeQueryApp } from "./resources/reports/report-browser"

export type QueryAppDeps = {
  readonly sql: SqlClient
  /** The event log, for reads "as of" a point (when `deps` is not given). */
  readonly store: EventStore
  readonly signer: TokenSigner
  readonly watcher: PositionWatcher
  /** The projector's notices for `GET /1.2/live` (a `LiveHub`). */
  readonly live: LiveSource
  readonly log: Logger
  /** Opens the sealed personal fields of the identity read models (and digests e-mails for lookups). */
  readonly vault: PersonalDataVault
  /** The project a client opens by default (the reference project), if any. */
  readonly defaultProjectId: () => Promise<number | null>
  readonly openApiDocument: () => unknown
  /** The jobs table (docs/jobs.md), for GET /1.2/profile/jobs/{id} and an export's …/{id}/file. */
  readonly jobs: Pick<JobStore, "get">
  /** Job progress for the live stream (`jobNoticesOf(bus)`); none without it. */
  readonly jobNotices?: JobNoticeSource
  /** Live streams one user may hold open at once (live-routes.ts; default MAX_STREAMS_PER_USER). */
  readonly liveStreamsPerUser?: number
  /** The reads' shared parts, when the process made them for its export jobs too (`createQueryDeps`); else made here. */
  readonly deps?: QueryDeps
  /** Bytes of answers kept (answers/answer-cache.ts); by default BIMP_ANSWER_CACHE_MB. */
  readonly answerCacheBytes?: number
}

export const createQueryApp = (options: QueryAppDeps) => {
  const { sql, signer, watcher, live, log, vault, defaultProjectId, openApiDocument, jobs, jobNotices, liveStreamsPerUser } = options
  const deps = options.deps ?? createQueryDeps({ sql, store: options.store, vault, watcher, ...(options.answerCacheBytes !== undefined && { answerCacheBytes: options.answerCacheBytes }) })
  const answers = deps.answers
  const blobs = new BlobStore(sql)
  // GET only: in the all-in-one server this app is mounted before the command service's, and a command
  // must neither be authenticated twice nor wait for a read position.
  const profile = new Hono()
    .use(readsOnly(authenticate(signer)))
    .use(readsOnly(waitForPosition(watcher)))
    .use(readsOnly(resolveViewer(sql, answers)))
    .use(readsOnly(asOfReads(deps, deps.asOf)))
    .route("/projects", projectRoutes(deps))
    .route("/projects", permissionRoutes(deps))
    // A version's reads are the project's reads as of its position: answered by this app itself.
    .route("/projects", versionRoutes(deps, (request): Promise<Response> => Promise.resolve(app.fetch(request))))
    .route("/projects", idsZipRoutes(deps, "project"))
    .route("/projects", reportRoutes(deps, "project"))
    .route("/projects", excelProfileRoutes(deps))
    .route("/projects", diffRoutes(deps))
    .route("/projects", historyRoutes(deps))
    .route("/phases", phaseRoutes(deps))
    .route("/milestones", milestoneRoutes(deps))
    .route("/processes", processRoutes(deps))
    .route("/processes", idsZipRoutes(deps, "process"))
    .route("/processes", reportRoutes(deps, "process"))
    .route("/activities", activityRoutes(deps))
    .route("/activities", idsRoutes(deps))
    .route("/roles_project", roleRoutes(deps))
    .route("/element_classes", elementClassRoutes(deps))
    .route("/element_classes", classPropertyRoutes(deps))
    .route("/element_types", elementTypeRoutes(deps))
    .route("/element_types", typePropertyRoutes(deps))
    .route("/properties", propertyRoutes(deps))
    .route("/value_lists", valueListRoutes(deps))
    .route("/requirements", requirementRoutes(deps))
    .route("/documents", documentRoutes(deps, blobs))
    .route("/codes", codeRoutes)
    .route("/ifc", ifcRoutes())
    .route("/jobs", jobRoutes(sql, jobs, blobs))
  for (const kind of LIST_KINDS) profile.route(`/${listKinds[kind].path}`, listRoutes(deps, kind))
  profile.onError(onProblem(log))

  // A picture is loaded by an <img>, which cannot send an Authorization header: it may send ?access_token=.
  const authenticateUser = authenticate(signer)
  const authenticatePicture = authenticate(signer, { queryToken: true })
  const user = new Hono()
    .use(readsOnly((c, next) => (PICTURE_PATH.test(c.req.path) ? authenticatePicture : authenticateUser)(c, next)))
    .use(readsOnly(waitForPosition(watcher)))
    .use(readsOnly(resolveViewer(sql, answers)))
    .route("/", userRoutes(deps))
    .route("/", organisationRoutes(deps))
  user.onError(onProblem(log))
  // The `reference/` group (spec §7): reads only, for everyone signed in.
  const reference = new Hono()
    .use(readsOnly(authenticate(signer)))
    .use(readsOnly(waitForPosition(watcher)))
    .use(readsOnly(resolveViewer(sql, answers)))
    .route("/", referenceRoutes(deps, defaultProjectId))
  reference.onError(onProblem(log))
  // The `audit/` group: the event log's tamper evidence (docs/audit.md), for app admins and auditors.
  const audit = new Hono()
    .use(readsOnly(authenticate(signer)))
    .use(readsOnly(resolveViewer(sql, answers)))
    .route("/", auditRoutes(sql))
  audit.onError(onProblem(log))
  const liveApp = liveRoutes({
    source: live,
    signer,
    log,
    access: new LiveAccess(sql),
    jobs: jobNotices,
    ...(liveStreamsPerUser !== undefined && { maxStreamsPerUser: liveStreamsPerUser }),
  })
  liveApp.onError(onProblem(log))

  const statusInfo = async () => ({ api_version: API_VERSION, default_project_id: await defaultProjectId() }) satisfies StatusInfoDto

  // Reads carry no body; anything else that reaches this app is limited like the command service's calls.
  const app: Hono = new Hono()
    .use(requestSizeLimit())
    .get("/status/info", async (c) => c.json(await statusInfo()))
    .get("/1.2/status/info", async (c) => c.json(await statusInfo()))
    .get("/1.2/openapi.json", (c) => c.json(openApiDocument() as object))
    // The Kafka topic's AsyncAPI document and event schemas: open, like the OpenAPI document.
    .route("/1.2", integrationRoutes())
    .route("/1.2/profile", profile)
    .route("/1.2/user", user)
    .route("/1.2/reference", reference)
    .route("/1.2/audit", audit)
    .route("/1.2/live", liveApp)
  app.onError(onProblem(log))
  return app
}

const PICTURE_PATH = /\/users\/\d+\/img$/

const readsOnly = (middleware: MiddlewareHandler): MiddlewareHandler =>
  async function forReadsOnly(c, next) {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next()
    return middleware(c, next)
  }
