import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, expect, it } from "vitest"
import { given, stateOf } from "../../testing/decider-spec"
import { aProject } from "../../testing/project-fixtures"
import type { CopyProperties } from "../project-commands"

const classCreated = (elementClassId: number, name: string, parentId: number | null = null): ProjectEvent => ({
  type: "ElementClassCreated",
  data: { elementClassId, name, desc: null, category: null, parentId, ifc: [], uri: null },
})
const propertyCreated = (propertyId: number, name: string, extra: { concept?: "typing"; valueListId?: number; originId?: number } = {}): ProjectEvent => ({
  type: "PropertyCreated",
  data: {
    propertyId, name, desc: null, datatype: "text", unit: null, concept: extra.concept ?? "predefined_property",
    ifc: [{ ifc_version: "IFC4", pset: "Pset_WallCommon", property: name, data_type: "IfcLabel" }], uri: null, valueListId: extra.valueListId ?? null,
    ...(extra.originId && { originId: extra.originId }),
  },
})
const assigned = (elementClassId: number, propertyId: number): ProjectEvent => ({ type: "ElementClassPropertyAssigned", data: { elementClassId, propertyId } })

/** Another project: FireRating with its value list, IsExternal. */
const other = stateOf([
  ...aProject(3),
  { type: "ValueListCreated", data: { valueListId: 391, name: "Feuerwiderstand", desc: null, ifc: [] } },
  { type: "ValueListItemAdded", data: { valueListId: 391, itemId: 3911, name: "EI 30", desc: null, ifc: [], uri: null } },
  propertyCreated(381, "FireRating", { valueListId: 391 }),
  propertyCreated(382, "IsExternal"),
])
/** The project: Bauteil ← Wand, with IsExternal on Bauteil and a typing property. */
const project: ProjectEvent[] = [...aProject(), classCreated(61, "Bauteil"), classCreated(62, "Wand", 61), propertyCreated(81, "IsExternal"), propertyCreated(83, "Wandtyp", { concept: "typing" }), assigned(61, 81)]
const copy = (extra: Partial<CopyProperties>): CopyProperties => ({ type: "CopyProperties", ownPropertyIds: [], sources: [], elementClassIds: [61, 62], ...extra })

describe("the property copy wizard", () => {
  it("gives the project's own properties to classes that lack them, passing over one a class has from above and a typing one without a type", () => {
    given(...project)
      .when(copy({ ownPropertyIds: [81, 83], elementClassIds: [62] }))
      .thenNothing()
    given(...project, propertyCreated(84, "Farbe"))
      .when(copy({ ownPropertyIds: [84] }))
      .then(assigned(61, 84))
  })

  it("copies another project's property with its value list as the project's own, reusing one of the same name in the same set", () => {
    const state = given(...project).when(copy({ sources: [{ state: other, propertyIds: [381, 382], keepOrigin: false }], elementClassIds: [62] })).thenState()
    const fireRating = [...state.properties.values()].find((p) => p.name === "FireRating")!
    expect(fireRating.originId).toBeUndefined()
    expect(state.valueLists.get(fireRating.valueListId!)!.items.map((i) => i.name)).toEqual(["EI 30"])
    expect(state.elementClasses.get(62)!.propertyIds).toEqual([fireRating.id])
    expect([...state.properties.values()].filter((p) => p.name === "IsExternal")).toHaveLength(1)
  })

  it("takes a reference project's property as a local copy that remembers its origin, and the copy again when asked twice", () => {
    const state = given(...project).when(copy({ sources: [{ state: other, propertyIds: [381], keepOrigin: true }], elementClassIds: [61] })).thenState()
    const fireRating = [...state.properties.values()].find((p) => p.name === "FireRating")!
    expect(fireRating.originId).toBe(381)
    given(...project, propertyCreated(500, "FireRating", { originId: 381 }), assigned(61, 500))
      .when(copy({ sources: [{ state: other, propertyIds: [381], keepOrigin: true }] }))
      .thenNothing()
  })

  it("refuses an unknown class or property, and two sources bringing one name into one set", () => {
    given(...project).when(copy({ elementClassIds: [999], ownPropertyIds: [81] })).thenRejects("NotFound")
    given(...project).when(copy({ ownPropertyIds: [999] })).thenRejects("ForeignEntity")
    const third = stateOf([...aProject(4), propertyCreated(481, "FireRating")])
    given(...project)
      .when(copy({ sources: [{ state: other, propertyIds: [381], keepOrigin: false }, { state: third, propertyIds: [481], keepOrigin: false }] }))
      .thenRejects("PropertyNameTaken")
  })
})
