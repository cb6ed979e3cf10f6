/**
 * @module /1.2/user: the user and organisation commands (mounted in app.ts behind authentication). The
 * caller's access facts come from the directory (`viewerOf`), every answer carries X-Position.
 */
import { Hono } from "hono"
import type { CommandEnv } from "../shared/command-env"
import type { IdentityRouteDeps } from "./identity-route-deps"
import { organisationRoutes } from "./organisations/organisation-routes"
import { userRoutes } from "./users/user-routes"

/** The sub-app; it expects `caller` and `directory` on the context, as /1.2/profile has. */
export const identityRoutes = (deps: IdentityRouteDeps) =>
  new Hono<CommandEnv>().route("/users", userRoutes(deps)).route("/organisations", organisationRoutes(deps))
