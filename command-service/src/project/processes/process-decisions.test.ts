import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, expect, it } from "vitest"
import { given } from "../../testing/decider-spec"
import { aProject, activities, K, milestones, P, processes, roleCreated } from "../../testing/project-fixtures"
import type { ProcessTree, RoleTree } from "../project-commands"

/** Milestone 21: Bedarf klären, Varianten prüfen, Kosten schätzen; 22: Offerten einholen; 23: empty. */
const base: ProjectEvent[] = [
  ...aProject(),
  roleCreated(51, "Architekt"),
  roleCreated(52, "Bauherr"),
  ...milestones(K, [21, "Vorstudie"], [22, "Projektierung"]),
  ...milestones(P, [23, "Ausschreibung"]),
  ...processes(21, [31, "Bedarf klären"], [32, "Varianten prüfen"], [33, "Kosten schätzen"]),
  ...processes(22, [34, "Offerten einholen"]),
  ...activities(31, [41, "Raumprogramm", { provider: 52, receiver: 51 }], [42, "Skizze"]),
]

describe("CreateProcess", () => {
  it("appends the process to its milestone", () => {
    const state = given(...base)
      .when({ type: "CreateProcess", milestoneId: 21, name: " Termine planen ", shortName: "TP", desc: "d" })
      .thenFolded({
        type: "ProcessCreated",
        data: {
          processId: 100,
          milestoneId: 21,
          name: "Termine planen",
          shortName: "TP",
          desc: "d",
          seq: 4,
          copiedFromProcessId: null,
        },
      })
    expect(state.processOrder.get(21)).toEqual([31, 32, 33, 100])
  })

  it("inserts at a given sequence, the first of an empty milestone at 1", () => {
    given(...base)
      .when({ type: "CreateProcess", milestoneId: 21, name: "Termine planen", shortName: null, desc: null, seq: 1 })
      .then({
        type: "ProcessCreated",
        data: { processId: 100, milestoneId: 21, name: "Termine planen", shortName: null, desc: null, seq: 1, copiedFromProcessId: null },
      })
    given(...base)
      .when({ type: "CreateProcess", milestoneId: 23, name: "Termine planen", shortName: null, desc: null, seq: 5 })
      .then({
        type: "ProcessCreated",
        data: { processId: 100, milestoneId: 23, name: "Termine planen", shortName: null, desc: null, seq: 1, copiedFromProcessId: null },
      })
  })

  it("allows a name used in another milestone", () => {
    given(...base)
      .when({ type: "CreateProcess", milestoneId: 22, name: "Bedarf klären", shortName: null, desc: null })
      .then({
        type: "ProcessCreated",
        data: { processId: 100, milestoneId: 22, name: "Bedarf klären", shortName: null, desc: null, seq: 2, copiedFromProcessId: null },
      })
  })

  it("refuses a name used in the same milestone (trimmed, any case)", () => {
    const error = given(...base)
      .when({ type: "CreateProcess", milestoneId: 21, name: "  BEDARF klären", shortName: null, desc: null })
      .thenRejects("ProcessNameTaken")
    expect(error.message).toBe("Ein Prozess mit dem Namen «BEDARF klären» existiert bereits im Meilenstein. Bitte wählen Sie einen anderen Namen.")
  })

  it("refuses an empty name", () => {
    given(...base)
      .when({ type: "CreateProcess", milestoneId: 21, name: "", shortName: null, desc: null })
      .thenRejects("NameEmpty", { prc_name: "Der Prozess Name darf nicht leer sein." })
  })

  it("refuses a milestone of another project", () => {
    given(...base)
      .when({ type: "CreateProcess", milestoneId: 99, name: "X", shortName: null, desc: null })
      .thenRejects("ForeignEntity", { prc_mst_id: "Meilenstein 99 gehört nicht zu diesem Projekt." })
  })
})

