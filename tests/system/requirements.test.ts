/**
 * The requirements of activities against the running stack (issue 9): a requirement per element class with
 * property facets from the catalogue and explicit IDS facets, read back in order with its audit fields,
 * edited and removed; the IDS rules a model checker depends on refused with the field and the reason; a
 * class asked for once per activity; the activity's deletion taking its requirements along; a class that
 * requirements use kept; the diff between two activities and two milestones; an outsider answered as for
 * a missing activity.
 */
import { beforeAll, describe, expect, it } from "vitest"
import { invitePerson, type Person } from "../support/people"
import { adminDisplayName, created, expectProblem, list, newActivity, newMilestone, newProcess, newProject, one } from "../support/profile-fixtures"
import { useMailingStack } from "../support/mailing-stack"

const { inbox, stack } = useMailingStack()
let outsider: Person
let ADMIN_NAME: string

beforeAll(async () => {
  outsider = await invitePerson(stack.api, inbox, { name: "Aussenstehende" })
  ADMIN_NAME = await adminDisplayName(stack)
})

const simple = (value: string) => ({ simple: value })
const restriction = (base: string, ...facets: [string, string][]) => ({ restriction: { base, facets: facets.map(([kind, value]) => ({ kind, value })) } })
const property = (extra: object) => ({ facet: "property", pty_id: null, property_set: null, base_name: null, value: null, data_type: null, uri: null, cardinality: "required", instructions: null, ...extra })

/** A project with a wall class, its FireRating property, and two milestones with one activity each. */
const plan = async () => {
  const project = await newProject(stack.api)
  const wall = created(
    await stack.api.post("/1.2/profile/element_classes", { elc_pro_id: project.pro_id, elc_name: "Wand", elc_ifc: [{ ifc_version: "IFC4X3_ADD2", entity: "IfcWall", predefined_type: null }] }),
    "class",
  ) as { elc_id: number }
  const fireRating = created(
    await stack.api.post("/1.2/profile/properties", {
      pty_pro_id: project.pro_id, pty_name: "FireRating", pty_datatype: "text",
      pty_ifc: [{ ifc_version: "IFC4X3_ADD2", pset: "Pset_WallCommon", property: "FireRating", data_type: "IfcLabel" }],
    }),
    "property",
  ) as { pty_id: number }
  const planning = await newMilestone(stack.api, project.phases.planung, "Bauprojekt")
  const building = await newMilestone(stack.api, project.phases.realisierung, "Ausführung")
  const early = await newActivity(stack.api, (await newProcess(stack.api, planning.mst_id, "Modell liefern")).prc_id, "Architekturmodell")
  const late = await newActivity(stack.api, (await newProcess(stack.api, building.mst_id, "Modell liefern")).prc_id, "Ausführungsmodell")
  return { project, wall, fireRating, planning, building, early, late }
}

