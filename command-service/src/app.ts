/** @module The command service's Hono app: every non-GET call of /1.2/profile and /1.2/auth. */
import type { TokenSigner } from "@bimprofile/infra/auth/tokens"
import { authenticate } from "@bimprofile/infra/http/authenticate"
import { onProblem } from "@bimprofile/infra/http/problem"
import type { Logger } from "@bimprofile/infra/logger"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { Hono } from "hono"
import { authRoutes } from "./auth/auth-routes"
import { activityRoutes } from "./project/activities/activity-routes"
import { milestoneRoutes } from "./project/milestones/milestone-routes"
import { phaseRoutes } from "./project/phases/phase-routes"
import { processRoutes } from "./project/processes/process-routes"
import type { ProjectService } from "./project/project-service"
import { projectRoutes } from "./project/projects/project-routes"
import { roleRoutes } from "./project/roles/role-routes"
import type { CommandEnv } from "./shared/command-routes"

export type CommandAppDeps = {
  readonly sql: SqlQuery
  readonly signer: TokenSigner
  readonly projects: ProjectService
  readonly log: Logger
}

export const createCommandApp = ({ sql, signer, projects, log }: CommandAppDeps) => {
  const profile = new Hono<CommandEnv>()
    .use(authenticate(signer))
    .use(async function provideProjects(c, next) {
      c.set("projects", projects)
      await next()
    })
    .route("/projects", projectRoutes)
    .route("/phases", phaseRoutes)
    .route("/milestones", milestoneRoutes)
    .route("/processes", processRoutes)
    .route("/activities", activityRoutes)
    .route("/roles_project", roleRoutes)
  profile.onError(onProblem(log))

  const auth = authRoutes(sql, signer)
  auth.onError(onProblem(log))

  const app = new Hono().route("/1.2/auth", auth).route("/1.2/profile", profile)
  app.onError(onProblem(log))
  return app
}
