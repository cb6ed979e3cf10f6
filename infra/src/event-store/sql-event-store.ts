import type { SqlClient } from "../sql/sql-client"
import {
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type StoredEvent,
  WrongExpectedVersion,
} from "./event-store"

type PendingAppend = {
  readonly streamId: string
  readonly expected: ExpectedVersion
  readonly events: readonly NewEvent[]
  readonly resolve: (result: AppendResult) => void
  readonly reject: (error: unknown) => void
}

type AppendAnswer = { ok: true; first: number; last: number; version: number } | { ok: false; actual: number }

const MAX_BATCH = 256

/**
 * The event store over either engine. Appends that arrive while a batch is being written wait and go
 * together in the next `bimp_append` call (group commit): one round trip and one commit for many commands.
 * Two appends to one stream never share a batch, so each keeps its own version check.
 */
export const createSqlEventStore = (sql: SqlClient, { maxInFlight = 2 } = {}): EventStore => {
  const queue: PendingAppend[] = []
  let inFlight = 0

  const flush = async (): Promise<void> => {
    if (inFlight >= maxInFlight || queue.length === 0) return
    const batch: PendingAppend[] = []
    const streams = new Set<string>()
    for (let i = 0; i < queue.length && batch.length < MAX_BATCH; ) {
      const pending = queue[i]!
      if (streams.has(pending.streamId)) {
        i++
        continue
      }
      streams.add(pending.streamId)
      batch.push(pending)
      queue.splice(i, 1)
    }
    inFlight++
    try {
      const payload = batch.map((p) => ({
        stream_id: p.streamId,
        expected: p.expected === "any" ? null : p.expected,
        events: p.events.map((e) => ({ type: e.type, schema_version: e.schemaVersion ?? 1, data: e.data, metadata: e.metadata })),
      }))
      const rows = await sql.query<{ answers: AppendAnswer[] }>("SELECT bimp_append($1::jsonb) AS answers", [JSON.stringify(payload)])
      const answers = rows[0]!.answers
      batch.forEach((pending, i) => {
        const answer = answers[i]!
        if (answer.ok) pending.resolve({ firstPosition: answer.first, lastPosition: answer.last, nextVersion: answer.version })
        else pending.reject(new WrongExpectedVersion(pending.streamId, pending.expected as number, answer.actual))
      })
    } catch (error) {
      for (const pending of batch) pending.reject(error)
    } finally {
      inFlight--
      void flush()
    }
  }

  return {
    append(streamId, expected, events) {
      if (events.length === 0) return Promise.reject(new Error("append needs at least one event"))
      return new Promise<AppendResult>((resolve, reject) => {
        queue.push({ streamId, expected, events, resolve, reject })
        void flush()
      })
    },
    async readStream(streamId, afterVersion = 0) {
      const rows = await sql.query(
        `SELECT ${columns} FROM events WHERE stream_id = $1 AND stream_version > $2 ORDER BY stream_version`,
        [streamId, afterVersion],
      )
      return rows.map(toStoredEvent)
    },
    async readAll(afterPosition, limit) {
      const rows = await sql.query(
        `SELECT ${columns} FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
        [afterPosition, limit],
      )
      return rows.map(toStoredEvent)
    },
    async headPosition() {
      const rows = await sql.query<{ head: number | null }>("SELECT max(global_position) AS head FROM events")
      return Number(rows[0]?.head ?? 0)
    },
  }
}

const columns = "global_position, stream_id, stream_version, type, schema_version, data, metadata, recorded_at"

const toStoredEvent = (row: Record<string, unknown>): StoredEvent => ({
  globalPosition: Number(row.global_position),
  streamId: row.stream_id as string,
  streamVersion: Number(row.stream_version),
  type: row.type as string,
  schemaVersion: Number(row.schema_version),
  data: row.data,
  metadata: row.metadata as Record<string, unknown>,
  recordedAt: new Date(row.recorded_at as string).toISOString(),
})
