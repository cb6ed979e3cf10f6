import type { RequirementDto } from "@bimprofile/contracts/dto/requirement-dto"
import type { ApplicabilityFacet, RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import { describe, expect, it } from "vitest"
import { applicabilityFacetOf, createBodyOf, draftOf, draftProblems, emptyDraft, facetDraftOf, facetOf, newFacet, patchBodyOf } from "./requirement-draft"

const facets: RequirementFacet[] = [
  { facet: "property", pty_id: 4, property_set: null, base_name: null, value: { simple: "EI 60" }, data_type: null, uri: null, cardinality: "required", instructions: null },
  {
    facet: "property",
    pty_id: null,
    property_set: { restriction: { base: "xs:string", facets: [{ kind: "pattern", value: "Pset_.*" }] } },
    base_name: { simple: "IsExternal" },
    value: null,
    data_type: "IFCBOOLEAN",
    uri: "https://identifier.buildingsmart.org/x",
    cardinality: "optional",
    instructions: "Aussen oder innen",
  },
  { facet: "partOf", entity: { name: { simple: "IFCBUILDINGSTOREY" }, predefined_type: null }, relation: "IFCRELCONTAINEDINSPATIALSTRUCTURE", cardinality: "required", instructions: null },
  { facet: "classification", system: { simple: "eBKP-H" }, value: { simple: "C02" }, uri: null, cardinality: "required", instructions: null },
  { facet: "attribute", name: { simple: "Name" }, value: null, cardinality: "required", instructions: null },
  { facet: "material", value: null, uri: null, cardinality: "prohibited", instructions: null },
  { facet: "entity", name: { simple: "IFCWALL" }, predefined_type: { simple: "SHEAR" }, instructions: null },
]

const applicability: ApplicabilityFacet[] = [
  { facet: "entity", name: { simple: "IFCWALL" }, predefined_type: { simple: "SHEAR" } },
  { facet: "partOf", entity: { name: { simple: "IFCBUILDINGSTOREY" }, predefined_type: null }, relation: null },
  { facet: "classification", system: { simple: "eBKP-H" }, value: { restriction: { base: "xs:string", facets: [{ kind: "pattern", value: "C02.*" }] } } },
  { facet: "attribute", name: { simple: "Name" }, value: null },
  { facet: "property", pty_id: null, property_set: { simple: "Pset_WallCommon" }, base_name: { simple: "IsExternal" }, value: { simple: "true" }, data_type: "IFCBOOLEAN" },
  { facet: "property", pty_id: 4, property_set: null, base_name: null, value: null, data_type: null },
  { facet: "material", value: { simple: "Beton" } },
]

const requirement: RequirementDto = {
  req_id: 1, req_pro_id: 1, req_act_id: 5, req_elc_id: 7, req_name: "Wand", req_identifier: null, req_desc: null, req_instructions: null,
  req_ifc_versions: [], req_cardinality: "required", req_applicability: [], req_requirements_desc: null, req_facets: facets, req_problems: [],
  req_create_date: null, req_create_user: null, req_change_date: null, req_change_user: null,
}

describe("a requirement in the editor and back", () => {
  it.each(facets.map((facet) => [facet.facet, facet] as const))("given a %s facet, when edited without change, then stored exactly as it came", (_, facet) => {
    expect(facetOf(facetDraftOf(facet))).toEqual(facet)
  })

  it("given an unchanged requirement, then the edit sends nothing; given one facet's cardinality changed, then only the facets", () => {
    const draft = draftOf(requirement)
    expect(patchBodyOf(requirement, draft)).toEqual({})
    const changed = { ...draft, facets: draft.facets.map((facet, index) => (index === 4 ? { ...facet, cardinality: "prohibited" as const } : facet)) }
    const body = patchBodyOf(requirement, changed)
    expect(Object.keys(body)).toEqual(["req_facets"])
    expect(body.req_facets![4]).toMatchObject({ facet: "attribute", cardinality: "prohibited" })
  })

  it("given a prohibited property with a data type typed, then it is stored without one (IDS names a prohibited property without its type)", () => {
    const facet = { ...newFacet("property"), group: { text: "Pset_WallCommon", kept: null }, name: { text: "FireRating", kept: null }, dataType: "ifclabel", cardinality: "prohibited" as const }
    expect(facetOf(facet)).toMatchObject({ property_set: { simple: "Pset_WallCommon" }, base_name: { simple: "FireRating" }, data_type: null })
    expect(facetOf({ ...facet, cardinality: "required" })).toMatchObject({ data_type: "IFCLABEL" })
  })

  it.each(applicability.map((facet) => [facet.facet, facet] as const))("given a condition of the applicability (%s), then it comes back exactly, untouched or written anew", (_, facet) => {
    const draft = facetDraftOf(facet)
    expect(applicabilityFacetOf(draft)).toEqual(facet)
    expect(applicabilityFacetOf({ ...draft, stored: null })).toEqual(facet)
  })

  it("given facets written in ways the editor would not write them, then untouched they are sent back as stored; once edited, as the editor writes them", () => {
    const odd: ApplicabilityFacet = { facet: "entity", name: { simple: " IFCWALL " }, predefined_type: { simple: "" } }
    const both: RequirementFacet = { facet: "property", pty_id: 4, property_set: { simple: "Pset_X" }, base_name: { simple: "Y" }, value: null, data_type: null, uri: null, cardinality: "required", instructions: null }
    expect(applicabilityFacetOf(facetDraftOf(odd))).toEqual(odd)
    expect(facetOf(facetDraftOf(both))).toEqual(both)
    // Changed and changed back: untouched after all.
    const draft = facetDraftOf(odd)
    expect(applicabilityFacetOf({ ...draft, name: { text: "IFCSLAB", kept: null } })).toEqual({ facet: "entity", name: { simple: "IFCSLAB" }, predefined_type: null })
    expect(applicabilityFacetOf({ ...draft, name: { text: "IFCSLAB", kept: null } })).not.toHaveProperty("instructions")
    expect(applicabilityFacetOf({ ...{ ...draft, name: { text: "IFCSLAB", kept: null } }, name: draft.name })).toEqual(odd)
  })

  it("given a requirement with applicability, when nothing is touched, then nothing is sent; when an entity is added, then only the applicability, the others exactly as they were", () => {
    const withConditions = { ...requirement, req_applicability: applicability.slice(1) }
    const draft = draftOf(withConditions)
    expect(patchBodyOf(withConditions, draft)).toEqual({})
    const entity = { ...newFacet("entity"), name: { text: "IFCWALL", kept: null }, group: { text: "SHEAR", kept: null } }
    const body = patchBodyOf(withConditions, { ...draft, applicability: [entity, ...draft.applicability] })
    expect(body).toEqual({ req_applicability: [{ facet: "entity", name: { simple: "IFCWALL" }, predefined_type: { simple: "SHEAR" } }, ...applicability.slice(1)] })
    const removed = patchBodyOf(withConditions, { ...draft, applicability: draft.applicability.filter((facet) => facet.facet !== "material") })
    expect(removed).toEqual({ req_applicability: applicability.slice(1, -1) })
  })

  it("given conditions IDS does not allow, then the problems before anything is sent: two entities, a value without a data type", () => {
    const entity = { ...newFacet("entity"), name: { text: "IFCWALL", kept: null } }
    const valued = { ...newFacet("property"), group: { text: "Pset_WallCommon", kept: null }, name: { text: "IsExternal", kept: null }, value: { ...newFacet("property").value, mode: "simple" as const, simple: "true" } }
    const problems = draftProblems({ ...emptyDraft(), name: "Wände", applicability: [entity, { ...entity, key: "other" }, valued] })
    expect(problems.general).toBeUndefined()
    expect(problems.applicability).toEqual({ key: "problems.oneEntity" })
    expect(problems.facets).toEqual({ [valued.key]: { key: "problems.propertyNeedsDataType" } })
  })

  it("given a new requirement, then the body names the activity and every field", () => {
    expect(createBodyOf(5, { ...emptyDraft(), elementClassId: 7, name: " Wand " })).toEqual({
      req_act_id: 5, req_name: "Wand", req_elc_id: 7, req_identifier: null, req_desc: null, req_instructions: null, req_requirements_desc: null,
      req_cardinality: "required", req_ifc_versions: [], req_applicability: [], req_facets: [],
    })
  })

  it("given what IDS does not allow, then the problems before anything is sent", () => {
    const free = newFacet("property")
    const optionalAttribute = { ...newFacet("attribute"), name: { text: "Name", kept: null }, cardinality: "optional" as const }
    const problems = draftProblems({ ...emptyDraft(), facets: [free, optionalAttribute] })
    expect(problems.name).toEqual({ key: "problems.nameRequired" })
    expect(problems.general).toEqual({ key: "problems.classRequired" })
    expect(problems.facets).toEqual({ [free.key]: { key: "problems.propertyNeedsName" }, [optionalAttribute.key]: { key: "problems.optionalNeedsValue" } })
    expect(draftProblems({ ...emptyDraft(), name: "Wand", elementClassId: 7, cardinality: "prohibited", facets: [optionalAttribute] }).general).toEqual({ key: "problems.prohibitedWithFacets" })
  })
})
