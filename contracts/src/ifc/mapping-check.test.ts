/** The catalogue's IFC mapping checks on the real data: each problem the issue names, in the version it concerns. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ifcKnowledge } from "./ifc-knowledge"
import { IFC_VERSIONS, type IfcVersion } from "./ifc-versions"
import { checkEntityMappings, checkPropertyTargets, type EntityMapping, type PropertyTarget } from "./mapping-check"
import { MAPPING_PROBLEM_CODES, mappingProblem } from "./mapping-problems"

const everywhere = (entity: string, predefined_type?: string): EntityMapping[] =>
  IFC_VERSIONS.map((ifc_version) => ({ ifc_version, entity, ...(predefined_type ? { predefined_type } : {}) }))
type AnyVersionTarget = { pset: string; property: string; data_type?: string } | { attribute: string; data_type?: string }
const inEvery = (target: AnyVersionTarget): PropertyTarget[] =>
  IFC_VERSIONS.map((ifc_version) => ({ ifc_version, ...target }) as PropertyTarget)
const codes = (problems: readonly { ifc_version: IfcVersion; code: string }[]) =>
  problems.map((problem) => `${problem.ifc_version} ${problem.code}`)

describe("entity mappings", () => {
  it("IfcWall is fine in all three versions, in the case IDS writes it too", () => {
    expect(checkEntityMappings(ifcKnowledge, everywhere("IfcWall"))).toEqual([])
    expect(checkEntityMappings(ifcKnowledge, everywhere("IFCWALL"))).toEqual([])
  })

  it("a version without mapping is a problem of that version", () => {
    const problems = checkEntityMappings(ifcKnowledge, [{ ifc_version: "IFC4", entity: "IfcWall" }])
    expect(problems).toEqual([
      mappingProblem("IFC2X3", "ENTITY_MAPPING_MISSING"),
      mappingProblem("IFC4X3_ADD2", "ENTITY_MAPPING_MISSING"),
    ])
    expect(problems[0]).toMatchObject({ severity: "error", message: "Für IFC2X3 ist keine IFC-Entität zugeordnet." })
  })

  it("an unknown entity is named, in German, with the version", () => {
    const [problem, ...rest] = checkEntityMappings(ifcKnowledge, [
      { ifc_version: "IFC2X3", entity: "IfcWall" },
      { ifc_version: "IFC4", entity: "IfcWal" },
      { ifc_version: "IFC4X3_ADD2", entity: "IfcWall" },
    ])
    expect(rest).toEqual([])
    expect(problem).toEqual({
      ifc_version: "IFC4",
      code: "ENTITY_UNKNOWN",
      severity: "error",
      message: "Die Entität «IfcWal» gibt es in IFC4 nicht.",
      details: { entity: "IfcWal" },
    })
  })

  it("IfcBuildingElement: abstract in IFC2X3 and IFC4, unknown in IFC4X3_ADD2", () => {
    expect(codes(checkEntityMappings(ifcKnowledge, everywhere("IfcBuildingElement")))).toEqual([
      "IFC2X3 ENTITY_ABSTRACT",
      "IFC4 ENTITY_ABSTRACT",
      "IFC4X3_ADD2 ENTITY_UNKNOWN",
    ])
  })

  it("a type's mapping needs a type object: IfcWallType is fine, IfcWall is named as no type object in every version", () => {
    expect(checkEntityMappings(ifcKnowledge, everywhere("IfcWallType", "SHEAR"), { typeObject: true })).toEqual([])
    const problems = checkEntityMappings(ifcKnowledge, everywhere("IfcWall"), { typeObject: true })
    expect(codes(problems)).toEqual(["IFC2X3 ENTITY_NOT_A_TYPE", "IFC4 ENTITY_NOT_A_TYPE", "IFC4X3_ADD2 ENTITY_NOT_A_TYPE"])
    expect(problems[0]!.message).toBe("Die Entität «IfcWall» ist in IFC2X3 kein Typobjekt; ein Fachklassentyp braucht eines wie «IfcWallType».")
    // A class (no typeObject) may well be mapped to an occurrence.
    expect(checkEntityMappings(ifcKnowledge, everywhere("IfcWall"))).toEqual([])
  })

  it("IfcAirTerminal: IDS's occurrence/type name in IFC2X3 (IfcFlowTerminal + IfcAirTerminalType), an entity from IFC4 on", () => {
    expect(checkEntityMappings(ifcKnowledge, everywhere("IfcAirTerminal", "DIFFUSER"))).toEqual([])
    expect(checkEntityMappings(ifcKnowledge, everywhere("IfcFlowTerminal"))).toEqual([])
    // The IfcAirTerminalTypeEnum of IFC2X3 has no LOUVRE; IFC4's has.
    expect(codes(checkEntityMappings(ifcKnowledge, everywhere("IfcAirTerminal", "LOUVRE")))).toEqual(["IFC2X3 PREDEFINED_TYPE_UNKNOWN"])
  })

  it("predefined type SHEAR of IfcWall: valid from IFC4 on, not in IFC2X3 (its IfcWall has no predefined types)", () => {
    const problems = checkEntityMappings(ifcKnowledge, everywhere("IfcWall", "shear"))
    expect(problems).toEqual([
      mappingProblem("IFC2X3", "PREDEFINED_TYPE_UNKNOWN", { entity: "IfcWall", predefined_type: "shear" }),
    ])
    expect(problems[0]!.message).toBe("Der vordefinierte Typ «shear» gehört in IFC2X3 nicht zu «IfcWall».")
    // RETAININGWALL is new in IFC4X3_ADD2.
    expect(codes(checkEntityMappings(ifcKnowledge, everywhere("IfcWall", "RETAININGWALL")))).toEqual([
      "IFC2X3 PREDEFINED_TYPE_UNKNOWN",
      "IFC4 PREDEFINED_TYPE_UNKNOWN",
    ])
  })

  it("every concrete entity accepts each value of its PredefinedType enumeration, in any case", () => {
    const picks = fc.constantFrom(...IFC_VERSIONS).chain((ifc_version) => {
      const schema = ifcKnowledge(ifc_version)
      const withTypes = schema.entityNames.filter((name) => !schema.entity(name)!.abstract && schema.predefinedTypes(name).length > 0)
      return fc.constantFrom(...withTypes).chain((entity) =>
        fc.record({
          ifc_version: fc.constant(ifc_version),
          entity: fc.constant(entity),
          predefined_type: fc.constantFrom(...schema.predefinedTypes(entity)).chain((value) => fc.constantFrom(value, value.toLowerCase())),
        }),
      )
    })
    fc.assert(
      fc.property(picks, (mapping) => {
        const problems = checkEntityMappings(ifcKnowledge, [mapping]).filter((problem) => problem.ifc_version === mapping.ifc_version)
        expect(problems).toEqual([])
      }),
      { numRuns: 500 },
    )
  })

  it("a name that is no entity of the version is always ENTITY_UNKNOWN, never a crash", () => {
    fc.assert(
      fc.property(fc.constantFrom(...IFC_VERSIONS), fc.string(), (ifc_version, entity) => {
        fc.pre(!ifcKnowledge(ifc_version).entity(entity))
        const problems = checkEntityMappings(ifcKnowledge, [{ ifc_version, entity, predefined_type: "X" }])
        expect(problems.filter((problem) => problem.ifc_version === ifc_version).map((problem) => problem.code)).toEqual(["ENTITY_UNKNOWN"])
      }),
    )
  })
})

describe("property targets", () => {
  const wall = everywhere("IfcWall")

  it("Pset_WallCommon.FireRating as IfcLabel on IfcWall is fine in all three versions", () => {
    expect(checkPropertyTargets(ifcKnowledge, wall, inEvery({ pset: "Pset_WallCommon", property: "FireRating", data_type: "IfcLabel" }))).toEqual([])
    // IDS spells data types in upper case.
    expect(checkPropertyTargets(ifcKnowledge, wall, inEvery({ pset: "Pset_WallCommon", property: "FireRating", data_type: "IFCLABEL" }))).toEqual([])
  })

  it("a version without target is a problem of that version", () => {
    const targets: PropertyTarget[] = [{ ifc_version: "IFC4X3_ADD2", pset: "Pset_WallCommon", property: "IsExternal", data_type: "IfcBoolean" }]
    expect(codes(checkPropertyTargets(ifcKnowledge, wall, targets))).toEqual(["IFC2X3 PROPERTY_MAPPING_MISSING", "IFC4 PROPERTY_MAPPING_MISSING"])
  })

  it("a standard set that does not apply to the class's entity", () => {
    const problems = checkPropertyTargets(ifcKnowledge, everywhere("IfcSlab"), inEvery({ pset: "Pset_WallCommon", property: "FireRating" }))
    expect(problems.map((problem) => problem.code)).toEqual(Array(3).fill("PROPERTY_SET_NOT_APPLICABLE"))
    expect(problems[2]!.message).toBe("Das Merkmalsset «Pset_WallCommon» gilt in IFC4X3_ADD2 nicht für «IfcSlab».")
  })

  it("a set qualified by a predefined type applies only to a class mapped with it", () => {
    const heatSensor = [{ ifc_version: "IFC4X3_ADD2" as const, entity: "IfcSensor", predefined_type: "HEATSENSOR" }]
    const smokeSensor = [{ ifc_version: "IFC4X3_ADD2" as const, entity: "IfcSensor", predefined_type: "SMOKESENSOR" }]
    const target: PropertyTarget[] = [{ ifc_version: "IFC4X3_ADD2", pset: "Pset_SensorTypeHeatSensor", property: "RateOfTemperatureRise" }]
    expect(codes(checkPropertyTargets(ifcKnowledge, heatSensor, target))).not.toContain("IFC4X3_ADD2 PROPERTY_SET_NOT_APPLICABLE")
    expect(codes(checkPropertyTargets(ifcKnowledge, smokeSensor, target))).toContain("IFC4X3_ADD2 PROPERTY_SET_NOT_APPLICABLE")
  })

  it("a property the standard set does not have", () => {
    const problems = checkPropertyTargets(ifcKnowledge, wall, inEvery({ pset: "Pset_WallCommon", property: "Brandschutz", data_type: "IfcLabel" }))
    expect(problems.map((problem) => problem.code)).toEqual(Array(3).fill("PROPERTY_NOT_IN_SET"))
    expect(problems[0]!.details).toEqual({ pset: "Pset_WallCommon", property: "Brandschutz" })
  })

  it("a data type other than the standard's; and one the version does not have", () => {
    const mismatch = checkPropertyTargets(ifcKnowledge, wall, inEvery({ pset: "Pset_WallCommon", property: "FireRating", data_type: "IfcText" }))
    expect(mismatch[0]).toEqual(
      mappingProblem("IFC2X3", "DATA_TYPE_MISMATCH", { pset: "Pset_WallCommon", property: "FireRating", data_type: "IfcText", expected: "IfcLabel" }),
    )
    expect(mismatch[0]!.message).toBe("«Pset_WallCommon.FireRating» hat in IFC2X3 den Datentyp IfcLabel, nicht IfcText.")
    expect(mismatch).toHaveLength(3)
    const unknown = checkPropertyTargets(ifcKnowledge, wall, inEvery({ pset: "Cust_Wall", property: "Built", data_type: "IfcDate" }))
    expect(codes(unknown)).toEqual(["IFC2X3 DATA_TYPE_UNKNOWN"]) // IfcDate came with IFC4
  })

  it("a custom set named Pset_… is a warning, not an error; a custom set with its own prefix is fine", () => {
    const problems = checkPropertyTargets(ifcKnowledge, wall, inEvery({ pset: "Pset_Foo", property: "Bar", data_type: "IfcLabel" }))
    expect(problems).toEqual(IFC_VERSIONS.map((version) => mappingProblem(version, "CUSTOM_SET_RESERVED_PREFIX", { pset: "Pset_Foo", prefix: "Pset_" })))
    expect(problems.every((problem) => problem.severity === "warning")).toBe(true)
    expect(checkPropertyTargets(ifcKnowledge, wall, inEvery({ pset: "CH_Wand", property: "Bar", data_type: "IfcLabel" }))).toEqual([])
  })

  it("attributes: an explicit attribute of the entity with its defined type; an unknown one is named", () => {
    expect(checkPropertyTargets(ifcKnowledge, wall, inEvery({ attribute: "Name", data_type: "IfcLabel" }))).toEqual([])
    expect(codes(checkPropertyTargets(ifcKnowledge, wall, inEvery({ attribute: "Name", data_type: "IfcText" })))).toEqual(
      IFC_VERSIONS.map((version) => `${version} DATA_TYPE_MISMATCH`),
    )
    const unknown = checkPropertyTargets(ifcKnowledge, wall, inEvery({ attribute: "PredefinedType" }))
    expect(unknown).toEqual([mappingProblem("IFC2X3", "ATTRIBUTE_UNKNOWN", { entity: "IfcWall", attribute: "PredefinedType" })])
  })

  it("a broken entity mapping is reported once by the entity check, not again for each property", () => {
    const problems = checkPropertyTargets(ifcKnowledge, everywhere("IfcNoSuchThing"), inEvery({ pset: "Pset_WallCommon", property: "FireRating" }))
    expect(problems).toEqual([])
  })

  it("every code has a German text that names the version and no undefined detail", () => {
    const details = { entity: "IfcWall", predefined_type: "X", pset: "Pset_A", property: "P", attribute: "A", data_type: "IfcLabel", expected: "IfcText", prefix: "Pset_" }
    for (const code of MAPPING_PROBLEM_CODES) {
      const { message } = mappingProblem("IFC4", code, details)
      expect(message, code).toContain("IFC4")
      expect(message, code).not.toContain("undefined")
    }
  })
})