describe("ChangeProcess", () => {
  it("renames and changes short name and description, one event each", () => {
    given(...base)
      .when({ type: "ChangeProcess", processId: 32, name: "Varianten bewerten ", shortName: "VB", desc: "d" })
      .then(
        { type: "ProcessRenamed", data: { processId: 32, name: "Varianten bewerten" } },
        { type: "ProcessShortNameChanged", data: { processId: 32, shortName: "VB" } },
        { type: "ProcessDescriptionChanged", data: { processId: 32, desc: "d" } },
      )
  })

  it("refuses the name of another process of its milestone", () => {
    given(...base).when({ type: "ChangeProcess", processId: 32, name: "bedarf KLÄREN" }).thenRejects("ProcessNameTaken")
  })

  it("may take the name of a process of another milestone", () => {
    given(...base)
      .when({ type: "ChangeProcess", processId: 32, name: "Offerten einholen" })
      .then({ type: "ProcessRenamed", data: { processId: 32, name: "Offerten einholen" } })
  })

  it("refuses an empty name", () => {
    given(...base)
      .when({ type: "ChangeProcess", processId: 32, name: " " })
      .thenRejects("NameEmpty", { prc_name: "Der Prozess Name darf nicht leer sein." })
  })

  it("moves to another milestone, renumbering both", () => {
    const state = given(...base)
      .when({ type: "ChangeProcess", processId: 32, milestoneId: 22 })
      .thenFolded({ type: "ProcessMoved", data: { processId: 32, fromMilestoneId: 21, toMilestoneId: 22, seq: 2 } })
    expect([state.processOrder.get(21), state.processOrder.get(22)]).toEqual([
      [31, 33],
      [34, 32],
    ])
  })

  it("moves to another milestone at a sequence", () => {
    given(...base)
      .when({ type: "ChangeProcess", processId: 33, milestoneId: 22, seq: 1 })
      .then({ type: "ProcessMoved", data: { processId: 33, fromMilestoneId: 21, toMilestoneId: 22, seq: 1 } })
  })

  it("refuses a move into a milestone that has a process of the same name", () => {
    given(...base, ...processes(23, [35, "varianten prüfen"]))
      .when({ type: "ChangeProcess", processId: 32, milestoneId: 23 })
      .thenRejects("ProcessNameTaken")
  })

  it("refuses a rename and move whose new name is taken in the target milestone only", () => {
    given(...base)
      .when({ type: "ChangeProcess", processId: 32, milestoneId: 22, name: "Offerten einholen" })
      .thenRejects("ProcessNameTaken")
  })

  it("allows a rename that clears the clash of a move", () => {
    given(...base, ...processes(23, [35, "Varianten prüfen"]))
      .when({ type: "ChangeProcess", processId: 32, milestoneId: 23, name: "Varianten II" })
      .then(
        { type: "ProcessRenamed", data: { processId: 32, name: "Varianten II" } },
        { type: "ProcessMoved", data: { processId: 32, fromMilestoneId: 21, toMilestoneId: 23, seq: 2 } },
      )
  })

  it("moves within its milestone to a sequence", () => {
    const state = given(...base)
      .when({ type: "ChangeProcess", processId: 31, seq: 3 })
      .thenFolded({ type: "ProcessesResequenced", data: { milestoneId: 21, placements: [{ id: 31, seq: 3 }] } })
    expect(state.processOrder.get(21)).toEqual([32, 33, 31])
  })

  it("has nothing to do when nothing changes", () => {
    given(...base)
      .when({ type: "ChangeProcess", processId: 32, name: "Varianten prüfen", shortName: null, desc: null, milestoneId: 21, seq: 2 })
      .thenNothing()
  })

  it("refuses an unknown process, and a milestone of another project", () => {
    given(...base).when({ type: "ChangeProcess", processId: 99, name: "X" }).thenRejects("NotFound")
    given(...base).when({ type: "ChangeProcess", processId: 32, milestoneId: 99 }).thenRejects("ForeignEntity")
  })
})

