import { describe, expect, it } from "vitest"
import { projectEventSchemas } from "../events/project/project-event"
import { answersAffectedBy, kindsOfEventType, kindsOfEventTypes, LIVE_KINDS } from "./live-notification"

describe("kinds of event types", () => {
  it("every project event changes at least one read model", () => {
    for (const schema of projectEventSchemas) expect(kindsOfEventType(schema.fields.type.literal).length, schema.fields.type.literal).toBeGreaterThan(0)
  })

  it("names the read model an event writes, and what goes with it", () => {
    expect(kindsOfEventType("MilestoneRenamed")).toEqual(["milestones"])
    expect(kindsOfEventType("RoleCreated")).toEqual(["roles"])
    expect(kindsOfEventType("ProcessDeleted")).toEqual(["processes", "activities"])
    expect(kindsOfEventType("ProjectDeleted")).toEqual(LIVE_KINDS)
  })

  it("knows nothing of other streams' events or of inherited object keys", () => {
    expect(kindsOfEventType("UserRegistered")).toEqual([])
    expect(kindsOfEventType("constructor")).toEqual([])
    expect(kindsOfEventType("toString")).toEqual([])
  })

  it("unites the kinds of a batch in a fixed order, each once", () => {
    expect(kindsOfEventTypes(["ActivityCreated", "RoleCreated", "ProjectCreated", "ActivityRenamed", "Unknown"])).toEqual([
      "projects",
      "activities",
      "roles",
    ])
    expect(kindsOfEventTypes([])).toEqual([])
  })
})

describe("answers affected by a change", () => {
  it("include the kind's own answers and those that nest or name it", () => {
    expect(answersAffectedBy(["milestones"])).toEqual(["projects", "phases", "milestones", "processes"])
    expect(answersAffectedBy(["roles"])).toContain("activities")
    expect(answersAffectedBy([])).toEqual([])
    expect(answersAffectedBy(null)).toEqual(LIVE_KINDS)
    for (const kind of LIVE_KINDS) expect(answersAffectedBy([kind])).toContain(kind)
  })
})
