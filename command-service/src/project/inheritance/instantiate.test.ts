import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, expect, it } from "vitest"
import { given, stateOf } from "../../testing/decider-spec"
import { aProject } from "../../testing/project-fixtures"
import type { InstantiateFromReference } from "../project-commands"

const classCreated = (elementClassId: number, name: string, parentId: number | null = null, originId?: number): ProjectEvent => ({
  type: "ElementClassCreated",
  data: { elementClassId, name, desc: `${name} laut Referenz`, category: "Architektur", parentId, ifc: [{ ifc_version: "IFC4", entity: "IfcWall", predefined_type: null }], uri: null, ...(originId && { originId }) },
})
const propertyCreated = (propertyId: number, name: string, extra: { concept?: "typing"; valueListId?: number; originId?: number } = {}): ProjectEvent => ({
  type: "PropertyCreated",
  data: {
    propertyId,
    name,
    desc: null,
    datatype: extra.valueListId ? "enumeration" : "text",
    unit: null,
    concept: extra.concept ?? "predefined_property",
    ifc: [{ ifc_version: "IFC4", pset: "Pset_WallCommon", property: name, data_type: "IfcLabel" }],
    uri: null,
    valueListId: extra.valueListId ?? null,
    ...(extra.originId && { originId: extra.originId }),
  },
})
const assigned = (elementClassId: number, propertyId: number): ProjectEvent => ({ type: "ElementClassPropertyAssigned", data: { elementClassId, propertyId } })

/** The reference project: Bauteil ← Wand ← Aussenwand; FireRating (with its value list) on Bauteil, IsExternal on Wand, a typing property with the type Wandtyp. */
const reference = stateOf([
  ...aProject(1),
  { type: "ValueListCreated", data: { valueListId: 91, name: "Feuerwiderstand", desc: null, ifc: [] } },
  { type: "ValueListItemAdded", data: { valueListId: 91, itemId: 911, name: "EI 30", desc: null, ifc: [], uri: null } },
  { type: "ValueListItemAdded", data: { valueListId: 91, itemId: 912, name: "EI 60", desc: null, ifc: [], uri: null } },
  propertyCreated(81, "FireRating", { valueListId: 91 }),
  propertyCreated(82, "IsExternal"),
  propertyCreated(83, "Wandtyp", { concept: "typing" }),
  { type: "ElementTypeCreated", data: { elementTypeId: 71, name: "Wandtyp", desc: null, ifc: [], uri: null } },
  classCreated(61, "Bauteil"),
  classCreated(62, "Wand", 61),
  classCreated(63, "Aussenwand", 62),
  { type: "ElementClassTypeChanged", data: { elementClassId: 62, elementTypeId: 71 } },
  assigned(61, 81),
  assigned(62, 82),
  assigned(62, 83),
])

const instantiate = (kind: InstantiateFromReference["kind"], originId: number): InstantiateFromReference => ({ type: "InstantiateFromReference", kind, originId, reference })

