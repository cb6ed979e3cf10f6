import { describe, expect, it } from "vitest"
import {
  ALL_CHECKED,
  isChecked,
  isNothingChosen,
  isPartial,
  selectAll,
  selectionBody,
  selectionCounts,
  type Structure,
  structureOf,
  toggle,
} from "./copy-selection"

/** Konzeption: Vorstudie (Bedarf, Machbarkeit), Wettbewerb (); Planung: Bauprojekt (Modell); Realisierung empty. */
const structure: Structure = [
  {
    id: 1,
    code: "konzeption",
    name: "Konzeption",
    milestones: [
      { id: 11, name: "Vorstudie", processes: [{ id: 101, name: "Bedarf" }, { id: 102, name: "Machbarkeit" }] },
      { id: 12, name: "Wettbewerb", processes: [] },
    ],
  },
  { id: 2, code: "planung", name: "Planung", milestones: [{ id: 21, name: "Bauprojekt", processes: [{ id: 201, name: "Modell" }] }] },
  { id: 3, code: "realisierung", name: "Realisierung", milestones: [] },
]
const phase = (id: number) => ({ kind: "phase", id }) as const
const milestone = (id: number) => ({ kind: "milestone", id }) as const
const process = (id: number) => ({ kind: "process", id }) as const

describe("copy selection", () => {
  it("starts with everything checked and sends no selection then (the server takes everything)", () => {
    expect(isChecked(structure, ALL_CHECKED, process(201))).toBe(true)
    expect(isPartial(structure, ALL_CHECKED, phase(1))).toBe(false)
    expect(selectionBody(structure, ALL_CHECKED)).toBeNull()
  })

  it("unchecking a phase unchecks its milestones and processes, and the payload leaves the phase out", () => {
    const selection = toggle(structure, ALL_CHECKED, phase(2), false)
    expect(isChecked(structure, selection, phase(2))).toBe(false)
    expect(isChecked(structure, selection, milestone(21))).toBe(false)
    expect(isChecked(structure, selection, process(201))).toBe(false)
    expect(selectionBody(structure, selection)).toEqual([
      {
        pha_id: 1,
        pha_mst_nested: [
          { mst_id: 11, mst_prc_nested: [{ prc_id: 101 }, { prc_id: 102 }] },
          { mst_id: 12, mst_prc_nested: [] },
        ],
      },
      { pha_id: 3, pha_mst_nested: [] },
    ])
  })

  it("unchecking a milestone unchecks its processes; its phase shows a mixed state", () => {
    const selection = toggle(structure, ALL_CHECKED, milestone(11), false)
    expect(isChecked(structure, selection, process(101))).toBe(false)
    expect(isChecked(structure, selection, phase(1))).toBe(true)
    expect(isPartial(structure, selection, phase(1))).toBe(true)
    expect(selectionBody(structure, selection)?.[0]).toEqual({ pha_id: 1, pha_mst_nested: [{ mst_id: 12, mst_prc_nested: [] }] })
  })

  it("unchecking one process keeps its milestone with the other processes", () => {
    const selection = toggle(structure, ALL_CHECKED, process(102), false)
    expect(isPartial(structure, selection, milestone(11))).toBe(true)
    expect(selectionBody(structure, selection)?.[0]?.pha_mst_nested[0]).toEqual({ mst_id: 11, mst_prc_nested: [{ prc_id: 101 }] })
  })

  it("checking a process again checks its milestone and phase, but not the siblings unchecked with them", () => {
    const off = toggle(structure, ALL_CHECKED, phase(1), false)
    const selection = toggle(structure, off, process(102), true)
    expect(isChecked(structure, selection, phase(1))).toBe(true)
    expect(isChecked(structure, selection, milestone(11))).toBe(true)
    expect(isChecked(structure, selection, process(102))).toBe(true)
    expect(isChecked(structure, selection, process(101))).toBe(false)
    expect(isChecked(structure, selection, milestone(12))).toBe(false)
    expect(selectionBody(structure, selection)?.[0]).toEqual({ pha_id: 1, pha_mst_nested: [{ mst_id: 11, mst_prc_nested: [{ prc_id: 102 }] }] })
  })

  it("checking a phase again checks all it holds", () => {
    const off = toggle(structure, toggle(structure, ALL_CHECKED, process(101), false), phase(1), false)
    const selection = toggle(structure, off, phase(1), true)
    expect(isChecked(structure, selection, process(101))).toBe(true)
    expect(selectionBody(structure, selection)).toBeNull()
  })

  it("says when nothing is chosen, and counts what is", () => {
    const none = selectAll(structure, false)
    expect(isNothingChosen(structure, none)).toBe(true)
    expect(selectionBody(structure, none)).toEqual([])
    expect(isNothingChosen(structure, selectAll(structure, true))).toBe(false)
    const selection = toggle(structure, ALL_CHECKED, milestone(11), false)
    expect(selectionCounts(structure, selection)).toEqual({ phases: 3, phasesTotal: 3, milestones: 2, milestonesTotal: 3, processes: 1, processesTotal: 3 })
  })

  it("ignores unchecked nodes the source no longer has, and starts nodes it gained checked", () => {
    const selection = toggle(structure, ALL_CHECKED, process(201), false)
    const changed: Structure = [structure[0]!, { ...structure[1]!, milestones: [{ id: 22, name: "Ausführung", processes: [] }] }]
    expect(selectionBody(changed, selection)).toBeNull()
    expect(isChecked(changed, selection, milestone(22))).toBe(true)
  })

  it("reads the tree from the nested project read", () => {
    const project = {
      pro_pha_nested: [
        {
          pha_id: 7,
          pha_phase_code_code: "planung",
          pha_name: "Planung",
          pha_mst_nested: [{ mst_id: 70, mst_name: "Bauprojekt", mst_prc_nested: [{ prc_id: 700, prc_name: "Modell" }] }],
        },
      ],
    } as unknown as Parameters<typeof structureOf>[0]
    expect(structureOf(project)).toEqual([{ id: 7, code: "planung", name: "Planung", milestones: [{ id: 70, name: "Bauprojekt", processes: [{ id: 700, name: "Modell" }] }] }])
  })
})
