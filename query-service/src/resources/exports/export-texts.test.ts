import type { ExportFileCheck } from "@bimprofile/contracts/dto/export-dto"
import { describe, expect, it } from "vitest"
import { EXPORT_TEXTS, idsCheckText } from "./export-texts"

const file = (fields: Partial<ExportFileCheck> = {}): ExportFileCheck => ({
  act_id: 1,
  file_name: "1_2_A.ids",
  schema_valid: true,
  valid: true,
  ifc_problems: 0,
  omissions: 0,
  overlaps: 0,
  ...fields,
})

describe("an IDS export's check in words", () => {
  it("counts the files and what the checks found", () => {
    expect(idsCheckText([file()], undefined)).toBe("IDS 1.0, 1 Datei: XSD gültig, keine IFC-Probleme")
    expect(idsCheckText([file({ ifc_problems: 1 }), file(), file({ ifc_problems: 1 })], undefined)).toBe("IDS 1.0, 3 Dateien: XSD gültig, 2 IFC-Probleme")
    expect(idsCheckText([file({ omissions: 1, overlaps: 2 })], "IFC2X3")).toBe("IDS 1.0 für IFC2X3, 1 Datei: XSD gültig, keine IFC-Probleme, 1 Auslassung, 2 Überschneidungen")
  })

  it("says what the job does in each language", () => {
    for (const texts of Object.values(EXPORT_TEXTS)) {
      expect(texts.activity(3, 12)).toMatch(/3.+12/u)
      expect(Object.keys(texts.writing).sort()).toEqual(["ids", "profile_xlsx", "report_pdf", "report_xlsx"])
    }
  })
})
