/**
 * Element classes of the data catalogue against the running stack (issue 9, first step): create with an IFC
 * mapping per version, read (?elc_pro_id with sort and filter, /{id}) with the mapping's problems in every
 * version, edit, refusals (empty or taken name, a parent that would make a cycle, a class with subclasses),
 * delete, and a class of a project the reader may not see answered as a missing one.
 */
import { beforeAll, describe, expect, it } from "vitest"
import { invitePerson, type Person } from "../support/people"
import { adminDisplayName, expectFieldError, expectProblem, list, newProject, one } from "../support/profile-fixtures"
import { useMailingStack } from "../support/mailing-stack"

const { inbox, stack } = useMailingStack()
let outsider: Person
let ADMIN_NAME: string

beforeAll(async () => {
  outsider = await invitePerson(stack.api, inbox, { name: "Aussenstehende" })
  ADMIN_NAME = await adminDisplayName(stack)
})

const mappedIn = (entity: string, predefined_type?: string) =>
  (["IFC2X3", "IFC4", "IFC4X3_ADD2"] as const).map((ifc_version) => ({ ifc_version, entity, ...(predefined_type && { predefined_type }) }))

const create = (body: Record<string, unknown>) => stack.api.post("/1.2/profile/element_classes", body)

describe("element classes", () => {
  it("POST creates a class with its mapping; GET /{id} and ?elc_pro_id= read it with problems, audit and origin", async () => {
    const project = await newProject(stack.api)
    const answer = await create({ elc_pro_id: project.pro_id, elc_name: " Wand ", elc_category: "Architektur", elc_ifc: mappedIn("IfcWall") })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(answer.headers.get("x-position")).toMatch(/^\d+$/)
    expect(answer.body).toMatchObject({ elc_name: "Wand", elc_pro_id: project.pro_id, elc_category: "Architektur", elc_parent_id: null })
    const read = await one(stack.api, `/1.2/profile/element_classes/${answer.body.elc_id}`)
    expect(read).toMatchObject({
      elc_id: answer.body.elc_id,
      elc_name: "Wand",
      elc_ifc: mappedIn("IfcWall").map((m) => ({ ...m, predefined_type: null })),
      elc_origin: "local",
      elc_locked: false,
      elc_problems: [],
      elc_elt_id: null,
      elc_create_user: ADMIN_NAME,
      elc_change_user: null,
    })
    expect(await list(stack.api, `/1.2/profile/element_classes?elc_pro_id=${project.pro_id}`)).toEqual([read])
  })

  it("a mapping with problems is kept as written and its problems name the version; ?filter=problems lists only such classes", async () => {
    const project = await newProject(stack.api)
    const sound = (await create({ elc_pro_id: project.pro_id, elc_name: "Stütze", elc_ifc: mappedIn("IfcColumn") })).body
    const broken = (
      await create({
        elc_pro_id: project.pro_id,
        elc_name: "Einhorn",
        elc_ifc: [
          { ifc_version: "IFC4", entity: "IfcWall", predefined_type: "NOSUCHTYPE" },
          { ifc_version: "IFC4X3_ADD2", entity: "IfcUnicorn" },
        ],
      })
    ).body
    const read = await one(stack.api, `/1.2/profile/element_classes/${broken.elc_id}`)
    expect(read.elc_ifc).toEqual([
      { ifc_version: "IFC4", entity: "IfcWall", predefined_type: "NOSUCHTYPE" },
      { ifc_version: "IFC4X3_ADD2", entity: "IfcUnicorn", predefined_type: null },
    ])
    expect(read.elc_problems.map((p: any) => `${p.ifc_version} ${p.code}`)).toEqual([
      "IFC2X3 ENTITY_MAPPING_MISSING",
      "IFC4 PREDEFINED_TYPE_UNKNOWN",
      "IFC4X3_ADD2 ENTITY_UNKNOWN",
    ])
    expect(read.elc_problems[2]).toMatchObject({ severity: "error", details: { entity: "IfcUnicorn" }, message: expect.stringContaining("IfcUnicorn") })
    const problems = await list(stack.api, `/1.2/profile/element_classes?elc_pro_id=${project.pro_id}&filter=problems`)
    expect(problems.map((c) => c.elc_id)).toEqual([broken.elc_id])
    // Mapped soundly, the class leaves the problems filter.
    const fixed = await stack.api.patch(`/1.2/profile/element_classes/${broken.elc_id}`, { elc_ifc: mappedIn("IfcWall") })
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200)
    expect(await list(stack.api, `/1.2/profile/element_classes?elc_pro_id=${project.pro_id}&filter=problems`)).toEqual([])
    const all = await list(stack.api, `/1.2/profile/element_classes?elc_pro_id=${project.pro_id}&filter=all`)
    expect(all.map((c) => c.elc_id)).toEqual([broken.elc_id, sound.elc_id])
  })

  it("the project counts its classes (statistics) and those its IFC version would not find (ifc_foreign_ent), in its answer and in the list", async () => {
    const project = await newProject(stack.api)
    const counts = async () => {
      const one_ = await one(stack.api, `/1.2/profile/projects/${project.pro_id}?statistics=true`)
      const listed = (await list(stack.api, "/1.2/profile/projects?statistics=true")).find((p) => p.pro_id === project.pro_id)
      expect(listed).toMatchObject({ pro_elm_cls_count: one_.pro_elm_cls_count, ifc_foreign_ent: one_.ifc_foreign_ent })
      return [one_.pro_elm_cls_count, one_.ifc_foreign_ent, one_.pro_isc_name]
    }
    expect(await counts()).toEqual([0, 0, "IFC4X3_ADD2"])
    await create({ elc_pro_id: project.pro_id, elc_name: "Wand", elc_ifc: mappedIn("IfcWall") })
    // Missing in IFC2X3 only: not foreign to the project's IFC 4.3.
    await create({ elc_pro_id: project.pro_id, elc_name: "Stütze", elc_ifc: [{ ifc_version: "IFC4", entity: "IfcColumn" }, { ifc_version: "IFC4X3_ADD2", entity: "IfcColumn" }] })
    const unicorn = (await create({ elc_pro_id: project.pro_id, elc_name: "Einhorn", elc_ifc: [{ ifc_version: "IFC4X3_ADD2", entity: "IfcUnicorn" }] })).body
    expect(await counts()).toEqual([3, 1, "IFC4X3_ADD2"])
    // The project moves to IFC2X3: now two classes lack a mapping there.
    expect((await stack.api.patch(`/1.2/profile/projects/${project.pro_id}`, { pro_isc_id: 1 })).status).toBe(200)
    expect(await counts()).toEqual([3, 2, "IFC2X3"])
    expect((await stack.api.delete(`/1.2/profile/element_classes/${unicorn.elc_id}`)).status).toBe(200)
    expect(await counts()).toEqual([2, 1, "IFC2X3"])
  })

  it("sorts A–Z and Z–A as a Swiss reader expects (case and umlauts beside their letter)", async () => {
    const project = await newProject(stack.api)
    for (const name of ["Zone", "ädikula", "Abwasser", "Öffnung", "oberlicht"]) expect((await create({ elc_pro_id: project.pro_id, elc_name: name })).status).toBe(201)
    const names = async (sort: string) => (await list(stack.api, `/1.2/profile/element_classes?elc_pro_id=${project.pro_id}&sort=${sort}`)).map((c) => c.elc_name)
    expect(await names("name_asc")).toEqual(["Abwasser", "ädikula", "oberlicht", "Öffnung", "Zone"])
    expect(await names("name_desc")).toEqual(["Zone", "Öffnung", "oberlicht", "ädikula", "Abwasser"])
  })

  it("refuses an empty or taken name, a parent that makes a cycle (409), a class with subclasses; deletes a leaf", async () => {
    const project = await newProject(stack.api)
    expectFieldError(await create({ elc_pro_id: project.pro_id, elc_name: "  " }), "elc_name", "Der Fachklassen Name darf nicht leer sein.")
    const parent = (await create({ elc_pro_id: project.pro_id, elc_name: "Bauteil" })).body
    const child = (await create({ elc_pro_id: project.pro_id, elc_name: "Tür", elc_parent_id: parent.elc_id })).body
    expect(child.elc_parent_id).toBe(parent.elc_id)
    const taken = await create({ elc_pro_id: project.pro_id, elc_name: "TÜR" })
    expectProblem(taken, 409, "NAME_TAKEN")
    expect(taken.body.details).toEqual({ elc_name: "Eine Fachklasse mit dem Namen «TÜR» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen." })
    const cycle = await stack.api.patch(`/1.2/profile/element_classes/${parent.elc_id}`, { elc_parent_id: child.elc_id })
    expectProblem(cycle, 409, "ELC_PARENT_CYCLE")
    expect(cycle.body.details).toEqual({ elc_parent_id: "Eine Fachklasse kann nicht unter sich selbst oder einer ihrer Unterklassen stehen." })
    const badEntity = await create({ elc_pro_id: project.pro_id, elc_name: "X", elc_ifc: [{ ifc_version: "IFC4", entity: " " }] })
    expectProblem(badEntity, 400, "VALIDATION")
    expect(badEntity.body.message).toBe("Die IFC-Entität darf nicht leer sein.")
    const badUri = await create({ elc_pro_id: project.pro_id, elc_name: "X", elc_uri: "ftp://example.org/x" })
    expectProblem(badUri, 400, "VALIDATION")
    expect(badUri.body.message).toBe("Die URI muss mit http:// oder https:// beginnen.")
    const refused = await stack.api.delete(`/1.2/profile/element_classes/${parent.elc_id}`)
    expectProblem(refused, 409, "ELC_HAS_CHILDREN")
    expect(refused.body.message).toBe("Die Fachklasse kann nicht gelöscht werden, solange sie 1 Unterklasse(n) hat.")
    expect((await stack.api.delete(`/1.2/profile/element_classes/${child.elc_id}`)).body).toEqual({ elc_id: child.elc_id, deleted: true })
    expectProblem(await stack.api.get(`/1.2/profile/element_classes/${child.elc_id}`), 404, "NOT_FOUND")
    expect((await stack.api.delete(`/1.2/profile/element_classes/${parent.elc_id}`)).status).toBe(200)
  })

  it("a class of a project the reader may not see is answered as a missing one, and lists leave it out", async () => {
    const project = await newProject(stack.api)
    const secret = (await create({ elc_pro_id: project.pro_id, elc_name: "Geheim" })).body
    const missing = await outsider.api.get("/1.2/profile/element_classes/987654321")
    const hidden = await outsider.api.get(`/1.2/profile/element_classes/${secret.elc_id}`)
    expectProblem(hidden, 404, "NOT_FOUND")
    expect(hidden.body.message).toBe(missing.body.message.replace("987654321", String(secret.elc_id)))
    expect(await list(outsider.api, `/1.2/profile/element_classes?elc_pro_id=${project.pro_id}`)).toEqual([])
    const patch = await outsider.api.patch(`/1.2/profile/element_classes/${secret.elc_id}`, { elc_name: "Offen" })
    expectProblem(patch, 404, "NOT_FOUND")
    expect((await one(stack.api, `/1.2/profile/element_classes/${secret.elc_id}`)).elc_name).toBe("Geheim")
  })
})

