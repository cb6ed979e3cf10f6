import { afterEach, describe, expect, it } from "vitest"
import { changeLocale } from "../../lib/i18n"
import { idsOmissionText } from "./ids-omission-text"

afterEach(async () => {
  await changeLocale("de-CH")
})

describe("what an IDS file left out, in the user's language", () => {
  it("given de-CH, then the server's words", () => {
    expect(idsOmissionText("Die Fachklasse «Wand» ist in IFC2X3 nicht abgebildet.")).toBe("Die Fachklasse «Wand» ist in IFC2X3 nicht abgebildet.")
  })

  it("given English, then each known sentence worded anew with its name or id and version", async () => {
    await changeLocale("en")
    expect(idsOmissionText("Die Fachklasse «Wand» ist in IFC2X3 nicht abgebildet.")).toBe("The element class «Wand» has no mapping in IFC2X3.")
    expect(idsOmissionText("Die Fachklasse 7 existiert nicht mehr.")).toBe("The element class 7 no longer exists.")
    expect(idsOmissionText("Das Merkmal «U-Wert» ist in IFC4 nicht abgebildet.")).toBe("The property «U-Wert» has no mapping in IFC4.")
    expect(idsOmissionText("Das Merkmal 41 existiert nicht mehr.")).toBe("The property 41 no longer exists.")
  })

  it("given a sentence not known here, then the server's German rather than a wrong one", async () => {
    await changeLocale("fr-CH")
    expect(idsOmissionText("Etwas anderes fehlt.")).toBe("Etwas anderes fehlt.")
  })
})
