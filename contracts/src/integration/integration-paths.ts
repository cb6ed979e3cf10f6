/**
 * @module Where the query service serves the integration documents (docs/kafka.md), and the form of their
 * path parameters: the AsyncAPI document and each event's data schema (the URL a CloudEvent's
 * `dataschema` names — `eventSchemaPath` of cloud-event.ts fills in this template).
 */
import { Schema } from "effect"

export const ASYNCAPI_PATH = "/1.2/asyncapi.json"

/**
 * The OpenAPI template of `eventSchemaPath(type, version)`: the file is `v<version>.json`. One parameter for the
 * whole segment, as the router takes parameters (whole segments only).
 */
export const EVENT_SCHEMA_PATH_TEMPLATE = "/1.2/schemas/events/{type}/{file}"

/** An event type's name as it may appear in a schema's path: the form of every type we have. */
export const EVENT_TYPE_NAME = /^[A-Z][A-Za-z0-9]{0,99}$/u

/** A schema's file name: `v`, the version (without leading zeros, at most nine digits), `.json`. */
export const SCHEMA_FILE_NAME = /^v([1-9][0-9]{0,8})\.json$/u

export const EventTypeParam = Schema.String.check(Schema.isPattern(EVENT_TYPE_NAME)).annotate({ description: "An event type, e.g. ProjectCreated." })
export const SchemaFileParam = Schema.String.check(Schema.isPattern(SCHEMA_FILE_NAME)).annotate({
  description: "v<version>.json: the type's current schema version (the CloudEvent's bimpschemaversion), e.g. v1.json.",
})

/** The version a schema's file name names; undefined when it is not of the form v<version>.json. */
export const schemaFileVersion = (file: string): number | undefined => {
  const digits = SCHEMA_FILE_NAME.exec(file)?.[1]
  return digits === undefined ? undefined : Number(digits)
}
