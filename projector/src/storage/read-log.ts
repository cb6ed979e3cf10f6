/**
 * @module Reads the global log for projections, through the event store's lean read (upcast, only the
 * metadata fields projections use), split into project events and identity events. It yields exactly
 * what `toProjected(storedEvent)` yields for the same events (the runner int test checks it).
 *
 * Like `EventStore.readAll` it pages on `global_position > after`: appends take positions under a
 * transaction advisory lock (infra 001-event-store), so a late commit can never be passed.
 */
import type { EventStore, LeanEvent } from "@bimprofile/infra/event-store/event-store"
import type { EventTrace } from "@bimprofile/infra/ops/event-spans"
import type { ProjectedEvent } from "../projection"
import type { IdentityEnvelope } from "../projections/identity"

export type LogPage = {
  /** The events of project streams. */
  readonly events: ProjectedEvent[]
  /** The events of user and organisation streams (the identity projection reads them). */
  readonly identity: IdentityEnvelope[]
  /** How many events the page read, of all streams. */
  readonly read: number
  /** The position of the page's last event (of any stream): where the next page starts. */
  readonly lastPosition: number
  /** The calls that caused the page's events, for the batch's trace (ops/event-spans.ts): only those known. */
  readonly calls: readonly EventTrace[]
}

const PROJECT_STREAM_PREFIX = "project-"
const IDENTITY_STREAM = /^(user|organisation)-\d+$/

/** `withCalls`: also read each event's traceparent and correlation id (when tracing is on). */
export const readLog = async (store: Pick<EventStore, "readAllLean">, afterPosition: number, limit: number, withCalls = false): Promise<LogPage> =>
  logPageOf(await store.readAllLean(afterPosition, limit, withCalls ? { withCalls } : undefined), afterPosition)

/** Where a runner reads the log from: the event table (`readLog`), or Kafka (kafka-source/). */
export interface LogSource {
  /** The events after `afterPosition` in global order, at most `limit`; every event up to it is projected. */
  read(afterPosition: number, limit: number): Promise<LogPage>
  /** Calls `listener` when events may have arrived (instead of the database's append notification). */
  onArrival?(listener: () => void): () => void
}

/** The page of events read in global order after `afterPosition`, split as the projections take them. */
export const logPageOf = (read: readonly Omit<LeanEvent, "schemaVersion">[], afterPosition: number): LogPage => {
  const events: ProjectedEvent[] = []
  const identity: IdentityEnvelope[] = []
  const calls: EventTrace[] = []
  for (const event of read) {
    const { globalPosition: position, streamId, type, data, userId, occurredAt, traceparent, correlationId } = event
    if (traceparent !== undefined || correlationId !== undefined) calls.push({ traceparent, correlationId })
    if (!streamId.startsWith(PROJECT_STREAM_PREFIX)) {
      if (IDENTITY_STREAM.test(streamId)) identity.push({ position, type, data, userId, occurredAt })
      continue
    }
    const projectId = projectIdOf(streamId)
    if (projectId === undefined) continue
    events.push({ position, projectId, type, data, userId, occurredAt })
  }
  return { events, identity, read: read.length, lastPosition: read.length === 0 ? afterPosition : read.at(-1)!.globalPosition, calls }
}

/** `project-42` → 42; anything else (not all digits) is not a project stream. */
const projectIdOf = (streamId: string): number | undefined => {
  const digits = streamId.slice(PROJECT_STREAM_PREFIX.length)
  return /^\d+$/.test(digits) ? Number(digits) : undefined
}
