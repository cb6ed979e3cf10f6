/** The client's copy of the export choices is the contract's (export-dto.ts builds schemas at load, so the client may not import it). */
import { EXPORT_FORMAT_SCOPES, EXPORT_FORMATS, EXPORT_LANGUAGES, EXPORT_SCOPES } from "@bimprofile/contracts/dto/export-dto"
import { describe, expect, it } from "vitest"
import { locales } from "../../lib/i18n"
import { exportFormats, exportFormatScopes, exportLanguageOf, exportLanguages, exportScopes } from "./start-export"

describe("the export choices", () => {
  it("given the contract, then the client offers exactly its scopes, formats, scopes per format and languages", () => {
    expect(exportScopes).toEqual(EXPORT_SCOPES)
    expect(exportFormats).toEqual(EXPORT_FORMATS)
    expect(exportFormatScopes).toEqual(EXPORT_FORMAT_SCOPES)
    expect(exportLanguages).toEqual(EXPORT_LANGUAGES)
  })

  it("given each locale of the app, then its language is one the export takes", () => {
    expect(locales.map(exportLanguageOf)).toEqual(["de", "fr", "it", "en"])
  })
})
