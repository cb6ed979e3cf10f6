import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, expect, it } from "vitest"
import { given, stateOf } from "../../testing/decider-spec"
import {
  aProject,
  activities,
  B,
  CREATOR,
  copyProjectCommand,
  K,
  R,
  milestones,
  P,
  processes,
  projectCreated,
  projectDeleted,
  roleCreated,
} from "../../testing/project-fixtures"
import type { ProjectState } from "../project-state"

/** A reference project: two roles, three milestones over two phases, three processes, three activities. */
const referenceProject: ProjectEvent[] = [
  ...aProject(1, { name: "Referenz", typeCode: "pro-ref", isTemplate: true }),
  { type: "RoleCreated", data: { roleId: 51, name: "Architekt", desc: "Planer", roleType: "service" } },
  roleCreated(52, "Bauherr", "users"),
  ...milestones(K, [21, "Vorstudie"], [22, "Projektierung"]),
  ...milestones(P, [23, "Ausschreibung"]),
  ...processes(21, [31, "Bedarf klären"], [32, "Varianten prüfen"]),
  ...processes(23, [33, "Offerten einholen"]),
  ...activities(31, [41, "Raumprogramm liefern", { provider: 52, receiver: 51 }], [42, "Skizze liefern", { provider: 51, receiver: 52 }]),
  ...activities(33, [43, "Offerte", { provider: 51 }]),
]

/** The structure of a project by names and order only, ids left out: a copy must have the same shape. */
const shapeOf = (state: ProjectState) => {
  const roleName = (id: number | null) => (id === null ? null : state.roles.get(id)!.name)
  return {
    roles: [...state.roles.values()].map((r) => ({ name: r.name, desc: r.desc, roleType: r.roleType })),
    phases: [...state.phases.values()].map((phase) => ({
      code: phase.code,
      milestones: (state.milestoneOrder.get(phase.id) ?? []).map((m) => ({
        name: state.milestones.get(m)!.name,
        processes: (state.processOrder.get(m) ?? []).map((p) => ({
          name: state.processes.get(p)!.name,
          activities: (state.activityOrder.get(p) ?? []).map((a) => {
            const activity = state.activities.get(a)!
            return { name: activity.name, provider: roleName(activity.providerRoleId), receiver: roleName(activity.receiverRoleId) }
          }),
        })),
      })),
    })),
  }
}

