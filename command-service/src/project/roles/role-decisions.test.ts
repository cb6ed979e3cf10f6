import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, expect, it } from "vitest"
import { given } from "../../testing/decider-spec"
import { aProject, activities, activityCreated, K, milestones, processes, roleCreated } from "../../testing/project-fixtures"
import type { RoleTree } from "../project-commands"

const base: ProjectEvent[] = [
  ...aProject(),
  roleCreated(51, "Architekt"),
  roleCreated(52, "Bauherr", "users"),
  roleCreated(53, "Fachplaner", "service"),
  ...milestones(K, [21, "Vorstudie"]),
  ...processes(21, [31, "Bedarf klären"], [32, "Varianten prüfen"]),
]
/** Architekt delivers to Bauherr twice; Fachplaner is linked to nothing. */
const linked: ProjectEvent[] = [
  ...base,
  ...activities(31, [41, "Raumprogramm", { provider: 51, receiver: 52 }], [42, "Skizze", { provider: 51 }]),
  activityCreated(43, 32, "Plan", { receiver: 51 }),
]

describe("CreateRole", () => {
  it("creates a role with a trimmed name", () => {
    given(...base)
      .when({ type: "CreateRole", name: " Nutzer ", desc: "d", roleType: "users" })
      .then({ type: "RoleCreated", data: { roleId: 100, name: "Nutzer", desc: "d", roleType: "users" } })
  })

  it("refuses an empty name", () => {
    given(...base)
      .when({ type: "CreateRole", name: "", desc: null, roleType: "company" })
      .thenRejects("NameEmpty", { rop_name: "Der Rollen Name darf nicht leer sein." })
    given(...base)
      .when({ type: "CreateRole", name: " \t ", desc: null, roleType: "company" })
      .thenRejects("NameEmpty", { rop_name: "Der Rollen Name darf nicht leer sein." })
  })

  it("refuses a name of another role of the project, trimmed and in any case", () => {
    const error = given(...base)
      .when({ type: "CreateRole", name: "  ARCHITEKT ", desc: null, roleType: "service" })
      .thenRejects("RoleNameTaken", {
        rop_name: "Eine Rolle mit dem Namen «ARCHITEKT» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen.",
      })
    expect(error.message).toBe("Eine Rolle mit dem Namen «ARCHITEKT» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen.")
  })

  it("allows the name of a deleted role again", () => {
    given(...base, { type: "RoleDeleted", data: { roleId: 53 } })
      .when({ type: "CreateRole", name: "Fachplaner", desc: null, roleType: "service" })
      .then({ type: "RoleCreated", data: { roleId: 100, name: "Fachplaner", desc: null, roleType: "service" } })
  })
})

describe("ChangeRole", () => {
  it("renames and changes description and type, one event each", () => {
    given(...base)
      .when({ type: "ChangeRole", roleId: 53, name: "Fachplanerin ", desc: "d", roleType: "supplier" })
      .then(
        { type: "RoleRenamed", data: { roleId: 53, name: "Fachplanerin" } },
        { type: "RoleDescriptionChanged", data: { roleId: 53, desc: "d" } },
        { type: "RoleTypeChanged", data: { roleId: 53, roleType: "supplier" } },
      )
  })

  it("may change only the case of its own name", () => {
    given(...base).when({ type: "ChangeRole", roleId: 51, name: "ARCHITEKT" }).then({ type: "RoleRenamed", data: { roleId: 51, name: "ARCHITEKT" } })
  })

  it("refuses the name of another role", () => {
    given(...base).when({ type: "ChangeRole", roleId: 53, name: "bauherr" }).thenRejects("RoleNameTaken")
  })

  it("refuses an empty name", () => {
    given(...base)
      .when({ type: "ChangeRole", roleId: 53, name: "" })
      .thenRejects("NameEmpty", { rop_name: "Der Rollen Name darf nicht leer sein." })
  })

  it("has nothing to do when nothing changes", () => {
    given(...base).when({ type: "ChangeRole", roleId: 52, name: " Bauherr", desc: null, roleType: "users" }).thenNothing()
  })

  it("refuses an unknown role", () => {
    given(...base).when({ type: "ChangeRole", roleId: 99, name: "X" }).thenRejects("NotFound")
  })
})

