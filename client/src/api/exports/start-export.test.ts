import { EXPORT_LANGUAGES } from "@bimprofile/contracts/exports/export-choices"
import { describe, expect, it } from "vitest"
import { locales } from "../../lib/i18n"
import { exportLanguageOf } from "./start-export"

describe("the export's language", () => {
  it("given each locale of the app, then its language is one the export takes", () => {
    expect(locales.map(exportLanguageOf)).toEqual([...EXPORT_LANGUAGES])
  })
})
