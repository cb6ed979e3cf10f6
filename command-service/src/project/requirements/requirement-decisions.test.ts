import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { RequirementFields } from "@bimprofile/contracts/events/project/requirement-events"
import { describe, expect, it } from "vitest"
import { decide, given } from "../../testing/decider-spec"
import { extractActivityTree, extractMilestoneTree } from "../copy-trees"
import { evolveProject, initialProjectState } from "../project-state"
import { activityCreated, aProject, milestoneCreated, phaseIdOf, processCreated } from "../../testing/project-fixtures"

/** Milestone 11 with process 21 and its activities 31, 32; class Wand (41) with FireRating (51); a wall requirement (61) on 31, a door one (62) on 32. */
const wall = { facet: "entity", name: { simple: "IFCWALL" }, predefined_type: null } as const
const fields = (extra: Partial<RequirementFields> = {}): RequirementFields => ({
  elementClassId: null,
  name: "Wände",
  identifier: null,
  desc: null,
  instructions: null,
  ifcVersions: [],
  cardinality: "required",
  applicability: [wall],
  requirementsDesc: null,
  facets: [],
  ...extra,
})
const fireRating = { facet: "property", pty_id: 51, property_set: null, base_name: null, value: null, data_type: null, uri: null, cardinality: "required", instructions: null } as const
const base: ProjectEvent[] = [
  ...aProject(),
  milestoneCreated(11, phaseIdOf.planung, "Bauprojekt"),
  processCreated(21, 11, "Modell liefern"),
  activityCreated(31, 21, "Architektur"),
  activityCreated(32, 21, "Tragwerk"),
  { type: "ElementClassCreated", data: { elementClassId: 41, name: "Wand", desc: null, category: null, parentId: null, ifc: [], uri: null } },
  { type: "PropertyCreated", data: { propertyId: 51, name: "FireRating", desc: null, datatype: "text", unit: null, concept: "predefined_property", ifc: [], uri: null, valueListId: null } },
  { type: "RequirementAdded", data: { requirementId: 61, activityId: 31, ...fields({ elementClassId: 41, applicability: [], facets: [fireRating] }) } },
  { type: "RequirementAdded", data: { requirementId: 62, activityId: 32, ...fields({ name: "Türen" }) } },
] as ProjectEvent[]

describe("requirements", () => {
  it("are added with a trimmed name, for an activity and a class of the project, a class once per activity", () => {
    given(...base)
      .when({ type: "AddRequirement", activityId: 32, fields: fields({ name: " Wände ", elementClassId: 41 }) })
      .then({ type: "RequirementAdded", data: { requirementId: 100, activityId: 32, ...fields({ elementClassId: 41 }) } } as ProjectEvent)
    given(...base).when({ type: "AddRequirement", activityId: 31, fields: fields({ elementClassId: 41 }) }).thenRejects("RequirementClassTaken")
    given(...base).when({ type: "AddRequirement", activityId: 999, fields: fields() }).thenRejects("ForeignEntity", { req_act_id: "Aktivität 999 gehört nicht zu diesem Projekt." })
    given(...base).when({ type: "AddRequirement", activityId: 31, fields: fields({ facets: [{ ...fireRating, pty_id: 999 }] }) }).thenRejects("ForeignEntity")
    given(...base).when({ type: "AddRequirement", activityId: 31, fields: fields({ applicability: [wall, wall] }) }).thenRejects("InvalidValue", { req_applicability: "Die Anwendbarkeit nennt höchstens eine IFC-Entität." })
  })

  it("change only what differs, checked as a whole; an unchanged edit is no event", () => {
    given(...base).when({ type: "ChangeRequirement", requirementId: 62, fields: { name: "Türen", desc: "Alle Türen" } }).then({ type: "RequirementChanged", data: { requirementId: 62, activityId: 32, changes: { desc: "Alle Türen" } } } as ProjectEvent)
    given(...base).when({ type: "ChangeRequirement", requirementId: 62, fields: { name: "Türen" } }).then()
    // Prohibiting the wall requirement would leave its FireRating facet: refused.
    given(...base).when({ type: "ChangeRequirement", requirementId: 61, fields: { cardinality: "prohibited" } }).thenRejects("InvalidValue")
    given(...base).when({ type: "ChangeRequirement", requirementId: 999, fields: { desc: "x" } }).thenRejects("NotFound")
  })

  it("go with their activity, process or milestone, each named before it; what they use stays", () => {
    given(...base)
      .when({ type: "DeleteActivity", activityId: 31 })
      .then({ type: "RequirementRemoved", data: { requirementId: 61, activityId: 31 } }, { type: "ActivityDeleted", data: { activityId: 31, processId: 21 } })
    given(...base)
      .when({ type: "DeleteProcess", processId: 21 })
      .then(
        { type: "RequirementRemoved", data: { requirementId: 61, activityId: 31 } },
        { type: "RequirementRemoved", data: { requirementId: 62, activityId: 32 } },
        { type: "ProcessDeleted", data: { processId: 21, milestoneId: 11 } },
      )
    given(...base)
      .when({ type: "DeleteMilestone", milestoneId: 11, cascade: true })
      .then(
        { type: "RequirementRemoved", data: { requirementId: 61, activityId: 31 } },
        { type: "RequirementRemoved", data: { requirementId: 62, activityId: 32 } },
        { type: "ProcessDeleted", data: { processId: 21, milestoneId: 11 } },
        { type: "MilestoneDeleted", data: { milestoneId: 11, phaseId: phaseIdOf.planung } },
      )
    given(...base).when({ type: "DeleteElementClass", elementClassId: 41 }).thenRejects("UsedByRequirements")
    given(...base).when({ type: "DeleteProperty", propertyId: 51 }).thenRejects("UsedByRequirements")
    given(...base).when({ type: "RemoveRequirement", requirementId: 61 }).then({ type: "RequirementRemoved", data: { requirementId: 61, activityId: 31 } })
  })

  it("come along when an activity or milestone is copied within the project, not into another", () => {
    const state = base.reduce(evolveProject, initialProjectState())
    const copied = decide({ type: "CopyActivity", name: "Architektur 2", processId: 21, source: extractActivityTree(state, 31, true) }, state)
    const events = (copied as unknown as { events: ProjectEvent[] }).events
    const activityId = (events.find((e) => e.type === "ActivityCreated")!.data as { activityId: number }).activityId
    expect(events.filter((e) => e.type === "RequirementAdded").map((e) => e.data)).toEqual([
      { requirementId: expect.any(Number), activityId, ...fields({ elementClassId: 41, applicability: [], facets: [fireRating] }) },
    ])
    const milestone = decide({ type: "CopyMilestone", name: "Bauprojekt 2", phaseId: phaseIdOf.realisierung, source: extractMilestoneTree(state, 11, true) }, state)
    expect((milestone as unknown as { events: ProjectEvent[] }).events.filter((e) => e.type === "RequirementAdded")).toHaveLength(2)
    expect(extractActivityTree(state, 31, false).requirements).toEqual([])
  })
})