describe("instantiating a reference item locally", () => {
  it("copies a class with its type, the properties of the classes above it, and their value lists, each remembering its origin", () => {
    const state = given(...aProject()).when(instantiate("element_class", 62)).thenState()
    const copy = [...state.elementClasses.values()].find((c) => c.originId === 62)!
    expect(copy).toMatchObject({ name: "Wand", desc: "Wand laut Referenz", category: "Architektur", parentId: null })
    expect(copy.propertyIds.map((id) => state.properties.get(id)!.name)).toEqual(["IsExternal", "Wandtyp", "FireRating"])
    expect(state.elementTypes.get(copy.typeId!)).toMatchObject({ name: "Wandtyp", originId: 71 })
    const fireRating = state.properties.get(copy.propertyIds[2]!)!
    expect(fireRating.originId).toBe(81)
    expect(state.valueLists.get(fireRating.valueListId!)).toMatchObject({ name: "Feuerwiderstand", originId: 91, items: [expect.objectContaining({ name: "EI 30" }), expect.objectContaining({ name: "EI 60" })] })
  })

  it("hangs a copy under the project's copy of its parent, taking only what the parent does not give", () => {
    const withParent = [...aProject(), classCreated(200, "Wand", null, 62), propertyCreated(300, "IsExternal", { originId: 82 }), assigned(200, 300)]
    const state = given(...withParent).when(instantiate("element_class", 63)).thenState()
    const copy = [...state.elementClasses.values()].find((c) => c.originId === 63)!
    expect(copy.parentId).toBe(200)
    expect(copy.propertyIds).toEqual([])
  })

  it("leaves a typing property out of a copy that has no type", () => {
    const state = given(...aProject()).when(instantiate("element_class", 63)).thenState()
    const copy = [...state.elementClasses.values()].find((c) => c.originId === 63)!
    expect(copy.typeId).toBeNull()
    expect(copy.propertyIds.map((id) => state.properties.get(id)!.name)).toEqual(["IsExternal", "FireRating"])
  })

  it("reuses the project's own value list and property of the same name rather than doubling them", () => {
    const own = [
      ...aProject(),
      { type: "ValueListCreated", data: { valueListId: 400, name: "feuerwiderstand", desc: null, ifc: [] } } as ProjectEvent,
      propertyCreated(401, "IsExternal"),
    ]
    const state = given(...own).when(instantiate("element_class", 62)).thenState()
    const copy = [...state.elementClasses.values()].find((c) => c.originId === 62)!
    expect(copy.propertyIds).toContain(401)
    expect(state.valueLists.size).toBe(1)
    expect(state.properties.get(copy.propertyIds.find((id) => state.properties.get(id)!.name === "FireRating")!)!.valueListId).toBe(400)
  })

  it("does nothing for an item the project has a copy of already", () => {
    given(...aProject(), classCreated(200, "Wand", null, 62)).when(instantiate("element_class", 62)).thenNothing()
    given(...aProject(), propertyCreated(300, "IsExternal", { originId: 82 })).when(instantiate("property", 82)).thenNothing()
  })

  it("refuses a class whose name the project uses, a property whose name its set has, and an unknown item", () => {
    given(...aProject(), classCreated(200, "WAND")).when(instantiate("element_class", 62)).thenRejects("ElementClassNameTaken")
    given(...aProject(), propertyCreated(300, "isexternal")).when(instantiate("property", 82)).thenRejects("PropertyNameTaken")
    given(...aProject()).when(instantiate("element_class", 999)).thenRejects("NotFound")
  })

  it("copies a property on its own with its value list", () => {
    const state = given(...aProject()).when(instantiate("property", 81)).thenState()
    const copy = [...state.properties.values()].find((p) => p.originId === 81)!
    expect(state.valueLists.get(copy.valueListId!)!.items.map((item) => item.name)).toEqual(["EI 30", "EI 60"])
  })

  it("copies a type with its properties, and a value list with its values, when a class or property names them; a name the project uses is refused", () => {
    const state = given(...aProject()).when(instantiate("element_type", 71)).thenState()
    const type = [...state.elementTypes.values()].find((t) => t.originId === 71)!
    expect(type.name).toBe("Wandtyp")
    const lists = given(...aProject()).when(instantiate("value_list", 91)).thenState()
    expect([...lists.valueLists.values()].map((l) => [l.name, l.originId, l.items.length])).toEqual([["Feuerwiderstand", 91, 2]])
    given(...aProject(), { type: "ValueListCreated", data: { valueListId: 400, name: "FEUERWIDERSTAND", desc: null, ifc: [] } }).when(instantiate("value_list", 91)).thenRejects("ValueListNameTaken")
    given(...aProject(), { type: "ElementTypeCreated", data: { elementTypeId: 400, name: "wandtyp", desc: null, ifc: [], uri: null } }).when(instantiate("element_type", 71)).thenRejects("ElementTypeNameTaken")
  })
})
