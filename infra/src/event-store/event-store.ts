/**
 * @module The event store interface, the same for PGlite and a PostgreSQL server. It is the one way in for
 * stored events: every read returns them upcast to the current version of their type (the store's
 * `UpcasterRegistry`, contracts `events/event-upcasters.ts`), ready for the caller to decode. No code
 * outside `infra/src/event-store/` queries the `events` table.
 */

export type NewEvent = {
  readonly type: string
  readonly data: unknown
  readonly metadata: Record<string, unknown>
  /** Default: the current version of the type (one past its last upcaster). Only tests write older ones. */
  readonly schemaVersion?: number
}

export type StoredEvent = {
  readonly globalPosition: number
  readonly streamId: string
  readonly streamVersion: number
  readonly type: string
  readonly schemaVersion: number
  readonly data: unknown
  readonly metadata: Record<string, unknown>
  readonly recordedAt: string
}

/**
 * A stored event with the two metadata fields readers of many events use, for reads where parsing every
 * whole metadata object would cost more than the projection itself (a rebuild).
 */
export type LeanEvent = {
  readonly globalPosition: number
  readonly streamId: string
  readonly type: string
  readonly schemaVersion: number
  /** Null when the read asked for the data of other types only. */
  readonly data: unknown
  /** `metadata.userId`, 0 when absent. */
  readonly userId: number
  /** `metadata.occurredAt`, else the time it was recorded (ISO 8601). */
  readonly occurredAt: string
  /** `metadata.traceparent` and `metadata.correlationId`: the call that caused it (read with `withCalls` only). */
  readonly traceparent?: string | undefined
  readonly correlationId?: string | undefined
}

export type LeanReadOptions = {
  /** Read no event past this position. */
  readonly upTo?: number
  /** Only the data of these types is read (the others come with `data` undefined); default: all data. */
  readonly dataOfTypes?: readonly string[]
  /** Also read each event's `traceparent` and `correlationId` (for traces: only when tracing is on). */
  readonly withCalls?: boolean
}

/** A point in the log: a global position, or a time (ISO 8601) — "as of" reads cut the log there. */
export type PositionCut = { readonly position: number; readonly time?: undefined } | { readonly time: string; readonly position?: undefined }

/** `"any"` appends without a version check; a number is the version the stream must be at (0 = new). */
export type ExpectedVersion = number | "any"

export type AppendOptions = {
  /** Lookup keys written in the same transaction, naming this stream as the owner (e.g. "milestone:42"). */
  readonly keys?: readonly string[]
  /**
   * Keys that must be unique (e.g. "email:<digest>"): taken for this stream in the same transaction, or the
   * append fails with KeyTaken and writes nothing when another stream holds one of them.
   */
  readonly reserve?: readonly string[]
  /** Keys of this stream given up in the same transaction (keys of other streams stay untouched). */
  readonly release?: readonly string[]
}

export type AppendResult = {
  readonly firstPosition: number
  readonly lastPosition: number
  /** The stream version after the append. */
  readonly nextVersion: number
}

/** The stream moved since the caller read it: another append won. */
export class WrongExpectedVersion extends Error {
  readonly _tag = "WrongExpectedVersion"
  constructor(
    readonly streamId: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${expected}`)
  }
}

/** Another stream holds a key the append wanted to reserve: nothing was written. */
export class KeyTaken extends Error {
  readonly _tag = "KeyTaken"
  constructor(
    readonly streamId: string,
    readonly key: string,
  ) {
    super(`Key ${key} is held by another stream than ${streamId}`)
  }
}

export interface EventStore {
  /**
   * Appends atomically; throws WrongExpectedVersion when the stream is not at `expected`, KeyTaken when a
   * reserved key belongs to another stream.
   */
  append(streamId: string, expected: ExpectedVersion, events: readonly NewEvent[], options?: AppendOptions): Promise<AppendResult>
  /** The stream that registered `key` with an append, if any. */
  lookupStream(key: string): Promise<string | undefined>
  /** The keys a stream holds (e.g. to release them all when the stream's entity is erased). */
  keysOf(streamId: string): Promise<string[]>
  /** The events of one stream with a version above `afterVersion`, in order. */
  readStream(streamId: string, afterVersion?: number): Promise<StoredEvent[]>
  /** The global log after `afterPosition`, in commit order, never skipping a late commit. */
  readAll(afterPosition: number, limit: number): Promise<StoredEvent[]>
  /**
   * The events of user and organisation streams after `afterPosition`, in commit order (a partial index
   * keeps this cheap however long the project history grows).
   */
  readIdentityEvents(afterPosition: number, limit: number): Promise<StoredEvent[]>
  /** The global log after `afterPosition` as lean events, in commit order, never skipping a late commit. */
  readAllLean(afterPosition: number, limit: number, options?: LeanReadOptions): Promise<LeanEvent[]>
  /**
   * The events of these types after `afterPosition`, in commit order (for lookups the write side makes
   * rarely, e.g. the projects of an organisation being deleted). Filter on their data after this read, never
   * in SQL: the data is only in its current shape once upcast.
   */
  readByType(types: readonly string[], afterPosition: number, limit: number): Promise<StoredEvent[]>
  /**
   * The events of these streams up to position `upTo` (inclusive) as lean events, in position order: what
   * time travel folds to show a project as it was (a project's stream and its reference project's).
   */
  readStreamsLean(streamIds: readonly string[], upTo: number): Promise<LeanEvent[]>
  /**
   * The position of the stream's last event at a cut: at or before position `upTo`, or recorded at or before
   * `time` (ISO 8601); 0 when the stream had no event then.
   */
  lastPositionAt(streamId: string, cut: PositionCut): Promise<number>
  /**
   * The tamper-evident hash (hex SHA-256, docs/audit.md "Tamper evidence") of the stream's last event at or before
   * `position`: it vouches for that event and every one before it in the stream. Null: no event, or none hashed.
   */
  hashAt(streamId: string, position: number): Promise<string | null>
  /** The position of the last committed event (0 for an empty log). */
  headPosition(): Promise<number>
}
