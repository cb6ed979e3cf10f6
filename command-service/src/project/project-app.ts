/**
 * @module The /1.2/profile writes: projects and their content, permissions and shares. Each call is
 * authenticated here and authorised per command (project-command-routes.ts `run`, project-access.ts).
 */
import { idsImportRoutes } from "./requirements/ids-import-routes"
import { documentRoutes } from "./documents/document-routes"
import { versionRoutes } from "./versions/version-routes"
import { exportRoutes } from "./exports/export-route"
import type { BlobStore } from "@bimprofile/infra/blobs/blob-store"
import type { TokenSigner } from "@bimprofile/infra/auth/tokens"
import { authenticate } from "@bimprofile/infra/http/authenticate"
import { onProblem } from "@bimprofile/infra/http/problem"
import type { Logger } from "@bimprofile/infra/logger"
import { Hono } from "hono"
import type { Directory } from "../identity/directory"
import type { CommandEnv } from "../shared/command-env"
import type { People } from "../shared/people"
import { activityRoutes } from "./activities/activity-routes"
import { elementClassRoutes } from "./element-classes/element-class-routes"
import { elementTypeRoutes } from "./element-types/element-type-routes"
import { classPropertyRoutes, propertyRoutes, typePropertyRoutes } from "./properties/property-routes"
import { valueListRoutes } from "./value-lists/value-list-routes"
import { requirementRoutes } from "./requirements/requirement-routes"
import { instantiateClassRoutes, instantiatePropertyRoutes } from "./inheritance/inheritance-routes"
import { copyPropertiesRoutes } from "./inheritance/copy-properties-routes"
import { bsddRoutes } from "./bsdd/bsdd-routes"
import { profileImportRoutes } from "./profile-import/profile-import-routes"
import { listRoutes } from "./lists/list-routes"
import { uploadRoutes } from "./lists/upload/upload-route"
import type { JobStore } from "@bimprofile/infra/jobs/job-store"
import { LIST_KINDS, listKinds } from "@bimprofile/contracts/catalogue/list-kinds"
import { milestoneRoutes } from "./milestones/milestone-routes"
import { permissionRoutes } from "./permissions/permission-routes"
import { phaseRoutes } from "./phases/phase-routes"
import { processRoutes } from "./processes/process-routes"
import type { ProjectService } from "./project-service"
import { projectRoutes } from "./projects/project-routes"
import { keepReferenceProject } from "./projects/reference-project-guard"
import { roleRoutes } from "./roles/role-routes"

export type ProjectAppDeps = {
  readonly signer: TokenSigner
  readonly projects: ProjectService
  /** Who a caller is and what they may do (the write side's identity state). */
  readonly directory: Directory
  /** Names and e-mail of people, for the answers of permission calls. */
  readonly people: People
  readonly log: Logger
  /** The provider's reference project, which is never deleted (projects/reference-project-guard.ts). */
  readonly referenceProjectId: () => Promise<number | null>
  /** Where an upload's or an export's job is queued (docs/jobs.md). */
  readonly jobs: Pick<JobStore, "submit" | "get">
  /** Where documents' bytes are kept (infra/src/blobs). */
  readonly blobs: BlobStore
}

export const projectApp = ({ signer, projects, directory, people, log, referenceProjectId, jobs, blobs }: ProjectAppDeps) => {
  const app = new Hono<CommandEnv>()
    .use(authenticate(signer))
    .use(async function provideProjects(c, next) {
      c.set("projects", projects)
      c.set("directory", directory)
      c.set("people", people)
      await next()
    })
    .delete("/projects/:id", keepReferenceProject(referenceProjectId))
    .route("/projects", projectRoutes)
    .route("/projects", permissionRoutes)
    .route("/projects", versionRoutes)
    .route("/phases", phaseRoutes)
    .route("/milestones", milestoneRoutes)
    .route("/processes", processRoutes)
    .route("/activities", activityRoutes)
    .route("/activities", idsImportRoutes)
    .route("/roles_project", roleRoutes)
    .route("/element_classes", elementClassRoutes)
    .route("/element_classes", classPropertyRoutes)
    .route("/element_classes", instantiateClassRoutes)
    .route("/properties", copyPropertiesRoutes)
    .route("/properties", propertyRoutes)
    .route("/properties", instantiatePropertyRoutes)
    .route("/value_lists", valueListRoutes)
    .route("/element_types", elementTypeRoutes)
    .route("/element_types", typePropertyRoutes)
    .route("/requirements", requirementRoutes)
    .route("/documents", documentRoutes(blobs))
    .route("/exports", exportRoutes(jobs))
  app.route("/classifications", uploadRoutes("classification", jobs))
  app.route("/projects", bsddRoutes(jobs))
  app.route("/projects", profileImportRoutes(jobs, blobs))
  for (const kind of LIST_KINDS) app.route(`/${listKinds[kind].path}`, listRoutes(kind))
  app.onError(onProblem(log))
  return app
}
