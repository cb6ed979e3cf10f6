/**
 * @module The documents of the Kafka integration (docs/kafka.md), open like /1.2/openapi.json: a downstream
 * system reads them before it has any account.
 * - `GET /1.2/asyncapi.json`: the AsyncAPI 3.0.0 document of the topic;
 * - `GET /1.2/schemas/events/{type}/v{version}.json`: the JSON Schema of an event's `data`, the URL a
 *   CloudEvent's `dataschema` names. Only current versions exist (the relay publishes upcast events):
 *   404 for an unknown type or another version, 400 for a type or version that cannot be one.
 *
 * The file is one path parameter (`v1.json`): the router takes parameters as whole segments only.
 * Both documents are generated from the contracts once per process, on first use.
 */
import { buildAsyncApiDocument } from "@bimprofile/contracts/integration/asyncapi"
import { eventSchemaDocument } from "@bimprofile/contracts/integration/event-schemas"
import { EVENT_TYPE_NAME, schemaFileVersion } from "@bimprofile/contracts/integration/integration-paths"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { invalid } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"

let asyncApi: object | undefined

export const integrationRoutes = () =>
  new Hono()
    .get("/asyncapi.json", (c) => c.json((asyncApi ??= buildAsyncApiDocument())))
    .get("/schemas/events/:type/:file", (c) => {
      const { type, file } = c.req.param()
      const version = schemaFileVersion(file)
      const typeValid = EVENT_TYPE_NAME.test(type)
      if (!typeValid || version === undefined)
        throw invalid({
          ...(!typeValid && { type: `«${type}» ist kein Ereignistyp (Buchstaben und Ziffern, beginnend mit einem Grossbuchstaben).` }),
          ...(version === undefined && { file: `«${file}» ist keine Schema-Version (v1.json, v2.json …).` }),
        })
      const schema = eventSchemaDocument(type, version)
      if (!schema) throw new HttpProblem(404, "NOT_FOUND", `Es gibt kein veröffentlichtes Schema ${type} v${version} (nur die aktuelle Version jedes Ereignistyps).`)
      return c.json(schema)
    })
