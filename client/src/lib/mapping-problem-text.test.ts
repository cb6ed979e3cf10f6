import { MAPPING_PROBLEM_CODES, type MappingProblemCode, mappingProblem } from "@bimprofile/contracts/ifc/mapping-problems"
import { afterEach, describe, expect, it } from "vitest"
import { changeLocale, locales, t } from "./i18n"
import { mappingProblemText } from "./mapping-problem-text"

const details = { entity: "IfcWall", predefined_type: "SHEAR", pset: "Pset_WallCommon", property: "FireRating", data_type: "IfcText", expected: "IfcLabel", prefix: "Pset_" }
/** The details a problem of that code has: a set's property, or for an unknown attribute the attribute. */
const detailsOf = (code: MappingProblemCode) => (code === "ATTRIBUTE_UNKNOWN" ? { entity: "IfcWall", attribute: "Volume" } : details)

describe("IFC mapping problems in the user's language", () => {
  afterEach(async () => changeLocale("de-CH"))

  it("given de-CH, then the server's German text", () => {
    const problem = mappingProblem("IFC2X3", "PREDEFINED_TYPE_UNKNOWN", { entity: "IfcWall", predefined_type: "SHEAR" })
    expect(mappingProblemText(problem)).toBe("Der vordefinierte Typ «SHEAR» gehört in IFC2X3 nicht zu «IfcWall».")
  })

  it("given de-CH texts of the ifc namespace, then each says what the server says, for every code", () => {
    for (const code of MAPPING_PROBLEM_CODES) {
      const problem = mappingProblem("IFC4", code, detailsOf(code))
      expect(t(`ifc:problems.${code}`, { ...detailsOf(code), target: "Pset_WallCommon.FireRating", ifc_version: "IFC4" }), code).toBe(problem.message)
    }
  })

  it("given English, then the predefined type, entity and version are named in English", async () => {
    await changeLocale("en")
    const problem = mappingProblem("IFC2X3", "PREDEFINED_TYPE_UNKNOWN", { entity: "IfcWall", predefined_type: "SHEAR" })
    expect(mappingProblemText(problem)).toBe("The predefined type “SHEAR” does not belong to “IfcWall” in IFC2X3.")
  })

  it("given French, then a data type mismatch names the set's property, or the attribute", async () => {
    await changeLocale("fr-CH")
    const ofProperty = mappingProblem("IFC4", "DATA_TYPE_MISMATCH", { pset: "Pset_WallCommon", property: "FireRating", data_type: "IfcText", expected: "IfcLabel" })
    expect(mappingProblemText(ofProperty)).toBe("«Pset_WallCommon.FireRating» a le type de données IfcLabel dans IFC4, pas IfcText.")
    const ofAttribute = mappingProblem("IFC4", "DATA_TYPE_MISMATCH", { attribute: "Name", data_type: "IfcText", expected: "IfcLabel" })
    expect(mappingProblemText(ofAttribute)).toBe("«Name» a le type de données IfcLabel dans IFC4, pas IfcText.")
  })

  it("given Italian, then the custom set with a reserved prefix is a sentence in Italian", async () => {
    await changeLocale("it-CH")
    const problem = mappingProblem("IFC4X3_ADD2", "CUSTOM_SET_RESERVED_PREFIX", { pset: "Pset_Foo", prefix: "Pset_" })
    expect(mappingProblemText(problem)).toBe(
      "«Pset_Foo» non è un set di proprietà standard in IFC4X3_ADD2: le proprietà proprie non vanno in un set con il prefisso «Pset_».",
    )
  })

  it("given any locale, then no code is left with an unfilled placeholder or the German text", async () => {
    for (const locale of locales.filter((locale) => locale !== "de-CH")) {
      await changeLocale(locale)
      for (const code of MAPPING_PROBLEM_CODES) {
        const problem = mappingProblem("IFC4", code, detailsOf(code))
        const text = mappingProblemText(problem)
        expect(text, `${locale} ${code}`).not.toMatch(/\{\{|undefined/)
        expect(text, `${locale} ${code}`).not.toBe(problem.message)
      }
    }
  })

  it("given a code the client does not know, then the German message stays", async () => {
    await changeLocale("en")
    const problem = { ...mappingProblem("IFC4", "ENTITY_UNKNOWN", { entity: "IfcFoo" }), code: "SOMETHING_NEW" as MappingProblemCode }
    expect(mappingProblemText(problem)).toBe("Die Entität «IfcFoo» gibt es in IFC4 nicht.")
  })
})
