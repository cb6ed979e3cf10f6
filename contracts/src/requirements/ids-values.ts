/**
 * @module The values of IDS 1.0 facets (shared/research/ids.md §3): a parameter is either a simple value,
 * compared exactly, or an XSD restriction — its base type and its facets (enumeration, pattern, bounds,
 * lengths) in the order written. Both are kept as written, lexical forms and all, so that an IDS file
 * imported and exported again says the same (issue 10).
 */
import { Schema } from "effect"

/** The XSD facets IDS 1.0 allows in a restriction (totalDigits and fractionDigits it does not). */
export const RESTRICTION_FACETS = ["enumeration", "pattern", "minInclusive", "maxInclusive", "minExclusive", "maxExclusive", "length", "minLength", "maxLength"] as const
export type RestrictionFacetKind = (typeof RESTRICTION_FACETS)[number]
export const BOUND_FACETS: readonly RestrictionFacetKind[] = ["minInclusive", "maxInclusive", "minExclusive", "maxExclusive"]
export const LENGTH_FACETS: readonly RestrictionFacetKind[] = ["length", "minLength", "maxLength"]

/** A value written in a facet: at most this many characters (a pattern, a long enumeration value). */
export const MAX_IDS_VALUE_LENGTH = 1000

const Lexical = Schema.String.check(
  Schema.isMaxCodePoints(MAX_IDS_VALUE_LENGTH, { message: `Ein Wert darf höchstens ${MAX_IDS_VALUE_LENGTH} Zeichen lang sein.` }),
)

export const RestrictionFacet = Schema.Struct({ kind: Schema.Literals(RESTRICTION_FACETS), value: Lexical })
export type RestrictionFacet = typeof RestrictionFacet.Type

/** An XSD built-in type as IDS writes it (`xs:string`, `xs:double` …); null: none written. */
export const XsBase = Schema.NullOr(
  Schema.String.check(Schema.isPattern(/^xs:[A-Za-z]{1,40}$/u, { message: "Der Basistyp ist ein XSD-Typ wie xs:string oder xs:double." })),
)

export const Restriction = Schema.Struct({
  base: XsBase,
  /** The restriction's `xs:annotation/xs:documentation` texts, kept as written (an imported file's notes for people). */
  documentation: Schema.optionalKey(Schema.Array(Schema.String.check(Schema.isMaxCodePoints(4000, { message: "Ein Text darf höchstens 4000 Zeichen lang sein." })))),
  facets: Schema.Array(RestrictionFacet).check(
    Schema.isMinLength(1, { message: "Eine Einschränkung braucht mindestens eine Bedingung (Aufzählung, Muster, Grenze oder Länge)." }),
    Schema.isMaxLength(1000, { message: "Eine Einschränkung hat höchstens 1000 Bedingungen." }),
  ),
})
export type Restriction = typeof Restriction.Type

/** One parameter of a facet: `{simple}` or `{restriction}`. */
export const IdsValue = Schema.Union([Schema.Struct({ simple: Lexical }), Schema.Struct({ restriction: Restriction })])
export type IdsValue = typeof IdsValue.Type

export const isSimple = (value: IdsValue): value is { readonly simple: string } => "simple" in value

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/u
const NON_NEGATIVE_INTEGER = /^\+?\d+$/u

/** Why a restriction cannot hold (bounds not numbers, lengths not counts, an empty pattern), or undefined. */
export const restrictionProblem = (restriction: Restriction): string | undefined => {
  for (const facet of restriction.facets) {
    if (BOUND_FACETS.includes(facet.kind) && !NUMBER.test(facet.value.trim()))
      return `Die Grenze ${facet.kind} muss eine Zahl sein (mit Punkt als Dezimalzeichen), nicht «${facet.value}».`
    if (LENGTH_FACETS.includes(facet.kind) && !NON_NEGATIVE_INTEGER.test(facet.value.trim()))
      return `Die Länge ${facet.kind} muss eine ganze Zahl ab 0 sein, nicht «${facet.value}».`
    if (facet.kind === "pattern" && facet.value.length === 0) return "Ein Muster darf nicht leer sein."
  }
  return undefined
}
