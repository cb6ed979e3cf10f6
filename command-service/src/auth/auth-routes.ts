/** @module /1.2/auth: sign-in (login-routes) and self-service (account-routes) over one set of services. */
import { Hono } from "hono"
import { accountRoutes } from "./account-routes"
import type { AuthServices } from "./auth-deps"
import { loginRoutes } from "./login-routes"

export const authRoutes = (services: AuthServices) => new Hono().route("/", loginRoutes(services)).route("/", accountRoutes(services))
