/**
 * @module GET /1.2/user/users[?usr_email=], …/{id}[?partial=true] and …/{id}/img: users from the identity
 * read models, personal fields opened at read time. A viewer sees themselves and the members of their
 * organisations, an app admin everyone; others are a 401 AUTH_PRO (before any lookup, so the answer does
 * not tell whether someone else's id exists).
 */
import { toUserPermissionsDto } from "@bimprofile/contracts/dto/user-dto"
import { HttpProblem, notFoundProblem } from "@bimprofile/infra/http/problem"
import { pathId, queryFlag } from "@bimprofile/infra/http/validation"
import type { UserRowData } from "@bimprofile/infra/read-models/personal"
import { readUserDto, readUserDtos } from "@bimprofile/infra/read-models/user-dto"
import { readUserIdByEmail } from "@bimprofile/infra/read-models/user-lookup"
import { Hono } from "hono"
import { notPermitted } from "../../access/refusals"
import { asSeenBy, mayLookUpByEmail, maySeeUser, viewScopeOf, visibleUserIds } from "../../access/user-visibility"
import type { ViewerEnv } from "../../access/viewer-middleware"
import type { QueryDeps } from "../query-deps"
import { pictureTypeOf } from "./picture-type"
import { jsonAnswer } from "../../answers/json-answer"

const userNotFound = (id: number) => notFoundProblem("user", id)
const DATA_URL = /^data:(image\/(?:png|jpeg));base64,(.*)$/s

export const userRoutes = ({ sql, vault }: Pick<QueryDeps, "sql" | "vault">) =>
  new Hono<ViewerEnv>()
    .get("/users", async (c) => {
      const viewer = c.get("viewer")
      const email = c.req.query("usr_email")?.trim()
      if (email) {
        if (!(await mayLookUpByEmail(sql, viewer))) throw notPermitted("Benutzer nach E-Mail zu suchen")
        const id = await readUserIdByEmail(sql, vault, email)
        // Erased users are never found; accounts not yet activated are left out too.
        const found = id === undefined ? [] : (await readUserDtos(sql, vault, [id])).filter((user) => user.usr_active)
        if (found.length === 0) return c.json([])
        const scope = await viewScopeOf(sql, viewer)
        return jsonAnswer(c, found.map((user) => asSeenBy(viewer, user, scope)))
      }
      const [users, scope] = await Promise.all([readUserDtos(sql, vault, await visibleUserIds(sql, viewer)), viewScopeOf(sql, viewer)])
      return jsonAnswer(c, users.map((user) => asSeenBy(viewer, user, scope)))
    })
    .get("/users/:id", async (c) => {
      const id = pathId(c)
      const partial = queryFlag(c, "partial")
      const viewer = c.get("viewer")
      if (!(await maySeeUser(sql, viewer, id))) throw notPermitted("diesen Benutzer zu sehen")
      const user = await readUserDto(sql, vault, id)
      if (!user) throw userNotFound(id)
      const seen = asSeenBy(viewer, user, await viewScopeOf(sql, viewer))
      return c.json(partial ? toUserPermissionsDto(seen) : seen)
    })
    .get("/users/:id/img", async (c) => {
      const id = pathId(c)
      if (!(await maySeeUser(sql, c.get("viewer"), id))) throw notPermitted("diesen Benutzer zu sehen")
      const [row] = await sql.query<{ data: UserRowData }>("SELECT data FROM rm_users WHERE usr_id = $1", [id])
      if (!row || row.data.erased) throw userNotFound(id)
      const opened = row.data.image ? await vault.open<string>(id, row.data.image) : undefined
      const match = typeof opened === "string" ? DATA_URL.exec(opened) : null
      if (!match) throw new HttpProblem(404, "NOT_FOUND", `Benutzer mit der Id ${id} hat kein Bild.`)
      const bytes = new Uint8Array(Buffer.from(match[2]!, "base64"))
      // The type of the bytes, not the one the upload claimed; nothing else is sent as a picture.
      const type = pictureTypeOf(bytes)
      if (!type) throw new HttpProblem(404, "NOT_FOUND", `Benutzer mit der Id ${id} hat kein Bild.`)
      c.header("Content-Type", type)
      c.header("X-Content-Type-Options", "nosniff")
      c.header("Cache-Control", "private, max-age=86400")
      return c.body(bytes)
    })
