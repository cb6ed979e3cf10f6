import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, expect, it } from "vitest"
import { given } from "../../testing/decider-spec"
import { aProject, activities, K, milestones, processes, roleCreated } from "../../testing/project-fixtures"
import type { ActivityTree, RoleTree } from "../project-commands"

/** Process 31: Raumprogramm, Skizze, Modell; 32: Plan; 33: empty. Roles Architekt 51, Bauherr 52. */
const base: ProjectEvent[] = [
  ...aProject(),
  roleCreated(51, "Architekt"),
  roleCreated(52, "Bauherr"),
  ...milestones(K, [21, "Vorstudie"]),
  ...processes(21, [31, "Bedarf klären"], [32, "Varianten prüfen"], [33, "Kosten schätzen"]),
  ...activities(31, [41, "Raumprogramm", { provider: 52, receiver: 51 }], [42, "Skizze", { provider: 51 }], [43, "Modell"]),
  ...activities(32, [44, "Plan"]),
]

describe("CreateActivity", () => {
  it("appends the activity to its process with its roles", () => {
    const state = given(...base)
      .when({ type: "CreateActivity", processId: 31, name: " Kostenschätzung ", desc: "d", providerRoleId: 51, receiverRoleId: 52 })
      .thenFolded({
        type: "ActivityCreated",
        data: {
          activityId: 100,
          processId: 31,
          name: "Kostenschätzung",
          desc: "d",
          providerRoleId: 51,
          receiverRoleId: 52,
          seq: 4,
        },
      })
    expect(state.activityOrder.get(31)).toEqual([41, 42, 43, 100])
  })

  it("inserts at a given sequence", () => {
    const state = given(...base)
      .when({ type: "CreateActivity", processId: 31, name: "X", desc: null, providerRoleId: null, receiverRoleId: null, seq: 2 })
      .thenFolded({
        type: "ActivityCreated",
        data: { activityId: 100, processId: 31, name: "X", desc: null, providerRoleId: null, receiverRoleId: null, seq: 2 },
      })
    expect(state.activityOrder.get(31)).toEqual([41, 100, 42, 43])
  })

  it("allows a name used in another process", () => {
    const [created] = given(...base)
      .when({ type: "CreateActivity", processId: 32, name: "Skizze", desc: null, providerRoleId: null, receiverRoleId: null })
      .thenAccepted()
    expect(created).toMatchObject({ type: "ActivityCreated", data: { seq: 2 } })
  })

  it("refuses a name used in the same process (trimmed, any case)", () => {
    const error = given(...base)
      .when({ type: "CreateActivity", processId: 31, name: "skizze ", desc: null, providerRoleId: null, receiverRoleId: null })
      .thenRejects("ActivityNameTaken")
    expect(error.message).toBe("Eine Aktivität mit dem Namen «skizze» existiert bereits im Prozess. Bitte wählen Sie einen anderen Namen.")
  })

  it("refuses an empty name", () => {
    given(...base)
      .when({ type: "CreateActivity", processId: 31, name: "", desc: null, providerRoleId: null, receiverRoleId: null })
      .thenRejects("NameEmpty", { act_name: "Der Aktivitäten Name darf nicht leer sein." })
  })

  it("refuses roles or a process of another project", () => {
    given(...base)
      .when({ type: "CreateActivity", processId: 31, name: "X", desc: null, providerRoleId: 99, receiverRoleId: null })
      .thenRejects("ForeignEntity", { act_rop_provider_id: "Rolle 99 gehört nicht zu diesem Projekt." })
    given(...base)
      .when({ type: "CreateActivity", processId: 31, name: "X", desc: null, providerRoleId: null, receiverRoleId: 99 })
      .thenRejects("ForeignEntity", { act_rop_receiver_id: "Rolle 99 gehört nicht zu diesem Projekt." })
    given(...base)
      .when({ type: "CreateActivity", processId: 99, name: "X", desc: null, providerRoleId: null, receiverRoleId: null })
      .thenRejects("ForeignEntity")
  })
})

