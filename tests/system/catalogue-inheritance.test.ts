/**
 * Inheritance from the reference project (issue 9, "Inheritance and the reference project"), as a planner who
 * created a project from the reference project meets it: the reference's catalogue is there, read-only and
 * locked; an edit of it is refused with a text that says why and what to do; an item instantiated locally is a
 * copy that remembers its origin, is editable and takes the original's place in the list; a requirement may
 * name a reference class (the project then gets its copy); and a change in the reference project shows.
 */
import { describe, expect, it } from "vitest"
import { useMailingStack } from "../support/mailing-stack"
import { invitePerson, type Person } from "../support/people"
import { created, expectProblem, list, newProject, one, unique } from "../support/profile-fixtures"

const { inbox, stack } = useMailingStack()

let planner: Person
let referenceId: number
let projectId: number

const classes = (filter = "all") => list(planner.api, `/1.2/profile/element_classes?elc_pro_id=${projectId}&filter=${filter}`)
const byName = (rows: any[], name: string) => rows.find((row) => row.elc_name === name)

describe("a project created from the reference project without its requirements", () => {
  it("sees the reference's catalogue read-only and locked, its own filter empty", async () => {
    referenceId = (await stack.api.get("/status/info")).body.default_project_id
    planner = await invitePerson(stack.api, inbox, { name: "Planerin" })
    projectId = created(await planner.api.post(`/1.2/profile/projects/${referenceId}/copy`, { pro_name: unique("Schulhaus"), pro_with_requirements: false }), "create from reference").pro_id

    const seen = await classes()
    const reference = await list(planner.api, `/1.2/profile/element_classes?elc_pro_id=${referenceId}`)
    expect(seen.length).toBe(reference.length)
    const wall = byName(seen, "Wand")
    expect(wall).toMatchObject({ elc_pro_id: referenceId, elc_origin: "reference", elc_locked: true, elc_origin_id: null })
    expect(await classes("project")).toEqual([])
    const properties = await list(planner.api, `/1.2/profile/properties?pty_pro_id=${projectId}`)
    expect(properties.length).toBeGreaterThan(100)
    expect(properties.every((p) => p.pty_origin === "reference" && p.pty_locked)).toBe(true)
    const lists = await list(planner.api, `/1.2/profile/value_lists?vls_pro_id=${projectId}`)
    expect(lists.some((l) => l.vls_name.includes("Feuerwiderstand") && l.vls_locked)).toBe(true)
    const materials = await list(planner.api, `/1.2/profile/material_lists?mtl_pro_id=${projectId}`)
    expect(materials.length).toBeGreaterThan(0)
    expect(materials[0]).toMatchObject({ mtl_origin: "reference", mtl_locked: true })
  })

  it("refuses an edit or deletion of a reference item with a text that says why and what to do", async () => {
    const wall = byName(await classes(), "Wand")
    for (const answer of [
      await planner.api.patch(`/1.2/profile/element_classes/${wall.elc_id}`, { elc_name: "Meine Wand" }),
      await planner.api.delete(`/1.2/profile/element_classes/${wall.elc_id}`),
    ]) {
      expectProblem(answer, 401)
      expect(answer.body.message).toContain("Referenzprojekt")
      expect(answer.body.message).toContain("lokal")
    }
    expect(byName(await list(stack.api, `/1.2/profile/element_classes?elc_pro_id=${referenceId}`), "Wand")).toBeDefined()
  })

  it("instantiates a class locally: a copy with its properties (those from above too) and value lists, in the original's place", async () => {
    const outer = byName(await classes(), "Aussenwand")
    const answer = await planner.api.post(`/1.2/profile/element_classes/${outer.elc_id}/instantiate`, { elc_pro_id: projectId })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(answer.body).toMatchObject({ elc_pro_id: projectId, elc_name: "Aussenwand", elc_origin_id: outer.elc_id, elc_ifc: outer.elc_ifc })
    const copyId = answer.body.elc_id

    const seen = await classes()
    expect(seen.filter((c) => c.elc_name === "Aussenwand")).toEqual([expect.objectContaining({ elc_id: copyId, elc_origin: "inherited", elc_locked: false, elc_origin_id: outer.elc_id })])
    expect((await classes("project")).map((c) => c.elc_name)).toEqual(["Aussenwand"])

    const originals = await list(planner.api, `/1.2/profile/element_classes/${outer.elc_id}/properties`)
    const copies = await list(planner.api, `/1.2/profile/element_classes/${copyId}/properties`)
    expect(copies.map((row) => row.property.pty_name).sort()).toEqual(originals.map((row) => row.property.pty_name).sort())
    expect(copies.every((row) => !row.inherited && row.property.pty_pro_id === projectId && row.property.pty_origin === "inherited")).toBe(true)
    const fireRating = copies.find((row) => row.property.pty_name === "Feuerwiderstand").property
    const valueList = await one(planner.api, `/1.2/profile/value_lists/${fireRating.pty_vls_id}`)
    expect(valueList).toMatchObject({ vls_pro_id: projectId, vls_origin: "inherited" })
    expect(valueList.vls_items.map((item: any) => item.vli_name)).toEqual(expect.arrayContaining(["EI 30", "EI 60", "REI 90"]))

    const again = await planner.api.post(`/1.2/profile/element_classes/${outer.elc_id}/instantiate`, { elc_pro_id: projectId })
    expect(again.status).toBe(201)
    expect(again.body.elc_id).toBe(copyId)

    const renamed = await planner.api.patch(`/1.2/profile/element_classes/${copyId}`, { elc_desc: "Unsere Aussenwand" })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
  })

  it("instantiates a property on its own, and refuses an item that is not of the project's reference project", async () => {
    const properties = await list(planner.api, `/1.2/profile/properties?pty_pro_id=${projectId}`)
    const reference = properties.find((p) => p.pty_origin === "reference" && p.pty_name === "Einbruchwiderstand") ?? properties.find((p) => p.pty_origin === "reference")
    const answer = await planner.api.post(`/1.2/profile/properties/${reference.pty_id}/instantiate`, { pty_pro_id: projectId })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(answer.body).toMatchObject({ pty_pro_id: projectId, pty_name: reference.pty_name, pty_origin_id: reference.pty_id })

    const own = await newProject(planner.api)
    const ownClass = created(await planner.api.post("/1.2/profile/element_classes", { elc_pro_id: own.pro_id, elc_name: "Eigene Klasse" }), "create class")
    expectProblem(await planner.api.post(`/1.2/profile/element_classes/${ownClass.elc_id}/instantiate`, { elc_pro_id: projectId }), 400, "FOREIGN_ENTITY")
  })

  it("lets a requirement name a reference class: the project gets its copy", async () => {
    const activities = await list(planner.api, `/1.2/profile/activities?act_pro_id=${projectId}`)
    const door = byName(await classes(), "Tür")
    expect(door.elc_origin).toBe("reference")
    const answer = await planner.api.post("/1.2/profile/requirements", { req_act_id: activities[0].act_id, req_name: "Türen", req_elc_id: door.elc_id })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const copy = byName(await classes("project"), "Tür")
    expect(copy).toMatchObject({ elc_origin: "inherited", elc_origin_id: door.elc_id })
    expect(answer.body.req_elc_id).toBe(copy.elc_id)
  })

  it("refuses a class deleted in the reference project meanwhile at the field that names it, and takes nothing over", async () => {
    const activities = await list(planner.api, `/1.2/profile/activities?act_pro_id=${projectId}`)
    const name = unique("Gelöschte Klasse")
    const gone = created(await stack.api.post("/1.2/profile/element_classes", { elc_pro_id: referenceId, elc_name: name }), "reference class")
    expect((await stack.api.delete(`/1.2/profile/element_classes/${gone.elc_id}`)).status).toBe(200)
    planner.api.position = Math.max(planner.api.position, stack.api.position)

    const requirement = await planner.api.post("/1.2/profile/requirements", { req_act_id: activities[0].act_id, req_name: name, req_elc_id: gone.elc_id })
    expectProblem(requirement, 400, "FOREIGN_ENTITY")
    expect(requirement.body.details).toEqual({ req_elc_id: `Fachklasse ${gone.elc_id} existiert nicht.` })
    expectProblem(await planner.api.post(`/1.2/profile/element_classes/${gone.elc_id}/instantiate`, { elc_pro_id: projectId }), 404, "NOT_FOUND")
    expect(byName(await classes(), name)).toBeUndefined()
    expect((await list(planner.api, `/1.2/profile/requirements?req_act_id=${activities[0].act_id}`)).map((r) => r.req_name)).not.toContain(name)
  })

  it("shows a change in the reference project at once", async () => {
    const column = byName(await classes(), "Stütze")
    const changed = await stack.api.patch(`/1.2/profile/element_classes/${column.elc_id}`, { elc_desc: "Geändert im Referenzprojekt" })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    planner.api.position = Math.max(planner.api.position, stack.api.position)
    expect(byName(await classes(), "Stütze")).toMatchObject({ elc_origin: "reference", elc_desc: "Geändert im Referenzprojekt" })
  })

  it("copies into a new project with its own catalogue and requirements, the copy inheriting from the same reference project", async () => {
    const answer = await planner.api.post(`/1.2/profile/projects/${projectId}/copy`, { pro_name: unique("Schulhaus Kopie") })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const copyId = answer.body.pro_id
    const own = await list(planner.api, `/1.2/profile/element_classes?elc_pro_id=${copyId}&filter=project`)
    expect(own.map((c) => c.elc_name).sort()).toEqual((await classes("project")).map((c) => c.elc_name).sort())
    expect(own.every((c) => c.elc_pro_id === copyId && c.elc_origin === "inherited")).toBe(true)
    const door = own.find((c) => c.elc_name === "Tür")
    const requirements = (await Promise.all((await list(planner.api, `/1.2/profile/activities?act_pro_id=${copyId}`)).map((a) => list(planner.api, `/1.2/profile/requirements?req_act_id=${a.act_id}`)))).flat()
    expect(requirements).toEqual([expect.objectContaining({ req_name: "Türen", req_elc_id: door.elc_id, req_pro_id: copyId })])
    const all = await list(planner.api, `/1.2/profile/element_classes?elc_pro_id=${copyId}`)
    expect(all.length).toBe((await classes()).length)
  })

  it("copies properties with the wizard: the reference's as local copies, another project's as its own, passing over what a class has", async () => {
    const other = await newProject(planner.api)
    const colour = created(await planner.api.post("/1.2/profile/properties", { pty_pro_id: other.pro_id, pty_name: "Farbton", pty_ifc: [{ ifc_version: "IFC4", pset: "Pset_Farbe", property: "Farbton", data_type: "IfcLabel" }] }), "property of another project")
    const outer = (await classes("project")).find((c) => c.elc_name === "Aussenwand")
    const door = (await classes("project")).find((c) => c.elc_name === "Tür")
    const reference = (await list(planner.api, `/1.2/profile/properties?pty_pro_id=${projectId}`)).find((p) => p.pty_origin === "reference")
    const own = (await list(planner.api, `/1.2/profile/element_classes/${outer.elc_id}/properties`))[0].property
    const answer = await planner.api.post("/1.2/profile/properties/copy", { pty_ids: [reference.pty_id, colour.pty_id, own.pty_id], elc_ids: [outer.elc_id, door.elc_id] })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const [referenceCopy, colourCopy] = answer.body.pty_ids
    expect(answer.body.skipped).toEqual(expect.arrayContaining([{ elc_id: outer.elc_id, pty_id: own.pty_id, reason: "assigned" }]))
    expect(answer.body.assigned).toEqual(expect.arrayContaining([{ elc_id: door.elc_id, pty_id: colourCopy }, { elc_id: outer.elc_id, pty_id: referenceCopy }]))
    const properties = await list(planner.api, `/1.2/profile/properties?pty_pro_id=${projectId}`)
    expect(properties.find((p) => p.pty_id === referenceCopy)).toMatchObject({ pty_pro_id: projectId, pty_origin: "inherited", pty_origin_id: reference.pty_id })
    expect(properties.find((p) => p.pty_id === colourCopy)).toMatchObject({ pty_pro_id: projectId, pty_name: "Farbton", pty_origin: "local" })
    expect((await list(planner.api, `/1.2/profile/element_classes/${door.elc_id}/properties`)).map((row) => row.property.pty_id)).toContain(colourCopy)

    const again = await planner.api.post("/1.2/profile/properties/copy", { pty_ids: [colour.pty_id], elc_ids: [door.elc_id] })
    expect(again.body).toMatchObject({ pty_ids: [colourCopy], assigned: [], skipped: [{ elc_id: door.elc_id, pty_id: colourCopy, reason: "assigned" }] })
    const ownClass = created(await planner.api.post("/1.2/profile/element_classes", { elc_pro_id: other.pro_id, elc_name: "Fremd" }), "class of another project")
    expectProblem(await planner.api.post("/1.2/profile/properties/copy", { pty_ids: [colour.pty_id], elc_ids: [door.elc_id, ownClass.elc_id] }), 400, "FOREIGN_ENTITY")
    // The wizard's path is no property called "copy": other methods are refused as such.
    for (const answer of [await planner.api.patch("/1.2/profile/properties/copy", {}), await planner.api.delete("/1.2/profile/properties/copy"), await planner.api.get("/1.2/profile/properties/copy")])
      expectProblem(answer, 405, "METHOD_NOT_ALLOWED")
  })

  it("gives a new class a reference type and a new property a reference value list as their local copies", async () => {
    const fresh = created(await planner.api.post(`/1.2/profile/projects/${referenceId}/copy`, { pro_name: unique("Turnhalle"), pro_with_requirements: false }), "another project from the reference").pro_id
    const type = (await list(planner.api, `/1.2/profile/element_types?elt_pro_id=${fresh}`)).find((t) => t.elt_name === "Fenstertyp")
    const burglary = (await list(planner.api, `/1.2/profile/value_lists?vls_pro_id=${fresh}`)).find((l) => l.vls_name.includes("Einbruch"))
    expect([type.elt_origin, burglary.vls_origin]).toEqual(["reference", "reference"])
    const window = created(await planner.api.post("/1.2/profile/element_classes", { elc_pro_id: fresh, elc_name: "Dachfenster", elc_elt_id: type.elt_id }), "class with a reference type")
    const resistance = created(await planner.api.post("/1.2/profile/properties", { pty_pro_id: fresh, pty_name: "Widerstandsklasse", pty_datatype: "enumeration", pty_vls_id: burglary.vls_id }), "property with a reference list")
    const typeCopy = (await list(planner.api, `/1.2/profile/element_types?elt_pro_id=${fresh}`)).find((t) => t.elt_id === window.elc_elt_id)
    expect(typeCopy).toMatchObject({ elt_name: "Fenstertyp", elt_origin: "inherited", elt_origin_id: type.elt_id, elt_pro_id: fresh })
    const listCopy = await one(planner.api, `/1.2/profile/value_lists/${resistance.pty_vls_id}`)
    expect(listCopy).toMatchObject({ vls_origin: "inherited", vls_origin_id: burglary.vls_id, vls_pro_id: fresh })
    expect(listCopy.vls_items.length).toBe(burglary.vls_items.length)
  })
})
