/** @module The event store interface, the same for PGlite and a PostgreSQL server. */

export type NewEvent = {
  readonly type: string
  readonly data: unknown
  readonly metadata: Record<string, unknown>
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
  /** The position of the last committed event (0 for an empty log). */
  headPosition(): Promise<number>
}