describe("ChangeActivity", () => {
  it("renames, changes the description and assigns roles", () => {
    given(...base)
      .when({ type: "ChangeActivity", activityId: 42, name: "Skizzen", desc: "d", providerRoleId: 52, receiverRoleId: 51 })
      .then(
        { type: "ActivityRenamed", data: { activityId: 42, name: "Skizzen" } },
        { type: "ActivityDescriptionChanged", data: { activityId: 42, desc: "d" } },
        { type: "ActivityRolesAssigned", data: { activityId: 42, providerRoleId: 52, receiverRoleId: 51 } },
      )
  })

  it("unassigns a role, keeping the other", () => {
    given(...base)
      .when({ type: "ChangeActivity", activityId: 41, providerRoleId: null })
      .then({ type: "ActivityRolesAssigned", data: { activityId: 41, providerRoleId: null, receiverRoleId: 51 } })
  })

  it("refuses the name of another activity of its process", () => {
    given(...base).when({ type: "ChangeActivity", activityId: 42, name: "MODELL" }).thenRejects("ActivityNameTaken")
  })

  it("refuses an empty name", () => {
    given(...base)
      .when({ type: "ChangeActivity", activityId: 42, name: "  " })
      .thenRejects("NameEmpty", { act_name: "Der Aktivitäten Name darf nicht leer sein." })
  })

  it("refuses a role of another project", () => {
    given(...base).when({ type: "ChangeActivity", activityId: 42, receiverRoleId: 99 }).thenRejects("ForeignEntity")
  })

  it("moves to another process, renumbering both", () => {
    const state = given(...base)
      .when({ type: "ChangeActivity", activityId: 42, processId: 32, seq: 1 })
      .thenFolded({ type: "ActivityMoved", data: { activityId: 42, fromProcessId: 31, toProcessId: 32, seq: 1 } })
    expect([state.activityOrder.get(31), state.activityOrder.get(32)]).toEqual([
      [41, 43],
      [42, 44],
    ])
  })

  it("refuses a move into a process that has an activity of the same name", () => {
    given(...base, ...activities(33, [45, "raumprogramm"]))
      .when({ type: "ChangeActivity", activityId: 41, processId: 33 })
      .thenRejects("ActivityNameTaken")
  })

  it("moves within its process to a sequence", () => {
    const state = given(...base)
      .when({ type: "ChangeActivity", activityId: 43, seq: 1 })
      .thenFolded({ type: "ActivitiesResequenced", data: { processId: 31, placements: [{ id: 43, seq: 1 }] } })
    expect(state.activityOrder.get(31)).toEqual([43, 41, 42])
  })

  it("has nothing to do when nothing changes", () => {
    given(...base)
      .when({ type: "ChangeActivity", activityId: 41, name: "Raumprogramm", desc: null, providerRoleId: 52, receiverRoleId: 51, processId: 31, seq: 1 })
      .thenNothing()
  })

  it("refuses an unknown activity", () => {
    given(...base).when({ type: "ChangeActivity", activityId: 99, name: "X" }).thenRejects("NotFound")
  })
})

describe("ResequenceActivities", () => {
  it("puts the listed activities at their sequences", () => {
    const state = given(...base)
      .when({
        type: "ResequenceActivities",
        items: [
          { activityId: 43, seq: 2 },
          { activityId: 41, seq: 3 },
        ],
      })
      .thenFolded({
        type: "ActivitiesResequenced",
        data: {
          processId: 31,
          placements: [
            { id: 43, seq: 2 },
            { id: 41, seq: 3 },
          ],
        },
      })
    expect(state.activityOrder.get(31)).toEqual([42, 43, 41])
  })

  it("moves with a process id, then orders the target", () => {
    const state = given(...base)
      .when({ type: "ResequenceActivities", items: [{ activityId: 41, seq: 1, processId: 32 }] })
      .thenFolded(
        { type: "ActivityMoved", data: { activityId: 41, fromProcessId: 31, toProcessId: 32, seq: 2 } },
        { type: "ActivitiesResequenced", data: { processId: 32, placements: [{ id: 41, seq: 1 }] } },
      )
    expect([state.activityOrder.get(31), state.activityOrder.get(32)]).toEqual([
      [42, 43],
      [41, 44],
    ])
  })

  it("refuses moving two activities of the same name into one process", () => {
    given(...base, ...activities(33, [45, "Skizze"]))
      .when({
        type: "ResequenceActivities",
        items: [
          { activityId: 42, seq: 1, processId: 32 },
          { activityId: 45, seq: 2, processId: 32 },
        ],
      })
      .thenRejects("ActivityNameTaken")
  })

  it("has nothing to do when every activity is at its sequence", () => {
    given(...base)
      .when({
        type: "ResequenceActivities",
        items: [
          { activityId: 41, seq: 1 },
          { activityId: 44, seq: 1, processId: 32 },
        ],
      })
      .thenNothing()
  })

  it("refuses an activity or a process of another project", () => {
    given(...base).when({ type: "ResequenceActivities", items: [{ activityId: 99, seq: 1 }] }).thenRejects("ForeignEntity")
    given(...base).when({ type: "ResequenceActivities", items: [{ activityId: 41, seq: 1, processId: 99 }] }).thenRejects("ForeignEntity")
  })
})

