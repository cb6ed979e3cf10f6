/**
 * @module The provider's reference project (the default project of /status/info, its id in `settings`)
 * is never deleted: status/info would point at a deleted id. It can only be replaced by designating
 * another. Authorised first, so a caller who may not delete it learns nothing new.
 */
import { referenceProjectKept } from "@bimprofile/contracts/errors/domain-errors"
import { pathId } from "@bimprofile/infra/http/validation"
import type { MiddlewareHandler } from "hono"
import { toProblem } from "../../middleware/problem-response"
import type { CommandEnv } from "../../shared/command-env"
import { authoriseEarly } from "../project-command-routes"

export const keepReferenceProject =
  (referenceProjectId: () => Promise<number | null>): MiddlewareHandler<CommandEnv> =>
  async (c, next) => {
    const projectId = pathId(c)
    if (projectId !== (await referenceProjectId())) return next()
    await authoriseEarly(c, projectId, { type: "DeleteProject" })
    throw toProblem(referenceProjectKept())
  }
