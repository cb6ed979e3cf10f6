/**
 * @module The JSON Schema of each published event's `data`, generated from its effect Schema: the document a
 * CloudEvent's `dataschema` names (`<base>/1.2/schemas/events/<type>/v<version>.json`, served by the query
 * service) and the `data` of its message in the AsyncAPI document.
 *
 * Dialect: JSON Schema draft 2020-12, as effect generates it. The generated schemas use only keywords that
 * mean the same in draft-07 (type, properties, required, additionalProperties, items, anyOf, enum, bounds,
 * lengths, pattern; event-schemas.test.ts lists them), so the AsyncAPI document (whose default schema format
 * is a draft-07 superset) embeds them unchanged; tests/system/asyncapi.test.ts compiles each with both drafts.
 *
 * Objects stay open (`additionalProperties: true`): a later version of an event may add fields, and a
 * consumer validating with this version's schema keeps working.
 */
import { toJsonSchema, type JsonSchema } from "../codec/json-schema"
import { eventSchemaPath } from "./cloud-event"
import { publishedEvent, type PublishedEvent } from "./published-events"
import { withSealedFields } from "./sealed-fields"

export const EVENT_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"

/** The schema of the event's `data`, without a dialect (for embedding). */
export const eventDataSchema = (event: PublishedEvent): JsonSchema => withSealedFields(event.type, toJsonSchema(event.data))

/** The served document: the data schema with its dialect, title and what it is. */
const eventSchemaDocumentOf = (event: PublishedEvent): JsonSchema => ({
  $schema: EVENT_SCHEMA_DIALECT,
  title: `${event.type} v${event.version}`,
  description:
    `The data of a BIM Profile ${event.type} event, schema version ${event.version} (the CloudEvent's bimpschemaversion), ` +
    `published to Kafka in the ${event.stream} streams' CloudEvents (subject ${event.stream}-<id>). ` +
    `This is the current version: the relay upcasts every event to it before publishing. Served at ${eventSchemaPath(event.type, event.version)}.`,
  ...eventDataSchema(event),
})

const documents = new Map<string, JsonSchema>()

/**
 * The JSON Schema document of `type` in `version`; undefined when no event has this type, or when the
 * version is not its current one (older versions are never published).
 */
export const eventSchemaDocument = (type: string, version: number): JsonSchema | undefined => {
  const event = publishedEvent(type)
  if (!event || event.version !== version) return undefined
  let document = documents.get(type)
  if (!document) documents.set(type, (document = eventSchemaDocumentOf(event)))
  return document
}
