import { describe, expect, it } from "vitest"
import { planOf } from "./plan-fixture"
import { milestoneOptions, phaseOptions, processOptions } from "./plan-options"

const plan = planOf({ 1: { 11: [101], 12: [] }, 2: { 21: [201, 202] } })

describe("plan options", () => {
  it("lists the phases in order", () => {
    expect(phaseOptions(plan)).toEqual([
      { value: "1", label: "Phase 1" },
      { value: "2", label: "Phase 2" },
    ])
  })

  it("lists the milestones under their phase, in plan order", () => {
    expect(milestoneOptions(plan).map((o) => o.label)).toEqual(["Phase 1 › Meilenstein 11", "Phase 1 › Meilenstein 12", "Phase 2 › Meilenstein 21"])
  })

  it("lists the processes under their milestone, with the short name when there is one", () => {
    const named = { ...plan, phases: plan.phases.map((p) => ({ ...p, milestones: p.milestones.map((m) => ({ ...m, processes: m.processes.map((c) => ({ ...c, shortName: c.id === 101 ? "AIA" : null })) })) })) }
    expect(processOptions(named)).toEqual([
      { value: "101", label: "Meilenstein 11 › Prozess 101 (AIA)" },
      { value: "201", label: "Meilenstein 21 › Prozess 201" },
      { value: "202", label: "Meilenstein 21 › Prozess 202" },
    ])
  })
})
