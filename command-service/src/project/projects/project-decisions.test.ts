import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, expect, it } from "vitest"
import { given } from "../../testing/decider-spec"
import {
  aProject,
  activityCreated,
  B,
  CREATOR,
  createProjectCommand,
  K,
  milestoneCreated,
  P,
  PROJECT,
  permissionGranted,
  phaseAdded,
  processCreated,
  projectCreated,
  projectDeleted,
  roleCreated,
} from "../../testing/project-fixtures"
import type { ProjectStreamCommand } from "../decide-project"

describe("CreateProject", () => {
  it("creates the project with the four phases Konzeption, Planung, Realisierung, Bewirtschaftung in order, its creator as its admin", () => {
    given()
      .when(createProjectCommand({ name: "  Schulhaus Aarau ", desc: "Neubau" }))
      .then(
        {
          type: "ProjectCreated",
          data: {
            projectId: PROJECT,
            name: "Schulhaus Aarau",
            desc: "Neubau",
            orgId: 7,
            personal: false,
            typeCode: "pro-usr",
            accessAll: false,
            ifcSchemaId: 3,
            referenceProjectId: null,
            isTemplate: false,
            copiedFromProjectId: null,
          },
        },
        { type: "ProjectPermissionGranted", data: { projectId: PROJECT, userId: CREATOR, roles: ["admin"] } },
        { type: "PhaseAdded", data: { phaseId: 100, phaseCode: "konzeption", name: "Konzeption" } },
        { type: "PhaseAdded", data: { phaseId: 101, phaseCode: "planung", name: "Planung" } },
        { type: "PhaseAdded", data: { phaseId: 102, phaseCode: "realisierung", name: "Realisierung" } },
        { type: "PhaseAdded", data: { phaseId: 103, phaseCode: "bewirtschaftung", name: "Bewirtschaftung" } },
      )
  })

  it("marks a reference project (pro-ref) as a template", () => {
    given()
      .when(createProjectCommand({ typeCode: "pro-ref" }))
      .then(
        projectCreated(PROJECT, { typeCode: "pro-ref", isTemplate: true }),
        permissionGranted(CREATOR, ["admin"]),
        phaseAdded(100, "konzeption"),
        phaseAdded(101, "planung"),
        phaseAdded(102, "realisierung"),
        phaseAdded(103, "bewirtschaftung"),
      )
  })

  it("refuses an empty name", () => {
    given()
      .when(createProjectCommand({ name: "   " }))
      .thenRejects("NameEmpty", { pro_name: "Der Projekt Name darf nicht leer sein." })
  })

  it("refuses an unknown IFC schema", () => {
    given().when(createProjectCommand({ ifcSchemaId: 42 })).thenRejects("InvalidValue", { pro_isc_id: "Unbekannte IFC-Version 42." })
  })

  it("has nothing to do when the project already exists", () => {
    given(...aProject()).when(createProjectCommand()).thenNothing()
  })
})

describe("ChangeProject", () => {
  it("emits one event per changed field", () => {
    given(...aProject())
      .when({
        type: "ChangeProject",
        name: " Schulhaus Baden ",
        desc: "Umbau",
        ifcSchemaId: 2,
        accessAll: true,
        typeCode: "pro-ref",
        orgId: null,
        personal: true,
      })
      .then(
        { type: "ProjectRenamed", data: { projectId: PROJECT, name: "Schulhaus Baden" } },
        { type: "ProjectDescriptionChanged", data: { projectId: PROJECT, desc: "Umbau" } },
        { type: "ProjectIfcSchemaChanged", data: { projectId: PROJECT, ifcSchemaId: 2 } },
        { type: "ProjectSharingWithAllChanged", data: { projectId: PROJECT, accessAll: true } },
        { type: "ProjectTypeChanged", data: { projectId: PROJECT, typeCode: "pro-ref", isTemplate: true } },
        { type: "ProjectOwnershipChanged", data: { projectId: PROJECT, orgId: null, personal: true } },
      )
  })

  it("emits only the events of the fields that changed", () => {
    given(...aProject())
      .when({ type: "ChangeProject", name: "Schulhaus Aarau", desc: null, ifcSchemaId: 3, accessAll: true, personal: false })
      .then({ type: "ProjectSharingWithAllChanged", data: { projectId: PROJECT, accessAll: true } })
  })

  it("changes the ownership when only the organisation changes", () => {
    given(...aProject())
      .when({ type: "ChangeProject", orgId: 8 })
      .then({ type: "ProjectOwnershipChanged", data: { projectId: PROJECT, orgId: 8, personal: false } })
  })

  it("turns a reference project back into a user project (no longer a template)", () => {
    given(...aProject(PROJECT, { typeCode: "pro-ref", isTemplate: true }))
      .when({ type: "ChangeProject", typeCode: "pro-usr" })
      .then({ type: "ProjectTypeChanged", data: { projectId: PROJECT, typeCode: "pro-usr", isTemplate: false } })
  })

  it("has nothing to do when every field already has its value (the name compared trimmed)", () => {
    given(...aProject())
      .when({
        type: "ChangeProject",
        name: " Schulhaus Aarau ",
        desc: null,
        orgId: 7,
        personal: false,
        typeCode: "pro-usr",
        accessAll: false,
        ifcSchemaId: 3,
      })
      .thenNothing()
    given(...aProject()).when({ type: "ChangeProject" }).thenNothing()
  })

  it("refuses an empty name", () => {
    given(...aProject())
      .when({ type: "ChangeProject", name: "", desc: "x" })
      .thenRejects("NameEmpty", { pro_name: "Der Projekt Name darf nicht leer sein." })
  })

  it("refuses an unknown IFC schema id", () => {
    given(...aProject())
      .when({ type: "ChangeProject", ifcSchemaId: 99 })
      .thenRejects("InvalidValue", { pro_isc_id: "Unbekannte IFC-Version 99." })
  })

  it("refuses a project that does not exist", () => {
    given().when({ type: "ChangeProject", name: "X" }).thenRejects("NotFound")
  })
})