describe("ResequenceProcesses", () => {
  it("puts the listed processes at their sequences", () => {
    const state = given(...base)
      .when({
        type: "ResequenceProcesses",
        items: [
          { processId: 33, seq: 1 },
          { processId: 31, seq: 2 },
        ],
      })
      .thenFolded({
        type: "ProcessesResequenced",
        data: {
          milestoneId: 21,
          placements: [
            { id: 33, seq: 1 },
            { id: 31, seq: 2 },
          ],
        },
      })
    expect(state.processOrder.get(21)).toEqual([33, 31, 32])
  })

  it("moves with a milestone id, renumbering the source in the move and the target in its order", () => {
    const state = given(...base)
      .when({ type: "ResequenceProcesses", items: [{ processId: 32, seq: 1, milestoneId: 22 }] })
      .thenFolded(
        { type: "ProcessMoved", data: { processId: 32, fromMilestoneId: 21, toMilestoneId: 22, seq: 2 } },
        { type: "ProcessesResequenced", data: { milestoneId: 22, placements: [{ id: 32, seq: 1 }] } },
      )
    expect([state.processOrder.get(21), state.processOrder.get(22)]).toEqual([
      [31, 33],
      [32, 34],
    ])
  })

  it("refuses a move into a milestone with a process of the same name", () => {
    given(...base, ...processes(23, [35, "KOSTEN schätzen"]))
      .when({ type: "ResequenceProcesses", items: [{ processId: 33, seq: 1, milestoneId: 23 }] })
      .thenRejects("ProcessNameTaken")
  })

  it("refuses moving two processes of the same name into one milestone", () => {
    given(...base, ...processes(23, [35, "Bedarf klären"]))
      .when({
        type: "ResequenceProcesses",
        items: [
          { processId: 31, seq: 1, milestoneId: 22 },
          { processId: 35, seq: 2, milestoneId: 22 },
        ],
      })
      .thenRejects("ProcessNameTaken")
  })

  it("has nothing to do when every process is at its sequence in its milestone", () => {
    given(...base)
      .when({
        type: "ResequenceProcesses",
        items: [
          { processId: 31, seq: 1 },
          { processId: 32, seq: 2, milestoneId: 21 },
          { processId: 34, seq: 1 },
        ],
      })
      .thenNothing()
  })

  it("refuses a process or a milestone of another project", () => {
    given(...base).when({ type: "ResequenceProcesses", items: [{ processId: 99, seq: 1 }] }).thenRejects("ForeignEntity")
    given(...base).when({ type: "ResequenceProcesses", items: [{ processId: 31, seq: 1, milestoneId: 99 }] }).thenRejects("ForeignEntity")
  })
})

describe("DeleteProcess", () => {
  it("deletes the process with its activities and renumbers its milestone", () => {
    const state = given(...base)
      .when({ type: "DeleteProcess", processId: 31 })
      .thenFolded({ type: "ProcessDeleted", data: { processId: 31, milestoneId: 21 } })
    expect(state.processOrder.get(21)).toEqual([32, 33])
    expect([state.activities.has(41), state.activities.has(42), state.activityOrder.has(31)]).toEqual([false, false, false])
  })

  it("refuses an unknown process", () => {
    given(...base).when({ type: "DeleteProcess", processId: 99 }).thenRejects("NotFound")
  })
})

