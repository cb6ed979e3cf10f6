import { describe, expect, it } from "vitest"
import type { RequirementFields } from "../events/project/requirement-events"
import { ifcKnowledge } from "../ifc/ifc-knowledge"
import type { EntityMapping, PropertyTarget } from "../ifc/mapping-check"
import { checkRequirement, type RequirementCatalogue } from "./requirement-check"

const wall: EntityMapping[] = (["IFC2X3", "IFC4", "IFC4X3_ADD2"] as const).map((ifc_version) => ({ ifc_version, entity: "IfcWall", predefined_type: null }))
const fireRating: PropertyTarget[] = (["IFC2X3", "IFC4", "IFC4X3_ADD2"] as const).map((ifc_version) => ({ ifc_version, pset: "Pset_WallCommon", property: "FireRating", data_type: "IfcLabel" }))
const catalogue: RequirementCatalogue = {
  classMappings: (id) => (id === 1 ? wall : undefined),
  propertyTargets: (id) => (id === 2 ? fireRating : id === 3 ? fireRating.map((t) => ({ ...t, pset: "Pset_DoorCommon" })) : undefined),
}
const base: RequirementFields = {
  elementClassId: 1, name: "Wände", identifier: null, desc: null, instructions: null, ifcVersions: [], cardinality: "required",
  applicability: [], requirementsDesc: null, facets: [],
}
const property = (extra: object) => ({ facet: "property" as const, pty_id: null, property_set: null, base_name: null, value: null, data_type: null, uri: null, cardinality: "required" as const, instructions: null, ...extra })
const codes = (fields: Partial<RequirementFields>) => checkRequirement(ifcKnowledge, { ...base, ...fields }, catalogue, "IFC4").map((p) => `${p.ifc_version} ${p.code}`)

describe("the IFC check of a requirement", () => {
  it("checks a requirement naming no IFC version in the project's", () => {
    const unknown = { applicability: [{ facet: "entity" as const, name: { simple: "IFCWALLX" }, predefined_type: null }], elementClassId: null }
    expect(codes(unknown)).toEqual(["IFC4 ENTITY_UNKNOWN"])
    expect(checkRequirement(ifcKnowledge, { ...base, ...unknown }, catalogue, "IFC2X3").map((p) => p.ifc_version)).toEqual(["IFC2X3"])
  })

  it("finds nothing in a sound one: the class's entity, its property in a set for it, an attribute it has", () => {
    expect(codes({ facets: [property({ pty_id: 2 }), { facet: "attribute", name: { simple: "Name" }, value: null, cardinality: "required", instructions: null }] })).toEqual([])
  })

  it("names a written entity a version lacks, and a predefined type of another entity, in each version it is for", () => {
    expect(codes({ elementClassId: null, ifcVersions: ["IFC4"], applicability: [{ facet: "entity", name: { simple: "IFCWALLX" }, predefined_type: null }] })).toEqual(["IFC4 ENTITY_UNKNOWN"])
    expect(codes({ elementClassId: null, ifcVersions: ["IFC4X3_ADD2"], applicability: [{ facet: "entity", name: { simple: "IFCWALL" }, predefined_type: { simple: "SINGLE_SWING_LEFT" } }] })).toEqual(["IFC4X3_ADD2 PREDEFINED_TYPE_UNKNOWN"])
  })

  it("names a property whose set is not for the class's entity, a written property not in its set, a wrong data type, an attribute the entity lacks", () => {
    expect(codes({ ifcVersions: ["IFC4"], facets: [property({ pty_id: 3 })] })).toEqual(["IFC4 PROPERTY_SET_NOT_APPLICABLE"])
    expect(codes({ ifcVersions: ["IFC4"], facets: [property({ property_set: { simple: "Pset_WallCommon" }, base_name: { simple: "Farbe" } })] })).toEqual(["IFC4 PROPERTY_NOT_IN_SET"])
    expect(codes({ ifcVersions: ["IFC4"], facets: [property({ property_set: { simple: "Pset_WallCommon" }, base_name: { simple: "IsExternal" }, data_type: "IFCLABEL" })] })).toEqual(["IFC4 DATA_TYPE_MISMATCH"])
    expect(codes({ ifcVersions: ["IFC4"], facets: [{ facet: "attribute", name: { simple: "Breite" }, value: null, cardinality: "required", instructions: null }] })).toEqual(["IFC4 ATTRIBUTE_UNKNOWN"])
  })

  it("leaves what it cannot look up alone: a pattern for a name, a property it does not know", () => {
    expect(codes({ elementClassId: null, applicability: [{ facet: "entity", name: { restriction: { base: null, facets: [{ kind: "pattern", value: "IFC.*" }] } }, predefined_type: null }], facets: [property({ pty_id: 99 })] })).toEqual([])
  })
})
