import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, expect, it } from "vitest"
import { given } from "../../testing/decider-spec"
import { aProject, activities, K, milestones, P, processes, R, roleCreated } from "../../testing/project-fixtures"
import type { MilestoneTree, RoleTree } from "../project-commands"

/** Konzeption: Vorstudie, Projektierung, Bauprojekt; Planung: Ausschreibung. */
const base: ProjectEvent[] = [
  ...aProject(),
  ...milestones(K, [21, "Vorstudie"], [22, "Projektierung"], [23, "Bauprojekt"]),
  ...milestones(P, [24, "Ausschreibung"]),
]

describe("CreateMilestone", () => {
  it("appends the milestone to its phase (sequence = count + 1)", () => {
    const state = given(...base)
      .when({ type: "CreateMilestone", phaseId: K, name: " Baubewilligung ", desc: "mit Auflagen" })
      .thenFolded({ type: "MilestoneCreated", data: { milestoneId: 100, phaseId: K, name: "Baubewilligung", desc: "mit Auflagen", seq: 4 } })
    expect(state.milestoneOrder.get(K)).toEqual([21, 22, 23, 100])
  })

  it("starts a phase's sequence at 1", () => {
    given(...base)
      .when({ type: "CreateMilestone", phaseId: R, name: "Ausführung", desc: null })
      .then({ type: "MilestoneCreated", data: { milestoneId: 100, phaseId: R, name: "Ausführung", desc: null, seq: 1 } })
  })

  it("inserts at a given sequence and renumbers the ones after it", () => {
    const state = given(...base)
      .when({ type: "CreateMilestone", phaseId: K, name: "Baubewilligung", desc: null, seq: 2 })
      .thenFolded({ type: "MilestoneCreated", data: { milestoneId: 100, phaseId: K, name: "Baubewilligung", desc: null, seq: 2 } })
    expect(state.milestoneOrder.get(K)).toEqual([21, 100, 22, 23])
  })

  it("stores the sequence the milestone got, not one past the end of its phase", () => {
    given(...base)
      .when({ type: "CreateMilestone", phaseId: K, name: "Baubewilligung", desc: null, seq: 99 })
      .then({ type: "MilestoneCreated", data: { milestoneId: 100, phaseId: K, name: "Baubewilligung", desc: null, seq: 4 } })
  })

  it("refuses an empty name", () => {
    given(...base)
      .when({ type: "CreateMilestone", phaseId: K, name: "  ", desc: null })
      .thenRejects("NameEmpty", { mst_name: "Der Meilenstein Name darf nicht leer sein." })
  })

  it("refuses a name used by a milestone anywhere in the project (trimmed, any case)", () => {
    const error = given(...base)
      .when({ type: "CreateMilestone", phaseId: R, name: " ausschreibung ", desc: null })
      .thenRejects("MilestoneNameTaken")
    expect(error.message).toBe(
      "Ein Meilenstein mit dem Namen «ausschreibung» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen.",
    )
  })

  it("refuses a phase of another project", () => {
    given(...base).when({ type: "CreateMilestone", phaseId: 99, name: "X", desc: null }).thenRejects("ForeignEntity", {
      mst_pha_id: "Phase 99 gehört nicht zu diesem Projekt.",
    })
  })
})

