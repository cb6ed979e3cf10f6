/**
 * @module Opens the configured engine: a PostgreSQL server when DATABASE_URL is set, else embedded PGlite
 * under DATA_DIR. Runs the migrations and returns the store and the notification bus to match.
 */
import type { UpcasterRegistry } from "@bimprofile/contracts/events/upcasting/upcast"
import fs from "node:fs"
import path from "node:path"
import type { EventStore, NewEvent } from "./event-store/event-store"
import { createSqlEventStore } from "./event-store/sql-event-store"
import { migrate } from "./migrations/migrate"
import { createInProcessBus, createPgBus, type NotificationBus } from "./notifications/bus"
import { createPgClient } from "./sql/pg-client"
import { createPgliteClient } from "./sql/pglite-client"
import type { SqlClient } from "./sql/sql-client"

export type Database = {
  readonly sql: SqlClient
  readonly store: EventStore
  readonly bus: NotificationBus
  close(): Promise<void>
}

export type DatabaseOptions = (
  | { readonly kind: "pg"; readonly url: string; readonly poolSize?: number }
  | { readonly kind: "pglite"; readonly dataDir?: string }
) & {
  /** The store's upcasters; default: the product's (contracts `events/event-upcasters.ts`). Tests add their own. */
  readonly upcasters?: UpcasterRegistry
  /** Told of every append once it committed (the appended-events metric: ops/event-metrics.ts). */
  readonly onAppended?: (events: readonly NewEvent[]) => void
}

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.kind === "pg") {
    const sql = createPgClient({ connectionString: options.url, max: options.poolSize ?? 16 })
    await migrate(sql)
    const bus = createPgBus(options.url)
    const store = observingAppends(announcingIdentityChanges(createSqlEventStore(sql, upcastersOf(options)), bus), options.onAppended)
    return { sql, store, bus, close: async () => void (await bus.close(), await sql.close()) }
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true })
  const sql = await createPgliteClient(options.dataDir)
  await migrate(sql)
  const bus = createInProcessBus()
  const inner = createSqlEventStore(sql, { maxInFlight: 1, ...upcastersOf(options) })
  // PGlite's NOTIFY does not leave the instance: tell this process's listeners after each append.
  const store: EventStore = announcingIdentityChanges(
    {
      ...inner,
      append: async (streamId, expected, events, appendOptions) => {
        const result = await inner.append(streamId, expected, events, appendOptions)
        void bus.publish("bimp_appended", String(result.lastPosition))
        return result
      },
    },
    bus,
  )
  return { sql, store: observingAppends(store, options.onAppended), bus, close: async () => void (await bus.close(), await sql.close()) }
}

/** Calls `onAppended` after each committed append; the store as it is without one. */
const observingAppends = (inner: EventStore, onAppended: ((events: readonly NewEvent[]) => void) | undefined): EventStore =>
  onAppended
    ? {
        ...inner,
        append: async (streamId, expected, events, appendOptions) => {
          const result = await inner.append(streamId, expected, events, appendOptions)
          onAppended(events)
          return result
        },
      }
    : inner

const upcastersOf = (options: DatabaseOptions) => (options.upcasters ? { upcasters: options.upcasters } : {})

/**
 * Announces appends to user and organisation streams on `bimp_identity`, after they committed: every
 * process's write-side directory then knows to read them (and reads nothing while none came).
 */
const announcingIdentityChanges = (inner: EventStore, bus: NotificationBus): EventStore => ({
  ...inner,
  append: async (streamId, expected, events, appendOptions) => {
    const result = await inner.append(streamId, expected, events, appendOptions)
    if (streamId.startsWith("user-") || streamId.startsWith("organisation-")) {
      bus.publish("bimp_identity", String(result.lastPosition)).catch(() => {})
    }
    return result
  },
})
