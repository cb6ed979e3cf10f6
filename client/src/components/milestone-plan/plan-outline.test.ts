import { describe, expect, it } from "vitest"
import { milestone, phase, process } from "../../testing/dto-fixtures"
import { templateOutline } from "./plan-outline"

describe("templateOutline", () => {
  it("given nested phases out of order, then phases follow their code order, milestones and processes their sequence", () => {
    const planung = { ...phase(2, "planung", 2), pha_mst_nested: [{ ...milestone(21, 2, 2), mst_prc_nested: [] }, { ...milestone(20, 2, 1), mst_prc_nested: [process(31, 20, 2), process(30, 20, 1)] }] }
    const konzeption = { ...phase(1, "konzeption", 1), pha_mst_nested: [] }
    expect(templateOutline({ pro_pha_nested: [planung, konzeption] })).toEqual([
      { id: 1, name: "Konzeption", code: "konzeption", milestones: [] },
      {
        id: 2,
        name: "Planung",
        code: "planung",
        milestones: [
          { id: 20, name: "M20", desc: null, processes: [{ id: 30, name: "Process 30", shortName: null }, { id: 31, name: "Process 31", shortName: null }] },
          { id: 21, name: "M21", desc: null, processes: [] },
        ],
      },
    ])
  })

  it("given no nesting, then the outline is empty", () => {
    expect(templateOutline({})).toEqual([])
  })
})
