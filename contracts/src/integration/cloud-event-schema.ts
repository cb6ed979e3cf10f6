/**
 * @module The CloudEvents 1.0 envelope of `cloud-event.ts` as an effect Schema, and so as JSON Schema for the
 * AsyncAPI document: the attributes, their formats and our extensions, each with what a consumer relies on.
 * `data` is left open here; each message of the AsyncAPI document narrows it to its event's schema.
 */
import { Schema } from "effect"
import { toJsonSchema, type JsonSchema } from "../codec/json-schema"
import { CLOUD_EVENT_TYPE_PREFIX, type CloudEvent } from "./cloud-event"

const described = <S extends Schema.Top>(schema: S, description: string) => schema.annotate({ description })
const atLeast = (minimum: number) => Schema.Int.check(Schema.isGreaterThanOrEqualTo(minimum))
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
// The "u" flag: effect exports a pattern to JSON Schema only for a regular expression in unicode mode.
const matching = (pattern: string) => Schema.String.check(Schema.isPattern(new RegExp(pattern, "u")))

export const CloudEventEnvelope = Schema.Struct({
  specversion: described(Schema.Literal("1.0"), "CloudEvents 1.0."),
  type: described(
    matching(`^${escaped(CLOUD_EVENT_TYPE_PREFIX)}[A-Z][A-Za-z0-9]*$`),
    `"${CLOUD_EVENT_TYPE_PREFIX}" and the event type, e.g. ${CLOUD_EVENT_TYPE_PREFIX}ProjectCreated.`,
  ),
  source: described(matching("^/bimprofile/."), '"/bimprofile/" and the stream id, e.g. /bimprofile/project-42.'),
  id: described(
    Schema.String.check(Schema.isMinLength(1)),
    "The event's id, unique per event (a UUID; events appended before ids existed: <stream id>@<stream version>). " +
      "With at-least-once delivery the same id can arrive twice.",
  ),
  subject: described(
    Schema.String.check(Schema.isMinLength(1)),
    "The id of the event's stream (project-<id>, user-<id>, organisation-<id>): the Kafka message key too.",
  ),
  time: described(Schema.String.annotate({ format: "date-time" }), "When it happened (the command's time; events without one: when it was stored)."),
  datacontenttype: described(Schema.Literal("application/json"), "`data` is JSON."),
  dataschema: described(
    Schema.String.annotate({ format: "uri" }),
    "The JSON Schema of `data`: <base URL of the installation>/1.2/schemas/events/<type>/v<bimpschemaversion>.json.",
  ),
  data: described(Schema.Unknown, "The event's data, as stored: see `dataschema`. Personal fields are sealed."),
  bimpposition: described(atLeast(1), "The event's position in the global log: the order the relay publishes in. Increases with every event, with gaps."),
  bimpprevposition: described(
    atLeast(0),
    "The position of the event published just before this one (0 for the first): with it a consumer of several partitions can restore the global order.",
  ),
  bimpstreamversion: described(
    atLeast(1),
    "The event's version within its stream (1, 2, 3 … without gaps). Consumers dedupe on (subject, bimpstreamversion).",
  ),
  bimpschemaversion: described(atLeast(1), "The version of the event type's data schema; always the current one (the relay upcasts older events)."),
  bimpcorrelationid: Schema.optionalKey(described(Schema.String, "The correlation id of the call that caused the event (X-Correlation-Id).")),
  bimpcausationid: Schema.optionalKey(described(Schema.String, "The id of the message that caused it, when it was caused by another.")),
  bimpuserid: Schema.optionalKey(described(atLeast(1), "The user whose call caused it; absent for the system's own events.")),
  traceparent: Schema.optionalKey(described(Schema.String, "The W3C trace context of the call (CloudEvents distributed-tracing extension).")),
}).annotate({
  title: "CloudEvent",
  description: "A BIM Profile event as a CloudEvents 1.0 message in structured JSON mode (application/cloudevents+json).",
})

// The envelope and `cloud-event.ts` describe the same thing: a change to one that the other lacks fails here.
type Envelope = typeof CloudEventEnvelope.Type
const sameShape: [CloudEvent extends Envelope ? true : never, Envelope extends CloudEvent ? true : never] = [true, true]
void sameShape

/** The envelope's JSON Schema (`data`: any JSON). */
export const cloudEventJsonSchema = (): JsonSchema => toJsonSchema(CloudEventEnvelope)
