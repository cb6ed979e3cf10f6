/**
 * @module What the bad-input test aims at: two projects with one entity of every kind (A, whose entities the
 * broken calls name, and B, whose ids are "of another project"), and people and organisations.
 */
import { expect } from "vitest"
import { newActivity, newMilestone, newProcess, newProject, newRole, unique } from "../../support/profile-fixtures"
import type { ApiClient } from "../../support/stack"
import { LIST_KINDS, type ListKind, newList, newListItem } from "../../support/list-fixtures"

export const projectFixture = async (api: ApiClient) => {
  const project = await newProject(api)
  const role = await newRole(api, project.pro_id)
  const milestone = await newMilestone(api, project.phases.planung)
  const process = await newProcess(api, milestone.mst_id)
  const activity = await newActivity(api, process.prc_id, unique("Aktivität"), { provider: role.rop_id, receiver: role.rop_id })
  const elementClass = await api.post("/1.2/profile/element_classes", { elc_pro_id: project.pro_id, elc_name: unique("Fachklasse") })
  expect(elementClass.status, JSON.stringify(elementClass.body)).toBe(201)
  const elementType = await api.post("/1.2/profile/element_types", { elt_pro_id: project.pro_id, elt_name: unique("Fachklassentyp") })
  expect(elementType.status, JSON.stringify(elementType.body)).toBe(201)
  const property = await api.post("/1.2/profile/properties", { pty_pro_id: project.pro_id, pty_name: unique("Merkmal") })
  expect(property.status, JSON.stringify(property.body)).toBe(201)
  const valueList = await api.post("/1.2/profile/value_lists", { vls_pro_id: project.pro_id, vls_name: unique("Werteliste") })
  expect(valueList.status, JSON.stringify(valueList.body)).toBe(201)
  const value = await api.post(`/1.2/profile/value_lists/${valueList.body.vls_id}/items`, { vli_name: unique("Wert") })
  expect(value.status, JSON.stringify(value.body)).toBe(201)
  const requirement = await api.post("/1.2/profile/requirements", { req_act_id: activity.act_id, req_name: unique("Anforderung"), req_elc_id: elementClass.body.elc_id })
  expect(requirement.status, JSON.stringify(requirement.body)).toBe(201)
  const document = await api.call("POST", `/1.2/profile/documents?doc_pro_id=${project.pro_id}&doc_name=Plan`, `%PDF-1.4\n% ${unique("Plan")}\n%%EOF\n`, { "Content-Type": "application/pdf" })
  expect(document.status, JSON.stringify(document.body)).toBe(201)
  // One list of every catalogue list kind, each with one item.
  const lists = Object.fromEntries(
    await Promise.all(
      LIST_KINDS.map(async (kind) => {
        const list = await newList(api, kind, project.pro_id)
        return [kind, { list, item: await newListItem(api, kind, list) }] as const
      }),
    ),
  ) as Record<ListKind, { list: number; item: number }>
  return {
    ...project,
    lists,
    rop: role.rop_id,
    mst: milestone.mst_id,
    prc: process.prc_id,
    act: activity.act_id,
    elc: elementClass.body.elc_id as number,
    elt: elementType.body.elt_id as number,
    pty: property.body.pty_id as number,
    vls: valueList.body.vls_id as number,
    vli: value.body.vls_items[0].vli_id as number,
    req: requirement.body.req_id as number,
    doc: document.body.doc_id as number,
  }
}

/**
 * People and organisations to aim at: an invited person (mails go to the stack's outbox), a member of
 * organisation O, who holds a permission on project A, with which O is shared; O owns a project, so it
 * cannot be deleted.
 */
export const identityFixture = async (api: ApiClient, A: ProjectFixture) => {
  const email = `bad.input.${Date.now()}@example.ch`
  const invited = await api.post("/1.2/user/users", { usr_email: email, usr_name: "Eingabe", usr_name_first: "Berta" })
  expect(invited.status, JSON.stringify(invited.body)).toBe(201)
  const organisation = await api.post("/1.2/user/organisations", { org_name: unique("Organisation"), org_desc: null })
  expect(organisation.status, JSON.stringify(organisation.body)).toBe(201)
  const org = organisation.body.org_id as number
  expect((await api.post(`/1.2/user/organisations/${org}/members`, { usr_email: email, roles: ["emp"] })).status).toBe(200)
  expect((await api.post(`/1.2/profile/projects/${A.pro_id}/permissions`, { usr_email: email, roles: ["read"] })).status).toBe(201)
  expect((await api.post(`/1.2/profile/projects/${A.pro_id}/shares`, { org_id: org })).status).toBe(201)
  const owned = await api.post("/1.2/profile/projects", { pro_name: unique("Projekt der Organisation"), pro_pers: false, pro_org_id: org })
  expect(owned.status, JSON.stringify(owned.body)).toBe(201)
  const other = await api.post("/1.2/user/organisations", { org_name: unique("Andere Organisation"), org_desc: null })
  expect(other.status).toBe(201)
  return { usr: invited.body.usr_id as number, email, org, orgName: organisation.body.org_name as string, otherOrg: other.body.org_id as number }
}

export type ProjectFixture = Awaited<ReturnType<typeof projectFixture>>
export type IdentityFixture = Awaited<ReturnType<typeof identityFixture>>
/** Filled in the test's beforeAll; the cases read them only when they run. */
export type Fixtures = { A: ProjectFixture; B: ProjectFixture; I: IdentityFixture }
