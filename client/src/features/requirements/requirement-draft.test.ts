import type { RequirementDto } from "@bimprofile/contracts/dto/requirement-dto"
import type { RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import { describe, expect, it } from "vitest"
import { createBodyOf, draftOf, draftProblems, emptyDraft, facetDraftOf, facetOf, newFacet, patchBodyOf } from "./requirement-draft"

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