describe("requirements of an activity", () => {
  it("are added per element class with facets, read back in order with audit fields, edited and removed", async () => {
    const { project, wall, fireRating, early } = await plan()
    const added = await stack.api.post("/1.2/profile/requirements", {
      req_act_id: early.act_id,
      req_elc_id: wall.elc_id,
      req_name: " Wände ",
      req_instructions: "Alle tragenden Wände",
      req_facets: [
        property({ pty_id: fireRating.pty_id, value: restriction("xs:string", ["enumeration", "EI 30"], ["enumeration", "EI 60"]) }),
        { facet: "attribute", name: simple("Name"), value: restriction("xs:string", ["pattern", "WA-[0-9]{3}"]), cardinality: "required", instructions: null },
        property({ property_set: simple("Qto_WallBaseQuantities"), base_name: simple("Width"), data_type: "IFCLENGTHMEASURE", value: restriction("xs:double", ["minInclusive", "0.2"]) }),
      ],
    })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    expect(added.body).toMatchObject({ req_name: "Wände", req_pro_id: project.pro_id, req_act_id: early.act_id, req_elc_id: wall.elc_id, req_cardinality: "required", req_ifc_versions: [] })
    const second = created(
      await stack.api.post("/1.2/profile/requirements", {
        req_act_id: early.act_id,
        req_name: "Keine Proxies",
        req_cardinality: "prohibited",
        req_applicability: [{ facet: "entity", name: simple("IFCBUILDINGELEMENTPROXY"), predefined_type: null }],
      }),
      "second",
    ) as { req_id: number }

    const read = await list(stack.api, `/1.2/profile/requirements?req_act_id=${early.act_id}`)
    expect(read.map((r) => r.req_name)).toEqual(["Wände", "Keine Proxies"])
    expect(read[0]).toMatchObject({ req_create_user: ADMIN_NAME, req_change_user: null, req_instructions: "Alle tragenden Wände" })
    // Facets come back as written: lexical values, restriction facets in order.
    expect(read[0].req_facets[0].value).toEqual(restriction("xs:string", ["enumeration", "EI 30"], ["enumeration", "EI 60"]))
    expect(read[0].req_facets).toHaveLength(3)

    const changed = await stack.api.patch(`/1.2/profile/requirements/${added.body.req_id}`, { req_desc: "Brandschutz", req_ifc_versions: ["IFC4", "IFC4X3_ADD2"] })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(await one(stack.api, `/1.2/profile/requirements/${added.body.req_id}`)).toMatchObject({ req_desc: "Brandschutz", req_ifc_versions: ["IFC4", "IFC4X3_ADD2"], req_change_user: ADMIN_NAME, req_facets: read[0].req_facets })

    expect((await stack.api.delete(`/1.2/profile/requirements/${second.req_id}`)).body).toEqual({ req_id: second.req_id, deleted: true })
    expect((await list(stack.api, `/1.2/profile/requirements?req_act_id=${early.act_id}`)).map((r) => r.req_id)).toEqual([added.body.req_id])
    expectProblem(await stack.api.get(`/1.2/profile/requirements/${second.req_id}`), 404)
  })

  it("show what IFC says against them in each version they are for, keeping them as written", async () => {
    const { wall, fireRating, early } = await plan()
    const sound = created(
      await stack.api.post("/1.2/profile/requirements", { req_act_id: early.act_id, req_elc_id: wall.elc_id, req_name: "Wände", req_ifc_versions: ["IFC4X3_ADD2"], req_facets: [property({ pty_id: fireRating.pty_id })] }),
      "sound requirement",
    ) as { req_id: number }
    const unsound = created(
      await stack.api.post("/1.2/profile/requirements", {
        req_act_id: early.act_id,
        req_name: "Türen",
        req_ifc_versions: ["IFC4"],
        req_applicability: [{ facet: "entity", name: simple("IFCDOOOR"), predefined_type: null }],
        req_facets: [property({ property_set: simple("Pset_WallCommon"), base_name: simple("Farbe") })],
      }),
      "unsound requirement",
    ) as { req_id: number }
    const read = await list(stack.api, `/1.2/profile/requirements?req_act_id=${early.act_id}`)
    expect(read.find((r) => r.req_id === sound.req_id).req_problems).toEqual([])
    const problems = read.find((r) => r.req_id === unsound.req_id).req_problems
    expect(problems.map((p: any) => `${p.ifc_version} ${p.code}`)).toEqual(["IFC4 ENTITY_UNKNOWN", "IFC4 PROPERTY_NOT_IN_SET"])
    expect(problems[0].message).toContain("IFCDOOOR")
    expect((await one(stack.api, `/1.2/profile/requirements/${unsound.req_id}`)).req_applicability[0].name).toEqual(simple("IFCDOOOR"))

    // The list is kept in the answer cache: a change of the catalogue it names shows in the next read.
    const renamed = await stack.api.patch(`/1.2/profile/properties/${fireRating.pty_id}`, {
      pty_ifc: [{ ifc_version: "IFC4X3_ADD2", pset: "Pset_WallCommon", property: "Feuerwiderstand", data_type: "IfcLabel" }],
    })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    const again = await list(stack.api, `/1.2/profile/requirements?req_act_id=${early.act_id}`)
    expect(again.find((r) => r.req_id === sound.req_id).req_problems.map((p: any) => `${p.ifc_version} ${p.code}`)).toEqual(["IFC4X3_ADD2 PROPERTY_NOT_IN_SET"])
  })

  it("refuses what IDS 1.0 does not allow, with the field and the reason, and a class asked for twice", async () => {
    const { wall, early, fireRating } = await plan()
    const post = (body: object) => stack.api.post("/1.2/profile/requirements", { req_act_id: early.act_id, req_name: "Wände", ...body })
    const refused = async (body: object, field: string, text: RegExp) => {
      const answer = await post(body)
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      expect(answer.body.details?.[field] ?? answer.body.message, JSON.stringify(answer.body)).toMatch(text)
    }
    await refused({}, "req_applicability", /Fachklasse oder mindestens eine Bedingung/)
    await refused({ req_elc_id: wall.elc_id, req_facets: [property({ property_set: simple("Pset_WallCommon"), base_name: simple("FireRating"), value: simple("EI 30") })] }, "req_facets", /Datentyp/)
    await refused({ req_elc_id: wall.elc_id, req_facets: [{ facet: "attribute", name: simple("Name"), value: null, cardinality: "optional", instructions: null }] }, "req_facets", /optionales Attribut braucht einen Wert/)
    await refused({ req_elc_id: wall.elc_id, req_cardinality: "prohibited", req_facets: [property({ pty_id: fireRating.pty_id })] }, "req_facets", /verbotene Anforderung/)
    await refused({ req_elc_id: wall.elc_id, req_facets: [property({ pty_id: fireRating.pty_id, value: restriction("xs:double", ["minInclusive", "0,2"]) })] }, "req_facets", /muss eine Zahl sein/)
    // The XSD's own limits already at the door: five relations only, a data type in capitals.
    expectProblem(await post({ req_elc_id: wall.elc_id, req_facets: [{ facet: "partOf", entity: { name: simple("IFCBUILDINGSTOREY"), predefined_type: null }, relation: "IFCRELVOIDSELEMENT", cardinality: "required", instructions: null }] }), 400)
    expectProblem(await post({ req_elc_id: wall.elc_id, req_facets: [property({ property_set: simple("P"), base_name: simple("N"), data_type: "IfcLabel" })] }), 400)
    expectProblem(await post({ req_elc_id: 987_654_321 }), 400, "FOREIGN_ENTITY")
    expectProblem(await post({ req_elc_id: wall.elc_id, req_facets: [property({ pty_id: 987_654_321 })] }), 400, "FOREIGN_ENTITY")

    expect((await post({ req_elc_id: wall.elc_id })).status).toBe(201)
    const twice = await post({ req_elc_id: wall.elc_id, req_name: "Wände 2" })
    expectProblem(twice, 409, "REQ_CLASS_TAKEN")
    expect(twice.body.message).toContain("«Wand»")
    // The class stays while a requirement asks for it.
    expectProblem(await stack.api.delete(`/1.2/profile/element_classes/${wall.elc_id}`), 409, "REQ_IN_USE")
  })

  it("go with their activity, and an outsider learns nothing of them", async () => {
    const { wall, early } = await plan()
    const requirement = created(await stack.api.post("/1.2/profile/requirements", { req_act_id: early.act_id, req_elc_id: wall.elc_id, req_name: "Wände" }), "requirement") as { req_id: number }
    expect(await list(outsider.api, `/1.2/profile/requirements?req_act_id=${early.act_id}`)).toEqual([])
    expectProblem(await outsider.api.get(`/1.2/profile/requirements/diff?from_act_id=${early.act_id}&to_act_id=${early.act_id}`), 404)
    expectProblem(await outsider.api.get(`/1.2/profile/requirements/${requirement.req_id}`), 404)
    expectProblem(await outsider.api.post("/1.2/profile/requirements", { req_act_id: early.act_id, req_elc_id: wall.elc_id, req_name: "X" }), 400)
    expectProblem(await outsider.api.delete(`/1.2/profile/requirements/${requirement.req_id}`), 404)

    expect((await stack.api.delete(`/1.2/profile/activities/${early.act_id}`)).status).toBe(200)
    expectProblem(await stack.api.get(`/1.2/profile/requirements/${requirement.req_id}`), 404)
    // Its class is free again.
    expect((await stack.api.delete(`/1.2/profile/element_classes/${wall.elc_id}`)).status).toBe(200)
  })

  it("differ between two activities and two milestones: added, removed, changed facets", async () => {
    const { wall, fireRating, early, late, planning, building } = await plan()
    const add = (activity: number, body: object) => stack.api.post("/1.2/profile/requirements", { req_act_id: activity, ...body }).then((answer) => created(answer, "requirement"))
    await add(early.act_id, { req_elc_id: wall.elc_id, req_name: "Wände", req_facets: [property({ pty_id: fireRating.pty_id })] })
    await add(early.act_id, { req_name: "Räume", req_applicability: [{ facet: "entity", name: simple("IFCSPACE"), predefined_type: null }] })
    await add(late.act_id, {
      req_elc_id: wall.elc_id, req_name: "Wände",
      req_facets: [
        property({ pty_id: fireRating.pty_id, value: restriction("xs:string", ["enumeration", "EI 60"]) }),
        { facet: "material", value: null, uri: null, cardinality: "required", instructions: null },
      ],
    })
    await add(late.act_id, { req_name: "Türen", req_applicability: [{ facet: "entity", name: simple("IFCDOOR"), predefined_type: null }] })

    for (const query of [`from_act_id=${early.act_id}&to_act_id=${late.act_id}`, `from_mst_id=${planning.mst_id}&to_mst_id=${building.mst_id}`]) {
      const diff = await one(stack.api, `/1.2/profile/requirements/diff?${query}`)
      expect(diff.added.map((r: any) => r.req_name)).toEqual(["Türen"])
      expect(diff.removed.map((r: any) => r.req_name)).toEqual(["Räume"])
      expect(diff.unchanged).toBe(0)
      expect(diff.changed).toHaveLength(1)
      expect(diff.changed[0]).toMatchObject({ key: `elc:${wall.elc_id}`, fields: [] })
      expect(diff.changed[0].facets_added.map((f: any) => f.facet)).toEqual(["material"])
      expect(diff.changed[0].facets_changed).toHaveLength(1)
      expect(diff.changed[0].facets_changed[0].to.value).toEqual(restriction("xs:string", ["enumeration", "EI 60"]))
    }
    // The milestones' objects: Bauprojekt asks for walls and spaces, Ausführung for walls and doors; a second process with walls again adds none.
    const again = await newActivity(stack.api, (await newProcess(stack.api, planning.mst_id, "Nachführen")).prc_id, "Nachgeführtes Modell")
    await add(again.act_id, { req_elc_id: wall.elc_id, req_name: "Wände" })
    const objects = async (id: number) => (await one(stack.api, `/1.2/profile/milestones/${id}?statistics=true`)).mst_obj_count
    expect([await objects(planning.mst_id), await objects(building.mst_id)]).toEqual([2, 2])
    await add(again.act_id, { req_name: "Stützen", req_applicability: [{ facet: "entity", name: simple("IFCCOLUMN"), predefined_type: null }] })
    expect(await objects(planning.mst_id)).toBe(3)
    const nested = await one(stack.api, `/1.2/profile/projects/${planning.mst_pro_id}?statistics=true&nested=phases`)
    const milestones = nested.pro_pha_nested.flatMap((phase: any) => phase.pha_mst_nested)
    expect(milestones.map((m: any) => [m.mst_name, m.mst_obj_count])).toEqual([["Bauprojekt", 3], ["Ausführung", 2]])

    const names = await one(stack.api, `/1.2/profile/requirements/diff?from_mst_id=${planning.mst_id}&to_mst_id=${building.mst_id}`)
    expect([names.from, names.to]).toEqual([{ kind: "milestone", id: planning.mst_id, name: "Bauprojekt" }, { kind: "milestone", id: building.mst_id, name: "Ausführung" }])
    expectProblem(await stack.api.get(`/1.2/profile/requirements/diff?from_act_id=${early.act_id}&to_mst_id=${building.mst_id}`), 400)
    expectProblem(await stack.api.get(`/1.2/profile/requirements/diff?from_act_id=${early.act_id}&to_act_id=987654321`), 404)
  })
})
