import { describe, expect, it } from "vitest"
import type { PropertyRowData } from "@bimprofile/projector/projections/catalogue"
import { facetCells, valueText } from "./facet-cells"
import { profileTexts } from "./profile-texts"

const de = profileTexts.de

describe("a facet in the cells of the requirements sheet", () => {
  it("writes a simple value as it is and a restriction in words", () => {
    expect(valueText({ simple: "EI 60" }, de)).toBe("EI 60")
    expect(valueText(null, de)).toBe("")
    const restriction = (facets: { kind: "enumeration" | "pattern" | "minInclusive" | "maxExclusive" | "maxLength"; value: string }[]) => ({ restriction: { base: null, facets } })
    expect(valueText(restriction([{ kind: "enumeration", value: "EI 30" }, { kind: "enumeration", value: "EI 60" }]), de)).toBe("einer von EI 30, EI 60")
    expect(valueText(restriction([{ kind: "minInclusive", value: "0.1" }, { kind: "maxExclusive", value: "0.5" }]), de)).toBe("≥ 0.1 und < 0.5")
    expect(valueText(restriction([{ kind: "pattern", value: "EI [0-9]+" }, { kind: "maxLength", value: "10" }]), profileTexts.en)).toBe("pattern EI [0-9]+ and at most 10 characters")
  })

  it("names a catalogue property by its name and the Pset.property of the requirement's version", () => {
    const property = { name: "Feuerwiderstand", ifc: [{ ifc_version: "IFC4", pset: "Pset_WallCommon", property: "FireRating", data_type: "IFCLABEL" }] } as unknown as PropertyRowData
    const facet = { facet: "property", pty_id: 7, property_set: null, base_name: null, value: { simple: "EI 60" }, data_type: null, uri: null, cardinality: "required", instructions: null } as const
    expect(facetCells(facet, de, (id) => (id === 7 ? property : undefined), "IFC4")).toEqual({ subject: "Feuerwiderstand (Pset_WallCommon.FireRating)", value: "EI 60", dataType: "IFCLABEL" })
    const written = { ...facet, pty_id: null, property_set: { simple: "Pset_DoorCommon" }, base_name: { simple: "IsExternal" }, value: null, data_type: "IFCBOOLEAN" } as const
    expect(facetCells(written, de, () => undefined, "IFC4")).toEqual({ subject: "Pset_DoorCommon.IsExternal", value: "", dataType: "IFCBOOLEAN" })
  })

  it("writes an entity with its predefined type and a part-of facet's relation as its value", () => {
    expect(facetCells({ facet: "entity", name: { simple: "IFCWALL" }, predefined_type: { simple: "SOLIDWALL" } }, de, () => undefined, "IFC4").subject).toBe("IFCWALL.SOLIDWALL")
    const partOf = { facet: "partOf", entity: { name: { simple: "IFCBUILDINGSTOREY" }, predefined_type: null }, relation: "IFCRELCONTAINEDINSPATIALSTRUCTURE" } as const
    expect(facetCells(partOf, de, () => undefined, "IFC4")).toEqual({ subject: "IFCBUILDINGSTOREY", value: "IFCRELCONTAINEDINSPATIALSTRUCTURE", dataType: "" })
  })
})