describe("DeleteRole", () => {
  it("deletes a role no activity is linked to", () => {
    given(...linked).when({ type: "DeleteRole", roleId: 53 }).then({ type: "RoleDeleted", data: { roleId: 53 } })
  })

  it("refuses a role linked to activities as provider or receiver, counting them", () => {
    const error = given(...linked).when({ type: "DeleteRole", roleId: 51 }).thenRejects("RoleStillLinked")
    expect(error.message).toBe("Die Rolle kann nicht gelöscht werden, da ihr 3 Aktivität(en) zugeordnet sind.")
    given(...linked).when({ type: "DeleteRole", roleId: 52 }).thenRejects("RoleStillLinked")
  })

  it("deletes a role once it is unlinked from every activity", () => {
    given(
      ...linked,
      { type: "ActivityRolesAssigned", data: { activityId: 41, providerRoleId: 53, receiverRoleId: 52 } },
      { type: "ActivityRolesAssigned", data: { activityId: 42, providerRoleId: null, receiverRoleId: null } },
      { type: "ActivityRolesAssigned", data: { activityId: 43, providerRoleId: null, receiverRoleId: 53 } },
    )
      .when({ type: "DeleteRole", roleId: 51 })
      .then({ type: "RoleDeleted", data: { roleId: 51 } })
  })

  it("deletes a role once its activities are deleted, one by one or with their process or milestone", () => {
    given(...linked, { type: "ActivityDeleted", data: { activityId: 41, processId: 31 } })
      .when({ type: "DeleteRole", roleId: 52 })
      .then({ type: "RoleDeleted", data: { roleId: 52 } })
    given(
      ...linked,
      { type: "ProcessDeleted", data: { processId: 31, milestoneId: 21 } },
      { type: "ProcessDeleted", data: { processId: 32, milestoneId: 21 } },
      { type: "MilestoneDeleted", data: { milestoneId: 21, phaseId: K } },
    )
      .when({ type: "DeleteRole", roleId: 51 })
      .then({ type: "RoleDeleted", data: { roleId: 51 } })
  })

  it("refuses an unknown role", () => {
    given(...linked).when({ type: "DeleteRole", roleId: 99 }).thenRejects("NotFound")
  })
})

describe("CopyRole", () => {
  const source = (sameProject: boolean): RoleTree => ({ id: 51, name: "Architekt", desc: "Planer", roleType: "service", sameProject })

  it("copies a role of this or another project under a new name", () => {
    given(...base)
      .when({ type: "CopyRole", name: " Architekt 2 ", source: source(true) })
      .then({ type: "RoleCreated", data: { roleId: 100, name: "Architekt 2", desc: "Planer", roleType: "service" } })
    given(...base)
      .when({ type: "CopyRole", name: "Gesamtleiter", source: source(false) })
      .then({ type: "RoleCreated", data: { roleId: 100, name: "Gesamtleiter", desc: "Planer", roleType: "service" } })
  })

  it("refuses a copy or import with a name the project already has", () => {
    given(...base).when({ type: "CopyRole", name: "architekt", source: source(true) }).thenRejects("RoleNameTaken")
    given(...base).when({ type: "CopyRole", name: "FACHPLANER", source: source(false) }).thenRejects("RoleNameTaken")
  })

  it("refuses an empty name", () => {
    given(...base)
      .when({ type: "CopyRole", name: "", source: source(false) })
      .thenRejects("NameEmpty", { rop_name: "Der Rollen Name darf nicht leer sein." })
  })
})

describe("a role name of invisible characters", () => {
  it("is empty, like a name of spaces", () => {
    given(...aProject())
      .when({ type: "CreateRole", name: "\u200B\u2060 \uFEFF", desc: null, roleType: "company" })
      .thenRejects("NameEmpty", { rop_name: "Der Rollen Name darf nicht leer sein." })
  })
})