describe("the IFC pickers' searches", () => {
  const search = (path: string) => list(stack.api, `/1.2/profile/ifc/${path}`)

  it("entities of a version: instantiable ones matching the text, prefix first, with their predefined types", async () => {
    const walls = await search("entities?ifc_version=IFC4X3_ADD2&q=wall")
    expect(walls[0]).toMatchObject({ ifc_version: "IFC4X3_ADD2", entity: "IfcWall", abstract: false, supertype: "IfcBuiltElement" })
    expect(walls[0].predefined_types).toEqual(expect.arrayContaining(["SOLIDWALL", "PARAPET", "USERDEFINED", "NOTDEFINED"]))
    expect(walls.every((w) => !w.abstract && /wall/i.test(w.entity))).toBe(true)
    // Types for element class types; IFC2X3's occurrence names IDS accepts (IfcAirTerminal); abstract ones on request.
    expect((await search("entities?ifc_version=IFC4&q=wall&under=IfcTypeObject")).map((e) => e.entity)).toEqual(["IfcWallType", "IfcCurtainWallType"])
    expect((await search("entities?ifc_version=IFC2X3&q=airterminal")).map((e) => e.entity)).toContain("IfcAirTerminal")
    expect((await search("entities?ifc_version=IFC4&q=IfcBuildingElement&abstract=true")).map((e) => e.entity)).toContain("IfcBuildingElement")
    expect((await search("entities?ifc_version=IFC4&q=IfcBuildingElement")).map((e) => e.entity)).not.toContain("IfcBuildingElement")
    expect(await search("entities?ifc_version=IFC4&limit=3")).toHaveLength(3)
  })

  it("property sets applicable to an entity, and the properties of one set with their IFC data types", async () => {
    const sets = (await search("property_sets?ifc_version=IFC4X3_ADD2&entity=ifcwall&limit=100")).map((s) => s.pset)
    expect(sets).toEqual(expect.arrayContaining(["Pset_WallCommon", "Qto_WallBaseQuantities"]))
    expect(sets).not.toContain("Pset_DoorCommon")
    expect((await search("property_sets?ifc_version=IFC4X3_ADD2&entity=IfcWall&kind=QTO&limit=100")).every((s) => s.kind === "QTO")).toBe(true)
    const fire = await search("properties?ifc_version=IFC4&pset=Pset_WallCommon&q=fire")
    expect(fire).toEqual([{ ifc_version: "IFC4", pset: "Pset_WallCommon", property: "FireRating", data_type: "IfcLabel", value_kind: "single", enum_values: [] }])
    const external = await search("properties?ifc_version=IFC2X3&entity=IfcWall&q=IsExternal")
    expect(external[0]).toMatchObject({ property: "IsExternal", data_type: "IfcBoolean" })
  })

  it("refuses a search without a version, with a name the version does not know, or a limit out of range — naming the parameter", async () => {
    const noVersion = await stack.api.get("/1.2/profile/ifc/entities?q=wall")
    expectProblem(noVersion, 400, "VALIDATION")
    expect(noVersion.body.details).toHaveProperty("ifc_version")
    const unknown = await stack.api.get("/1.2/profile/ifc/entities?ifc_version=IFC4&under=IfcUnicorn")
    expectProblem(unknown, 400, "UNKNOWN_IFC_NAME")
    expect(unknown.body.message).toBe("«IfcUnicorn» ist in IFC4 keine IFC-Entität.")
    expectProblem(await stack.api.get("/1.2/profile/ifc/properties?ifc_version=IFC4&pset=Pset_Unicorn"), 400, "UNKNOWN_IFC_NAME")
    expect((await stack.api.get("/1.2/profile/ifc/entities?ifc_version=IFC4&limit=0")).body.details).toHaveProperty("limit")
    expect((await stack.api.get("/1.2/profile/ifc/entities?ifc_version=IFC4&limit=101")).status).toBe(400)
  })
})

