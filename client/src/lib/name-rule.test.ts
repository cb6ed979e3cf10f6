import { afterEach, describe, expect, it } from "vitest"
import { changeLocale } from "./i18n"
import { requireName } from "./name-rule"

describe("the blank-name rule in the dialogs", () => {
  afterEach(async () => changeLocale("de-CH"))

  it("given de-CH, then the spec's sentence; a visible name passes", () => {
    expect(requireName("role")(" \u200B ")).toBe("Der Rollen Name darf nicht leer sein.")
    expect(requireName("element_class")("")).toBe("Der Fachklassen Name darf nicht leer sein.")
    expect(requireName("role")("Planer")).toBeUndefined()
  })

  it("given French or English, then the rule in that language, naming the kind of item", async () => {
    await changeLocale("fr-CH")
    expect(requireName("role")("")).toBe("Rôle : le nom ne doit pas être vide.")
    await changeLocale("en")
    expect(requireName("element_class")("  ")).toBe("Element class: the name must not be empty.")
  })
})
