import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { describe, expect, it } from "vitest"
import { findMilestone, findProcess, milestonesInOrder, toPlan } from "./plan-model"

const audit = (p: string) => ({ [`${p}_create_date`]: null, [`${p}_create_user`]: null, [`${p}_change_date`]: null, [`${p}_change_user`]: null })
const process = (id: number, seq: number, milestoneId: number, acts: number) => ({
  prc_id: id, prc_name: `P${id}`, prc_short_name: id === 1 ? "AIA" : null, prc_desc: null, prc_seq: seq, prc_pro_id: 1,
  prc_mst_id: milestoneId, prc_mst_name: "", prc_org_id: null, prc_act_count: acts, ...audit("prc"),
})
const milestone = (id: number, seq: number, phaseId: number, processes: unknown[]) => ({
  mst_id: id, mst_name: `M${id}`, mst_desc: null, mst_seq: seq, mst_pha_id: phaseId, mst_pha_name: "", mst_pro_id: 1, mst_pro_name: "",
  mst_org_id: null, mst_prc_nested: processes, mst_prc_count: processes.length, ...audit("mst"),
})
const phase = (id: number, name: string, seq: number, milestones: unknown[]) => ({
  pha_id: id, pha_name: name, pha_pro_id: 1, pha_pro_name: "", pha_mst_nested: milestones, pha_phase_code_code: name.toLowerCase(),
  pha_phase_code_name: name, pha_phase_code_seq: seq, ...audit("pha"),
})

const project = {
  pro_id: 1, pro_name: "Referenz", pro_pha_count: 2, pro_mst_count: 3, pro_prc_count: 3, pro_act_count: 9, pro_rop_count: 5, role_count: 5,
  pro_pha_nested: [
    phase(20, "Planung", 2, [milestone(12, 2, 20, []), milestone(11, 1, 20, [process(3, 2, 11, 2), process(2, 1, 11, 3)])]),
    phase(10, "Konzeption", 1, [milestone(10, 1, 10, [process(1, 1, 10, 4)])]),
  ],
} as unknown as ProjectDto

describe("toPlan", () => {
  const plan = toPlan(project)

  it("orders phases by their phase code, milestones and processes by sequence", () => {
    expect(plan.phases.map((p) => p.name)).toEqual(["Konzeption", "Planung"])
    expect(milestonesInOrder(plan).map((m) => m.id)).toEqual([10, 11, 12])
    expect(plan.phases[1]?.milestones[0]?.processes.map((p) => p.id)).toEqual([2, 3])
  })

  it("keeps what the dashboard shows of a process", () => {
    expect(plan.phases[0]?.milestones[0]?.processes[0]).toEqual({ id: 1, name: "P1", shortName: "AIA", desc: null, seq: 1, milestoneId: 10, activityCount: 4 })
  })

  it("takes the overview figures from the statistics", () => {
    expect(plan.figures).toEqual({ phases: 2, milestones: 3, processes: 3, activities: 9, roles: 5 })
  })

  it("counts itself when the statistics are missing", () => {
    const { pro_pha_count: _a, pro_mst_count: _b, pro_prc_count: _c, pro_act_count: _d, pro_rop_count: _e, ...bare } = project
    expect(toPlan(bare as ProjectDto).figures).toEqual({ phases: 2, milestones: 3, processes: 3, activities: 9, roles: 5 })
  })

  it("finds a milestone and a process with their place", () => {
    expect(findMilestone(plan, 12)).toMatchObject({ phaseIndex: 1, index: 1, phase: { id: 20 } })
    expect(findProcess(plan, 3)).toMatchObject({ index: 1, milestone: { id: 11 } })
    expect(findMilestone(plan, 99)).toBeUndefined()
    expect(findProcess(plan, 99)).toBeUndefined()
  })
})