describe("ChangeMilestone", () => {
  it("renames and changes the description", () => {
    given(...base)
      .when({ type: "ChangeMilestone", milestoneId: 22, name: " Vorprojekt ", desc: "neu" })
      .then(
        { type: "MilestoneRenamed", data: { milestoneId: 22, name: "Vorprojekt" } },
        { type: "MilestoneDescriptionChanged", data: { milestoneId: 22, desc: "neu" } },
      )
  })

  it("may change only the case of its own name", () => {
    given(...base)
      .when({ type: "ChangeMilestone", milestoneId: 22, name: "PROJEKTIERUNG" })
      .then({ type: "MilestoneRenamed", data: { milestoneId: 22, name: "PROJEKTIERUNG" } })
  })

  it("refuses the name of another milestone of the project", () => {
    given(...base).when({ type: "ChangeMilestone", milestoneId: 22, name: "AUSSCHREIBUNG" }).thenRejects("MilestoneNameTaken")
  })

  it("refuses an empty name", () => {
    given(...base)
      .when({ type: "ChangeMilestone", milestoneId: 22, name: "" })
      .thenRejects("NameEmpty", { mst_name: "Der Meilenstein Name darf nicht leer sein." })
  })

  it("moves to another phase, renumbering both phases (appended without a sequence)", () => {
    const state = given(...base)
      .when({ type: "ChangeMilestone", milestoneId: 22, phaseId: P })
      .thenFolded({ type: "MilestoneMoved", data: { milestoneId: 22, fromPhaseId: K, toPhaseId: P, seq: 2 } })
    expect([state.milestoneOrder.get(K), state.milestoneOrder.get(P)]).toEqual([
      [21, 23],
      [24, 22],
    ])
  })

  it("moves to another phase at a sequence", () => {
    const state = given(...base)
      .when({ type: "ChangeMilestone", milestoneId: 23, phaseId: P, seq: 1 })
      .thenFolded({ type: "MilestoneMoved", data: { milestoneId: 23, fromPhaseId: K, toPhaseId: P, seq: 1 } })
    expect([state.milestoneOrder.get(K), state.milestoneOrder.get(P)]).toEqual([
      [21, 22],
      [23, 24],
    ])
  })

  it("moves within its phase to a sequence", () => {
    const first = given(...base)
      .when({ type: "ChangeMilestone", milestoneId: 23, seq: 1 })
      .thenFolded({ type: "MilestonesResequenced", data: { phaseId: K, placements: [{ id: 23, seq: 1 }] } })
    expect(first.milestoneOrder.get(K)).toEqual([23, 21, 22])
    const last = given(...base)
      .when({ type: "ChangeMilestone", milestoneId: 21, phaseId: K, seq: 9 })
      .thenFolded({ type: "MilestonesResequenced", data: { phaseId: K, placements: [{ id: 21, seq: 3 }] } })
    expect(last.milestoneOrder.get(K)).toEqual([22, 23, 21])
  })

  it("has nothing to do when name, description, phase and sequence are unchanged", () => {
    given(...base).when({ type: "ChangeMilestone", milestoneId: 22, name: "Projektierung", desc: null, phaseId: K, seq: 2 }).thenNothing()
  })

  it("refuses an unknown milestone", () => {
    given(...base).when({ type: "ChangeMilestone", milestoneId: 99, name: "X" }).thenRejects("NotFound")
  })

  it("refuses a target phase of another project", () => {
    given(...base).when({ type: "ChangeMilestone", milestoneId: 22, phaseId: 99 }).thenRejects("ForeignEntity")
  })
})