describe("element class types", () => {
  const createType = (body: Record<string, unknown>) => stack.api.post("/1.2/profile/element_types", body)
  const typesIn = (ifc_version: "IFC2X3" | "IFC4" | "IFC4X3_ADD2", entity: string) => ({ ifc_version, entity })

  it("a type is created with its mapping, named by classes (elc_elt_id), counted, and stays while a class names it", async () => {
    const project = await newProject(stack.api)
    const answer = await createType({ elt_pro_id: project.pro_id, elt_name: " Wandtyp ", elt_ifc: (["IFC2X3", "IFC4", "IFC4X3_ADD2"] as const).map((v) => typesIn(v, "IfcWallType")) })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(answer.body).toMatchObject({ elt_name: "Wandtyp", elt_pro_id: project.pro_id, elt_desc: null })
    const typeId = answer.body.elt_id
    const wall = await create({ elc_pro_id: project.pro_id, elc_name: "Wand", elc_elt_id: typeId })
    expect(wall.body.elc_elt_id).toBe(typeId)
    expect((await one(stack.api, `/1.2/profile/element_classes/${wall.body.elc_id}`)).elc_elt_id).toBe(typeId)
    expect(await one(stack.api, `/1.2/profile/element_types/${typeId}`)).toMatchObject({ elt_name: "Wandtyp", elt_problems: [], elt_class_count: 1, elt_create_user: ADMIN_NAME, elt_origin: "local", elt_locked: false })
    expect((await one(stack.api, `/1.2/profile/projects/${project.pro_id}?statistics=true`)).pro_elm_typ_count).toBe(1)

    const refused = await stack.api.delete(`/1.2/profile/element_types/${typeId}`)
    expectProblem(refused, 409, "ELT_IN_USE")
    expect(refused.body.message).toBe("Der Fachklassentyp kann nicht gelöscht werden, solange 1 Fachklasse(n) ihn verwenden.")
    expect((await stack.api.patch(`/1.2/profile/element_classes/${wall.body.elc_id}`, { elc_elt_id: null })).body.elc_elt_id).toBeNull()
    expect((await stack.api.delete(`/1.2/profile/element_types/${typeId}`)).body).toEqual({ elt_id: typeId, deleted: true })
    expect((await one(stack.api, `/1.2/profile/projects/${project.pro_id}?statistics=true`)).pro_elm_typ_count).toBe(0)
  })

  it("a type mapped to an occurrence entity shows the problem per version; names are unique in the project; a class cannot name another project's type", async () => {
    const project = await newProject(stack.api)
    const other = await newProject(stack.api)
    const typeId = (await createType({ elt_pro_id: project.pro_id, elt_name: "Türtyp", elt_ifc: [typesIn("IFC4", "IfcDoor")] })).body.elt_id
    const read = await one(stack.api, `/1.2/profile/element_types/${typeId}`)
    expect(read.elt_problems.map((p: any) => `${p.ifc_version} ${p.code}`)).toEqual(["IFC2X3 ENTITY_MAPPING_MISSING", "IFC4 ENTITY_NOT_A_TYPE", "IFC4X3_ADD2 ENTITY_MAPPING_MISSING"])
    expectProblem(await createType({ elt_pro_id: project.pro_id, elt_name: "TÜRTYP" }), 409, "NAME_TAKEN")
    const foreignType = (await createType({ elt_pro_id: other.pro_id, elt_name: "Fremdtyp" })).body.elt_id
    const foreign = await create({ elc_pro_id: project.pro_id, elc_name: "Tür", elc_elt_id: foreignType })
    expectFieldError(foreign, "elc_elt_id", `Fachklassentyp ${foreignType} gehört nicht zu diesem Projekt.`)
    const sorted = await list(stack.api, `/1.2/profile/element_types?elt_pro_id=${project.pro_id}&sort=name_desc`)
    expect(sorted.map((t) => t.elt_name)).toEqual(["Türtyp"])
    expectProblem(await outsider.api.get(`/1.2/profile/element_types/${typeId}`), 404, "NOT_FOUND")
  })
})

