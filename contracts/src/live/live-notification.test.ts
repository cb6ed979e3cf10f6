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
    // A deleted project takes every read model of that project with it; users and organisations belong to no project.
    expect(kindsOfEventType("ProjectDeleted")).toEqual(LIVE_KINDS.filter((kind) => kind !== "users" && kind !== "organisations"))
    expect(kindsOfEventType("ProjectPermissionGranted")).toEqual(["permissions", "projects"])
  })

  it("maps identity events to users and organisations, never to a project's read models", () => {
    expect(kindsOfEventType("UserRegistered")).toEqual(["users"])
    expect(kindsOfEventType("UserErased")).toEqual(["users", "organisations"])
    expect(kindsOfEventType("OrganisationCreated")).toEqual(["organisations"])
    expect(kindsOfEventType("OrganisationMemberRolesSet")).toEqual(["organisations", "users"])
    // Nothing any read model shows: a password change or a provider link.
    expect(kindsOfEventType("UserPasswordChanged")).toEqual([])
    expect(kindsOfEventType("UserLinkedToProvider")).toEqual([])
  })

  it("knows nothing of other events or of inherited object keys", () => {
    expect(kindsOfEventType("SomethingElseHappened")).toEqual([])
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
