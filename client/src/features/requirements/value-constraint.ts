/**
 * @module A facet's value as the editor holds it: one of the forms a user picks (a single value, a list of
 * allowed values, a pattern, bounds, a length) and back to the IDS value the API stores. A restriction that
 * fits none of these forms (an imported IDS file may combine facets freely) is kept exactly as written until
 * the user picks another form, so editing something else never changes it.
 */
import type { IdsValue, RestrictionFacet } from "@bimprofile/contracts/requirements/ids-values"

export const CONSTRAINT_MODES = ["none", "simple", "enumeration", "pattern", "bounds", "length"] as const
export type ConstraintMode = (typeof CONSTRAINT_MODES)[number] | "kept"

export type ConstraintDraft = {
  readonly mode: ConstraintMode
  readonly simple: string
  readonly values: readonly string[]
  readonly pattern: string
  readonly min: string
  readonly minExclusive: boolean
  readonly max: string
  readonly maxExclusive: boolean
  readonly length: string
  readonly minLength: string
  readonly maxLength: string
  /** The XSD base type written (xs:string, xs:double …); empty: the form's usual one. */
  readonly base: string
  /** The value as it came, for the "kept" form. */
  readonly kept: IdsValue | null
}

export const emptyConstraint: ConstraintDraft = {
  mode: "none",
  simple: "",
  values: [],
  pattern: "",
  min: "",
  minExclusive: false,
  max: "",
  maxExclusive: false,
  length: "",
  minLength: "",
  maxLength: "",
  base: "",
  kept: null,
}

const only = (facets: readonly RestrictionFacet[], kinds: readonly string[]) => facets.every((facet) => kinds.includes(facet.kind))
const valueOfKind = (facets: readonly RestrictionFacet[], kind: RestrictionFacet["kind"]) => facets.find((facet) => facet.kind === kind)?.value ?? ""
const once = (facets: readonly RestrictionFacet[]) => new Set(facets.map((facet) => facet.kind)).size === facets.length

/** The editor's form of a stored value. */
export const constraintOf = (value: IdsValue | null): ConstraintDraft => {
  if (value === null) return emptyConstraint
  if ("simple" in value) return { ...emptyConstraint, mode: "simple", simple: value.simple }
  const { base, facets } = value.restriction
  const common = { ...emptyConstraint, base: base ?? "", kept: value }
  if (facets.length > 0 && only(facets, ["enumeration"])) return { ...common, mode: "enumeration", values: facets.map((facet) => facet.value) }
  if (facets.length === 1 && facets[0]!.kind === "pattern") return { ...common, mode: "pattern", pattern: facets[0]!.value }
  const bounds = ["minInclusive", "minExclusive", "maxInclusive", "maxExclusive"]
  const hasMin = facets.filter((facet) => facet.kind.startsWith("min")).length <= 1
  const hasMax = facets.filter((facet) => facet.kind.startsWith("max")).length <= 1
  if (facets.length > 0 && only(facets, bounds) && hasMin && hasMax)
    return {
      ...common,
      mode: "bounds",
      min: valueOfKind(facets, "minInclusive") || valueOfKind(facets, "minExclusive"),
      minExclusive: facets.some((facet) => facet.kind === "minExclusive"),
      max: valueOfKind(facets, "maxInclusive") || valueOfKind(facets, "maxExclusive"),
      maxExclusive: facets.some((facet) => facet.kind === "maxExclusive"),
    }
  if (facets.length > 0 && only(facets, ["length", "minLength", "maxLength"]) && once(facets))
    return { ...common, mode: "length", length: valueOfKind(facets, "length"), minLength: valueOfKind(facets, "minLength"), maxLength: valueOfKind(facets, "maxLength") }
  return { ...common, mode: "kept" }
}

const restriction = (base: string, facets: RestrictionFacet[]): IdsValue => ({ restriction: { base: base || null, facets } })
const filled = (kind: RestrictionFacet["kind"], value: string): RestrictionFacet[] => (value.trim() === "" ? [] : [{ kind, value: value.trim() }])

/** The value to store; null: none (also a form left empty). */
export const idsValueOf = (draft: ConstraintDraft): IdsValue | null => {
  switch (draft.mode) {
    case "none":
      return null
    case "kept":
      return draft.kept
    case "simple":
      return draft.simple === "" ? null : { simple: draft.simple }
    case "enumeration": {
      const values = draft.values.filter((value) => value.trim() !== "")
      return values.length === 0 ? null : restriction(draft.base || "xs:string", values.map((value) => ({ kind: "enumeration", value })))
    }
    case "pattern":
      return draft.pattern === "" ? null : restriction(draft.base || "xs:string", [{ kind: "pattern", value: draft.pattern }])
    case "bounds": {
      const facets = [...filled(draft.minExclusive ? "minExclusive" : "minInclusive", draft.min), ...filled(draft.maxExclusive ? "maxExclusive" : "maxInclusive", draft.max)]
      return facets.length === 0 ? null : restriction(draft.base || "xs:double", facets)
    }
    case "length": {
      const facets = [...filled("length", draft.length), ...filled("minLength", draft.minLength), ...filled("maxLength", draft.maxLength)]
      return facets.length === 0 ? null : restriction(draft.base || "xs:string", facets)
    }
  }
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/u
const COUNT = /^\+?\d+$/u

/** What is wrong with the form as typed, as a text key of the requirements namespace (with its values), or undefined. */
export const constraintProblem = (draft: ConstraintDraft): { key: string; values?: Record<string, string> } | undefined => {
  if (draft.mode === "bounds") {
    for (const bound of [draft.min, draft.max]) if (bound.trim() !== "" && !NUMBER.test(bound.trim())) return { key: "problems.boundNotNumber", values: { value: bound } }
    if (draft.min.trim() !== "" && draft.max.trim() !== "" && Number(draft.min) > Number(draft.max)) return { key: "problems.boundsReversed" }
  }
  if (draft.mode === "length")
    for (const count of [draft.length, draft.minLength, draft.maxLength]) if (count.trim() !== "" && !COUNT.test(count.trim())) return { key: "problems.lengthNotCount", values: { value: count } }
  return undefined
}
