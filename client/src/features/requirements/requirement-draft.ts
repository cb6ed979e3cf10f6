/**
 * @module A requirement as its editor holds it — texts for inputs, one draft per facet with its value's form, for
 * the applicability (which objects it is about) and the requirements alike — and the bodies the API takes. A
 * facet's name that IDS wrote as a restriction (a pattern for the property set, say) is kept as it came and shown
 * read-only, and a facet the user leaves untouched is sent back exactly as stored: the editor never rewrites
 * what it cannot show, nor what nobody changed.
 */
import type { CreateRequirementBody, PatchRequirementBody } from "@bimprofile/contracts/bodies/requirement-bodies"
import type { RequirementDto } from "@bimprofile/contracts/dto/requirement-dto"
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import type { ApplicabilityFacet, Cardinality, FacetKind, RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import type { IdsValue } from "@bimprofile/contracts/requirements/ids-values"
import { type ConstraintDraft, constraintOf, constraintProblem, emptyConstraint, idsValueOf } from "./value-constraint"

/** The facets a user adds by hand (a catalogue property comes from the class's list). */
export const ADDABLE_FACETS = ["property", "attribute", "classification", "material", "partOf"] as const
export type AddableFacet = (typeof ADDABLE_FACETS)[number]
/** The conditions of the applicability a user adds: an entity too (one at most; it takes the class's mapping's place). */
export const APPLICABILITY_FACETS = ["entity", "partOf", "classification", "attribute", "property", "material"] as const satisfies readonly FacetKind[]

/** Which list of a requirement a facet is in: what it applies to, or what it requires. */
export type FacetList = "applicability" | "requirements"

/** The relations of a partOf facet (contracts' PART_OF_RELATIONS, without loading the schema library). */
export const PART_OF_RELATIONS = ["IFCRELAGGREGATES", "IFCRELASSIGNSTOGROUP", "IFCRELCONTAINEDINSPATIALSTRUCTURE", "IFCRELNESTS", "IFCRELVOIDSELEMENT IFCRELFILLSELEMENT"] as const

/** The cardinalities a facet of this kind may have (IDS 1.0: partOf is never optional, an entity has none). */
export const cardinalitiesOf = (kind: RequirementFacet["facet"]): readonly Cardinality[] =>
  kind === "entity" ? [] : kind === "partOf" ? ["required", "prohibited"] : ["required", "optional", "prohibited"]

/** A name field of a facet: typed text, or a restriction kept as written. */
export type NameField = { readonly text: string; readonly kept: IdsValue | null }

export type FacetDraft = {
  /** Stable across edits, for the list and for pointing at a refused facet. */
  readonly key: string
  readonly facet: RequirementFacet["facet"]
  readonly cardinality: Cardinality
  readonly instructions: string
  readonly uri: string
  /** property: the catalogue property; null: set and name written here. */
  readonly ptyId: number | null
  /** attribute: its name; property: the property's name; classification: the system; partOf and entity: the entity. */
  readonly name: NameField
  /** property: the set; partOf and entity: the predefined type. */
  readonly group: NameField
  readonly dataType: string
  readonly relation: string
  readonly value: ConstraintDraft
  /** The facet as stored and the draft it gave: while the draft is unchanged, the stored facet is sent back as it is. */
  readonly stored: { readonly facet: ApplicabilityFacet | RequirementFacet; readonly draft: string } | null
}

export type RequirementDraft = {
  readonly elementClassId: number | null
  readonly name: string
  readonly identifier: string
  readonly desc: string
  readonly instructions: string
  readonly requirementsDesc: string
  readonly cardinality: Cardinality
  readonly ifcVersions: readonly IfcVersion[]
  /** The conditions besides the class (or instead of it): no cardinality, no URI, no instructions. */
  readonly applicability: readonly FacetDraft[]
  readonly facets: readonly FacetDraft[]
}

let nextKey = 0
const newKey = () => `facet-${++nextKey}`

const nameField = (value: IdsValue | null): NameField =>
  value === null ? { text: "", kept: null } : "simple" in value ? { text: value.simple, kept: null } : { text: "", kept: value }
const nameValue = (field: NameField): IdsValue | null => field.kept ?? (field.text.trim() === "" ? null : { simple: field.text.trim() })
const orNull = (text: string) => (text.trim() === "" ? null : text.trim())

const blank: Omit<FacetDraft, "key" | "facet"> = {
  cardinality: "required",
  instructions: "",
  uri: "",
  ptyId: null,
  name: { text: "", kept: null },
  group: { text: "", kept: null },
  dataType: "",
  relation: "",
  value: emptyConstraint,
  stored: null,
}

export const newFacet = (facet: FacetKind): FacetDraft => ({ ...blank, key: newKey(), facet })
export const catalogueFacet = (ptyId: number): FacetDraft => ({ ...blank, key: newKey(), facet: "property", ptyId })

/** What the user can change of a draft, to tell an untouched one. */
const editedPart = ({ key: _key, stored: _stored, ...edited }: FacetDraft) => JSON.stringify(edited)
const untouched = (draft: FacetDraft) => draft.stored !== null && editedPart(draft) === draft.stored.draft

/** A stored facet of either list in the editor. */
export const facetDraftOf = (facet: RequirementFacet | ApplicabilityFacet): FacetDraft => {
  const draft = draftFields(facet)
  return { ...draft, stored: { facet, draft: editedPart(draft) } }
}

const draftFields = (facet: RequirementFacet | ApplicabilityFacet): FacetDraft => {
  const demand = {
    instructions: ("instructions" in facet ? facet.instructions : null) ?? "",
    uri: ("uri" in facet ? facet.uri : null) ?? "",
    cardinality: "cardinality" in facet ? facet.cardinality : ("required" as const),
  }
  const base = { ...blank, key: newKey(), facet: facet.facet, ...demand }
  switch (facet.facet) {
    case "entity":
      return { ...base, name: nameField(facet.name), group: nameField(facet.predefined_type) }
    case "partOf":
      return { ...base, name: nameField(facet.entity.name), group: nameField(facet.entity.predefined_type), relation: facet.relation ?? "" }
    case "classification":
      return { ...base, name: nameField(facet.system), value: constraintOf(facet.value) }
    case "attribute":
      return { ...base, name: nameField(facet.name), value: constraintOf(facet.value) }
    case "property":
      return {
        ...base,
        ptyId: facet.pty_id,
        group: nameField(facet.property_set),
        name: nameField(facet.base_name),
        dataType: facet.data_type ?? "",
        value: constraintOf(facet.value),
      }
    case "material":
      return { ...base, value: constraintOf(facet.value) }
  }
}

/** What a facet says in either list: its names and its value. A required name left empty is sent empty: the server says what is missing. */
const writtenOf = (draft: FacetDraft): ApplicabilityFacet => {
  const value = idsValueOf(draft.value)
  const name = nameValue(draft.name) ?? { simple: "" }
  switch (draft.facet) {
    case "entity":
      return { facet: "entity", name, predefined_type: nameValue(draft.group) }
    case "partOf":
      return { facet: "partOf", entity: { name, predefined_type: nameValue(draft.group) }, relation: PART_OF_RELATIONS.find((known) => known === draft.relation) ?? null }
    case "classification":
      return { facet: "classification", system: name, value }
    case "attribute":
      return { facet: "attribute", name, value }
    case "property":
      return {
        facet: "property",
        pty_id: draft.ptyId,
        property_set: draft.ptyId === null ? nameValue(draft.group) : null,
        base_name: draft.ptyId === null ? nameValue(draft.name) : null,
        value,
        data_type: orNull(draft.dataType.toUpperCase()),
      }
    case "material":
      return { facet: "material", value }
  }
}

/** A condition of the applicability to store: what it says, nothing more (IDS gives it no cardinality, URI or instructions). */
export const applicabilityFacetOf = (draft: FacetDraft): ApplicabilityFacet => (untouched(draft) ? (draft.stored!.facet as ApplicabilityFacet) : writtenOf(draft))

/** A requirement facet to store: what it says, with its cardinality, URI and instructions. */
export const facetOf = (draft: FacetDraft): RequirementFacet => {
  if (untouched(draft)) return draft.stored!.facet as RequirementFacet
  const instructions = orNull(draft.instructions)
  const uri = orNull(draft.uri)
  const cardinality = draft.cardinality
  const written = writtenOf(draft)
  switch (written.facet) {
    case "entity":
      return { ...written, instructions }
    case "partOf":
      return { ...written, cardinality: cardinality === "optional" ? "required" : cardinality, instructions }
    case "property":
      // IDS: a prohibited property is named without its data type.
      return { ...written, data_type: cardinality === "prohibited" ? null : written.data_type, uri, cardinality, instructions }
    case "attribute":
      return { ...written, cardinality, instructions }
    case "classification":
    case "material":
      return { ...written, uri, cardinality, instructions }
  }
}

export const emptyDraft = (): RequirementDraft => ({
  elementClassId: null,
  name: "",
  identifier: "",
  desc: "",
  instructions: "",
  requirementsDesc: "",
  cardinality: "required",
  ifcVersions: [],
  applicability: [],
  facets: [],
})

export const draftOf = (requirement: RequirementDto): RequirementDraft => ({
  elementClassId: requirement.req_elc_id,
  name: requirement.req_name,
  identifier: requirement.req_identifier ?? "",
  desc: requirement.req_desc ?? "",
  instructions: requirement.req_instructions ?? "",
  requirementsDesc: requirement.req_requirements_desc ?? "",
  cardinality: requirement.req_cardinality,
  ifcVersions: requirement.req_ifc_versions,
  applicability: requirement.req_applicability.map(facetDraftOf),
  facets: requirement.req_facets.map(facetDraftOf),
})

const fields = (draft: RequirementDraft) => ({
  req_name: draft.name.trim(),
  req_elc_id: draft.elementClassId,
  req_identifier: orNull(draft.identifier),
  req_desc: orNull(draft.desc),
  req_instructions: orNull(draft.instructions),
  req_requirements_desc: orNull(draft.requirementsDesc),
  req_cardinality: draft.cardinality,
  req_ifc_versions: [...draft.ifcVersions],
  req_applicability: draft.applicability.map(applicabilityFacetOf),
  req_facets: draft.facets.map(facetOf),
})

export const createBodyOf = (activityId: number, draft: RequirementDraft): CreateRequirementBody => ({ req_act_id: activityId, ...fields(draft) })

/** Only what changed: an edit names its fields, and the server keeps the rest. */
export const patchBodyOf = (requirement: RequirementDto, draft: RequirementDraft): PatchRequirementBody => {
  const next = fields(draft)
  const before = fields(draftOf(requirement))
  const changed = Object.entries(next).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before]))
  return Object.fromEntries(changed) as PatchRequirementBody
}

