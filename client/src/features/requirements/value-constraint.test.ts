import type { IdsValue } from "@bimprofile/contracts/requirements/ids-values"
import { describe, expect, it } from "vitest"
import { constraintOf, constraintProblem, emptyConstraint, idsValueOf } from "./value-constraint"

const restriction = (base: string | null, ...facets: [string, string][]): IdsValue =>
  ({ restriction: { base, facets: facets.map(([kind, value]) => ({ kind, value })) } }) as IdsValue

describe("a facet's value in the editor and back", () => {
  it.each([
    ["nothing", null],
    ["a simple value", { simple: "EI 60" }],
    ["an enumeration", restriction("xs:string", ["enumeration", "EI 30"], ["enumeration", "EI 60"])],
    ["a pattern", restriction("xs:string", ["pattern", "EI [0-9]+"])],
    ["bounds, one exclusive", restriction("xs:double", ["minInclusive", "0.1"], ["maxExclusive", "0.5"])],
    ["a lower bound alone", restriction("xs:integer", ["minExclusive", "0"])],
    ["lengths", restriction("xs:string", ["minLength", "2"], ["maxLength", "10"])],
    ["a mix no form shows (kept as written)", restriction("xs:string", ["pattern", "A.*"], ["maxLength", "5"])],
    ["two lower bounds (kept as written)", restriction(null, ["minInclusive", "1"], ["minExclusive", "2"])],
  ] as const)("given %s, when shown and stored again unchanged, then the same value", (_, value) => {
    expect(idsValueOf(constraintOf(value))).toEqual(value)
  })

  it("given the bounds form with an exclusive lower bound, then minExclusive and maxInclusive with base xs:double", () => {
    expect(idsValueOf({ ...emptyConstraint, mode: "bounds", min: " 0.1 ", minExclusive: true, max: "5" })).toEqual(restriction("xs:double", ["minExclusive", "0.1"], ["maxInclusive", "5"]))
  })

  it("given a form left empty, then no value at all", () => {
    expect(idsValueOf({ ...emptyConstraint, mode: "enumeration", values: [" "] })).toBeNull()
    expect(idsValueOf({ ...emptyConstraint, mode: "simple" })).toBeNull()
  })

  it("given a kept restriction and another form picked, then the new form replaces it", () => {
    const kept = constraintOf(restriction("xs:string", ["pattern", "A.*"], ["maxLength", "5"]))
    expect(kept.mode).toBe("kept")
    expect(idsValueOf({ ...kept, mode: "simple", simple: "A1" })).toEqual({ simple: "A1" })
  })

  it("given bounds that are not numbers, reversed bounds or a length that is not a count, then the problem", () => {
    expect(constraintProblem({ ...emptyConstraint, mode: "bounds", min: "0,5" })).toEqual({ key: "problems.boundNotNumber", values: { value: "0,5" } })
    expect(constraintProblem({ ...emptyConstraint, mode: "bounds", min: "5", max: "1" })).toEqual({ key: "problems.boundsReversed" })
    expect(constraintProblem({ ...emptyConstraint, mode: "length", maxLength: "-1" })).toEqual({ key: "problems.lengthNotCount", values: { value: "-1" } })
    expect(constraintProblem({ ...emptyConstraint, mode: "bounds", min: "1e3", max: "+2000.5" })).toBeUndefined()
  })
})
