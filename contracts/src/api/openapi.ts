/** @module Builds the OpenAPI 3.1 document of the 1.2 API from the endpoint catalogue and contract schemas. */
import type { Schema } from "effect"
import { API_VERSION } from "../codes"
import { toJsonSchema } from "../codec/json-schema"
import { Id } from "../bodies/fields"
import { ErrorBody } from "../errors/error-body"
import { type Endpoint, endpoints } from "./endpoints"

const statusText: Record<number, string> = {
  400: "Invalid input: malformed JSON, wrong types, or an id in the body that does not exist (or lies in a project the caller may not read) or belongs to another project (details per field).",
  401: "Not authenticated (AUTH_NO_TOK, AUTH_INV_TOK, AUTH_EXP_TOK), login failed (AUTH) or not permitted (AUTH_PRO).",
  403: "Readable, but not permitted with the caller's role (HISTORY_FORBIDDEN: a project's history needs the role auditor or more).",
  404: "Unknown id. An entity inside a project the caller may not read is answered the same way.",
  409: "Refused by a rule (a name taken, a role still linked, a milestone not empty) or a concurrent change.",
  413: "The body is too large (BODY_TOO_LARGE), or the picture (IMAGE_TOO_LARGE).",
  415: "The body is not of the media type the call takes (UNSUPPORTED_MEDIA_TYPE): application/json, or for an upload the types its request body lists.",
  429: "Too many attempts (THROTTLED) or client log entries (CLIENT_LOG_RATE): try again later; the answer names when (Retry-After).",
  501: "Not available yet (NOT_AVAILABLE).",
  503: "A tool the call needs cannot work on this server now (REPORT_UNAVAILABLE: the PDF reports' Chromium is missing, does not start or took too long).",
}

/** An id in a path or query: a positive safe integer, as in bodies. */
const idSchema = toJsonSchema(Id)

/** The statuses any call with a body can answer besides its own: too large (413), not JSON (415). */
/** A file as the body: its bytes, or for a JSON upload (a bSDD dictionary) a JSON object, which the job then checks whole. */
const uploadSchema = (type: string) =>
  type === "application/json"
    ? { type: "object", description: "The file's JSON object; what it holds is checked by the job it starts." }
    : type === "multipart/form-data"
      ? { type: "object", properties: { file: { type: "string", format: "binary" } }, required: ["file"], description: "A form with one file." }
      : { type: "string", contentMediaType: type }

const commonErrors = (endpoint: Endpoint): readonly number[] => (endpoint.body || endpoint.upload ? [413, 415] : [])

/**
 * One message of an event stream as OpenAPI 3.1 tools read it (3.1 has no `itemSchema`): an object of
 * the message's fields, `data` being JSON of the schema of its event (unnamed messages: "message").
 */
const streamMessageSchema = (endpoint: Endpoint) => {
  const events: Array<[string, Schema.Top]> = [["message", endpoint.answer], ...Object.entries(endpoint.namedEvents ?? {})]
  return {
    anyOf: events.map(([event, data]) => ({
      type: "object",
      properties: {
        event: { const: event },
        id: { type: "string" },
        retry: { type: "integer", minimum: 0 },
        data: { type: "string", contentMediaType: "application/json", contentSchema: toJsonSchema(data) },
      },
      required: event === "message" ? ["data"] : ["event", "data"],
    })),
  }
}

export const buildOpenApiDocument = () => {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const endpoint of endpoints) {
    const pathParams = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => {
      const own = endpoint.pathParams?.[m[1]!]
      return { name: m[1], in: "path", required: true, schema: own ? toJsonSchema(own) : idSchema }
    })
    const queryParams = (endpoint.query ?? []).map((q) => ({
      name: q.name,
      in: "query",
      required: q.required === true,
      description: q.description,
      schema: q.schema
        ? toJsonSchema(q.schema)
        : q.enum
          ? { type: "string", enum: q.enum }
          : q.type === "integer"
            ? q.maximum === undefined ? idSchema : { type: "integer", minimum: 1, maximum: q.maximum }
            : { type: q.type, ...(q.maxLength !== undefined && { maxLength: q.maxLength }) },
    }))
    const headerParams = [
      ...(endpoint.method === "get" && (endpoint.path.startsWith("/1.2/profile/") || endpoint.path.startsWith("/1.2/reference/"))
        ? [{ name: "X-Min-Position", in: "header", required: false, description: "Wait (up to 5 s) until the read models reached this position (read-your-writes).", schema: { type: "integer", minimum: 0, maximum: Number.MAX_SAFE_INTEGER } }]
        : []),
      ...(endpoint.stream
        ? [{ name: "Last-Event-ID", in: "header", required: false, description: "The id of the last message received: what changed since is replayed first.", schema: { type: "string" } }]
        : []),
    ]
    const responses: Record<string, unknown> = {
      [endpoint.status]: {
        description: endpoint.pending ? statusText[501] : "Success",
        ...(endpoint.method !== "get" && endpoint.auth && !endpoint.upload && {
          headers: { "X-Position": { description: "Global log position of the last event the command appended.", schema: { type: "integer" } } },
        }),
        // 204: no body at all (client log forwarding).
        ...(endpoint.status !== 204 && {
          content: endpoint.stream
            ? { "text/event-stream": { schema: streamMessageSchema(endpoint) } }
            : endpoint.media
              ? // Not JSON: the bytes of a file of one of these types.
                Object.fromEntries(endpoint.media.map((type) => [type, { schema: { type: "string", contentMediaType: type } }]))
              : { "application/json": { schema: toJsonSchema(endpoint.answer) } },
        }),
      },
    }
    for (const status of new Set([...endpoint.errors, ...commonErrors(endpoint)].sort((a, b) => a - b)))
      responses[status] = { description: statusText[status], content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } } }
    paths[endpoint.path] ??= {}
    paths[endpoint.path]![endpoint.method] = {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      operationId: `${endpoint.method}${endpoint.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ? ch.toUpperCase() : ""))}`,
      ...(endpoint.auth ? {} : { security: [] }),
      parameters: [...pathParams, ...queryParams, ...headerParams],
      ...(endpoint.body && { requestBody: { required: true, content: { "application/json": { schema: toJsonSchema(endpoint.body) } } } }),
      ...(endpoint.upload && { requestBody: { required: true, content: Object.fromEntries(endpoint.upload.map((type) => [type, { schema: uploadSchema(type) }])) } }),
      responses,
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "BIM Profile API",
      version: API_VERSION,
      description: "The 1.2 API of BIM Profile: commands (POST/PATCH/DELETE) append domain events; reads (GET) come from projected read models. " +
        "Every text of a body (keys and values) is valid Unicode without NUL characters (U+0000), else 400. " +
        "A documented path called with another method answers 405 with an Allow header.",
    },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: { ErrorBody: toJsonSchema(ErrorBody) },
    },
    paths,
  }
}
