/** @module The command service's Hono app: every non-GET call of /1.2/profile and /1.2/auth, and the client log. */
import { BlobStore } from "@bimprofile/infra/blobs/blob-store"
import type { TokenSigner } from "@bimprofile/infra/auth/tokens"
import { authenticate } from "@bimprofile/infra/http/authenticate"
import { requestSizeLimit } from "@bimprofile/infra/http/body-limit"
import { onProblem } from "@bimprofile/infra/http/problem"
import type { Logger } from "@bimprofile/infra/logger"
import { readReferenceProjectId } from "@bimprofile/infra/settings"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import type { JobStore } from "@bimprofile/infra/jobs/job-store"
import { Hono } from "hono"
import type { AuthServices } from "./auth/auth-deps"
import { authRoutes } from "./auth/auth-routes"
import { clientLogRoutes } from "./client-log/client-log-routes"
import type { Directory } from "./identity/directory"
import type { IdentityRouteDeps } from "./identity/identity-route-deps"
import { identityRoutes } from "./identity/identity-routes"
import { jobRoutes } from "./jobs/job-routes"
import { projectApp } from "./project/project-app"
import type { ProjectService } from "./project/project-service"
import type { CommandEnv } from "./shared/command-env"
import type { People } from "./shared/people"

export type CommandAppDeps = {
  readonly sql: SqlQuery
  readonly signer: TokenSigner
  readonly projects: ProjectService
  readonly log: Logger
  /** Who a caller is and what they may do (the write side's identity state). */
  readonly directory: Directory
  /** Names and e-mail of people, for the answers of permission calls. */
  readonly people: People
  /** Sign-in: the /1.2/auth routes' services (command-service/src/auth/start-auth.ts). */
  readonly auth: AuthServices
  /** /1.2/user: users and organisations (command-service/src/identity). */
  readonly users: Omit<IdentityRouteDeps, "sql" | "projects">
  /** The jobs table (docs/jobs.md): cancel and retry; uploads queue theirs. */
  readonly jobs: Pick<JobStore, "get" | "cancel" | "retry" | "submit">
}

export const createCommandApp = ({ sql, signer, projects, log, directory, people, auth: authServices, users, jobs }: CommandAppDeps) => {
  const profile = projectApp({ signer, projects, directory, people, log, referenceProjectId: () => readReferenceProjectId(sql), jobs, blobs: new BlobStore(sql) })

  const auth = authRoutes(authServices)
  const jobApp = jobRoutes(signer, jobs)
  jobApp.onError(onProblem(log))
  auth.onError(onProblem(log))

  const user = new Hono<CommandEnv>()
    .use(authenticate(signer))
    .use(async function provideDirectory(c, next) {
      c.set("projects", projects)
      c.set("directory", directory)
      c.set("people", people)
      await next()
    })
    .route("/", identityRoutes({ ...users, sql, projects }))
  user.onError(onProblem(log))
  const clientLog = clientLogRoutes({ signer, log, trustProxy: authServices.config.trustProxy })
  clientLog.onError(onProblem(log))

  // Every body is limited before anything reads it (413 BODY_TOO_LARGE): 64 kB, 1.5 MB for a picture.
  const app = new Hono().use(requestSizeLimit()).route("/1.2/auth", auth).route("/1.2/profile/jobs", jobApp).route("/1.2/profile", profile).route("/1.2/user", user).route("/1.2/client-log", clientLog)
  app.onError(onProblem(log))
  return app
}