describe("ResequenceMilestones", () => {
  it("puts the listed milestones at their sequences", () => {
    const order = given(...base)
      .when({
        type: "ResequenceMilestones",
        items: [
          { milestoneId: 23, seq: 1 },
          { milestoneId: 21, seq: 2 },
          { milestoneId: 22, seq: 3 },
        ],
      })
      .thenFolded({
        type: "MilestonesResequenced",
        data: {
          phaseId: K,
          placements: [
            { id: 23, seq: 1 },
            { id: 21, seq: 2 },
            { id: 22, seq: 3 },
          ],
        },
      })
      .milestoneOrder.get(K)
    expect(order).toEqual([23, 21, 22])
  })

  it("honours every pair of a partial list, and records only the listed milestones", () => {
    const order = given(...base, ...milestones(R, [25, "A"], [26, "B"], [27, "C"], [28, "D"]))
      .when({
        type: "ResequenceMilestones",
        items: [
          { milestoneId: 27, seq: 2 },
          { milestoneId: 25, seq: 3 },
        ],
      })
      .thenFolded({
        type: "MilestonesResequenced",
        data: {
          phaseId: R,
          placements: [
            { id: 27, seq: 2 },
            { id: 25, seq: 3 },
          ],
        },
      })
      .milestoneOrder.get(R)
    expect(order).toEqual([26, 27, 25, 28])
  })

  it("moves a milestone to another phase first, then orders the target phase", () => {
    const state = given(...base)
      .when({ type: "ResequenceMilestones", items: [{ milestoneId: 21, seq: 1, phaseId: P }] })
      .thenFolded(
        { type: "MilestoneMoved", data: { milestoneId: 21, fromPhaseId: K, toPhaseId: P, seq: 2 } },
        { type: "MilestonesResequenced", data: { phaseId: P, placements: [{ id: 21, seq: 1 }] } },
      )
    expect([state.milestoneOrder.get(K), state.milestoneOrder.get(P)]).toEqual([
      [22, 23],
      [21, 24],
    ])
  })

  it("moves without resequencing when the appended place is the one asked for", () => {
    given(...base)
      .when({ type: "ResequenceMilestones", items: [{ milestoneId: 21, seq: 2, phaseId: P }] })
      .then({ type: "MilestoneMoved", data: { milestoneId: 21, fromPhaseId: K, toPhaseId: P, seq: 2 } })
  })

  it("has nothing to do when every milestone is already at its sequence", () => {
    given(...base)
      .when({
        type: "ResequenceMilestones",
        items: [
          { milestoneId: 21, seq: 1 },
          { milestoneId: 22, seq: 2, phaseId: K },
          { milestoneId: 24, seq: 1 },
        ],
      })
      .thenNothing()
  })

  it("refuses a milestone of another project", () => {
    given(...base).when({ type: "ResequenceMilestones", items: [{ milestoneId: 99, seq: 1 }] }).thenRejects("ForeignEntity")
  })

  it("refuses a phase of another project", () => {
    given(...base).when({ type: "ResequenceMilestones", items: [{ milestoneId: 21, seq: 1, phaseId: 99 }] }).thenRejects("ForeignEntity")
  })
})

describe("DeleteMilestone", () => {
  const withProcesses: ProjectEvent[] = [
    ...base,
    ...processes(22, [31, "Bedarf klären"], [32, "Varianten prüfen"]),
    ...activities(31, [41, "Raumprogramm"], [42, "Skizze"]),
    ...activities(32, [43, "Variantenstudie"]),
  ]

  it("deletes an empty milestone and renumbers its phase", () => {
    const state = given(...base)
      .when({ type: "DeleteMilestone", milestoneId: 22, cascade: false })
      .thenFolded({ type: "MilestoneDeleted", data: { milestoneId: 22, phaseId: K } })
    expect(state.milestoneOrder.get(K)).toEqual([21, 23])
  })

  it("refuses a milestone with processes unless cascade", () => {
    const error = given(...withProcesses).when({ type: "DeleteMilestone", milestoneId: 22, cascade: false }).thenRejects("MilestoneNotEmpty")
    expect(error.message).toContain("solange er 2 Prozess(e) enthält")
  })

  it("with cascade deletes its processes (their activities go with them) and then the milestone", () => {
    given(...withProcesses)
      .when({ type: "DeleteMilestone", milestoneId: 22, cascade: true })
      .then(
        { type: "ProcessDeleted", data: { processId: 31, milestoneId: 22 } },
        { type: "ProcessDeleted", data: { processId: 32, milestoneId: 22 } },
        { type: "MilestoneDeleted", data: { milestoneId: 22, phaseId: K } },
      )
  })

  it("with cascade leaves no process or activity of the milestone behind", () => {
    const state = given(...withProcesses).when({ type: "DeleteMilestone", milestoneId: 22, cascade: true }).thenState()
    expect(state.processes.size).toBe(0)
    expect(state.activities.size).toBe(0)
    expect(state.milestoneOrder.get(K)).toEqual([21, 23])
  })

  it("refuses an unknown milestone", () => {
    given(...base).when({ type: "DeleteMilestone", milestoneId: 99, cascade: true }).thenRejects("NotFound")
  })
})

