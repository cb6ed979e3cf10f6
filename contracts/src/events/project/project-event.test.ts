import { Arbitrary, Effect } from "effect"
import { describe, expect, it } from "vitest"
import { toJsonSchema } from "../../codec/json-schema"
import { decodeProjectEvent, projectEventSchemas } from "./project-event"

describe("project events as stored", () => {
  it.each(projectEventSchemas.map((schema) => [schema.fields.type.literal, schema] as const))(
    "%s survives JSON storage unchanged (decode ∘ encode is the identity)",
    (_type, schema) => {
      const samples = Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema), { count: 25 } as never)) as unknown[]
      for (const sample of samples) expect(decodeProjectEvent(JSON.parse(JSON.stringify(sample)))).toEqual(sample)
    },
  )

  it("decodes a stored payload exactly as written to the log", () => {
    const stored = { type: "MilestoneMoved", data: { milestoneId: 12, fromPhaseId: 2, toPhaseId: 3, seq: 1 } }
    expect(decodeProjectEvent(stored)).toEqual(stored)
  })

  it("refuses a payload that is not one of the events", () => {
    expect(() => decodeProjectEvent({ type: "MilestoneMoved", data: { milestoneId: "12" } })).toThrow()
    expect(() => decodeProjectEvent({ type: "MilestoneUpdated", data: {} })).toThrow()
  })

  it("publishes a JSON Schema for every event, naming its type", () => {
    for (const schema of projectEventSchemas) {
      const json = toJsonSchema(schema) as { properties: { type: { enum?: string[]; const?: string } } }
      const type = json.properties.type
      expect(type.const ?? type.enum?.[0]).toBe(schema.fields.type.literal)
    }
  })
})