describe("CopyProcess", () => {
  const own = (id: number, name: string): RoleTree => ({ id, name, desc: null, roleType: "company", sameProject: true })
  const foreign = (id: number, name: string): RoleTree => ({ id, name, desc: null, roleType: "supplier", sameProject: false })
  const tree = (provider: RoleTree | null, receiver: RoleTree | null): ProcessTree => ({
    name: "Bedarf klären",
    shortName: "BK",
    desc: "d",
    sourceId: 31,
    activities: [
      { name: "Raumprogramm", desc: null, provider, receiver },
      { name: "Skizze", desc: "s", provider: null, receiver: null },
    ],
  })

  it("copies a process of the same project with its activities and their roles", () => {
    given(...base)
      .when({ type: "CopyProcess", name: "Bedarf klären", milestoneId: 23, source: tree(own(52, "Bauherr"), own(51, "Architekt")) })
      .then(
        {
          type: "ProcessCreated",
          data: { processId: 100, milestoneId: 23, name: "Bedarf klären", shortName: "BK", desc: "d", seq: 1, copiedFromProcessId: 31 },
        },
        {
          type: "ActivityCreated",
          data: { activityId: 100, processId: 100, name: "Raumprogramm", desc: null, providerRoleId: 52, receiverRoleId: 51, seq: 1 },
        },
        {
          type: "ActivityCreated",
          data: { activityId: 101, processId: 100, name: "Skizze", desc: "s", providerRoleId: null, receiverRoleId: null, seq: 2 },
        },
      )
  })

  it("copies into the same milestone under another name", () => {
    const events = given(...base)
      .when({ type: "CopyProcess", name: "Bedarf klären (Kopie)", milestoneId: 21, source: tree(null, null) })
      .thenAccepted()
    expect(events[0]).toMatchObject({ type: "ProcessCreated", data: { name: "Bedarf klären (Kopie)", seq: 4 } })
  })

  it("refuses a copy whose name is taken in the target milestone", () => {
    given(...base)
      .when({ type: "CopyProcess", name: " bedarf klären", milestoneId: 21, source: tree(null, null) })
      .thenRejects("ProcessNameTaken")
  })

  it("refuses an import from another project whose name is taken in the target milestone", () => {
    given(...base)
      .when({ type: "CopyProcess", name: "Offerten einholen", milestoneId: 22, source: tree(foreign(7, "Architekt"), null) })
      .thenRejects("ProcessNameTaken")
  })

  it("imports from another project: roles matched by name, unknown ones created once, ids never taken as they are", () => {
    const events = given(...base)
      .when({
        type: "CopyProcess",
        name: "Importiert",
        milestoneId: 22,
        source: {
          ...tree(foreign(7, "architekt"), foreign(51, "Fachplaner")),
          activities: [
            { name: "Raumprogramm", desc: null, provider: foreign(7, "architekt"), receiver: foreign(51, "Fachplaner") },
            { name: "Pläne", desc: null, provider: foreign(51, "FACHPLANER"), receiver: foreign(52, "Bauherr") },
          ],
        },
      })
      .then(
        {
          type: "ProcessCreated",
          data: { processId: 100, milestoneId: 22, name: "Importiert", shortName: "BK", desc: "d", seq: 2, copiedFromProcessId: 31 },
        },
        { type: "RoleCreated", data: { roleId: 100, name: "Fachplaner", desc: null, roleType: "supplier" } },
        {
          type: "ActivityCreated",
          data: { activityId: 100, processId: 100, name: "Raumprogramm", desc: null, providerRoleId: 51, receiverRoleId: 100, seq: 1 },
        },
        {
          type: "ActivityCreated",
          data: { activityId: 101, processId: 100, name: "Pläne", desc: null, providerRoleId: 100, receiverRoleId: 52, seq: 2 },
        },
      )
    expect(events).toHaveLength(4)
  })

  it("refuses an empty name", () => {
    given(...base)
      .when({ type: "CopyProcess", name: "", milestoneId: 22, source: tree(null, null) })
      .thenRejects("NameEmpty", { prc_name: "Der Prozess Name darf nicht leer sein." })
  })

  it("refuses a milestone of another project", () => {
    given(...base).when({ type: "CopyProcess", name: "X", milestoneId: 99, source: tree(null, null) }).thenRejects("ForeignEntity")
  })
})
