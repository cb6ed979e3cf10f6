/**
 * @module How far a follower of the log (the projector, the relay) is behind its head, read at scrape time
 * from the database, so every process that can reach it can tell — not only the follower itself:
 *
 *   <prefix>_lag_events   head position − the follower's checkpoint
 *   <prefix>_lag_seconds  age of the oldest event it has not handled yet (0 when it is at the head)
 *
 * The checkpoint is the row `checkpointName` of `projector_checkpoints` (the read models' and the relay's).
 * The values are the database's, the same in every process reporting them: aggregate with max(), not sum().
 */
import type { Registry } from "prom-client"
import type { EventStore } from "../event-store/event-store"
import type { SqlClient } from "../sql/sql-client"
import { scrapedGauge } from "./scraped-gauge"

export type LagGaugesOptions = {
  readonly registry: Registry
  readonly sql: SqlClient
  readonly store: Pick<EventStore, "headPosition" | "readAll">
  readonly checkpointName: string
  /** `bimp_projector`, `bimp_relay`. */
  readonly prefix: string
}

export type LagGauges = { remove(): void }

export type Lag = { readonly events: number; readonly seconds: number }

/** Reads the lag once: both gauges of one scrape come from the same reading. */
export const readLag = async (sql: SqlClient, store: Pick<EventStore, "headPosition" | "readAll">, checkpointName: string): Promise<Lag> => {
  const [checkpointRows, head] = await Promise.all([
    sql.query<{ position: string | number }>("SELECT position FROM projector_checkpoints WHERE name = $1", [checkpointName]),
    store.headPosition(),
  ])
  const checkpoint = Number(checkpointRows[0]?.position ?? 0)
  if (head <= checkpoint) return { events: 0, seconds: 0 }
  const [oldest] = await store.readAll(checkpoint, 1)
  const seconds = oldest ? Math.max(0, (Date.now() - Date.parse(oldest.recordedAt)) / 1000) : 0
  return { events: head - checkpoint, seconds }
}

export const lagGauges = ({ registry, sql, store, checkpointName, prefix }: LagGaugesOptions): LagGauges => {
  // One reading per scrape for both gauges: a scrape collects all metrics at once, so the second gauge
  // finds the first one's reading still in flight and shares it.
  let reading: Promise<Lag> | undefined
  const lag = () => (reading ??= readLag(sql, store, checkpointName).finally(() => (reading = undefined)))
  const events = scrapedGauge({
    registry,
    name: `${prefix}_lag_events`,
    help: `Events in the log after the checkpoint ${checkpointName}`,
    read: async (gauge) => gauge.set((await lag()).events),
  })
  const seconds = scrapedGauge({
    registry,
    name: `${prefix}_lag_seconds`,
    help: `Age in seconds of the oldest event after the checkpoint ${checkpointName} (0 when none)`,
    read: async (gauge) => gauge.set((await lag()).seconds),
  })
  return {
    remove() {
      events.remove()
      seconds.remove()
    },
  }
}