export type DraftProblem = { readonly key: string; readonly values?: Record<string, string> }

/** What the editor can say before sending (in the user's words; the server checks the rest, IDS's rules). */
export const draftProblems = (draft: RequirementDraft): { name?: DraftProblem; general?: DraftProblem; applicability?: DraftProblem; facets: Record<string, DraftProblem> } => {
  const facets: Record<string, DraftProblem> = {}
  for (const facet of [...draft.applicability, ...draft.facets]) {
    const problem = facetProblem(facet)
    if (problem) facets[facet.key] = problem
  }
  return {
    ...(draft.name.trim() === "" && { name: { key: "problems.nameRequired" } }),
    ...(draft.elementClassId === null && draft.applicability.length === 0 && { general: { key: "problems.classRequired" } }),
    ...(draft.cardinality === "prohibited" && draft.facets.length > 0 && { general: { key: "problems.prohibitedWithFacets" } }),
    ...(draft.applicability.filter((facet) => facet.facet === "entity").length > 1 && { applicability: { key: "problems.oneEntity" } }),
    facets,
  }
}

const facetProblem = (facet: FacetDraft): DraftProblem | undefined => {
  const value = constraintProblem(facet.value)
  if (value) return value
  const hasName = facet.name.kept !== null || facet.name.text.trim() !== ""
  const hasValue = idsValueOf(facet.value) !== null
  switch (facet.facet) {
    case "property":
      if (facet.ptyId !== null) return undefined
      if (!hasName || (facet.group.kept === null && facet.group.text.trim() === "")) return { key: "problems.propertyNeedsName" }
      if (facet.cardinality !== "prohibited" && (hasValue || facet.cardinality === "optional") && facet.dataType.trim() === "") return { key: "problems.propertyNeedsDataType" }
      return undefined
    case "attribute":
      if (!hasName) return { key: "problems.attributeNeedsName" }
      return facet.cardinality === "optional" && !hasValue ? { key: "problems.optionalNeedsValue" } : undefined
    case "classification":
      if (!hasName) return { key: "problems.classificationNeedsSystem" }
      return facet.cardinality === "optional" && !hasValue ? { key: "problems.optionalNeedsValue" } : undefined
    case "material":
      return facet.cardinality === "optional" && !hasValue ? { key: "problems.optionalNeedsValue" } : undefined
    case "partOf":
    case "entity":
      return hasName ? undefined : { key: "problems.entityNeedsName" }
  }
}
