import { describe, expect, it } from "vitest"
import type { RequirementFields } from "../events/project/requirement-events"
import { type ExportCatalogue, specificationsOf } from "./specifications-of"

const catalogue: ExportCatalogue = {
  elementClass: (id) =>
    id === 1 ? { name: "Wand", ifc: [{ ifc_version: "IFC4", entity: "IfcWall" }, { ifc_version: "IFC4X3_ADD2", entity: "IfcWall" }] } : undefined,
  property: (id) =>
    id === 2 ? { name: "U-Wert", datatype: "number", ifc: [{ ifc_version: "IFC4X3_ADD2", pset: "Pset_WallCommon", property: "ThermalTransmittance" }], uri: null, valueListId: null } : undefined,
  valueListValues: () => undefined,
}
const property = (pty_id: number) => ({ facet: "property" as const, pty_id, property_set: null, base_name: null, value: null, data_type: null, uri: null, cardinality: "required" as const, instructions: null })
const wall: RequirementFields = {
  elementClassId: 1, name: "Wände", identifier: null, desc: null, instructions: null, ifcVersions: [], cardinality: "required",
  applicability: [], requirementsDesc: null, facets: [property(2), property(9)],
}

describe("what a version's IDS file leaves out of a requirement", () => {
  it("says per version, with a code, the item and words: a class or property not mapped there, one gone", () => {
    const { specifications, omissions } = specificationsOf(wall, catalogue, ["IFC2X3", "IFC4", "IFC4X3_ADD2"])
    expect(omissions.map(({ ifc_version, code, item_id, item_name }) => [ifc_version, code, item_id, item_name])).toEqual([
      ["IFC2X3", "class_not_mapped", 1, "Wand"],
      ["IFC4", "property_not_mapped", 2, "U-Wert"],
      ["IFC4", "property_gone", 9, null],
      ["IFC4X3_ADD2", "property_gone", 9, null],
    ])
    expect(omissions.map((o) => o.message)).toEqual([
      "Die Fachklasse «Wand» ist in IFC2X3 nicht abgebildet.",
      "Das Merkmal «U-Wert» ist in IFC4 nicht abgebildet.",
      "Das Merkmal 9 existiert nicht mehr.",
      "Das Merkmal 9 existiert nicht mehr.",
    ])
    expect(omissions.every((o) => o.requirement === "Wände")).toBe(true)
    // IFC2X3 has no specification; IFC4 and IFC4X3_ADD2 differ (the U-value is only written in the latter).
    expect(specifications.map((s) => s.ifcVersions)).toEqual([["IFC4"], ["IFC4X3_ADD2"]])
  })

  it("names a class that no longer exists by its id", () => {
    const { omissions } = specificationsOf({ ...wall, elementClassId: 5, facets: [] }, catalogue, ["IFC4"])
    expect(omissions).toEqual([{ ifc_version: "IFC4", requirement: "Wände", code: "class_gone", item_id: 5, item_name: null, message: "Die Fachklasse 5 existiert nicht mehr." }])
  })
})
