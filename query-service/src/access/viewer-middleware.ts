/**
 * @module Resolves the caller's access facts (`Viewer`) once per request, after `authenticate`: every GET
 * is authorised with them. A token of an unknown or erased user is void: 401 AUTH_INV_TOK. The viewer is
 * kept by the answer cache until a notice says users or organisations changed.
 */
import type { Viewer } from "@bimprofile/contracts/access/roles"
import type { AuthVariables } from "@bimprofile/infra/http/authenticate"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { readViewer } from "@bimprofile/infra/read-models/viewer"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import type { MiddlewareHandler } from "hono"
import type { AnswerCache } from "../answers/answer-cache"

export type ViewerVariables = AuthVariables & { viewer: Viewer }
export type ViewerEnv = { Variables: ViewerVariables }

export const invalidToken = () => new HttpProblem(401, "AUTH_INV_TOK", "Das Token ist ungültig.")

export const resolveViewer = (sql: SqlQuery, answers: AnswerCache): MiddlewareHandler<ViewerEnv> =>
  async function resolveCallerViewer(c, next) {
    const userId = c.get("caller").userId
    const viewer = await answers.viewer(answers.begin(), userId, () => readViewer(sql, userId))
    if (!viewer) throw invalidToken()
    c.set("viewer", viewer)
    await next()
  }