describe("properties and a class's properties", () => {
  const createProperty = (body: Record<string, unknown>) => stack.api.post("/1.2/profile/properties", body)
  const everywhere = (pset: string, property: string, data_type: string) =>
    (["IFC2X3", "IFC4", "IFC4X3_ADD2"] as const).map((ifc_version) => ({ ifc_version, pset, property, data_type }))

  it("a property assigned to a class shows there and on its subclasses (inherited), checked against each class's entity; counts follow", async () => {
    const project = await newProject(stack.api)
    const wall = (await create({ elc_pro_id: project.pro_id, elc_name: "Wand", elc_ifc: mappedIn("IfcWall") })).body
    const outer = (await create({ elc_pro_id: project.pro_id, elc_name: "Aussenwand", elc_parent_id: wall.elc_id, elc_ifc: mappedIn("IfcWall") })).body
    const door = (await create({ elc_pro_id: project.pro_id, elc_name: "Tür", elc_ifc: mappedIn("IfcDoor") })).body
    const fire = await createProperty({ pty_pro_id: project.pro_id, pty_name: "FireRating", pty_datatype: "text", pty_ifc: everywhere("Pset_WallCommon", "FireRating", "IfcLabel") })
    expect(fire.status, JSON.stringify(fire.body)).toBe(201)
    expect(fire.body).toMatchObject({ pty_name: "FireRating", pty_concept: "predefined_property", pty_datatype: "text" })
    const external = (await createProperty({ pty_pro_id: project.pro_id, pty_name: "IsExternal", pty_datatype: "boolean", pty_ifc: everywhere("Pset_WallCommon", "IsExternal", "IfcBoolean") })).body
    expect((await stack.api.post(`/1.2/profile/element_classes/${wall.elc_id}/properties`, { pty_id: fire.body.pty_id })).status).toBe(201)
    expect((await stack.api.post(`/1.2/profile/element_classes/${outer.elc_id}/properties`, { pty_id: external.pty_id })).body).toEqual({ elc_id: outer.elc_id, pty_id: external.pty_id, assigned: true })
    // A wall's set on a door: assignable, and shown as not applicable there.
    expect((await stack.api.post(`/1.2/profile/element_classes/${door.elc_id}/properties`, { pty_id: fire.body.pty_id })).status).toBe(201)

    const ofOuter = await list(stack.api, `/1.2/profile/element_classes/${outer.elc_id}/properties`)
    expect(ofOuter.map((p) => [p.property.pty_name, p.inherited, p.inherited_from])).toEqual([
      ["IsExternal", false, null],
      ["FireRating", true, wall.elc_id],
    ])
    expect(ofOuter.every((p) => p.problems.length === 0)).toBe(true)
    const ofDoor = await list(stack.api, `/1.2/profile/element_classes/${door.elc_id}/properties`)
    expect(ofDoor[0].problems.map((p: any) => `${p.ifc_version} ${p.code}`)).toEqual(["IFC2X3 PROPERTY_SET_NOT_APPLICABLE", "IFC4 PROPERTY_SET_NOT_APPLICABLE", "IFC4X3_ADD2 PROPERTY_SET_NOT_APPLICABLE"])
    expect((await one(stack.api, `/1.2/profile/properties/${fire.body.pty_id}`)).pty_class_count).toBe(2)

    const again = await stack.api.post(`/1.2/profile/element_classes/${outer.elc_id}/properties`, { pty_id: fire.body.pty_id })
    expectProblem(again, 409, "PTY_ASSIGNED")
    expectProblem(await stack.api.delete(`/1.2/profile/properties/${fire.body.pty_id}`), 409, "PTY_IN_USE")
    expectProblem(await stack.api.delete(`/1.2/profile/element_classes/${outer.elc_id}/properties/${fire.body.pty_id}`), 409, "PTY_NOT_OWN")
    const project_ = await one(stack.api, `/1.2/profile/projects/${project.pro_id}?statistics=true`)
    expect([project_.pro_pty_cls_count, project_.ifc_foreign_prop]).toEqual([3, 0])

    expect((await stack.api.delete(`/1.2/profile/element_classes/${door.elc_id}/properties/${fire.body.pty_id}`)).body).toEqual({ elc_id: door.elc_id, pty_id: fire.body.pty_id, assigned: false })
    expect(await list(stack.api, `/1.2/profile/element_classes/${door.elc_id}/properties`)).toEqual([])
  })

  it("a type's properties: assigned once, checked against the type's entity, counted, keeping a property from going; a deleted type takes its assignments", async () => {
    const project = await newProject(stack.api)
    const doorType = (await stack.api.post("/1.2/profile/element_types", { elt_pro_id: project.pro_id, elt_name: "Türtyp", elt_ifc: mappedIn("IfcDoorType") })).body
    const door = (await createProperty({ pty_pro_id: project.pro_id, pty_name: "FireRating", pty_ifc: everywhere("Pset_DoorCommon", "FireRating", "IfcLabel") })).body
    const wall = (await createProperty({ pty_pro_id: project.pro_id, pty_name: "FireRating", pty_ifc: everywhere("Pset_WallCommon", "FireRating", "IfcLabel") })).body
    for (const property of [door, wall])
      expect((await stack.api.post(`/1.2/profile/element_types/${doorType.elt_id}/properties`, { pty_id: property.pty_id })).body).toEqual({ elt_id: doorType.elt_id, pty_id: property.pty_id, assigned: true })
    expectProblem(await stack.api.post(`/1.2/profile/element_types/${doorType.elt_id}/properties`, { pty_id: door.pty_id }), 409, "PTY_ASSIGNED")
    const ofType = await list(stack.api, `/1.2/profile/element_types/${doorType.elt_id}/properties`)
    expect(ofType.map((p) => [p.elt_id, p.property.pty_id, p.problems.length > 0])).toEqual([
      [doorType.elt_id, door.pty_id, false],
      [doorType.elt_id, wall.pty_id, true],
    ])
    expect((await one(stack.api, `/1.2/profile/projects/${project.pro_id}?statistics=true`)).pro_pty_typ_count).toBe(2)
    expectProblem(await stack.api.delete(`/1.2/profile/properties/${door.pty_id}`), 409, "PTY_IN_USE")
    expect((await stack.api.delete(`/1.2/profile/element_types/${doorType.elt_id}/properties/${wall.pty_id}`)).body).toEqual({ elt_id: doorType.elt_id, pty_id: wall.pty_id, assigned: false })
    expectProblem(await stack.api.delete(`/1.2/profile/element_types/${doorType.elt_id}/properties/${wall.pty_id}`), 404)
    expect((await stack.api.delete(`/1.2/profile/element_types/${doorType.elt_id}`)).status).toBe(200)
    expect((await one(stack.api, `/1.2/profile/projects/${project.pro_id}?statistics=true`)).pro_pty_typ_count).toBe(0)
    expect((await stack.api.delete(`/1.2/profile/properties/${door.pty_id}`)).status).toBe(200)
  })

  it("a property IFC lacks is kept and counted as foreign; names clash only within one set; typing needs the class's type", async () => {
    const project = await newProject(stack.api)
    const horn = await createProperty({ pty_pro_id: project.pro_id, pty_name: "Horn", pty_ifc: everywhere("Pset_WallCommon", "Horn", "IfcLabel") })
    expect(horn.status).toBe(201)
    const read = await one(stack.api, `/1.2/profile/properties/${horn.body.pty_id}`)
    expect(read.pty_problems.map((p: any) => p.code)).toEqual(["PROPERTY_NOT_IN_SET", "PROPERTY_NOT_IN_SET", "PROPERTY_NOT_IN_SET"])
    expect((await one(stack.api, `/1.2/profile/projects/${project.pro_id}`)).ifc_foreign_prop).toBe(1)
    expect((await createProperty({ pty_pro_id: project.pro_id, pty_name: "FireRating", pty_ifc: everywhere("Pset_DoorCommon", "FireRating", "IfcLabel") })).status).toBe(201)
    const clash = await createProperty({ pty_pro_id: project.pro_id, pty_name: "firerating", pty_ifc: [{ ifc_version: "IFC4", pset: "Pset_DoorCommon", property: "FireRating" }] })
    expectProblem(clash, 409, "NAME_TAKEN")
    expect(clash.body.details).toHaveProperty("pty_name")

    const typing = (await createProperty({ pty_pro_id: project.pro_id, pty_name: "Brandmeldertyp", pty_concept: "typing" })).body
    const alarm = (await create({ elc_pro_id: project.pro_id, elc_name: "Brandmelder", elc_ifc: mappedIn("IfcAlarm") })).body
    const refused = await stack.api.post(`/1.2/profile/element_classes/${alarm.elc_id}/properties`, { pty_id: typing.pty_id })
    expectProblem(refused, 409, "PTY_TYPING")
    expect(refused.body.message).toBe("Ein Typisierungsmerkmal ist nur möglich, wenn die Fachklasse einen Fachklassentyp hat.")
    const alarmType = (await stack.api.post("/1.2/profile/element_types", { elt_pro_id: project.pro_id, elt_name: "Brandmeldertyp", elt_ifc: [{ ifc_version: "IFC4", entity: "IfcAlarmType" }] })).body
    expect((await stack.api.patch(`/1.2/profile/element_classes/${alarm.elc_id}`, { elc_elt_id: alarmType.elt_id })).status).toBe(200)
    expect((await stack.api.post(`/1.2/profile/element_classes/${alarm.elc_id}/properties`, { pty_id: typing.pty_id })).status).toBe(201)
    expectProblem(await stack.api.patch(`/1.2/profile/element_classes/${alarm.elc_id}`, { elc_elt_id: null }), 409, "PTY_TYPING")
    const badType = await createProperty({ pty_pro_id: project.pro_id, pty_name: "X", pty_datatype: "colour" })
    expectProblem(badType, 400, "VALIDATION")
    expect(badType.body.details.pty_datatype).toContain("«enumeration»")
  })
})

