/**
 * Project roles against the running stack: create, read (?rop_pro_id, all, one), edit, names not empty
 * and unique in the project (create, rename, copy, import), deletion refused while activities link the
 * role, role types from the code list.
 */
import { beforeAll, describe, expect, it } from "vitest"
import {
  expectFieldError,
  expectProblem,
  list,
  names,
  newActivity,
  newMilestone,
  newProcess,
  newProject,
  newRole,
  one,
  adminDisplayName,
} from "../support/profile-fixtures"
import { useTestStack } from "../support/use-test-stack"

const running = useTestStack({ engine: "pglite" })

/** Audit fields name a user "Vorname Name" (docs/identity.md): the bootstrap admin's name, as their user reads. */
let ADMIN_NAME: string
beforeAll(async () => {
  ADMIN_NAME = await adminDisplayName(running)
})

describe("project roles", () => {
  it("POST creates a role of a role type; GET ?rop_pro_id=, all and /{id} read it", async () => {
    const { api } = running
    const project = await newProject(api, "Projekt Rollen")
    const codes = await list(api, "/1.2/profile/codes?cod_col_name=role_project")
    const created = []
    for (const [i, code] of codes.entries()) {
      const answer = await api.post("/1.2/profile/roles_project", {
        rop_pro_id: project.pro_id,
        rop_name: `Rolle ${code.cod_code}`,
        rop_desc: i === 0 ? "mit Beschreibung" : null,
        rop_role_code_code: code.cod_code,
      })
      expect(answer.status).toBe(201)
      expect(answer.headers.get("x-position")).toMatch(/^\d+$/)
      expect(answer.body).toMatchObject({ rop_name: `Rolle ${code.cod_code}`, rop_role_code_code: code.cod_code, rop_pro_id: project.pro_id })
      created.push(answer.body)
    }
    const roles = await list(api, `/1.2/profile/roles_project?rop_pro_id=${project.pro_id}`)
    expect(roles).toHaveLength(4)
    for (const code of codes) {
      expect(roles.find((r) => r.rop_role_code_code === code.cod_code)).toMatchObject({
        rop_name: `Rolle ${code.cod_code}`,
        rop_role_code_name: code.cod_name,
        rop_pro_id: project.pro_id,
        rop_pro_name: "Projekt Rollen",
        rop_create_user: ADMIN_NAME,
        rop_change_user: null,
      })
    }
    expect(await one(api, `/1.2/profile/roles_project/${created[0].rop_id}`)).toMatchObject({ rop_desc: "mit Beschreibung", rop_act_count: 0 })
    const all = await list(api, "/1.2/profile/roles_project")
    expect(all.filter((r) => r.rop_pro_id === project.pro_id)).toHaveLength(4)
    expect(all.some((r) => r.rop_pro_id === running.stack.referenceProjectId)).toBe(true)
    expectProblem(await api.get("/1.2/profile/roles_project/987654321"), 404, "NOT_FOUND")
  })

  it("an unknown role type and an empty name are refused with 400 and the German text", async () => {
    const { api } = running
    const { pro_id } = await newProject(api)
    expectFieldError(
      await api.post("/1.2/profile/roles_project", { rop_pro_id: pro_id, rop_name: "", rop_role_code_code: "service" }),
      "rop_name",
      "Der Rollen Name darf nicht leer sein.",
    )
    const role = await newRole(api, pro_id)
    expectFieldError(await api.patch(`/1.2/profile/roles_project/${role.rop_id}`, { rop_name: "  " }), "rop_name", "Der Rollen Name darf nicht leer sein.")
    expectFieldError(await api.post(`/1.2/profile/roles_project/${role.rop_id}/copy`, { rop_name: "" }), "rop_name", "Der Rollen Name darf nicht leer sein.")
    const badType = await api.post("/1.2/profile/roles_project", { rop_pro_id: pro_id, rop_name: "X", rop_role_code_code: "king" })
    expectProblem(badType, 400, "VALIDATION")
    expect(badType.body.details).toHaveProperty("rop_role_code_code")
  })

  it("names are unique in the project: create, rename, copy and import are refused", async () => {
    const { api } = running
    const { pro_id } = await newProject(api)
    const architect = await newRole(api, pro_id, "Architekt")
    const engineer = await newRole(api, pro_id, "Bauingenieur", "company")
    const taken = (answer: any, name: string) => {
      expectProblem(answer, 409, "NAME_TAKEN")
      expect(answer.body.message).toBe(`Eine Rolle mit dem Namen «${name}» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen.`)
      expect(answer.body.details).toEqual({ rop_name: answer.body.message })
    }
    taken(await api.post("/1.2/profile/roles_project", { rop_pro_id: pro_id, rop_name: "architekt", rop_role_code_code: "users" }), "architekt")
    taken(await api.post("/1.2/profile/roles_project", { rop_pro_id: pro_id, rop_name: " Architekt ", rop_role_code_code: "users" }), "Architekt")
    taken(await api.patch(`/1.2/profile/roles_project/${engineer.rop_id}`, { rop_name: "ARCHITEKT" }), "ARCHITEKT")
    taken(await api.post(`/1.2/profile/roles_project/${engineer.rop_id}/copy`, { rop_name: "Architekt" }), "Architekt")

    const other = await newProject(api)
    await newRole(api, other.pro_id, "Architekt")
    taken(await api.post(`/1.2/profile/roles_project/${architect.rop_id}/copy`, { rop_name: "Architekt", rop_pro_id: other.pro_id }), "Architekt")

    // The same name in another project, and a role keeping its own name, are fine.
    const imported = await api.post(`/1.2/profile/roles_project/${engineer.rop_id}/copy`, { rop_name: "Bauingenieur", rop_pro_id: other.pro_id })
    expect(imported.status).toBe(201)
    expect(imported.body).toMatchObject({ rop_name: "Bauingenieur", rop_role_code_code: "company", rop_pro_id: other.pro_id })
    expect(imported.body.rop_id).not.toBe(engineer.rop_id)
    expect((await api.patch(`/1.2/profile/roles_project/${architect.rop_id}`, { rop_name: "Architekt", rop_desc: "Entwurf" })).status).toBe(200)
    expect(names(await list(api, `/1.2/profile/roles_project?rop_pro_id=${pro_id}`), "rop_name")).toEqual(["Architekt", "Bauingenieur"])
  })

  it("copy within the project makes a new role of the same type", async () => {
    const { api } = running
    const { pro_id } = await newProject(api)
    const role = await newRole(api, pro_id, "Fachplaner Elektro", "supplier", { rop_desc: "Elektro" })
    const copy = await api.post(`/1.2/profile/roles_project/${role.rop_id}/copy`, { rop_name: "Fachplaner Sanitär" })
    expect(copy.status).toBe(201)
    expect(await one(api, `/1.2/profile/roles_project/${copy.body.rop_id}`)).toMatchObject({
      rop_name: "Fachplaner Sanitär",
      rop_desc: "Elektro",
      rop_role_code_code: "supplier",
      rop_pro_id: pro_id,
    })
  })

  it("PATCH renames, changes the type and sets the change audit fields", async () => {
    const { api } = running
    const { pro_id } = await newProject(api)
    const role = await newRole(api, pro_id, "Alt", "service")
    const answer = await api.patch(`/1.2/profile/roles_project/${role.rop_id}`, { rop_name: "Neu", rop_role_code_code: "company" })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ rop_name: "Neu", rop_role_code_code: "company" })
    const read = await one(api, `/1.2/profile/roles_project/${role.rop_id}`)
    expect(read).toMatchObject({ rop_name: "Neu", rop_role_code_code: "company", rop_role_code_name: "Unternehmen", rop_change_user: ADMIN_NAME })
    expect(Date.parse(read.rop_change_date)).toBeGreaterThanOrEqual(Date.parse(read.rop_create_date))
  })

  it("a role linked to activities cannot be deleted; once unlinked it can", async () => {
    const { api } = running
    const project = await newProject(api)
    const provider = await newRole(api, project.pro_id, "Lieferant")
    const receiver = await newRole(api, project.pro_id, "Empfänger")
    const process = await newProcess(api, (await newMilestone(api, project.phases.planung)).mst_id)
    const first = await newActivity(api, process.prc_id, "Eins", { provider: provider.rop_id, receiver: receiver.rop_id })
    const second = await newActivity(api, process.prc_id, "Zwei", { provider: receiver.rop_id, receiver: provider.rop_id })
    expect(await one(api, `/1.2/profile/roles_project/${provider.rop_id}`)).toMatchObject({ rop_act_count: 2 })

    const refused = await api.delete(`/1.2/profile/roles_project/${provider.rop_id}`)
    expectProblem(refused, 409, "ROLE_LINKED")
    expect(refused.body.message).toBe("Die Rolle kann nicht gelöscht werden, da ihr 2 Aktivität(en) zugeordnet sind.")
    expect((await one(api, `/1.2/profile/roles_project/${provider.rop_id}`)).rop_name).toBe("Lieferant")

    await api.patch(`/1.2/profile/activities/${first.act_id}`, { act_rop_provider_id: null })
    expectProblem(await api.delete(`/1.2/profile/roles_project/${provider.rop_id}`), 409, "ROLE_LINKED")
    await api.delete(`/1.2/profile/activities/${second.act_id}`)
    const deleted = await api.delete(`/1.2/profile/roles_project/${provider.rop_id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ rop_id: provider.rop_id, deleted: true })
    expectProblem(await api.get(`/1.2/profile/roles_project/${provider.rop_id}`), 404)
    expect(names(await list(api, `/1.2/profile/roles_project?rop_pro_id=${project.pro_id}`), "rop_name")).toEqual(["Empfänger"])
    // A deleted role can no longer be assigned.
    expectProblem(await api.patch(`/1.2/profile/activities/${first.act_id}`, { act_rop_provider_id: provider.rop_id }), 400)
    expectProblem(await api.delete(`/1.2/profile/roles_project/${provider.rop_id}`), 404)
  })
})
