/**
 * The data catalogue's lists against the running stack (issue 9): group lists, classification systems,
 * material lists and user-defined property sets — each kind created, read (the project's lists with their
 * item counts and audit, one list with its items in order), edited, its items added, edited and removed,
 * and deleted; a classification's rules (codes unique, parents of the same system, no cycle, an item with
 * items under it stays); and a list of a project the reader may not see answered as a missing one.
 */
import { beforeAll, describe, expect, it } from "vitest"
import { invitePerson, type Person } from "../support/people"
import { LIST_KINDS, listKinds, newList, newListItem } from "../support/list-fixtures"
import { adminDisplayName, expectProblem, list, newProject, one } from "../support/profile-fixtures"
import { useMailingStack } from "../support/mailing-stack"

const { inbox, stack } = useMailingStack()
let outsider: Person
let ADMIN_NAME: string

beforeAll(async () => {
  outsider = await invitePerson(stack.api, inbox, { name: "Aussenstehende" })
  ADMIN_NAME = await adminDisplayName(stack)
})

describe("catalogue lists", () => {
  it.each(LIST_KINDS)("%s: create, read with its count and audit, add, edit and remove items, delete", async (kind) => {
    const { prefix, itemPrefix, path } = listKinds[kind]
    const base = `/1.2/profile/${path}`
    const project = await newProject(stack.api)
    const created = await stack.api.post(base, { [`${prefix}_pro_id`]: project.pro_id, [`${prefix}_name`]: " Zweite ", [`${prefix}_desc`]: "Beschreibung" })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.headers.get("x-position")).toMatch(/^\d+$/)
    expect(created.body).toMatchObject({ [`${prefix}_name`]: "Zweite", [`${prefix}_pro_id`]: project.pro_id, [`${prefix}_desc`]: "Beschreibung", [`${prefix}_item_count`]: 0 })
    const listId = created.body[`${prefix}_id`] as number
    const first = await newList(stack.api, kind, project.pro_id, "Erste")

    // Items keep the order they were added in; the item answer names its list.
    const a = await stack.api.post(`${base}/${listId}/items`, { [`${itemPrefix}_name`]: "Beta", ...(kind === "classification" && { cli_code: "B" }) })
    expect(a.status, JSON.stringify(a.body)).toBe(201)
    expect(a.body).toMatchObject({ [`${itemPrefix}_name`]: "Beta", [`${itemPrefix}_${prefix}_id`]: listId })
    const b = await newListItem(stack.api, kind, listId, { [`${itemPrefix}_name`]: "Alpha", ...(kind === "classification" && { cli_code: "A" }) })
    const read = await one(stack.api, `${base}/${listId}`)
    expect(read).toMatchObject({ [`${prefix}_item_count`]: 2, [`${prefix}_origin`]: "local", [`${prefix}_locked`]: false, [`${prefix}_create_user`]: ADMIN_NAME, [`${prefix}_change_user`]: ADMIN_NAME })
    expect(read[`${prefix}_items`].map((item: any) => item[`${itemPrefix}_name`])).toEqual(["Beta", "Alpha"])

    // The project's lists by name, A–Z or Z–A, without their items.
    const lists = await list(stack.api, `${base}?${prefix}_pro_id=${project.pro_id}`)
    expect(lists.map((entry) => entry[`${prefix}_name`])).toEqual(["Erste", "Zweite"])
    expect(lists[1]).not.toHaveProperty(`${prefix}_items`)
    expect(lists.map((entry) => entry[`${prefix}_item_count`])).toEqual([0, 2])
    expect((await list(stack.api, `${base}?${prefix}_pro_id=${project.pro_id}&sort=name_desc`)).map((entry) => entry[`${prefix}_id`])).toEqual([listId, first])

    // A name is taken in the project (any case); an item's key in its list.
    expectProblem(await stack.api.post(base, { [`${prefix}_pro_id`]: project.pro_id, [`${prefix}_name`]: "erste" }), 409, "NAME_TAKEN")
    const key = kind === "classification" ? { cli_code: "b", cli_name: "Anders" } : { [`${itemPrefix}_name`]: "beta" }
    const taken = await stack.api.post(`${base}/${listId}/items`, key)
    expectProblem(taken, 409, "NAME_TAKEN")
    expect(Object.keys(taken.body.details)).toEqual([`${itemPrefix}_${listKinds[kind].key}`])

    const edited = await stack.api.patch(`${base}/${listId}/items/${b}`, { [`${itemPrefix}_desc`]: "Neu" })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(edited.body).toMatchObject({ [`${itemPrefix}_id`]: b, [`${itemPrefix}_desc`]: "Neu", [`${itemPrefix}_name`]: "Alpha" })
    expect((await stack.api.delete(`${base}/${listId}/items/${a.body[`${itemPrefix}_id`]}`)).status).toBe(200)
    expect((await one(stack.api, `${base}/${listId}`))[`${prefix}_items`].map((item: any) => item[`${itemPrefix}_id`])).toEqual([b])

    expect((await stack.api.patch(`${base}/${listId}`, { [`${prefix}_name`]: "Umbenannt" })).body).toMatchObject({ [`${prefix}_name`]: "Umbenannt", [`${prefix}_item_count`]: 1 })
    expect((await stack.api.delete(`${base}/${listId}`)).body).toEqual({ [`${prefix}_id`]: listId, deleted: true })
    expectProblem(await stack.api.get(`${base}/${listId}`), 404, "NOT_FOUND")
    expectProblem(await stack.api.post(`${base}/${listId}/items`, key), 404, "NOT_FOUND")
  })

  it("a classification system with all its fields; codes unique, parents of the same system, no cycle, an item with items under it stays", async () => {
    const project = await newProject(stack.api)
    const system = await stack.api.post("/1.2/profile/classifications", {
      cls_pro_id: project.pro_id,
      cls_name: "eBKP-H",
      cls_long_name: "Elementbasierter Baukostenplan Hochbau",
      cls_edition: "2020",
      cls_edition_date: "2020-01-01",
      cls_source: "https://www.crb.ch/",
      cls_publisher: "CRB",
      cls_code_pattern: ".",
    })
    expect(system.status, JSON.stringify(system.body)).toBe(201)
    expect(system.body).toMatchObject({ cls_long_name: "Elementbasierter Baukostenplan Hochbau", cls_edition_date: "2020-01-01", cls_publisher: "CRB", cls_uri: null })
    const id = system.body.cls_id as number
    const other = await newList(stack.api, "classification", project.pro_id, "Uniclass")
    const foreign = await newListItem(stack.api, "classification", other, { cli_code: "Pr", cli_name: "Products" })
    const top = await newListItem(stack.api, "classification", id, { cli_code: "C", cli_name: "Konstruktion" })
    const wall = await newListItem(stack.api, "classification", id, { cli_code: "C02", cli_name: "Wand", cli_parent_id: top })
    const outer = await newListItem(stack.api, "classification", id, { cli_code: "C02.01", cli_name: "Aussenwand", cli_parent_id: wall })

    const elsewhere = await stack.api.post(`/1.2/profile/classifications/${id}/items`, { cli_code: "D", cli_name: "Technik", cli_parent_id: foreign })
    expectProblem(elsewhere, 400, "FOREIGN_ENTITY")
    expect(elsewhere.body.details).toEqual({ cli_parent_id: `Der übergeordnete Eintrag ${foreign} gehört nicht zu dieser Klassifikation.` })
    expectProblem(await stack.api.patch(`/1.2/profile/classifications/${id}/items/${top}`, { cli_parent_id: outer }), 409, "ITEM_PARENT_CYCLE")
    const parent = await stack.api.delete(`/1.2/profile/classifications/${id}/items/${wall}`)
    expectProblem(parent, 409, "ITEM_HAS_CHILDREN")
    expect(parent.body.message).toBe("Der Klassifikationseintrag kann nicht gelöscht werden, solange ein Eintrag unter ihm steht.")
    const date = await stack.api.post("/1.2/profile/classifications", { cls_pro_id: project.pro_id, cls_name: "X", cls_edition_date: "2021-02-31" })
    expectProblem(date, 400, "VALIDATION")
    expect(date.body.details).toEqual({ cls_edition_date: "Dieses Datum gibt es nicht." })

    // Moved to the top, the item keeps its own children; then the leaf and its parent go in turn.
    expect((await stack.api.patch(`/1.2/profile/classifications/${id}/items/${wall}`, { cli_parent_id: null })).body).toMatchObject({ cli_parent_id: null })
    expect((await stack.api.delete(`/1.2/profile/classifications/${id}/items/${outer}`)).status).toBe(200)
    expect((await stack.api.delete(`/1.2/profile/classifications/${id}/items/${wall}`)).status).toBe(200)
    expect((await one(stack.api, `/1.2/profile/classifications/${id}`)).cls_items.map((item: any) => item.cli_code)).toEqual(["C"])
  })

  it("a property of a set keeps its data type, unit and enumeration values; a value twice is refused", async () => {
    const project = await newProject(stack.api)
    const set = await newList(stack.api, "property_set", project.pro_id, "CH_Brandschutz")
    const values = [{ name: "EI30", desc: "30 Minuten" }, { name: "EI60", desc: null }]
    const property = await stack.api.post(`/1.2/profile/property_sets/${set}/items`, { psp_name: "VKF-Klasse", psp_datatype: "enumeration", psp_values: values })
    expect(property.status, JSON.stringify(property.body)).toBe(201)
    expect(property.body).toMatchObject({ psp_datatype: "enumeration", psp_unit: null, psp_values: values })
    const twice = await stack.api.post(`/1.2/profile/property_sets/${set}/items`, { psp_name: "Doppelt", psp_values: [{ name: "A", desc: null }, { name: "a", desc: null }] })
    expectProblem(twice, 400, "VALIDATION")
    expect(twice.body.details).toEqual({ psp_values: "Jeder Wert darf nur einmal vorkommen." })
    const length = await stack.api.post(`/1.2/profile/property_sets/${set}/items`, { psp_name: "Dicke", psp_datatype: "number", psp_unit: "mm" })
    expect(length.body).toMatchObject({ psp_datatype: "number", psp_unit: "mm", psp_values: [] })
  })

  it("a list of a project the reader may not see is answered as a missing one, and not listed", async () => {
    const project = await newProject(stack.api)
    const listId = await newList(stack.api, "material_list", project.pro_id, "Baustoffe")
    expectProblem(await outsider.api.get(`/1.2/profile/material_lists/${listId}`), 404, "NOT_FOUND")
    expectProblem(await outsider.api.post(`/1.2/profile/material_lists/${listId}/items`, { mti_name: "Beton" }), 404, "NOT_FOUND")
    expect(await list(outsider.api, `/1.2/profile/material_lists?mtl_pro_id=${project.pro_id}`)).toEqual([])
  })

  it("deleting the project takes its lists and their items from the read model", async () => {
    const project = await newProject(stack.api)
    const listId = await newList(stack.api, "group_list", project.pro_id, "Brandabschnitte")
    await newListItem(stack.api, "group_list", listId)
    expect((await stack.api.delete(`/1.2/profile/projects/${project.pro_id}`)).status).toBe(200)
    expectProblem(await stack.api.get(`/1.2/profile/group_lists/${listId}`), 404, "NOT_FOUND")
    const rows = await stack.stack.db.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM rm_group_list_items WHERE pro_id = $1", [project.pro_id])
    expect(rows[0]!.n).toBe(0)
  })
})
