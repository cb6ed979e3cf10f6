/**
 * @module What `npm run start:distributed` reads from the environment. PORT, HOST, KAFKA_PORT and DATA_DIR are
 * its own; DATABASE_URL or KAFKA_BROKERS, when set, name a server to use instead of starting one; everything
 * else (LOG_LEVEL, BIMP_*, OTEL_*, …) is passed on to the services unchanged.
 */
import path from "node:path"

export type DistributedSettings = {
  /** nginx, the one origin of the product. */
  readonly port: number
  readonly host: string
  /** The broker the launcher starts (ignored with KAFKA_BROKERS). */
  readonly kafkaPort: number
  /** PostgreSQL's cluster, Kafka's log, nginx's prefix, the services' outbox and every log live here. */
  readonly dataDir: string
  /** A PostgreSQL server of the developer's: no cluster started. */
  readonly databaseUrl: string | undefined
  /** A Kafka of the developer's: no broker started. */
  readonly kafkaBrokers: string | undefined
  /** The address users open, for links in mails; default the nginx origin. */
  readonly appUrl: string
}

export class SettingsError extends Error {}

const portOf = (name: string, raw: string | undefined, fallback: number): number => {
  if (raw === undefined || raw === "") return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new SettingsError(`${name} must be a port number (1–65535), not "${raw}"`)
  return port
}

export const readDistributedSettings = (env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): DistributedSettings => {
  const port = portOf("PORT", env.PORT, 8080)
  const host = env.HOST || "127.0.0.1"
  return {
    port,
    host,
    kafkaPort: portOf("KAFKA_PORT", env.KAFKA_PORT, 9092),
    dataDir: path.resolve(cwd, env.DATA_DIR || "data/distributed"),
    databaseUrl: env.DATABASE_URL || undefined,
    kafkaBrokers: env.KAFKA_BROKERS || undefined,
    appUrl: (env.APP_URL || `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`).replace(/\/+$/, ""),
  }
}
