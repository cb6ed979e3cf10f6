/** The IFC pickers' search: only what a mapping may name, best matches first, limited. */
import { describe, expect, it } from "vitest"
import { ifcKnowledge } from "./ifc-knowledge"
import { searchEntities, searchPredefinedTypes, searchProperties, searchPropertySets } from "./ifc-search"

const ifc4 = ifcKnowledge("IFC4")
const ifc4x3 = ifcKnowledge("IFC4X3_ADD2")

describe("entity search", () => {
  it("finds by the name without Ifc first, then by any part, alphabetical within; any case", () => {
    expect(searchEntities(ifc4x3, "wall")).toEqual(["IfcWall", "IfcWallStandardCase", "IfcWallType", "IfcCurtainWall", "IfcCurtainWallType"])
    expect(searchEntities(ifc4x3, "IFCWALL")).toEqual(["IfcWall", "IfcWallStandardCase", "IfcWallType"])
    expect(searchEntities(ifcKnowledge("IFC4"), "wall")).toContain("IfcWallElementedCase")
  })

  it("offers no abstract entity and nothing outside the object definitions, unless asked", () => {
    expect(searchEntities(ifc4, "BuildingElement")).not.toContain("IfcBuildingElement")
    expect(searchEntities(ifc4, "BuildingElement", { abstract: true })).toContain("IfcBuildingElement")
    expect(searchEntities(ifc4, "CartesianPoint")).toEqual([]) // geometry, no object definition
    expect(searchEntities(ifc4, "door", { under: "IfcTypeObject" })).toEqual(["IfcDoorStyle", "IfcDoorType"])
  })

  it("offers IFC2X3's IDS occurrence names (IfcAirTerminal) beside its entities", () => {
    expect(searchEntities(ifcKnowledge("IFC2X3"), "airterminal")).toEqual(["IfcAirTerminal", "IfcAirTerminalBox", "IfcAirTerminalBoxType", "IfcAirTerminalType"])
  })

  it("returns at most the limit; an empty query lists from the start of the alphabet", () => {
    expect(searchEntities(ifc4x3, "e", { limit: 7 })).toHaveLength(7)
    expect(searchEntities(ifc4x3, "", { limit: 3 })).toEqual(ifc4x3.entityNames.filter((name) => !ifc4x3.entity(name)!.abstract && ifc4x3.isA(name, "IfcObjectDefinition")).slice(0, 3))
  })
})

describe("predefined type, set and property search", () => {
  it("predefined types of the entity only", () => {
    expect(searchPredefinedTypes(ifc4, "IfcWall", "sh")).toEqual(["SHEAR"])
    expect(searchPredefinedTypes(ifcKnowledge("IFC2X3"), "IfcWall", "")).toEqual([])
  })

  it("sets applicable to the entity, of a kind", () => {
    expect(searchPropertySets(ifc4x3, "wall", { entity: "IfcWall", kind: "PSET" }).map((set) => set.name)).toEqual([
      "Pset_WallCommon",
      "Pset_ReinforcementBarPitchOfWall",
    ])
    expect(searchPropertySets(ifc4x3, "", { entity: "IfcWall", kind: "QTO" }).map((set) => set.name)).toEqual(["Qto_BodyGeometryValidation", "Qto_WallBaseQuantities"])
    expect(searchPropertySets(ifc4x3, "wallcommon").map((set) => set.name)).toEqual(["Pset_WallCommon", "Pset_CurtainWallCommon"])
    expect(searchPropertySets(ifc4x3, "common", { entity: "IfcSlab" }).map((set) => set.name)).not.toContain("Pset_WallCommon")
  })

  it("properties of a set or of the sets applicable to the entity, with their data types", () => {
    expect(searchProperties(ifc4x3, "fire", { propertySet: "Pset_WallCommon" })).toEqual([
      { propertySet: "Pset_WallCommon", name: "FireRating", valueKind: "single", dataType: "IfcLabel" },
    ])
    const forDoor = searchProperties(ifc4x3, "FireRating", { entity: "IfcDoor" }).map((property) => `${property.propertySet}.${property.name}`)
    expect(forDoor).toContain("Pset_DoorCommon.FireRating")
    expect(forDoor).not.toContain("Pset_WallCommon.FireRating")
    expect(searchProperties(ifc4x3, "a", { limit: 5 })).toHaveLength(5)
  })
})