describe("DeleteProject", () => {
  it("deletes a live project", () => {
    given(...aProject()).when({ type: "DeleteProject" }).then({ type: "ProjectDeleted", data: { projectId: PROJECT } })
  })

  it("refuses a project that does not exist", () => {
    given().when({ type: "DeleteProject" }).thenRejects("NotFound")
  })

  it("refuses a project already deleted", () => {
    const error = given(...aProject(), projectDeleted()).when({ type: "DeleteProject" }).thenRejects("ProjectDeleted")
    expect(error.message).toBe("Das Projekt 1 wurde gelöscht.")
  })
})

describe("a deleted project", () => {
  const history: ProjectEvent[] = [
    ...aProject(),
    roleCreated(51, "Architekt"),
    milestoneCreated(21, K, "Vorstudie"),
    processCreated(31, 21, "Bedarf klären"),
    activityCreated(41, 31, "Raumprogramm liefern", { provider: 51 }),
    projectDeleted(),
  ]
  const source = { id: 1, name: "Fremd", desc: null, roleType: "company" as const, sameProject: false }
  const commands: ProjectStreamCommand[] = [
    { type: "ChangeProject", name: "Neu" },
    { type: "DeleteProject" },
    { type: "AddPhase", phaseCode: "planung" },
    { type: "RemovePhase", phaseId: B, cascade: true },
    { type: "CreateMilestone", phaseId: P, name: "Neu", desc: null },
    { type: "ChangeMilestone", milestoneId: 21, name: "Neu" },
    { type: "ResequenceMilestones", items: [{ milestoneId: 21, seq: 1 }] },
    { type: "DeleteMilestone", milestoneId: 21, cascade: true },
    { type: "CopyMilestone", name: "Neu", phaseId: P, source: { name: "X", desc: null, processes: [] } },
    { type: "CreateProcess", milestoneId: 21, name: "Neu", shortName: null, desc: null },
    { type: "ChangeProcess", processId: 31, name: "Neu" },
    { type: "ResequenceProcesses", items: [{ processId: 31, seq: 1 }] },
    { type: "DeleteProcess", processId: 31 },
    { type: "CopyProcess", name: "Neu", milestoneId: 21, source: { name: "X", shortName: null, desc: null, sourceId: 31, activities: [] } },
    { type: "CreateActivity", processId: 31, name: "Neu", desc: null, providerRoleId: null, receiverRoleId: null },
    { type: "ChangeActivity", activityId: 41, name: "Neu" },
    { type: "ResequenceActivities", items: [{ activityId: 41, seq: 1 }] },
    { type: "DeleteActivity", activityId: 41 },
    { type: "CopyActivity", name: "Neu", processId: 31, source: { name: "X", desc: null, provider: source, receiver: null } },
    { type: "CreateRole", name: "Neu", desc: null, roleType: "company" },
    { type: "ChangeRole", roleId: 51, name: "Neu" },
    { type: "DeleteRole", roleId: 51 },
    { type: "CopyRole", name: "Neu", source },
  ]
  it.each(commands.map((c) => [c.type, c] as const))("refuses %s", (_type, command) => {
    given(...history).when(command).thenRejects("ProjectDeleted")
  })
  it("is not created again", () => {
    given(...history).when(createProjectCommand()).thenNothing()
  })
})
