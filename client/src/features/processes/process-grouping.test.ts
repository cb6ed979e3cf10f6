import { describe, expect, it } from "vitest"
import { countByProcess, countProcesses, groupProcesses } from "./process-grouping"
import { activity, milestone, phase, process } from "../../testing/dto-fixtures"

const phases = [phase(2, "planung", 2), phase(1, "konzeption", 1)]
const milestones = [milestone(11, 1, 2, "Vorstudien"), milestone(10, 1, 1, "Strategie"), milestone(20, 2, 1, "Vorprojekt")]

describe("countByProcess", () => {
  it("given activities, then it counts them and the distinct roles per process", () => {
    const counts = countByProcess([activity(1, 7, 1, 1, 2), activity(2, 7, 2, 2, 3), activity(3, 7, 3, null, null), activity(4, 8, 1, 5, 5)])
    expect(counts.get(7)).toEqual({ activityCount: 3, roleCount: 3 })
    expect(counts.get(8)).toEqual({ activityCount: 1, roleCount: 1 })
    expect(counts.get(9)).toBeUndefined()
  })
})

describe("groupProcesses", () => {
  it("given phases, milestones and processes, then they are grouped in plan order with empty milestones listed", () => {
    const groups = groupProcesses({ phases, milestones, processes: [process(3, 20, 1), process(2, 10, 2), process(1, 10, 1)], activities: [] })
    expect(groups.map((g) => [g.code, g.milestones.map((m) => [m.name, m.processes.map((r) => r.process.prc_id)])])).toEqual([
      ["konzeption", [["Strategie", [1, 2]], ["Vorstudien", []]]],
      ["planung", [["Vorprojekt", [3]]]],
    ])
  })

  it("given the project's activities, then each row counts its activities and roles", () => {
    const [konzeption] = groupProcesses({ phases, milestones, processes: [process(1, 10, 1)], activities: [activity(1, 1, 1, 1, 2), activity(2, 1, 2, 2, 1)] })
    expect(konzeption!.milestones[0]!.processes[0]).toMatchObject({ activityCount: 2, roleCount: 2 })
  })

  it("given no activities yet, then the counts of the process answer are used", () => {
    const [konzeption] = groupProcesses({ phases, milestones, processes: [process(1, 10, 1, { prc_act_count: 4, prc_rop_count: 3 })] })
    expect(konzeption!.milestones[0]!.processes[0]).toMatchObject({ activityCount: 4, roleCount: 3 })
  })

  it("given a query, then only matching processes and their groups remain, ignoring case and accents", () => {
    const processes = [process(1, 10, 1, { prc_name: "Bedürfnisse festlegen", prc_short_name: "AIA" }), process(2, 20, 1, { prc_name: "Vorprojekt" })]
    const groups = groupProcesses({ phases, milestones, processes, activities: [], query: "  bedurfnisse " })
    expect(groups.map((g) => g.milestones.map((m) => m.processes.map((r) => r.process.prc_id)))).toEqual([[[1]]])
    expect(countProcesses(groupProcesses({ phases, milestones, processes, activities: [], query: "aia" }))).toBe(1)
  })

  it("given a query naming an activity, then its process matches", () => {
    const groups = groupProcesses({ phases, milestones, processes: [process(1, 10, 1), process(2, 10, 2)], activities: [activity(5, 2, 1, null, null, { act_name: "Modell übergeben" })], query: "modell" })
    expect(countProcesses(groups)).toBe(1)
    expect(groups[0]!.milestones[0]!.processes[0]!.process.prc_id).toBe(2)
  })

  it("given a query that matches nothing, then there are no groups", () => {
    expect(groupProcesses({ phases, milestones, processes: [process(1, 10, 1)], activities: [], query: "xyz" })).toEqual([])
  })

  it("given a process of a milestone the list does not know yet, then it is shown in a trailing group, not hidden", () => {
    const groups = groupProcesses({ phases, milestones, processes: [process(1, 99, 1)], activities: [] })
    expect(groups.at(-1)).toMatchObject({ code: "", milestones: [{ id: 99, name: "M99", processes: [{ process: { prc_id: 1 } }] }] })
  })
})
