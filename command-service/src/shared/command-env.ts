/**
 * @module The Hono environment of every command route (project and identity alike): the services the app
 * puts in it, the caller of the request, and the caller's access facts read once per request.
 */
import type { Viewer } from "@bimprofile/contracts/access/roles"
import { type AuthEnv } from "@bimprofile/infra/http/authenticate"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import type { Context } from "hono"
import type { Directory } from "../identity/directory"
import type { ProjectService } from "../project/project-service"
import type { CommandContext } from "./command-context"
import type { People } from "./people"

export type CommandEnv = AuthEnv & {
  Variables: { projects: ProjectService; directory: Directory; people: People; viewer: Viewer | undefined }
}

export const contextOf = (c: Context<CommandEnv>): CommandContext => {
  const caller = c.get("caller")
  return { userId: caller.userId, orgId: caller.orgId, correlationId: c.get("correlationId"), causationId: null }
}

/** The caller's access facts; a token of an unknown or erased user is void (401 AUTH_INV_TOK). */
export const viewerOf = async (c: Context<CommandEnv>): Promise<Viewer> => {
  const known = c.get("viewer")
  if (known) return known
  const viewer = await c.get("directory").viewer(c.get("caller").userId)
  if (!viewer) throw new HttpProblem(401, "AUTH_INV_TOK", "Das Token ist ungültig.")
  c.set("viewer", viewer)
  return viewer
}
