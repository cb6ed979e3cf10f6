/**
 * @module The AsyncAPI 3.0.0 document of the Kafka topic downstream systems read (docs/kafka.md), generated
 * from the published events (published-events.ts), the envelope (cloud-event-schema.ts) and each event's data
 * schema (event-schemas.ts). The query service serves it at `GET /1.2/asyncapi.json`.
 *
 * One channel (the topic), one message per event type — its payload the CloudEvents envelope whose `data` is
 * that event's schema — and one `receive` operation for consumers. No server: the brokers are the
 * installation's own (its KAFKA_BROKERS), not something this document can know.
 */
import { API_VERSION } from "../codes"
import type { JsonSchema } from "../codec/json-schema"
import { cloudEventJsonSchema } from "./cloud-event-schema"
import { CLOUD_EVENT_CONTENT_TYPE, CLOUD_EVENT_TYPE_PREFIX, EVENTS_TOPIC, eventSchemaPath } from "./cloud-event"
import { eventDataSchema } from "./event-schemas"
import { publishedEvents, type PublishedEvent } from "./published-events"

/** Kafka bindings of AsyncAPI 3.0.0 (bindings/kafka 0.5.0). */
const KAFKA_BINDING_VERSION = "0.5.0"

/** The channel's id in the document: the topic's name. */
const CHANNEL = EVENTS_TOPIC
const ENVELOPE = "CloudEvent"

const regexEscaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const streamIdPattern = (event: PublishedEvent) => `^${event.stream}-[1-9][0-9]*$`

const DESCRIPTION = `
Every event of BIM Profile's log, published by the relay to the Kafka topic \`${EVENTS_TOPIC}\` in the order of the log,
as a [CloudEvents 1.0](https://github.com/cloudevents/spec/blob/v1.0.2/cloudevents/spec.md) message in structured JSON mode
(\`${CLOUD_EVENT_CONTENT_TYPE}\`, also the message's \`content-type\` header). The REST API is described at /1.2/openapi.json.

**Key and order.** The message key is the event's stream id (\`project-<id>\`, \`user-<id>\`, \`organisation-<id>\`, also the
CloudEvent's \`subject\`): all events of a stream go to one partition, in stream order (\`bimpstreamversion\` 1, 2, 3 …).
There is no order across streams on the topic; \`bimpposition\` (the global position) and \`bimpprevposition\` (the position of
the event published just before) let a consumer of several partitions restore the global order.

**Delivery.** At least once: the producer is idempotent with \`acks=all\`, and the relay's checkpoint advances only after the
broker acknowledged, so after a crash an event can arrive again. Consumers dedupe on (\`subject\`, \`bimpstreamversion\`) —
keeping, per stream, the last version applied and skipping anything at or below it.

**Extensions.** \`bimpposition\` (global position), \`bimpprevposition\`, \`bimpstreamversion\` (version within the stream),
\`bimpschemaversion\` (version of the data schema) are always present; \`bimpcorrelationid\`, \`bimpcausationid\` (the call and
message that caused the event), \`bimpuserid\` (the user who caused it) and \`traceparent\` (W3C trace context) when known.
Consumers ignore attributes they do not know: later versions of this topic may add optional ones.

**Schemas.** \`dataschema\` is the URL of the JSON Schema (draft 2020-12) of \`data\`:
\`<base URL of the installation>/1.2/schemas/events/<type>/v<bimpschemaversion>.json\`. Only current schema versions are
published: the event store upcasts every older event to its type's current version before the relay reads it, so a consumer
never meets an old shape, and only current versions are served. A new version of an event type changes \`bimpschemaversion\`
and \`dataschema\`; a changed meaning is a new event type.

**Personal data** (e-mail, names, picture of a user) is sealed: \`personal\` of UserRegistered and UserProfileChanged and
\`image\` of UserImageChanged are ciphertexts no consumer can open (crypto-shredding: erasing the user destroys the key).
Passwords, tokens and other credentials never reach the topic.
`.trim()

