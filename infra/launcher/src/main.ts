/** @module `npm start`: the all-in-one server on PGlite (or PostgreSQL with DATABASE_URL). */
import { serve } from "@hono/node-server"
import { writeInitialAdminPassword } from "@bimprofile/command-service/auth/initial-admin-password"
import { readConfig } from "@bimprofile/infra/config"
import { createLogger } from "@bimprofile/infra/logger"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { startStack } from "./stack"

const config = readConfig()
const log = createLogger("bimprofile", config.logLevel)
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

let stopping = false
const shutdown = async (signal: string) => {
  if (stopping) return
  stopping = true
  log.info(`${signal}: stopping`)
  server.close()
  await stack.stop()
  process.exit(0)
}
process.on("SIGINT", () => void shutdown("SIGINT"))
process.on("SIGTERM", () => void shutdown("SIGTERM"))
