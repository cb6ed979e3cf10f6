/** @module Configuration from the environment, read once at start. */
import path from "node:path"

export type Config = {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  readonly databaseUrl: string | undefined
  readonly adminEmail: string | undefined
  readonly adminPassword: string | undefined
  readonly jwtSecret: string | undefined
  readonly logLevel: "debug" | "info" | "warn" | "error"
}

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => ({
  port: Number(env.PORT ?? 8080),
  host: env.HOST ?? "0.0.0.0",
  dataDir: path.resolve(env.DATA_DIR ?? "data"),
  databaseUrl: env.DATABASE_URL || undefined,
  adminEmail: env.BIMP_ADMIN_EMAIL || undefined,
  adminPassword: env.BIMP_ADMIN_PASSWORD || undefined,
  jwtSecret: env.BIMP_JWT_SECRET || undefined,
  logLevel: (env.LOG_LEVEL as Config["logLevel"]) ?? "info",
})
