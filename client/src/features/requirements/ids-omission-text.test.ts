import type { IdsCheckDto } from "@bimprofile/contracts/dto/ids-check-dto"
import { afterEach, describe, expect, it } from "vitest"
import { changeLocale } from "../../lib/i18n"
import { idsOmissionText } from "./ids-omission-text"

afterEach(async () => {
  await changeLocale("de-CH")
})

type Omission = IdsCheckDto["omissions"][number]
const omission = (code: Omission["code"], item_id: number, item_name: string | null, ifc_version: Omission["ifc_version"]): Omission => ({
  ifc_version,
  requirement: "Aussenwand",
  code,
  item_id,
  item_name,
  message: "Die Worte des Servers",
})

describe("what an IDS file left out, in the user's language", () => {
  it("given de-CH, then worded from its code as the server words it", () => {
    expect(idsOmissionText(omission("class_not_mapped", 3, "Wand", "IFC2X3"))).toBe("Die Fachklasse «Wand» ist in IFC2X3 nicht abgebildet.")
  })

  it("given English, then each reason worded with its name or id and version", async () => {
    await changeLocale("en")
    expect(idsOmissionText(omission("class_not_mapped", 3, "Wand", "IFC2X3"))).toBe("The element class «Wand» has no mapping in IFC2X3.")
    expect(idsOmissionText(omission("class_gone", 7, null, "IFC4"))).toBe("The element class 7 no longer exists.")
    expect(idsOmissionText(omission("property_not_mapped", 41, "U-Wert", "IFC4"))).toBe("The property «U-Wert» has no mapping in IFC4.")
    expect(idsOmissionText(omission("property_gone", 41, null, "IFC4"))).toBe("The property 41 no longer exists.")
  })

  it("given French, then French words", async () => {
    await changeLocale("fr-CH")
    expect(idsOmissionText(omission("class_not_mapped", 3, "Wand", "IFC4X3_ADD2"))).toBe("La classe d'éléments «Wand» n'a pas de correspondance en IFC4X3_ADD2.")
  })
})
