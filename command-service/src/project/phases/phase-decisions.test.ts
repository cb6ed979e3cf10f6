import { describe, expect, it } from "vitest"
import { given } from "../../testing/decider-spec"
import { aProject, activities, B, K, milestones, P, processes } from "../../testing/project-fixtures"

describe("AddPhase", () => {
  it("adds a phase the project does not have (again after removing it)", () => {
    given(...aProject(), { type: "PhaseRemoved", data: { phaseId: P } })
      .when({ type: "AddPhase", phaseCode: "planung" })
      .then({ type: "PhaseAdded", data: { phaseId: 100, phaseCode: "planung", name: "Planung" } })
  })

  it("refuses a phase code the project already has", () => {
    const error = given(...aProject())
      .when({ type: "AddPhase", phaseCode: "planung" })
      .thenRejects("PhaseAlreadyExists", { pha_phase_code_code: "Die Phase «Planung» existiert im Projekt bereits." })
    expect(error.message).toBe("Die Phase «Planung» existiert im Projekt bereits.")
  })

  it("refuses a project that does not exist", () => {
    given().when({ type: "AddPhase", phaseCode: "planung" }).thenRejects("NotFound")
  })
})

describe("RemovePhase", () => {
  it("removes an empty phase", () => {
    given(...aProject())
      .when({ type: "RemovePhase", phaseId: B, cascade: false })
      .then({ type: "PhaseRemoved", data: { phaseId: B } })
  })

  it("refuses a phase with milestones unless cascade", () => {
    const error = given(...aProject(), ...milestones(K, [21, "Vorstudie"], [22, "Projektierung"]))
      .when({ type: "RemovePhase", phaseId: K, cascade: false })
      .thenRejects("PhaseNotEmpty")
    expect(error.message).toBe("Die Phase kann nicht gelöscht werden, solange sie 2 Meilenstein(e) enthält (cascade=true löscht sie mit).")
  })

  it("with cascade deletes its milestones with their processes and activities first, renumbering as it goes", () => {
    given(
      ...aProject(),
      ...milestones(K, [21, "Vorstudie"], [22, "Projektierung"]),
      ...milestones(P, [23, "Ausschreibung"]),
      ...processes(21, [31, "Bedarf klären"], [32, "Varianten prüfen"]),
      ...activities(31, [41, "Raumprogramm"], [42, "Skizze"]),
    )
      .when({ type: "RemovePhase", phaseId: K, cascade: true })
      .then(
        { type: "ProcessDeleted", data: { processId: 31, milestoneId: 21 } },
        { type: "ProcessDeleted", data: { processId: 32, milestoneId: 21 } },
        { type: "MilestoneDeleted", data: { milestoneId: 21, phaseId: K } },
        { type: "MilestoneDeleted", data: { milestoneId: 22, phaseId: K } },
        { type: "PhaseRemoved", data: { phaseId: K } },
      )
  })

  it("leaves the other phases and their milestones untouched", () => {
    const spec = given(...aProject(), ...milestones(K, [21, "Vorstudie"]), ...milestones(P, [23, "Ausschreibung"])).when({
      type: "RemovePhase",
      phaseId: K,
      cascade: true,
    })
    const state = spec.thenState()
    expect([...state.phases.keys()]).toEqual([P, 13, B])
    expect([...state.milestones.keys()]).toEqual([23])
  })

  it("refuses a phase that is not in the project", () => {
    given(...aProject()).when({ type: "RemovePhase", phaseId: 99, cascade: true }).thenRejects("NotFound")
  })
})