describe("value lists", () => {
  it("a list with its values in order, flagged while empty or unused; a property uses it, then it stays; values unique in their list", async () => {
    const project = await newProject(stack.api)
    const created = await stack.api.post("/1.2/profile/value_lists", { vls_pro_id: project.pro_id, vls_name: "Feuerwiderstand", vls_desc: "VKF / EN 13501" })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const listId = created.body.vls_id
    expect((await one(stack.api, `/1.2/profile/value_lists/${listId}`)).vls_flags).toEqual(["EMPTY", "UNUSED"])
    for (const name of ["EI 30", "EI 60", "REI 90"]) expect((await stack.api.post(`/1.2/profile/value_lists/${listId}/items`, { vli_name: name })).status).toBe(201)
    const taken = await stack.api.post(`/1.2/profile/value_lists/${listId}/items`, { vli_name: "ei 60" })
    expectProblem(taken, 409, "NAME_TAKEN")
    expect(taken.body.message).toBe("Der Wert «ei 60» ist in dieser Werteliste bereits enthalten.")
    const property = await stack.api.post("/1.2/profile/properties", { pty_pro_id: project.pro_id, pty_name: "FireRating", pty_datatype: "enumeration", pty_vls_id: listId })
    expect(property.body.pty_vls_id).toBe(listId)
    const read = await one(stack.api, `/1.2/profile/value_lists/${listId}`)
    expect(read).toMatchObject({ vls_name: "Feuerwiderstand", vls_flags: [], vls_property_count: 1, vls_create_user: ADMIN_NAME })
    expect(read.vls_items.map((item: any) => item.vli_name)).toEqual(["EI 30", "EI 60", "REI 90"])
    const middle = read.vls_items[1].vli_id
    const changed = await stack.api.patch(`/1.2/profile/value_lists/${listId}/items/${middle}`, { vli_desc: "60 Minuten", vli_ifc: [{ ifc_version: "IFC4", name: "EI60" }] })
    expect(changed.body.vls_items[1]).toMatchObject({ vli_name: "EI 60", vli_desc: "60 Minuten", vli_ifc: [{ ifc_version: "IFC4", name: "EI60" }] })
    expect((await stack.api.delete(`/1.2/profile/value_lists/${listId}/items/${middle}`)).body.vls_items.map((item: any) => item.vli_name)).toEqual(["EI 30", "REI 90"])
    expectProblem(await stack.api.delete(`/1.2/profile/value_lists/${listId}`), 409, "VLS_IN_USE")
    expect((await stack.api.patch(`/1.2/profile/properties/${property.body.pty_id}`, { pty_vls_id: null })).body.pty_vls_id).toBeNull()
    expect((await stack.api.delete(`/1.2/profile/value_lists/${listId}`)).body).toEqual({ vls_id: listId, deleted: true })
    expect(await list(stack.api, `/1.2/profile/value_lists?vls_pro_id=${project.pro_id}`)).toEqual([])
  })
})