describe("CopyMilestone", () => {
  const ownRole = (id: number, name: string): RoleTree => ({ id, name, desc: null, roleType: "company", sameProject: true })
  const foreignRole = (id: number, name: string): RoleTree => ({ id, name, desc: "fremd", roleType: "service", sameProject: false })
  const tree = (provider: RoleTree, receiver: RoleTree | null): MilestoneTree => ({
    name: "Vorstudie",
    desc: "d",
    processes: [
      {
        name: "Bedarf klären",
        shortName: "BK",
        desc: null,
        sourceId: 31,
        activities: [
          { name: "Raumprogramm", desc: null, provider, receiver },
          { name: "Skizze", desc: null, provider: null, receiver: provider },
        ],
      },
      { name: "Varianten prüfen", shortName: null, desc: null, sourceId: 32, activities: [] },
    ],
  })

  it("copies a milestone of the same project with its processes and activities, keeping its roles", () => {
    given(...base, roleCreated(51, "Architekt"), roleCreated(52, "Bauherr"))
      .when({ type: "CopyMilestone", name: " Vorstudie 2 ", phaseId: P, source: tree(ownRole(51, "Architekt"), ownRole(52, "Bauherr")) })
      .then(
        { type: "MilestoneCreated", data: { milestoneId: 100, phaseId: P, name: "Vorstudie 2", desc: "d", seq: 2 } },
        {
          type: "ProcessCreated",
          data: { processId: 100, milestoneId: 100, name: "Bedarf klären", shortName: "BK", desc: null, seq: 1, copiedFromProcessId: 31 },
        },
        {
          type: "ActivityCreated",
          data: { activityId: 100, processId: 100, name: "Raumprogramm", desc: null, providerRoleId: 51, receiverRoleId: 52, seq: 1 },
        },
        {
          type: "ActivityCreated",
          data: { activityId: 101, processId: 100, name: "Skizze", desc: null, providerRoleId: null, receiverRoleId: 51, seq: 2 },
        },
        {
          type: "ProcessCreated",
          data: {
            processId: 101,
            milestoneId: 100,
            name: "Varianten prüfen",
            shortName: null,
            desc: null,
            seq: 2,
            copiedFromProcessId: 32,
          },
        },
      )
  })

  it("imports from another project: roles matched by name (any case), or created once", () => {
    const events = given(...base, roleCreated(51, "Architekt"))
      .when({ type: "CopyMilestone", name: "Import", phaseId: R, source: tree(foreignRole(7, "ARCHITEKT"), foreignRole(8, "Fachplaner")) })
      .thenAccepted()
    const created = events.filter((e) => e.type === "RoleCreated")
    expect(created).toEqual([{ type: "RoleCreated", data: { roleId: 100, name: "Fachplaner", desc: "fremd", roleType: "service" } }])
    const acts = events.flatMap((e) => (e.type === "ActivityCreated" ? [[e.data.providerRoleId, e.data.receiverRoleId]] : []))
    expect(acts).toEqual([
      [51, 100],
      [null, 51],
    ])
    expect(events.findIndex((e) => e.type === "RoleCreated")).toBeLessThan(events.findIndex((e) => e.type === "ActivityCreated"))
  })

  it("refuses a name used by a milestone of the project", () => {
    given(...base)
      .when({ type: "CopyMilestone", name: "vorstudie", phaseId: P, source: tree(foreignRole(7, "A"), null) })
      .thenRejects("MilestoneNameTaken")
  })

  it("refuses an empty name", () => {
    given(...base)
      .when({ type: "CopyMilestone", name: " ", phaseId: P, source: tree(foreignRole(7, "A"), null) })
      .thenRejects("NameEmpty", { mst_name: "Der Meilenstein Name darf nicht leer sein." })
  })

  it("refuses a phase of another project", () => {
    given(...base)
      .when({ type: "CopyMilestone", name: "Neu", phaseId: 99, source: tree(foreignRole(7, "A"), null) })
      .thenRejects("ForeignEntity")
  })
})
