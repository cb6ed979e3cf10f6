import { describe, expect, it } from "vitest"
import { milestoneOptions, processOptions } from "./milestone-options"
import { milestone, phase, process } from "../../testing/dto-fixtures"

describe("milestone options", () => {
  it("given milestones of several phases, then they are in plan order and named with their phase", () => {
    const options = milestoneOptions([phase(2, "planung", 2), phase(1, "konzeption", 1)], [milestone(5, 2, 1, "B"), milestone(4, 1, 2, "A2"), milestone(3, 1, 1, "A1")], (p) => p.pha_name)
    expect(options).toEqual([
      { value: "3", label: "Konzeption › A1" },
      { value: "4", label: "Konzeption › A2" },
      { value: "5", label: "Planung › B" },
    ])
  })

  it("given nothing loaded yet, then there are no options", () => {
    expect(milestoneOptions(undefined, undefined, () => "")).toEqual([])
  })

  it("given processes, then each option names its milestone", () => {
    expect(processOptions([process(1, 10, 1)])).toEqual([{ value: "1", label: "M10 › Process 1" }])
  })
})
