/** Lookups of the shipped IFC knowledge, on the real data of the three versions. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ifcKnowledge } from "./ifc-knowledge"
import { IFC_VERSIONS } from "./ifc-versions"

const ifc2x3 = ifcKnowledge("IFC2X3")
const ifc4 = ifcKnowledge("IFC4")
const ifc4x3 = ifcKnowledge("IFC4X3_ADD2")

describe("entities", () => {
  it("are found in any case, as IDS writes them (IFCWALL), and answered in EXPRESS case", () => {
    for (const version of IFC_VERSIONS) {
      for (const asked of ["IFCWALL", "ifcwall", " IfcWall "]) expect(ifcKnowledge(version).entity(asked)?.name).toBe("IfcWall")
    }
  })

  it("differ between the versions: IfcBuiltElement is new in IFC4X3_ADD2, IfcBuildingElement abstract before and gone after", () => {
    expect(ifc2x3.entity("IfcBuildingElement")?.abstract).toBe(true)
    expect(ifc4.entity("IfcBuildingElement")?.abstract).toBe(true)
    expect(ifc4x3.entity("IfcBuildingElement")).toBeUndefined()
    expect(ifc4x3.entity("IfcBuiltElement")?.abstract).toBe(false)
    expect(ifc4.entity("IfcBuiltElement")).toBeUndefined()
    // IfcWallStandardCase exists (concrete) in all three; IfcWallElementedCase only in IFC4.
    for (const version of IFC_VERSIONS) expect(ifcKnowledge(version).entity("IfcWallStandardCase")?.abstract).toBe(false)
    expect(IFC_VERSIONS.filter((version) => ifcKnowledge(version).entity("IfcWallElementedCase"))).toEqual(["IFC4"])
  })

  it("know their supertypes, nearest first", () => {
    expect(ifc4x3.entity("IfcWallStandardCase")?.supertypes).toEqual([
      "IfcWall",
      "IfcBuiltElement",
      "IfcElement",
      "IfcProduct",
      "IfcObject",
      "IfcObjectDefinition",
      "IfcRoot",
    ])
    expect(ifc4.isA("IFCWALLSTANDARDCASE", "IfcBuildingElement")).toBe(true)
    expect(ifc4.isA("IfcWall", "IfcWallStandardCase")).toBe(false)
  })

  it("list their explicit attributes, inherited first; derived and inverse ones are not among them", () => {
    const names = ifc4.entity("IfcWall")!.attributes.map((attribute) => attribute.name)
    expect(names).toEqual(["GlobalId", "OwnerHistory", "Name", "Description", "ObjectType", "ObjectPlacement", "Representation", "Tag", "PredefinedType"])
    expect(ifc4.attribute("IfcWall", "Name")).toEqual({ name: "Name", type: "IfcLabel", declaredIn: "IfcRoot" })
    expect(ifc4.attribute("IfcWall", "IsDefinedBy")).toBeUndefined() // an inverse attribute
    // IDS compares attribute names exactly, in EXPRESS case.
    expect(ifc4.attribute("IfcWall", "NAME")).toBeUndefined()
  })

  it("have the predefined types of their own or an inherited PredefinedType attribute", () => {
    expect(ifc4.predefinedTypes("IfcWall")).toContain("SHEAR")
    expect(ifc2x3.predefinedTypes("IfcWall")).toEqual([]) // IFC2X3's IfcWall has no PredefinedType
    expect(ifc4.predefinedTypes("IfcWallStandardCase")).toEqual(ifc4.predefinedTypes("IfcWall")) // inherited
    expect(ifc4x3.predefinedTypes("IfcWall")).toContain("RETAININGWALL") // new in IFC4X3_ADD2
    expect(ifc4.predefinedTypes("IfcWall")).not.toContain("RETAININGWALL")
    expect(ifc4.predefinedTypes("IfcNoSuchThing")).toEqual([])
  })

  it("IFC2X3 has no IfcAirTerminal but IDS's occurrence/type pair for it: IfcFlowTerminal with an IfcAirTerminalType", () => {
    const airTerminal = ifc2x3.entity("IFCAIRTERMINAL")!
    expect(airTerminal.occurrenceType).toEqual({ occurrence: "IfcFlowTerminal", type: "IfcAirTerminalType" })
    expect(airTerminal.predefinedTypes).toEqual(ifc2x3.predefinedTypes("IfcAirTerminalType"))
    expect(airTerminal.attributes).toEqual(ifc2x3.entity("IfcFlowTerminal")!.attributes)
    expect(ifc2x3.entity("IfcFlowTerminal")?.abstract).toBe(false)
    expect(ifc4.entity("IfcAirTerminal")?.occurrenceType).toBeUndefined() // a real entity from IFC4 on
    expect(ifc4.entity("IfcAirTerminal")?.supertypes[0]).toBe("IfcFlowTerminal")
  })
})

describe("standard property sets", () => {
  it("Pset_WallCommon.FireRating is an IfcLabel of IfcWall in all three versions", () => {
    for (const version of IFC_VERSIONS) {
      const schema = ifcKnowledge(version)
      expect(schema.property("Pset_WallCommon", "FireRating")?.dataType).toBe("IfcLabel")
      expect(schema.isApplicable("Pset_WallCommon", "IfcWall")).toBe(true)
      expect(schema.isApplicable("Pset_WallCommon", "IfcWallStandardCase")).toBe(true) // by inheritance
      expect(schema.isApplicable("Pset_WallCommon", "IfcSlab")).toBe(false)
    }
  })

  it("enumerated properties have IfcLabel (the IDS convention) and their values; quantities their measure", () => {
    const status = ifc4.property("Pset_WallCommon", "Status")!
    expect(status).toMatchObject({ valueKind: "enumerated", dataType: "IfcLabel" })
    expect(status.enumValues).toContain("DEMOLISH")
    expect(ifc4.property("Qto_WallBaseQuantities", "Length")).toMatchObject({ valueKind: "quantity", dataType: "IfcLengthMeasure" })
  })

  it("of a type object's occurrence apply to the type too (IfcWallType carries Pset_WallCommon)", () => {
    expect(ifc4.isApplicable("Pset_WallCommon", "IfcWallType")).toBe(true)
    // ... but not occurrence-driven ones: Pset_AirTerminalOccurrence is for the air terminal in place.
    expect(ifc4.isApplicable("Pset_AirTerminalOccurrence", "IfcAirTerminal")).toBe(true)
    expect(ifc4.isApplicable("Pset_AirTerminalOccurrence", "IfcAirTerminalType")).toBe(false)
  })

  it("of IFC2X3's type objects apply to IDS's occurrence name: Pset_AirTerminalTypeCommon to IfcAirTerminal, not to any IfcFlowTerminal", () => {
    expect(ifc2x3.isApplicable("Pset_AirTerminalTypeCommon", "IfcAirTerminal")).toBe(true)
    expect(ifc2x3.isApplicable("Pset_AirTerminalTypeCommon", "IfcFlowTerminal")).toBe(false)
  })

  it("qualified by a predefined type apply only to it (Pset_SensorTypeHeatSensor: IfcSensor/HEATSENSOR)", () => {
    const names = (predefinedType?: string) => ifc4x3.applicablePropertySets("IfcSensor", predefinedType).map((set) => set.name)
    expect(names("HEATSENSOR")).toContain("Pset_SensorTypeHeatSensor")
    expect(names("heatsensor")).toContain("Pset_SensorTypeHeatSensor")
    expect(names("SMOKESENSOR")).not.toContain("Pset_SensorTypeHeatSensor")
    expect(names()).not.toContain("Pset_SensorTypeHeatSensor")
    expect(names()).toContain("Pset_SensorTypeCommon")
  })

  it("IFC2X3's schema-qualified classes (IFCSHAREDBLDGELEMENTS/IfcBeam) name the entity after the slash", () => {
    const beamSets = ifc2x3.applicablePropertySets("IfcBeam").map((set) => set.name)
    const qualified = ifc2x3.propertySetNames.filter((name) =>
      ifc2x3.propertySet(name)!.applicableClasses.includes("IFCSHAREDBLDGELEMENTS/IfcBeam"),
    )
    expect(qualified.length).toBeGreaterThan(0)
    for (const name of qualified) expect(beamSets).toContain(name)
  })

  it("the four IFC4 sets upstream names no entity for are never flagged, but offered for no entity", () => {
    expect(ifc4.propertySet("Pset_ElementAssemblyCommon")?.applicableClasses).toEqual([])
    expect(ifc4.isApplicable("Pset_ElementAssemblyCommon", "IfcElementAssembly")).toBe(true)
    expect(ifc4.applicablePropertySets("IfcElementAssembly").map((set) => set.name)).not.toContain("Pset_ElementAssemblyCommon")
  })

  it("a set that applies to an entity applies to all its subtypes (any version, entity, set)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...IFC_VERSIONS), fc.nat(), fc.nat(), (version, entityPick, setPick) => {
        const schema = ifcKnowledge(version)
        const entity = schema.entityNames[entityPick % schema.entityNames.length]!
        const sets = schema.applicablePropertySets(entity)
        if (sets.length === 0) return
        const set = sets[setPick % sets.length]!.name
        for (const subtype of schema.entityNames.filter((name) => schema.isA(name, entity)))
          expect(schema.isApplicable(set, subtype), `${set} on ${subtype} below ${entity}`).toBe(true)
      }),
      { numRuns: 200 },
    )
  })
})

describe("data types", () => {
  it("are the version's defined types, selects and enumerations, in any spelling", () => {
    expect(ifc4.dataType("IFCLABEL")).toBe("IfcLabel")
    expect(ifc4.dataType("ifclengthmeasure")).toBe("IfcLengthMeasure")
    expect(ifc4.dataType("IfcDate")).toBe("IfcDate")
    expect(ifc2x3.dataType("IfcDate")).toBeUndefined() // IFC2X3 had no IfcDate
    expect(ifc4.dataType("IfcWall")).toBeUndefined() // an entity is no data type
  })
})
