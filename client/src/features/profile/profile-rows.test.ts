import type { OrganisationDto } from "@bimprofile/contracts/dto/organisation-dto"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { describe, expect, it } from "vitest"
import { testUser } from "../../testing/test-user"
import { myProjects, organisationRoleRows, projectRoleRows } from "./profile-rows"

const project = (pro_id: number, change: Partial<ProjectDto> = {}) =>
  ({ pro_id, pro_name: `P${pro_id}`, pro_org_id: null, is_template: false, type: "user", pro_permission: "read", ...change }) as ProjectDto
const organisation = (org_id: number, org_name: string, org_pers = false) => ({ org_id, org_name, org_pers }) as OrganisationDto
const lists = { usr_org_admin: [], usr_org_pl: [], usr_org_emp: [], usr_pro_admin: [], usr_pro_write: [], usr_pro_read: [], usr_pro_auditor: [], usr_app_admin: false }

describe("myProjects", () => {
  const projects = [
    project(1, { pro_name: "Zeughaus", pro_permission: "admin" }),
    project(2, { pro_name: "Bahnhof", pro_permission: "write" }),
    project(3, { pro_name: "Schulhaus", pro_permission: "read" }),
    project(4, { pro_name: "Spital", pro_permission: "read", pro_org_id: 3 }),
    project(5, { pro_name: "Vorlage", pro_permission: "read", is_template: true }),
    project(6, { pro_name: "Referenz", pro_permission: "read", type: "reference" }),
    project(7, { pro_name: "Kantonsschule", pro_permission: "auditor" }),
  ]

  it("given oneself, then projects with admin or write and those of one's organisations, by name; not read-only or audited, templates or references", () => {
    const rows = myProjects(projects, testUser({ usr_org_emp: [3] }), true)
    expect(rows.map((r) => [r.project.pro_name, r.via])).toEqual([
      ["Bahnhof", "write"],
      ["Spital", "organisation"],
      ["Zeughaus", "admin"],
    ])
  })

  it("given another user (seen by an app admin), then their own grants count, not the viewer's pro_permission", () => {
    const rows = myProjects(projects, testUser({ usr_pro_write: [3], usr_org_emp: [] }), false)
    expect(rows.map((r) => [r.project.pro_name, r.via])).toEqual([["Schulhaus", "write"]])
  })

  it("given oneself as app admin (admin everywhere), then only real grants and organisations count", () => {
    const rows = myProjects(projects, testUser({ usr_app_admin: true, usr_pro_admin: [2] }), true)
    expect(rows.map((r) => r.project.pro_name)).toEqual(["Bahnhof"])
  })
})

describe("role rows", () => {
  it("given organisation lists, then one row per organisation with its roles, the personal one first, unknown names null", () => {
    const rows = organisationRoleRows({ ...lists, usr_org_admin: [9, 3], usr_org_pl: [3], usr_org_emp: [4] }, [
      organisation(3, "Muster AG"),
      organisation(9, "persoenlich@7", true),
    ])
    expect(rows).toEqual([
      { id: 9, name: "persoenlich@7", personal: true, roles: ["admin"] },
      { id: 3, name: "Muster AG", personal: false, roles: ["admin", "pl"] },
      { id: 4, name: null, personal: false, roles: ["emp"] },
    ])
  })

  it("given project lists, then one row per project with its roles, named from the project list", () => {
    const rows = projectRoleRows({ ...lists, usr_pro_admin: [2], usr_pro_read: [1, 2], usr_pro_auditor: [3] }, [
      project(1, { pro_name: "Bahnhof" }),
      project(2, { pro_name: "Aula" }),
      project(3, { pro_name: "Kantonsschule" }),
    ])
    expect(rows).toEqual([
      { id: 2, name: "Aula", personal: false, roles: ["admin", "read"] },
      { id: 1, name: "Bahnhof", personal: false, roles: ["read"] },
      { id: 3, name: "Kantonsschule", personal: false, roles: ["auditor"] },
    ])
  })
})
