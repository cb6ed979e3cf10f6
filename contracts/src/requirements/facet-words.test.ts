import { describe, expect, it } from "vitest"
import { facetLine, type FacetWords, valueText } from "./facet-words"

const english: FacetWords = {
  simple: (value) => `= ${value}`,
  oneOf: (values) => `one of ${values}`,
  pattern: (value) => `pattern ${value}`,
  length: (value) => `length ${value}`,
  minLength: (value) => `at least ${value} characters`,
  maxLength: (value) => `at most ${value} characters`,
  and: " and ",
  facetKind: (kind) => ({ entity: "Entity", partOf: "Part of", classification: "Classification", attribute: "Attribute", property: "Property", material: "Material" })[kind],
  cardinality: (cardinality) => cardinality,
  partOf: (entity) => `in ${entity}`,
  propertyById: (id) => `property #${id}`,
  material: "",
}
const names = (id: number) => (id === 2 ? "Fire rating" : undefined)

describe("facets in words", () => {
  it("words a restriction: the enumeration first, then bounds and lengths joined", () => {
    const value = { restriction: { base: "xs:double", facets: [{ kind: "minInclusive" as const, value: "0.1" }, { kind: "maxExclusive" as const, value: "0.5" }] } }
    expect(valueText(value, english)).toBe("≥ 0.1 and < 0.5")
    expect(valueText({ restriction: { base: "xs:string", facets: [{ kind: "maxLength" as const, value: "5" }, { kind: "enumeration" as const, value: "EI 30" }, { kind: "enumeration" as const, value: "EI 60" }] } }, english)).toBe(
      "one of EI 30, EI 60 and at most 5 characters",
    )
  })

  it("writes a whole facet: kind, subject, cardinality and value; a catalogue property by its name, else by its id", () => {
    const property = { facet: "property" as const, pty_id: 2, property_set: null, base_name: null, value: { simple: "EI 60" }, data_type: null, uri: null, cardinality: "required" as const, instructions: null }
    expect(facetLine(property, english, names)).toBe("Property Fire rating (required): = EI 60")
    expect(facetLine({ ...property, pty_id: 7 }, english, names)).toBe("Property property #7 (required): = EI 60")
    expect(facetLine({ ...property, pty_id: null, property_set: { simple: "Pset_WallCommon" }, base_name: { simple: "FireRating" } }, english, names)).toBe(
      "Property Pset_WallCommon.FireRating (required): = EI 60",
    )
    expect(facetLine({ facet: "entity", name: { simple: "IFCWALL" }, predefined_type: { simple: "SOLIDWALL" } }, english, names)).toBe("Entity IFCWALL.SOLIDWALL")
  })
})
