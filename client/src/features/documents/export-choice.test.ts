import { describe, expect, it } from "vitest"
import { activity, process } from "../../testing/dto-fixtures"
import { activityGroups, initialChoice, missingOf, requestOf, withScope } from "./export-choice"

describe("the export page's choice", () => {
  it("given the start, then the whole project as IDS with each requirement's own versions, in the user's language", () => {
    expect(requestOf(4, initialChoice("it"))).toEqual({ exp_pro_id: 4, exp_scope: "project", exp_format: "ids", exp_language: "it" })
  })

  it("given fields of other scopes and formats left in the choice, then the request carries only those of its scope and format", () => {
    const choice = { ...initialChoice("de"), activityIds: [5], processId: 3, version: "IFC2X3" as const }
    expect(requestOf(4, { ...choice, scope: "process", format: "report_xlsx" })).toEqual({ exp_pro_id: 4, exp_scope: "process", exp_prc_id: 3, exp_format: "report_xlsx", exp_language: "de" })
    expect(requestOf(4, { ...choice, scope: "activities" })).toEqual({
      exp_pro_id: 4, exp_scope: "activities", exp_act_ids: [5], exp_format: "ids", exp_ifc_version: "IFC2X3", exp_language: "de",
    })
  })

  it("given another scope, then a format made for it stays and one that is not gives way to IDS", () => {
    expect(withScope({ ...initialChoice("de"), format: "report_pdf" }, "process").format).toBe("report_pdf")
    expect(withScope({ ...initialChoice("de"), format: "profile_xlsx" }, "activities").format).toBe("ids")
  })

  it("given no activity or no process chosen, then the field that is missing", () => {
    expect(Object.keys(missingOf(withScope(initialChoice("de"), "activities")))).toEqual(["exp_act_ids"])
    expect(Object.keys(missingOf(withScope(initialChoice("de"), "process")))).toEqual(["exp_prc_id"])
    expect(missingOf(initialChoice("de"))).toEqual({})
  })

  it("given processes in plan order and activities in any order, then groups in plan order with activities by sequence, empty processes left out", () => {
    const groups = activityGroups([process(3, 1, 1), process(9, 1, 2), process(4, 1, 3)], [activity(8, 4, 1, null, null), activity(6, 3, 2, null, null), activity(5, 3, 1, null, null)])
    expect(groups.map((group) => [group.process.prc_id, group.activities.map((a) => a.act_id)])).toEqual([
      [3, [5, 6]],
      [4, [8]],
    ])
  })
})
