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

export interface EventStore {
  /** Appends atomically; throws WrongExpectedVersion when the stream is not at `expected`. */
  append(streamId: string, expected: ExpectedVersion, events: readonly NewEvent[], options?: AppendOptions): Promise<AppendResult>
  /** The stream that registered `key` with an append, if any. */
  lookupStream(key: string): Promise<string | undefined>
  /** The events of one stream with a version above `afterVersion`, in order. */
  readStream(streamId: string, afterVersion?: number): Promise<StoredEvent[]>
  /** The global log after `afterPosition`, in commit order, never skipping a late commit. */
  readAll(afterPosition: number, limit: number): Promise<StoredEvent[]>
  /** The position of the last committed event (0 for an empty log). */
  headPosition(): Promise<number>
}
