import { describe, expect, it } from "vitest"
import { t } from "../../../lib/i18n"
import { fireRatingFacet } from "../../../testing/dto-fixtures"
import { diffValueText, fieldLabel } from "./diff-fields"

const facet = fireRatingFacet

describe("a diff field in words", () => {
  it("given a facet field, then it is named by its kind and subject, and its value by cardinality and value", () => {
    const before = facet("optional", null)
    const after = facet("required", { restriction: { base: "xs:string", facets: [{ kind: "enumeration", value: "EI30" }, { kind: "enumeration", value: "EI60" }] } })
    expect(fieldLabel("facets[property:pset_wallcommon.firerating]", before, after, t)).toBe("Merkmal Pset_WallCommon.FireRating")
    expect(diffValueText("facets[property:pset_wallcommon.firerating]", before, t)).toEqual({ type: "words", text: "optional" })
    expect(diffValueText("facets[property:pset_wallcommon.firerating]", after, t)).toEqual({ type: "words", text: "erforderlich: einer von EI30, EI60" })
  })

  it("given a list of facets, a cardinality and other fields, then facets one a line, the cardinality in words, the rest as the timeline shows it", () => {
    expect(diffValueText("applicability", [{ facet: "entity", name: { simple: "IFCWALL" }, predefined_type: null }], t)).toEqual({ type: "lines", lines: ["Entität IFCWALL"] })
    expect(diffValueText("cardinality", "prohibited", t)).toEqual({ type: "words", text: "verboten" })
    expect(diffValueText("name", "Rohbau", t)).toEqual({ type: "plain" })
    expect(fieldLabel("name", "a", "b", t)).toBe("Name")
    expect(fieldLabel("parent", 1, 2, t)).toBe("Übergeordnet")
    expect(fieldLabel("colour", 1, 2, t)).toBe("colour")
  })
})
