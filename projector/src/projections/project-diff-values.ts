/**
 * @module Whether an IDS value (requirements/ids-values.ts) asked of a model is wider or narrower at `to` than at
 * `from`: a model value that `from` allowed and `to` refuses turns a check from pass to fail (a major change).
 * Only what can be proven wider is "wider" — an enumeration with more values, a bound moved outwards, a
 * restriction dropped; anything else that differs (a pattern changed, a length changed, a simple value changed)
 * is "narrower", since some value could then fail. Texts of a restriction (`documentation`) are no narrowing.
 */
import type { IdsValue, Restriction, RestrictionFacet } from "@bimprofile/contracts/requirements/ids-values"

/** How `to` compares with `from`: equal, proven to allow at least as much ("wider"), or possibly less. */
export type Reach = "same" | "wider" | "narrower"

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

const valuesOf = (restriction: Restriction, kind: RestrictionFacet["kind"]) => restriction.facets.filter((f) => f.kind === kind).map((f) => f.value)

/** A bound as a number and whether it excludes itself; undefined: none, or one that is no number (not comparable). */
type Bound = { readonly value: number; readonly strict: boolean } | undefined | "unknown"
const boundOf = (restriction: Restriction, inclusive: RestrictionFacet["kind"], exclusive: RestrictionFacet["kind"]): Bound => {
  const bounds = [...valuesOf(restriction, inclusive).map((v) => ({ v, strict: false })), ...valuesOf(restriction, exclusive).map((v) => ({ v, strict: true }))]
  if (bounds.length === 0) return undefined
  if (bounds.length > 1) return "unknown"
  const value = Number(bounds[0]!.v.trim())
  return Number.isFinite(value) ? { value, strict: bounds[0]!.strict } : "unknown"
}

/** Whether bound `after` lets through at least what `before` did (`lower`: a minimum; else a maximum). */
const boundWider = (before: Bound, after: Bound, lower: boolean): boolean => {
  if (after === undefined) return true
  if (before === undefined || before === "unknown" || after === "unknown") return false
  if (after.value === before.value) return !after.strict || before.strict
  return lower ? after.value < before.value : after.value > before.value
}

/** A count facet (length, minLength, maxLength): undefined none; "unknown" several or not a count. */
const countOf = (restriction: Restriction, kind: RestrictionFacet["kind"]): number | undefined | "unknown" => {
  const values = valuesOf(restriction, kind)
  if (values.length === 0) return undefined
  const count = Number(values[0]!.trim())
  return values.length === 1 && Number.isInteger(count) ? count : "unknown"
}

const countWider = (before: ReturnType<typeof countOf>, after: ReturnType<typeof countOf>, compare: (b: number, a: number) => boolean) =>
  after === undefined || (typeof before === "number" && typeof after === "number" && compare(before, after))

/** Whether restriction `after` allows every value `before` allowed (provably, facet by facet). */
const restrictionWider = (before: Restriction, after: Restriction): boolean => {
  if (before.base !== after.base) return false
  const enumBefore = valuesOf(before, "enumeration")
  const enumAfter = valuesOf(after, "enumeration")
  // An enumeration at `to` must list every value listed at `from` (none at `from`: any value, which it narrows).
  if (enumAfter.length > 0 && (enumBefore.length === 0 || enumBefore.some((v) => !enumAfter.includes(v)))) return false
  // A pattern can only be dropped: a changed one cannot be proven to match all the old one matched.
  const patternsAfter = valuesOf(after, "pattern")
  if (patternsAfter.length > 0 && !same(valuesOf(before, "pattern"), patternsAfter)) return false
  return (
    boundWider(boundOf(before, "minInclusive", "minExclusive"), boundOf(after, "minInclusive", "minExclusive"), true) &&
    boundWider(boundOf(before, "maxInclusive", "maxExclusive"), boundOf(after, "maxInclusive", "maxExclusive"), false) &&
    countWider(countOf(before, "length"), countOf(after, "length"), (b, a) => b === a) &&
    countWider(countOf(before, "minLength"), countOf(after, "minLength"), (b, a) => a <= b) &&
    countWider(countOf(before, "maxLength"), countOf(after, "maxLength"), (b, a) => a >= b)
  )
}

/** A restriction without its texts: what a check compares. */
const checked = (value: IdsValue): unknown => ("simple" in value ? value : { base: value.restriction.base, facets: value.restriction.facets })

/**
 * How the value asked at `to` compares with the one at `from`; null: any value (the parameter is not checked).
 *
 * @example
 *   reachOf({ simple: "EI30" }, { restriction: { base: "xs:string", facets: [{ kind: "enumeration", value: "EI30" }, { kind: "enumeration", value: "EI60" }] } }) // "wider"
 */
export const reachOf = (before: IdsValue | null, after: IdsValue | null): Reach => {
  if (before === null && after === null) return "same"
  if (after === null) return "wider"
  if (before === null) return "narrower"
  if (same(checked(before), checked(after))) return "same"
  if ("simple" in after) return "restriction" in before && same(valuesOf(before.restriction, "enumeration"), [after.simple]) && before.restriction.facets.length === 1 ? "same" : "narrower"
  // A simple value at `from` is an enumeration of one.
  const from: Restriction = "simple" in before ? { base: after.restriction.base, facets: [{ kind: "enumeration", value: before.simple }] } : before.restriction
  return restrictionWider(from, after.restriction) ? "wider" : "narrower"
}
