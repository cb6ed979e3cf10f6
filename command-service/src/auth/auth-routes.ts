/** @module /1.2/auth: sign-in (login-routes) and self-service (account-routes) over one set of services. */
import { Hono } from "hono"
import { accountRoutes } from "./account-routes"
import type { AuthServices } from "./auth-deps"
import { loginRoutes } from "./login-routes"
import { BUSY_RETRY_AFTER_SECONDS, PasswordWorkBusy } from "./passwords"

export const authRoutes = (services: AuthServices) =>
  new Hono()
    .use(async (c, next) => {
      await next()
      // The password work queue was full (503 BUSY): tell the client when to come back.
      if (c.error instanceof PasswordWorkBusy) c.res.headers.set("Retry-After", String(BUSY_RETRY_AFTER_SECONDS))
    })
    .route("/", loginRoutes(services))
    .route("/", accountRoutes(services))