describe("DeleteActivity", () => {
  it("deletes the activity and renumbers its process", () => {
    const state = given(...base)
      .when({ type: "DeleteActivity", activityId: 42 })
      .thenFolded({ type: "ActivityDeleted", data: { activityId: 42, processId: 31 } })
    expect(state.activityOrder.get(31)).toEqual([41, 43])
  })

  it("refuses an unknown activity", () => {
    given(...base).when({ type: "DeleteActivity", activityId: 99 }).thenRejects("NotFound")
  })
})

describe("CopyActivity", () => {
  const own = (id: number, name: string): RoleTree => ({ id, name, desc: null, roleType: "company", sameProject: true })
  const foreign = (id: number, name: string): RoleTree => ({ id, name, desc: "fremd", roleType: "users", sameProject: false })
  const tree = (provider: RoleTree | null, receiver: RoleTree | null): ActivityTree => ({ name: "Skizze", desc: "s", provider, receiver })

  it("copies an activity of the same project, keeping its roles", () => {
    given(...base)
      .when({ type: "CopyActivity", name: "Skizze", processId: 32, source: tree(own(51, "Architekt"), own(52, "Bauherr")) })
      .then({
        type: "ActivityCreated",
        data: { activityId: 100, processId: 32, name: "Skizze", desc: "s", providerRoleId: 51, receiverRoleId: 52, seq: 2 },
      })
  })

  it("imports from another project: a role matched by name, another created", () => {
    given(...base)
      .when({ type: "CopyActivity", name: "Skizze", processId: 33, source: tree(foreign(51, "Nutzer"), foreign(7, " BAUHERR ")) })
      .then(
        { type: "RoleCreated", data: { roleId: 100, name: "Nutzer", desc: "fremd", roleType: "users" } },
        {
          type: "ActivityCreated",
          data: { activityId: 100, processId: 33, name: "Skizze", desc: "s", providerRoleId: 100, receiverRoleId: 52, seq: 1 },
        },
      )
  })

  it("creates a foreign role once when it is provider and receiver", () => {
    const events = given(...base)
      .when({ type: "CopyActivity", name: "Skizze", processId: 33, source: tree(foreign(7, "Nutzer"), foreign(7, "Nutzer")) })
      .thenAccepted()
    expect(events.filter((e) => e.type === "RoleCreated")).toHaveLength(1)
    expect(events.at(-1)).toMatchObject({ data: { providerRoleId: 100, receiverRoleId: 100 } })
  })

  it("refuses a copy or import whose name is taken in the target process", () => {
    given(...base).when({ type: "CopyActivity", name: "skizze", processId: 31, source: tree(null, null) }).thenRejects("ActivityNameTaken")
    given(...base)
      .when({ type: "CopyActivity", name: "Plan", processId: 32, source: tree(foreign(7, "Nutzer"), null) })
      .thenRejects("ActivityNameTaken")
  })

  it("refuses an empty name, and a process of another project", () => {
    given(...base)
      .when({ type: "CopyActivity", name: " ", processId: 33, source: tree(null, null) })
      .thenRejects("NameEmpty", { act_name: "Der Aktivitäten Name darf nicht leer sein." })
    given(...base).when({ type: "CopyActivity", name: "X", processId: 99, source: tree(null, null) }).thenRejects("ForeignEntity")
  })
})
