import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { currentSchemaVersion, upcasterRegistry, upcastEvent, upcastEvents } from "./upcast"
import { defineUpcaster } from "./upcaster"

// A made-up history: v1 stored `title`, v2 renamed it `name`, v3 split `name` into `name` and `code`.
const v1 = defineUpcaster("MilestoneRenamed", 1, Schema.Struct({ milestoneId: Schema.Int, title: Schema.String }), (old) => ({
  milestoneId: old.milestoneId,
  name: old.title,
}))
const v2 = defineUpcaster("MilestoneRenamed", 2, Schema.Struct({ milestoneId: Schema.Int, name: Schema.String }), (old) => {
  const [code = "", ...rest] = old.name.split(" ")
  return { milestoneId: old.milestoneId, code, name: rest.join(" ") }
})
const registry = upcasterRegistry([v2, v1])

describe("upcasting stored events", () => {
  it("carries an old event step by step to the current version of its type", () => {
    const stored = { position: 7, type: "MilestoneRenamed", schemaVersion: 1, data: { milestoneId: 3, title: "M1 Vorprojekt" } }
    expect(upcastEvent(registry, stored)).toEqual({
      position: 7,
      type: "MilestoneRenamed",
      schemaVersion: 3,
      data: { milestoneId: 3, code: "M1", name: "Vorprojekt" },
    })
    expect(upcastEvent(registry, { ...stored, schemaVersion: 2, data: { milestoneId: 3, name: "M2 Bau" } }).data).toEqual({
      milestoneId: 3,
      code: "M2",
      name: "Bau",
    })
  })

  it("leaves current events and other types as the very same objects", () => {
    const current = { type: "MilestoneRenamed", schemaVersion: 3, data: {} }
    const other = { type: "RoleRenamed", schemaVersion: 1, data: {} }
    expect(upcastEvent(registry, current)).toBe(current)
    expect(upcastEvent(registry, other)).toBe(other)
    const list = [current, other]
    expect(upcastEvents(upcasterRegistry([]), list)).toBe(list)
  })

  it("writes new events in the version after the last step", () => {
    expect(currentSchemaVersion(registry, "MilestoneRenamed")).toBe(3)
    expect(currentSchemaVersion(registry, "RoleRenamed")).toBe(1)
  })

  it("fails loudly on a stored event that does not match the version it claims", () => {
    expect(() => upcastEvent(registry, { type: "MilestoneRenamed", schemaVersion: 1, data: { milestoneId: 3 } })).toThrow(/title/)
  })

  it("refuses a registry with two steps from one version or a gap between versions", () => {
    expect(() => upcasterRegistry([v1, v1])).toThrow(/two upcasters/)
    expect(() => upcasterRegistry([v2, { ...v1, fromVersion: 0 }])).toThrow(/without gaps/)
    expect(() => upcasterRegistry([{ ...v2, fromVersion: 3 }, v1])).toThrow(/without gaps/)
  })
})