describe("CopyProject", () => {
  it("copies phases, roles, milestones, processes and activities under new ids, roles mapped to the new roles; the copier administers it", () => {
    given(...referenceProject)
      .when(copyProjectCommand({ projectId: 2, name: " Schulhaus Olten " }))
      .then(
        {
          type: "ProjectCreated",
          data: {
            projectId: 2,
            name: "Schulhaus Olten",
            desc: null,
            orgId: 7,
            personal: false,
            typeCode: "pro-usr",
            accessAll: false,
            ifcSchemaId: 3,
            referenceProjectId: 1,
            isTemplate: false,
            copiedFromProjectId: 1,
          },
        },
        { type: "ProjectPermissionGranted", data: { projectId: 2, userId: CREATOR, roles: ["admin"] } },
        { type: "PhaseAdded", data: { phaseId: 100, phaseCode: "konzeption", name: "Konzeption" } },
        { type: "PhaseAdded", data: { phaseId: 101, phaseCode: "planung", name: "Planung" } },
        { type: "PhaseAdded", data: { phaseId: 102, phaseCode: "realisierung", name: "Realisierung" } },
        { type: "PhaseAdded", data: { phaseId: 103, phaseCode: "bewirtschaftung", name: "Bewirtschaftung" } },
        { type: "RoleCreated", data: { roleId: 100, name: "Architekt", desc: "Planer", roleType: "service" } },
        { type: "RoleCreated", data: { roleId: 101, name: "Bauherr", desc: null, roleType: "users" } },
        { type: "MilestoneCreated", data: { milestoneId: 100, phaseId: 100, name: "Vorstudie", desc: null, seq: 1 } },
        {
          type: "ProcessCreated",
          data: { processId: 100, milestoneId: 100, name: "Bedarf klären", shortName: null, desc: null, seq: 1, copiedFromProcessId: 31 },
        },
        {
          type: "ActivityCreated",
          data: { activityId: 100, processId: 100, name: "Raumprogramm liefern", desc: null, providerRoleId: 101, receiverRoleId: 100, seq: 1 },
        },
        {
          type: "ActivityCreated",
          data: { activityId: 101, processId: 100, name: "Skizze liefern", desc: null, providerRoleId: 100, receiverRoleId: 101, seq: 2 },
        },
        {
          type: "ProcessCreated",
          data: {
            processId: 101,
            milestoneId: 100,
            name: "Varianten prüfen",
            shortName: null,
            desc: null,
            seq: 2,
            copiedFromProcessId: 32,
          },
        },
        { type: "MilestoneCreated", data: { milestoneId: 101, phaseId: 100, name: "Projektierung", desc: null, seq: 2 } },
        { type: "MilestoneCreated", data: { milestoneId: 102, phaseId: 101, name: "Ausschreibung", desc: null, seq: 1 } },
        {
          type: "ProcessCreated",
          data: { processId: 102, milestoneId: 102, name: "Offerten einholen", shortName: null, desc: null, seq: 1, copiedFromProcessId: 33 },
        },
        {
          type: "ActivityCreated",
          data: { activityId: 102, processId: 102, name: "Offerte", desc: null, providerRoleId: 100, receiverRoleId: null, seq: 1 },
        },
      )
  })

  it("gives the copy the same structure as its source, in the source's current order", () => {
    const source: ProjectEvent[] = [
      ...referenceProject,
      { type: "MilestonesResequenced", data: { phaseId: K, placements: [{ id: 22, seq: 1 }] } },
      { type: "ProcessMoved", data: { processId: 33, fromMilestoneId: 23, toMilestoneId: 21, seq: 1 } },
      { type: "ActivitiesResequenced", data: { processId: 31, placements: [{ id: 42, seq: 1 }] } },
    ]
    const copy = given(...source).when(copyProjectCommand()).thenState()
    expect(shapeOf(copy)).toEqual(shapeOf(stateOf(source)))
    expect(shapeOf(copy).phases[0]!.milestones.map((m) => m.name)).toEqual(["Projektierung", "Vorstudie"])
    expect(copy.id).toBe(2)
    expect([...copy.milestones.keys()].every((id) => id >= 100)).toBe(true)
  })

  it("copies only the selected milestones, and of a milestone only the selected processes", () => {
    const selection = {
      phases: new Set([K, P, R, B]),
      milestones: new Map<number, ReadonlySet<number> | null>([
        [21, new Set([32])],
        [23, null],
      ]),
    }
    const copy = given(...referenceProject).when(copyProjectCommand({ selection })).thenState()
    expect(shapeOf(copy).phases.map((p) => p.milestones)).toEqual([
      [{ name: "Vorstudie", processes: [{ name: "Varianten prüfen", activities: [] }] }],
      [
        {
          name: "Ausschreibung",
          processes: [{ name: "Offerten einholen", activities: [{ name: "Offerte", provider: "Architekt", receiver: null }] }],
        },
      ],
      [],
      [],
    ])
    expect(copy.milestones.size).toBe(2)
    expect(copy.processes.size).toBe(2)
    expect(copy.activities.size).toBe(1)
  })

  it("leaves out the phases the selection leaves out, with their milestones", () => {
    const selection = { phases: new Set([P, B]), milestones: new Map<number, ReadonlySet<number> | null>([[23, null]]) }
    const copy = given(...referenceProject).when(copyProjectCommand({ selection })).thenState()
    expect(shapeOf(copy).phases.map((p) => [p.code, p.milestones.map((m) => m.name)])).toEqual([
      ["planung", ["Ausschreibung"]],
      ["bewirtschaftung", []],
    ])
  })

  it("copies no phase and no milestone when the selection is empty, but still the roles", () => {
    const copy = given(...referenceProject).when(copyProjectCommand({ selection: { phases: new Set(), milestones: new Map() } })).thenState()
    expect(copy.phases.size).toBe(0)
    expect([...copy.roles.values()].map((r) => r.name)).toEqual(["Architekt", "Bauherr"])
    expect(copy.milestones.size).toBe(0)
  })

  it("takes the source's reference project when the source is not itself the reference project", () => {
    const source = [...aProject(5, { referenceProjectId: 1 }), roleCreated(51, "Architekt")]
    const [created] = given(...source).when(copyProjectCommand({ projectId: 6 })).thenAccepted()
    expect(created).toEqual(
      projectCreated(6, { name: "Kopie", referenceProjectId: 1, copiedFromProjectId: 5 }),
    )
  })

  it("leaves the reference project empty when copying a project made from scratch", () => {
    const [created] = given(...aProject(5)).when(copyProjectCommand({ projectId: 6 })).thenAccepted()
    expect(created).toEqual(projectCreated(6, { name: "Kopie", referenceProjectId: null, copiedFromProjectId: 5 }))
  })

  it("makes a template when the copy's type is the reference type", () => {
    const [created] = given(...aProject(5)).when(copyProjectCommand({ projectId: 6, typeCode: "pro-ref" })).thenAccepted()
    expect(created).toEqual(
      projectCreated(6, { name: "Kopie", typeCode: "pro-ref", isTemplate: true, copiedFromProjectId: 5 }),
    )
  })

  it("copies only the phases the source still has", () => {
    const events = given(...aProject(), { type: "PhaseRemoved", data: { phaseId: B } }).when(copyProjectCommand()).thenAccepted()
    expect(events.filter((e) => e.type === "PhaseAdded").map((e) => e.data)).toEqual([
      { phaseId: 100, phaseCode: "konzeption", name: "Konzeption" },
      { phaseId: 101, phaseCode: "planung", name: "Planung" },
      { phaseId: 102, phaseCode: "realisierung", name: "Realisierung" },
    ])
  })

  it("takes the source's own catalogue along under new ids, and the requirements of the activities it copies naming the copies", () => {
    // The same structure in a user project (a copy of the reference project inherits its catalogue instead).
    const withCatalogue: ProjectEvent[] = [
      ...aProject(1, { name: "Schulhaus Aarau" }),
      ...referenceProject.slice(aProject(1).length),
      { type: "ValueListCreated", data: { valueListId: 91, name: "Feuerwiderstand", desc: null, ifc: [] } },
      { type: "ValueListItemAdded", data: { valueListId: 91, itemId: 911, name: "EI 30", desc: null, ifc: [], uri: null } },
      { type: "PropertyCreated", data: { propertyId: 81, name: "FireRating", desc: null, datatype: "enumeration", unit: null, concept: "predefined_property", ifc: [], uri: null, valueListId: 91, originId: 7081 } },
      { type: "ElementTypeCreated", data: { elementTypeId: 71, name: "Wandtyp", desc: null, ifc: [], uri: null } },
      { type: "ElementClassCreated", data: { elementClassId: 62, name: "Wand", desc: null, category: null, parentId: null, ifc: [], uri: null } },
      { type: "ElementClassCreated", data: { elementClassId: 61, name: "Bauteil", desc: null, category: null, parentId: null, ifc: [], uri: null } },
      { type: "ElementClassParentChanged", data: { elementClassId: 62, parentId: 61 } },
      { type: "ElementClassTypeChanged", data: { elementClassId: 62, elementTypeId: 71 } },
      { type: "ElementClassPropertyAssigned", data: { elementClassId: 62, propertyId: 81 } },
      { type: "ClassificationCreated", data: { listId: 95, fields: { name: "eBKP-H", longName: null, desc: null, edition: null, editionDate: null, source: null, publisher: null, codePattern: null, uri: null } } },
      { type: "ClassificationItemsImported", data: { listId: 95, added: [{ itemId: 952, fields: { code: "C02", name: "Wände", longName: null, desc: null, parentId: 951, uri: null } }, { itemId: 951, fields: { code: "C", name: "Konstruktion", longName: null, desc: null, parentId: null, uri: null } }], changed: [] } },
      {
        type: "RequirementAdded",
        data: {
          requirementId: 401, activityId: 41, elementClassId: 62, name: "Wände", identifier: null, desc: null, instructions: null, ifcVersions: [], cardinality: "required", applicability: [], requirementsDesc: null,
          facets: [{ facet: "property", pty_id: 81, property_set: null, base_name: null, value: null, data_type: null, uri: null, cardinality: "required", instructions: null }],
        },
      },
    ]
    const copy = given(...withCatalogue).when(copyProjectCommand({ projectId: 2 })).thenState()
    const wall = [...copy.elementClasses.values()].find((c) => c.name === "Wand")!
    const part = [...copy.elementClasses.values()].find((c) => c.name === "Bauteil")!
    expect(wall.id).not.toBe(62)
    expect(wall.parentId).toBe(part.id)
    expect(copy.elementTypes.get(wall.typeId!)!.name).toBe("Wandtyp")
    const fireRating = copy.properties.get(wall.propertyIds[0]!)!
    expect(fireRating).toMatchObject({ name: "FireRating", originId: 7081 })
    expect(copy.valueLists.get(fireRating.valueListId!)!.items.map((item) => item.name)).toEqual(["EI 30"])
    const system = [...copy.lists.classification.values()][0]!
    const items = [...system.items.values()]
    const parent = items.find((item) => item.fields.code === "C")!
    expect(items.find((item) => item.fields.code === "C02")!.fields.parentId).toBe(parent.id)
    const [requirement] = [...copy.requirements.values()]
    const activity = copy.activities.get(requirement!.activityId)!
    expect(activity.name).toBe("Raumprogramm liefern")
    expect(requirement).toMatchObject({ elementClassId: wall.id, facets: [expect.objectContaining({ pty_id: fireRating.id })] })

    // Made from a reference project, the catalogue is inherited: only what the requirements name comes along.
    const fromReference = given(...withCatalogue, { type: "ProjectTypeChanged", data: { projectId: 1, typeCode: "pro-ref", isTemplate: true } }).when(copyProjectCommand({ projectId: 2 })).thenState()
    expect(fromReference.referenceProjectId).toBe(1)
    expect(fromReference.lists.classification.size).toBe(0)
    expect([...fromReference.elementClasses.values()].map((c) => [c.name, c.originId])).toEqual([["Bauteil", 61], ["Wand", 62]])
  })

  describe("made from a reference project", () => {
    const facet = (pty_id: number) => ({ facet: "property", pty_id, property_set: null, base_name: null, value: null, data_type: null, uri: null, cardinality: "required", instructions: null }) as const
    const requirement = (requirementId: number, activityId: number, elementClassId: number, ...ptyIds: number[]): ProjectEvent => ({
      type: "RequirementAdded",
      data: { requirementId, activityId, elementClassId, name: `Anforderung ${requirementId}`, identifier: null, desc: null, instructions: null, ifcVersions: [], cardinality: "required", applicability: [], requirementsDesc: null, facets: ptyIds.map(facet) },
    })
    /** The reference project with a catalogue: Bauteil ← Wand (type Wandtyp, FireRating with its list), Decke, IsExternal on no class. */
    const referenceWithRequirements: ProjectEvent[] = [
      ...referenceProject,
      { type: "ValueListCreated", data: { valueListId: 91, name: "Feuerwiderstand", desc: null, ifc: [] } },
      { type: "ValueListItemAdded", data: { valueListId: 91, itemId: 911, name: "EI 30", desc: null, ifc: [], uri: null } },
      { type: "PropertyCreated", data: { propertyId: 81, name: "FireRating", desc: null, datatype: "enumeration", unit: null, concept: "predefined_property", ifc: [], uri: null, valueListId: 91 } },
      { type: "PropertyCreated", data: { propertyId: 82, name: "IsExternal", desc: null, datatype: "boolean", unit: null, concept: "predefined_property", ifc: [], uri: null, valueListId: null } },
      { type: "PropertyCreated", data: { propertyId: 83, name: "Span", desc: null, datatype: "number", unit: null, concept: "predefined_property", ifc: [], uri: null, valueListId: null } },
      { type: "ElementTypeCreated", data: { elementTypeId: 71, name: "Wandtyp", desc: null, ifc: [], uri: null } },
      { type: "ElementClassCreated", data: { elementClassId: 61, name: "Bauteil", desc: null, category: null, parentId: null, ifc: [], uri: null } },
      { type: "ElementClassCreated", data: { elementClassId: 62, name: "Wand", desc: null, category: null, parentId: 61, ifc: [], uri: null } },
      { type: "ElementClassCreated", data: { elementClassId: 63, name: "Decke", desc: null, category: null, parentId: 61, ifc: [], uri: null } },
      { type: "ElementClassTypeChanged", data: { elementClassId: 62, elementTypeId: 71 } },
      { type: "ElementClassPropertyAssigned", data: { elementClassId: 62, propertyId: 81 } },
      { type: "ElementClassPropertyAssigned", data: { elementClassId: 63, propertyId: 83 } },
      requirement(401, 41, 62, 81, 82),
      requirement(402, 42, 62, 81),
      requirement(403, 43, 63, 83),
    ]
    const byName = <T extends { readonly name: string }>(items: ReadonlyMap<number, T>, name: string) => [...items.values()].find((item) => item.name === name)!

    it("takes the requirements of the activities it copies, naming local copies of the classes (with those above them) and properties they name; the rest stays inherited", () => {
      // Phase K only: the activities 41 and 42, not 43 (Decke's).
      const selection = { phases: new Set([K]), milestones: new Map([[21, null], [22, null]]) }
      const copy = given(...referenceWithRequirements).when(copyProjectCommand({ projectId: 2, selection })).thenState()
      expect([...copy.elementClasses.values()].map((c) => [c.name, c.originId])).toEqual([["Bauteil", 61], ["Wand", 62]])
      const wall = byName(copy.elementClasses, "Wand")
      expect(wall.parentId).toBe(byName(copy.elementClasses, "Bauteil").id)
      expect(copy.elementTypes.get(wall.typeId!)).toMatchObject({ name: "Wandtyp", originId: 71 })
      const fireRating = byName(copy.properties, "FireRating")
      const isExternal = byName(copy.properties, "IsExternal")
      expect([fireRating.originId, isExternal.originId, copy.properties.size]).toEqual([81, 82, 2])
      expect(wall.propertyIds).toEqual([fireRating.id])
      expect(copy.valueLists.get(fireRating.valueListId!)).toMatchObject({ name: "Feuerwiderstand", originId: 91 })

      const requirements = [...copy.requirements.values()].map((r) => ({ activity: copy.activities.get(r.activityId)!.name, elementClassId: r.elementClassId, ptyIds: r.facets.map((f) => f.facet === "property" && f.pty_id) }))
      expect(requirements).toEqual([
        { activity: "Raumprogramm liefern", elementClassId: wall.id, ptyIds: [fireRating.id, isExternal.id] },
        { activity: "Skizze liefern", elementClassId: wall.id, ptyIds: [fireRating.id] },
      ])
    })

    it("takes every activity's requirements when it copies the whole plan, each item copied once", () => {
      const copy = given(...referenceWithRequirements).when(copyProjectCommand({ projectId: 2 })).thenState()
      expect(copy.requirements.size).toBe(3)
      expect([...copy.elementClasses.values()].map((c) => c.name).sort()).toEqual(["Bauteil", "Decke", "Wand"])
      expect(byName(copy.elementClasses, "Decke").propertyIds).toEqual([byName(copy.properties, "Span").id])
      expect(copy.properties.size).toBe(3)
    })

    it("takes neither requirements nor catalogue copies when asked not to, inheriting the whole catalogue", () => {
      const copy = given(...referenceWithRequirements).when(copyProjectCommand({ projectId: 2, withRequirements: false })).thenState()
      expect([copy.elementClasses.size, copy.properties.size, copy.valueLists.size, copy.elementTypes.size, copy.requirements.size]).toEqual([0, 0, 0, 0, 0])
      expect(copy.activities.size).toBe(3)
    })

    it("starts without catalogue copies when the reference project has no requirements", () => {
      const copy = given(...referenceWithRequirements.filter((e) => e.type !== "RequirementAdded")).when(copyProjectCommand({ projectId: 2 })).thenState()
      expect([copy.elementClasses.size, copy.properties.size, copy.valueLists.size, copy.elementTypes.size, copy.requirements.size]).toEqual([0, 0, 0, 0, 0])
    })
  })

  it("refuses an empty name", () => {
    given(...referenceProject)
      .when(copyProjectCommand({ name: " " }))
      .thenRejects("NameEmpty", { pro_name: "Der Projekt Name darf nicht leer sein." })
  })

  it("refuses an unknown IFC schema", () => {
    given(...referenceProject).when(copyProjectCommand({ ifcSchemaId: 0 })).thenRejects("InvalidValue")
  })

  it("refuses a deleted source", () => {
    given(...referenceProject, projectDeleted(1)).when(copyProjectCommand()).thenRejects("ProjectDeleted")
  })

  it("refuses a source that does not exist", () => {
    given().when(copyProjectCommand()).thenRejects("NotFound")
  })
})