const dataSchemaName = (event: PublishedEvent) => event.type

/** The envelope narrowed to one event type: its CloudEvents type, stream, schema version and data. */
const payloadOf = (event: PublishedEvent): JsonSchema => ({
  allOf: [
    { $ref: `#/components/schemas/${ENVELOPE}` },
    {
      type: "object",
      properties: {
        type: { const: CLOUD_EVENT_TYPE_PREFIX + event.type },
        subject: { type: "string", pattern: streamIdPattern(event) },
        source: { type: "string", pattern: `^/bimprofile/${event.stream}-[1-9][0-9]*$` },
        dataschema: { type: "string", pattern: `${regexEscaped(eventSchemaPath(event.type, event.version))}$` },
        bimpschemaversion: { const: event.version },
        data: { $ref: `#/components/schemas/${dataSchemaName(event)}` },
      },
    },
  ],
})

const messageOf = (event: PublishedEvent) => ({
  name: event.type,
  title: event.type,
  summary: `${event.type}, data schema version ${event.version}, in the ${event.stream} streams.`,
  description: `CloudEvents type \`${CLOUD_EVENT_TYPE_PREFIX}${event.type}\`; \`data\` as served at \`${eventSchemaPath(event.type, event.version)}\`.`,
  contentType: CLOUD_EVENT_CONTENT_TYPE,
  headers: {
    type: "object",
    properties: { "content-type": { type: "string", const: CLOUD_EVENT_CONTENT_TYPE } },
  },
  payload: payloadOf(event),
  bindings: {
    kafka: {
      key: { type: "string", pattern: streamIdPattern(event), description: "The stream id (the CloudEvent's subject): one partition per stream, in stream order." },
      bindingVersion: KAFKA_BINDING_VERSION,
    },
  },
})

export const buildAsyncApiDocument = () => ({
  asyncapi: "3.0.0",
  info: {
    title: "BIM Profile events",
    version: API_VERSION,
    description: DESCRIPTION,
  },
  defaultContentType: CLOUD_EVENT_CONTENT_TYPE,
  channels: {
    [CHANNEL]: {
      address: EVENTS_TOPIC,
      title: "BIM Profile events",
      summary: "Every event of the log, key = stream id.",
      description: "The whole log: every event of every project, user and organisation stream, in the log's order per stream.",
      messages: Object.fromEntries(publishedEvents.map((event) => [event.type, { $ref: `#/components/messages/${event.type}` }])),
      bindings: { kafka: { topic: EVENTS_TOPIC, bindingVersion: KAFKA_BINDING_VERSION } },
    },
  },
  operations: {
    receiveEvents: {
      action: "receive",
      channel: { $ref: `#/channels/${CHANNEL}` },
      title: "Receive the events",
      summary: "A downstream system reads the topic (from the beginning to rebuild a model) in a consumer group of its own.",
      description:
        "Apply each stream's events in stream order, skip any (subject, bimpstreamversion) already applied (at-least-once delivery), " +
        "and commit the offset after applying. Unknown event types can be skipped: a new type never changes the meaning of the known ones.",
      messages: publishedEvents.map((event) => ({ $ref: `#/channels/${CHANNEL}/messages/${event.type}` })),
      bindings: {
        kafka: {
          groupId: { type: "string", description: "A consumer group of the consumer's own (the projector's is bimprofile-projector)." },
          bindingVersion: KAFKA_BINDING_VERSION,
        },
      },
    },
  },
  components: {
    schemas: {
      [ENVELOPE]: cloudEventJsonSchema(),
      ...Object.fromEntries(publishedEvents.map((event) => [dataSchemaName(event), eventDataSchema(event)])),
    },
    messages: Object.fromEntries(publishedEvents.map((event) => [event.type, messageOf(event)])),
  },
})
