import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import type { JsonSchema } from "../codec/json-schema"
import { organisationEventTypes, userEventTypes } from "../events/identity/identity-event"
import { projectEventTypes } from "../events/project/project-event"
import { buildAsyncApiDocument } from "./asyncapi"
import { eventSchemaPath, toCloudEvent } from "./cloud-event"
import { CloudEventEnvelope } from "./cloud-event-schema"
import { eventDataSchema, eventSchemaDocument } from "./event-schemas"
import { EVENT_SCHEMA_PATH_TEMPLATE, EVENT_TYPE_NAME, schemaFileVersion } from "./integration-paths"
import { publishedEvents } from "./published-events"
import { SEALED_FIELDS, sealedStringSchema, withSealedFields } from "./sealed-fields"

/** Every keyword used in a schema (not the names of its properties). */
const keywordsOf = (schema: JsonSchema, into = new Set<string>()): Set<string> => {
  for (const [key, value] of Object.entries(schema)) {
    into.add(key)
    if (key === "properties") for (const property of Object.values(value as Record<string, JsonSchema>)) keywordsOf(property, into)
    else if (key === "items" && typeof value === "object") keywordsOf(value as JsonSchema, into)
    else if (key === "anyOf" || key === "oneOf" || key === "allOf") for (const branch of value as JsonSchema[]) keywordsOf(branch, into)
  }
  return into
}

describe("the published events", () => {
  it("are every event type of the contracts, once, each with a name a schema path can carry", () => {
    const types = publishedEvents.map((event) => event.type)
    expect(new Set(types).size).toBe(types.length)
    expect([...types].sort()).toEqual([...projectEventTypes, ...userEventTypes, ...organisationEventTypes].sort())
    for (const type of types) expect(type).toMatch(EVENT_TYPE_NAME)
  })

  it("have a schema document at their current version only", () => {
    for (const event of publishedEvents) {
      expect(eventSchemaDocument(event.type, event.version), event.type).toMatchObject({ $schema: "https://json-schema.org/draft/2020-12/schema", type: "object" })
      expect(eventSchemaDocument(event.type, event.version + 1)).toBeUndefined()
      if (event.version > 1) expect(eventSchemaDocument(event.type, event.version - 1)).toBeUndefined()
    }
    expect(publishedEvents.find((event) => event.type === "MilestoneCreated")?.version).toBe(2)
    expect(eventSchemaDocument("NoSuchEvent", 1)).toBeUndefined()
  })

  it("use only keywords that mean the same in JSON Schema draft 2020-12 and draft-07", () => {
    const keywords = new Set<string>()
    for (const event of publishedEvents) keywordsOf(eventDataSchema(event), keywords)
    const common = ["type", "properties", "required", "additionalProperties", "items", "anyOf", "enum", "minimum", "maximum", "exclusiveMinimum", "minLength", "maxLength", "minItems", "maxItems", "pattern", "title", "description"]
    expect([...keywords].filter((keyword) => !common.includes(keyword))).toEqual([])
  })

  it("serve each schema at the path its CloudEvents name, whose file the route reads back", () => {
    for (const event of publishedEvents) {
      const path = eventSchemaPath(event.type, event.version)
      expect(path).toBe(EVENT_SCHEMA_PATH_TEMPLATE.replace("{type}", event.type).replace("{file}", `v${event.version}.json`))
      expect(schemaFileVersion(path.slice(path.lastIndexOf("/") + 1))).toBe(event.version)
    }
    for (const file of ["v0.json", "v01.json", "vx.json", "v1.xml", "1.json", "v1234567890.json"]) expect(schemaFileVersion(file), file).toBeUndefined()
  })
})

describe("the sealed fields", () => {
  it("are string fields of their events, described as seals", () => {
    for (const [type, fields] of Object.entries(SEALED_FIELDS)) {
      const event = publishedEvents.find((e) => e.type === type)!
      const properties = eventDataSchema(event).properties as Record<string, JsonSchema>
      for (const field of fields) expect(JSON.stringify(properties[field]), `${type}.${field}`).toContain(JSON.stringify(sealedStringSchema))
    }
  })

  it("refuse to describe a field as sealed that holds no text", () => {
    expect(() => withSealedFields("UserRegistered", { type: "object", properties: { personal: { type: "boolean" } } })).toThrow(/not a string field/)
  })

  it("match the vault's seals and no clear text", () => {
    const pattern = new RegExp(sealedStringSchema.pattern as string, "u")
    expect("v1.3q2-_A.Zm9v.YmFy").toMatch(pattern)
    expect("max@example.ch").not.toMatch(pattern)
    expect('{"usr_email":"max@example.ch"}').not.toMatch(pattern)
  })
})

describe("the envelope and the AsyncAPI document", () => {
  it("the envelope's schema accepts what toCloudEvent makes", () => {
    const event = toCloudEvent(
      {
        globalPosition: 7, streamId: "project-3", streamVersion: 2, type: "ProjectRenamed", schemaVersion: 1, data: { projectId: 3, name: "Neu" },
        metadata: { eventId: "e-1", userId: 4, correlationId: "c-1", occurredAt: "2026-11-27T10:00:00.000Z" }, recordedAt: "2026-11-27T10:00:00.100Z",
      },
      6,
      "https://bim.example.ch",
    )
    expect(Schema.decodeUnknownSync(CloudEventEnvelope)(event)).toEqual(event)
  })

  it("has one message per published event, narrowed to its type, stream, version and data", () => {
    const doc = buildAsyncApiDocument()
    expect(Object.keys(doc.components.messages)).toHaveLength(publishedEvents.length)
    const message = doc.components.messages.MilestoneCreated!
    const narrowed = (message.payload.allOf as JsonSchema[])[1] as { properties: Record<string, JsonSchema> }
    expect(narrowed.properties).toMatchObject({
      type: { const: "ch.bimprofile.MilestoneCreated" },
      subject: { pattern: "^project-[1-9][0-9]*$" },
      bimpschemaversion: { const: 2 },
      data: { $ref: "#/components/schemas/MilestoneCreated" },
    })
    expect(new RegExp(narrowed.properties.dataschema!.pattern as string).test("https://bim.example.ch/1.2/schemas/events/MilestoneCreated/v2.json")).toBe(true)
    expect(message.bindings.kafka.key.pattern).toBe("^project-[1-9][0-9]*$")
    expect(doc.components.messages.UserRegistered!.bindings.kafka.key.pattern).toBe("^user-[1-9][0-9]*$")
  })
})
