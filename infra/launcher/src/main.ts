/** @module `npm start`: the all-in-one server on PGlite (or PostgreSQL with DATABASE_URL). */
import { serve } from "@hono/node-server"
import { writeInitialAdminPassword } from "@bimprofile/command-service/auth/initial-admin-password"
import { readConfig } from "@bimprofile/infra/config"
import { createLogger } from "@bimprofile/infra/logger"
import { closeHttpServer, onShutdown } from "@bimprofile/infra/ops/graceful-shutdown"
import { startTracing } from "@bimprofile/infra/ops/tracing"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { startStack } from "./stack"

const config = readConfig()
const log = createLogger("bimprofile", config.logLevel)
const tracing = startTracing("bimprofile")
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../client/dist")

const stack = await startStack({
  database: config.databaseUrl ? { kind: "pg", url: config.databaseUrl } : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") },
  admin: { email: config.adminEmail, password: config.adminPassword },
  jwtSecret: config.jwtSecret,
  identity: config.identity,
  dataDir: config.dataDir,
  clientDir,
  log,
})

if (stack.admin.password) {
  // Never in the log: the generated password goes into a file only the owner can read.
  const file = await writeInitialAdminPassword(config.dataDir, { email: stack.admin.email, password: stack.admin.password })
  log.info("administrator created — its generated password is in this file (readable by the owner only); delete it after the first sign-in", { file })
}
const server = serve({ fetch: stack.app.fetch, port: config.port, hostname: config.host }, (info) => {
  log.info(`BIM Profile is running at http://localhost:${info.port}`, {
    engine: config.databaseUrl ? "postgresql" : "pglite",
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    referenceProjectId: stack.referenceProjectId,
  })
})

onShutdown(log, [
  () => stack.readiness.stopping(),
  async () => {
    const closed = closeHttpServer(server)
    // Live streams last until their clients leave: end them with the rest of the stack, not after it.
    stack.live.close()
    await closed
  },
  () => stack.stop(),
  () => tracing.shutdown(),
])
