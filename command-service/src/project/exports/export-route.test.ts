import type { ExportRequest } from "@bimprofile/contracts/dto/export-dto"
import { describe, expect, it } from "vitest"
import { choiceProblems } from "./export-route"

const of = (fields: Partial<ExportRequest>): ExportRequest => ({ exp_pro_id: 1, exp_scope: "project", exp_format: "ids", ...fields })

describe("what an export may ask for", () => {
  it("takes each format's scopes with their fields", () => {
    expect(choiceProblems(of({ exp_scope: "activities", exp_act_ids: [4, 5], exp_ifc_version: "IFC2X3" }))).toEqual({})
    expect(choiceProblems(of({ exp_scope: "process", exp_prc_id: 3, exp_format: "report_pdf", exp_ifc_version: null }))).toEqual({})
    expect(choiceProblems(of({ exp_format: "profile_xlsx", exp_language: "it" }))).toEqual({})
  })

  it("names the field of a choice that does not go together", () => {
    expect(Object.keys(choiceProblems(of({ exp_scope: "process", exp_prc_id: 3, exp_format: "profile_xlsx" })))).toEqual(["exp_scope"])
    expect(Object.keys(choiceProblems(of({ exp_scope: "activities", exp_act_ids: [4], exp_format: "report_xlsx" })))).toEqual(["exp_scope"])
    expect(Object.keys(choiceProblems(of({ exp_scope: "activities" })))).toEqual(["exp_act_ids"])
    expect(Object.keys(choiceProblems(of({ exp_act_ids: [4] })))).toEqual(["exp_act_ids"])
    expect(Object.keys(choiceProblems(of({ exp_scope: "process" })))).toEqual(["exp_prc_id"])
    expect(Object.keys(choiceProblems(of({ exp_prc_id: 3 })))).toEqual(["exp_prc_id"])
    expect(choiceProblems(of({ exp_format: "report_xlsx", exp_ifc_version: "IFC4" }))).toEqual({ exp_ifc_version: "Eine IFC-Version wird nur für IDS-Dateien gewählt." })
  })
})
