import { afterEach, describe, expect, it } from "vitest"
import i18next from "i18next"
import { changeLocale, currentLocale, loadNamespaces, pickLocale, t } from "./i18n"

describe("pickLocale", () => {
  it("given a stored locale, then it wins over the browser", () => {
    expect(pickLocale("it-CH", ["fr-CH", "de"])).toBe("it-CH")
    expect(pickLocale("en", ["de-CH"])).toBe("en")
  })

  it("given an unknown stored value, then the browser language decides", () => {
    expect(pickLocale("xx", ["fr"])).toBe("fr-CH")
  })

  it("given no stored value, then the first browser language with prefix de, fr, it or en decides", () => {
    expect(pickLocale(null, ["de-AT"])).toBe("de-CH")
    expect(pickLocale(null, ["fr-FR"])).toBe("fr-CH")
    expect(pickLocale(null, ["it"])).toBe("it-CH")
    expect(pickLocale(null, ["en-GB"])).toBe("en")
    expect(pickLocale(null, ["es-ES", "rm-CH", "IT-ch"])).toBe("it-CH")
  })

  it("given no match, then German", () => {
    expect(pickLocale(null, ["es", "pt-BR"])).toBe("de-CH")
    expect(pickLocale(null, [])).toBe("de-CH")
  })
})

describe("changeLocale", () => {
  afterEach(async () => changeLocale("de-CH"))

  it("given French chosen, then texts are French, the choice is stored and the html lang is fr-CH", async () => {
    expect(t("nav.projects")).toBe("Meine Projekte")
    await changeLocale("fr-CH")
    expect(currentLocale()).toBe("fr-CH")
    expect(t("nav.projects")).toBe("Mes projets")
    expect(localStorage.getItem("bimprofile.locale")).toBe("fr-CH")
    expect(document.documentElement.lang).toBe("fr-CH")
  })
})

describe("t", () => {
  it("given a key looked up before its namespace's texts came, then once they come it gives the text, not the key", async () => {
    i18next.removeResourceBundle("de-CH", "roles")
    expect(t("roles:list.title")).toBe("list.title")
    await loadNamespaces(["roles"])
    expect(t("roles:list.title")).toBe("Rollen")
  })
})
