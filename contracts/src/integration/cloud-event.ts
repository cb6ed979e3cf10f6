/**
 * @module The integration event that downstream systems read from Kafka: one stored event as a CloudEvents 1.0
 * message in structured JSON mode (docs/kafka.md). The relay maps every event of the log with `toCloudEvent`;
 * consumers (the projector's Kafka source, the downstream example) map it back with `fromCloudEvent`.
 *
 * Only what a consumer needs leaves the store: the event's data as stored — personal data stays sealed, so
 * crypto-shredding holds for consumers too — and a whitelist of metadata fields. Nothing else of the metadata
 * is published, so a field added to it later never leaks by accident.
 */

/** The topic of every event, key = stream id (per-stream order). Its name carries the envelope's version. */
export const EVENTS_TOPIC = "bimprofile.events.v1"

/** The CloudEvents `type` of an event type: reverse-DNS, as the specification recommends. */
export const CLOUD_EVENT_TYPE_PREFIX = "ch.bimprofile."

export const CLOUD_EVENT_CONTENT_TYPE = "application/cloudevents+json"

/**
 * The envelope. Extension attributes are lower-case letters and digits only (CloudEvents 1.0 §3.1.1):
 * - `bimpposition` — the event's global position in the log (the order the relay publishes in);
 * - `bimpprevposition` — the position of the event published just before it (0 for the first): a consumer
 *   that reads several partitions can restore the global order from this chain;
 * - `bimpstreamversion` — its version within the stream: consumers dedupe on (`subject`, `bimpstreamversion`);
 * - `bimpschemaversion` — the version of the event type's data schema (also in `dataschema`);
 * - `bimpcorrelationid`, `bimpcausationid`, `bimpuserid` — who and which call caused it;
 * - `traceparent` — the W3C trace context of the call (CloudEvents' distributed-tracing extension).
 */
export type CloudEvent = {
  readonly specversion: "1.0"
  readonly type: string
  readonly source: string
  readonly id: string
  readonly subject: string
  readonly time: string
  readonly datacontenttype: "application/json"
  readonly dataschema: string
  readonly data: unknown
  readonly bimpposition: number
  readonly bimpprevposition: number
  readonly bimpstreamversion: number
  readonly bimpschemaversion: number
  readonly bimpcorrelationid?: string
  readonly bimpcausationid?: string
  readonly bimpuserid?: number
  readonly traceparent?: string
}

/** A stored event as the relay reads it (structurally the event store's `StoredEvent`). */
export type LoggedEvent = {
  readonly globalPosition: number
  readonly streamId: string
  readonly streamVersion: number
  readonly type: string
  readonly schemaVersion: number
  readonly data: unknown
  readonly metadata: Readonly<Record<string, unknown>>
  readonly recordedAt: string
}

/** The path of an event type's JSON Schema, served by the query service (`dataschema` is this on its base URL). */
export const eventSchemaPath = (type: string, version: number): string => `/1.2/schemas/events/${encodeURIComponent(type)}/v${version}.json`

const stringOf = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined)
const positiveIntOf = (value: unknown): number | undefined => (typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined)

/**
 * `schemaBase` is the public base URL of the query service (e.g. `https://bim.example.ch`), so that
 * `dataschema` resolves for consumers; `prevPosition` is the position of the event published before this one.
 */
export const toCloudEvent = (event: LoggedEvent, prevPosition: number, schemaBase: string): CloudEvent => {
  const meta = event.metadata
  const optional = {
    bimpcorrelationid: stringOf(meta.correlationId),
    bimpcausationid: stringOf(meta.causationId),
    bimpuserid: positiveIntOf(meta.userId),
    traceparent: stringOf(meta.traceparent),
  }
  return {
    specversion: "1.0",
    type: CLOUD_EVENT_TYPE_PREFIX + event.type,
    source: `/bimprofile/${event.streamId}`,
    // Events appended before event ids existed have none: their stream and version identify them as well.
    id: stringOf(meta.eventId) ?? `${event.streamId}@${event.streamVersion}`,
    subject: event.streamId,
    time: stringOf(meta.occurredAt) ?? event.recordedAt,
    datacontenttype: "application/json",
    dataschema: schemaBase.replace(/\/+$/, "") + eventSchemaPath(event.type, event.schemaVersion),
    data: event.data,
    bimpposition: event.globalPosition,
    bimpprevposition: prevPosition,
    bimpstreamversion: event.streamVersion,
    bimpschemaversion: event.schemaVersion,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  }
}

/** What a consumer reads back: the event as the projections take it. */
export type ConsumedEvent = {
  readonly globalPosition: number
  readonly prevPosition: number
  readonly streamId: string
  readonly streamVersion: number
  readonly type: string
  readonly schemaVersion: number
  readonly data: unknown
  /** 0 when the event names no user (the system). */
  readonly userId: number
  readonly occurredAt: string
  readonly correlationId: string | undefined
  readonly traceparent: string | undefined
}

export class NotACloudEvent extends Error {
  constructor(reason: string) {
    super(`not a BIM Profile CloudEvent: ${reason}`)
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)
const required = <T>(value: T | undefined, name: string): T => {
  if (value === undefined) throw new NotACloudEvent(`${name} is missing or malformed`)
  return value
}
const nonNegativeIntOf = (value: unknown): number | undefined => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined)

/** Parses one message value; a message of another producer or version is refused, never guessed at. */
export const fromCloudEvent = (message: unknown): ConsumedEvent => {
  if (!isRecord(message)) throw new NotACloudEvent("not a JSON object")
  if (message.specversion !== "1.0") throw new NotACloudEvent("specversion is not 1.0")
  const type = required(stringOf(message.type), "type")
  if (!type.startsWith(CLOUD_EVENT_TYPE_PREFIX)) throw new NotACloudEvent(`type ${type} is not of BIM Profile`)
  return {
    globalPosition: required(positiveIntOf(message.bimpposition), "bimpposition"),
    prevPosition: required(nonNegativeIntOf(message.bimpprevposition), "bimpprevposition"),
    streamId: required(stringOf(message.subject), "subject"),
    streamVersion: required(positiveIntOf(message.bimpstreamversion), "bimpstreamversion"),
    type: type.slice(CLOUD_EVENT_TYPE_PREFIX.length),
    schemaVersion: required(positiveIntOf(message.bimpschemaversion), "bimpschemaversion"),
    data: message.data,
    userId: positiveIntOf(message.bimpuserid) ?? 0,
    occurredAt: required(stringOf(message.time), "time"),
    correlationId: stringOf(message.bimpcorrelationid),
    traceparent: stringOf(message.traceparent),
  }
}
