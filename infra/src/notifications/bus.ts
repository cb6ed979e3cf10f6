/**
 * @module Wake-up notifications between the parts: "appended" (new events in the log) and "projected"
 * (read models reached a position). They only shorten waits: every reader still reads the log or its
 * checkpoint, so a lost notification delays, never loses, anything.
 */
import { EventEmitter } from "node:events"
import pg from "pg"

/**
 * bimp_identity: user or organisation events were appended (the write side's directories read them).
 * bimp_jobs: a job was queued or moved (a `JobNotice` with its addressees, infra/src/jobs/job-notices.ts).
 */
export type Channel = "bimp_appended" | "bimp_projected" | "bimp_identity" | "bimp_jobs"
export type Listener = (payload: string) => void

export interface NotificationBus {
  publish(channel: Channel, payload: string): Promise<void>
  subscribe(channel: Channel, listener: Listener): () => void
  close(): Promise<void>
}

/** In one process (the embedded PGlite default). */
export const createInProcessBus = (): NotificationBus => {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    publish: async (channel, payload) => void emitter.emit(channel, payload),
    subscribe(channel, listener) {
      emitter.on(channel, listener)
      return () => emitter.off(channel, listener)
    },
    close: async () => void emitter.removeAllListeners(),
  }
}

/** Across processes over PostgreSQL LISTEN/NOTIFY, on one dedicated connection that reconnects. */
export const createPgBus = (connectionString: string): NotificationBus => {
  const local = createInProcessBus()
  const channels = new Set<Channel>()
  let client: pg.Client | undefined
  let closed = false
  let connecting: Promise<pg.Client> | undefined

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString })
      c.on("notification", (msg) => void local.publish(msg.channel as Channel, msg.payload ?? ""))
      c.on("error", () => {
        client = undefined
        connecting = undefined
        if (!closed) setTimeout(() => void connect().catch(() => {}), 500)
      })
      await c.connect()
      for (const channel of channels) await c.query(`LISTEN ${channel}`)
      client = c
      return c
    })()
    return connecting
  }

  return {
    async publish(channel, payload) {
      const c = client ?? (await connect())
      await c.query("SELECT pg_notify($1, $2)", [channel, payload])
    },
    subscribe(channel, listener) {
      const unsubscribe = local.subscribe(channel, listener)
      if (!channels.has(channel)) {
        channels.add(channel)
        void connect().then((c) => c.query(`LISTEN ${channel}`)).catch(() => {})
      }
      return unsubscribe
    },
    async close() {
      closed = true
      await local.close()
      await client?.end().catch(() => {})
    },
  }
}
