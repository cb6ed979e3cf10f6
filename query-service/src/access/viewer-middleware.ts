/**
 * @module Resolves the caller's access facts (`Viewer`) once per request, after `authenticate`: every GET
 * is authorised with them. A token of an unknown or erased user is void: 401 AUTH_INV_TOK.
 */
import type { Viewer } from "@bimprofile/contracts/access/roles"
import type { AuthVariables } from "@bimprofile/infra/http/authenticate"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { readViewer } from "@bimprofile/infra/read-models/viewer"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import type { MiddlewareHandler } from "hono"

export type ViewerVariables = AuthVariables & { viewer: Viewer }
export type ViewerEnv = { Variables: ViewerVariables }

export const invalidToken = () => new HttpProblem(401, "AUTH_INV_TOK", "Das Token ist ungültig.")

export const resolveViewer = (sql: SqlQuery): MiddlewareHandler<ViewerEnv> =>
  async function resolveCallerViewer(c, next) {
    const viewer = await readViewer(sql, c.get("caller").userId)
    if (!viewer) throw invalidToken()
    c.set("viewer", viewer)
    await next()
  }
