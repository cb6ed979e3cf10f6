/**
 * The reference project's data catalogue as the running stack seeds and serves it (issue 9, "Reference
 * content"): at least 60 element classes across the disciplines, mapped in all three IFC versions without a
 * mapping problem — the classes, their properties on each class, the types —, the value lists practitioners
 * use, the eBKP-H excerpt and the material list with items, and activities whose requirements grow from
 * Vorprojekt to Bauprojekt to operation. Seeded once: a second start changes nothing; a reference project
 * seeded before the catalogue existed gets it.
 */
import { REFERENCE_PROJECT_SETTING } from "@bimprofile/infra/settings"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { list, one } from "../support/profile-fixtures"
import { type RunningStack, startTestStack } from "../support/stack"

let running: RunningStack
let referenceId: number
let seedSeconds: number
beforeAll(async () => {
  const started = performance.now()
  running = await startTestStack({ engine: "pglite" })
  seedSeconds = (performance.now() - started) / 1000
  referenceId = (await running.api.get("/status/info")).body.default_project_id
})
afterAll(async () => {
  await running?.stop()
})

const VERSIONS = ["IFC2X3", "IFC4", "IFC4X3_ADD2"]

describe("the reference project's catalogue", () => {
  it("has at least 60 element classes across the disciplines, mapped in all three versions, none with a mapping problem", async () => {
    const { api } = running
    const classes = await list(api, `/1.2/profile/element_classes?elc_pro_id=${referenceId}&filter=project&sort=name_asc`)
    expect(classes.length).toBeGreaterThanOrEqual(60)
    for (const elementClass of classes) {
      expect(elementClass.elc_ifc.map((m: any) => m.ifc_version).sort(), elementClass.elc_name).toEqual(VERSIONS)
      expect(elementClass.elc_problems, elementClass.elc_name).toEqual([])
    }
    expect(new Set(classes.map((c) => c.elc_category))).toEqual(new Set(["Architektur", "Tragwerk", "HLKS", "Elektro", "Gebäudeautomation", "Transportanlagen", "Umgebung"]))
    expect(classes.map((c) => c.elc_name)).toEqual(expect.arrayContaining(["Wand", "Decke", "Stütze", "Träger", "Tür", "Fenster", "Raum", "Luftdurchlass", "Leuchte", "Brandmelder"]))
    expect(await list(api, `/1.2/profile/element_classes?elc_pro_id=${referenceId}&filter=problems`)).toEqual([])
    const wall = classes.find((c) => c.elc_name === "Wand")!
    expect(wall.elc_ifc).toEqual(expect.arrayContaining([{ ifc_version: "IFC4X3_ADD2", entity: "IfcWall", predefined_type: null }]))
    expect(wall.elc_elt_id).not.toBeNull()
  })

  it("gives each class standard Pset properties with IFC data types, and none has a problem on any class", async () => {
    const { api } = running
    const properties = await list(api, `/1.2/profile/properties?pty_pro_id=${referenceId}`)
    for (const property of properties) expect(property.pty_problems, property.pty_name).toEqual([])
    const fireRating = properties.find((p) => p.pty_ifc.some((t: any) => t.pset === "Pset_WallCommon" && t.property === "FireRating"))
    expect(fireRating).toMatchObject({ pty_datatype: "enumeration", pty_vls_id: expect.any(Number) })
    expect(fireRating.pty_ifc).toEqual(expect.arrayContaining([{ ifc_version: "IFC4", pset: "Pset_WallCommon", property: "FireRating", data_type: "IfcLabel" }]))
    const classes = await list(api, `/1.2/profile/element_classes?elc_pro_id=${referenceId}`)
    const problems: string[] = []
    let assigned = 0
    for (const elementClass of classes) {
      const own = await list(api, `/1.2/profile/element_classes/${elementClass.elc_id}/properties`)
      assigned += own.length
      for (const row of own) if (row.problems.length > 0) problems.push(`${elementClass.elc_name} · ${row.property.pty_name}: ${row.problems[0].message}`)
    }
    expect(problems).toEqual([])
    expect(assigned).toBeGreaterThan(300)
    const outerWall = classes.find((c) => c.elc_name === "Aussenwand")!
    const inherited = await list(api, `/1.2/profile/element_classes/${outerWall.elc_id}/properties`)
    expect(inherited.filter((row) => row.inherited).map((row) => row.property.pty_name)).toEqual(expect.arrayContaining(["Feuerwiderstand", "U-Wert", "Tragend"]))
  })

  it("has element class types mapped to IFC type objects without problems", async () => {
    const types = await list(running.api, `/1.2/profile/element_types?elt_pro_id=${referenceId}`)
    expect(types.length).toBeGreaterThanOrEqual(20)
    for (const type of types) expect(type.elt_problems, type.elt_name).toEqual([])
    expect(types.map((t) => t.elt_name)).toEqual(expect.arrayContaining(["Wandtyp", "Türtyp", "Fenstertyp"]))
  })

  it("has the value lists practitioners use, all in use", async () => {
    const lists = await list(running.api, `/1.2/profile/value_lists?vls_pro_id=${referenceId}`)
    const values = (fragment: string) => lists.find((l) => l.vls_name.includes(fragment))?.vls_items.map((item: any) => item.vli_name) ?? []
    expect(values("Feuerwiderstand")).toEqual(expect.arrayContaining(["EI 30", "EI 60", "EI 90", "REI 30", "REI 60", "REI 90", "R 30"]))
    expect(values("Einbruch")).toEqual(expect.arrayContaining(["RC1", "RC2", "RC3", "RC4", "RC5", "RC6"]))
    expect(values("Schallschutz").length).toBeGreaterThan(1)
    for (const valueList of lists) expect(valueList.vls_flags, valueList.vls_name).toEqual([])
  })

  it("has an eBKP-H excerpt with levels and a material list", async () => {
    const { api } = running
    const systems = await list(api, `/1.2/profile/classifications?cls_pro_id=${referenceId}`)
    const ebkp = await one(api, `/1.2/profile/classifications/${systems.find((s) => s.cls_name === "eBKP-H (Auszug)").cls_id}`)
    expect(ebkp.cls_items.length).toBeGreaterThanOrEqual(20)
    const byCode = new Map(ebkp.cls_items.map((item: any) => [item.cli_code, item]))
    expect((byCode.get("C02") as any).cli_parent_id).toBe((byCode.get("C") as any).cli_id)
    const materials = await list(api, `/1.2/profile/material_lists?mtl_pro_id=${referenceId}`)
    const list1 = await one(api, `/1.2/profile/material_lists/${materials[0].mtl_id}`)
    expect(list1.mtl_items.map((item: any) => item.mti_name)).toEqual(expect.arrayContaining(["Beton", "Stahl", "Holz", "Glas"]))
  })

  it("has requirements on its activities that grow from phase to phase", async () => {
    const { api } = running
    const activities = await list(api, `/1.2/profile/activities?act_pro_id=${referenceId}`)
    const activityId = (name: string) => activities.find((a) => a.act_name === name)!.act_id
    const asked = async (name: string) => list(api, `/1.2/profile/requirements?req_act_id=${activityId(name)}`)
    const concept = await asked("Raumprogramm bereitstellen")
    const preliminary = await asked("Architekturmodell Vorprojekt liefern")
    const project = await asked("Fachmodell Architektur liefern")
    const operation = await asked("Betriebsmodell übergeben")
    const size = (requirements: any[]) => requirements.reduce((n, r) => n + 1 + r.req_facets.length, 0)
    expect(concept.length).toBeGreaterThan(0)
    expect(size(preliminary)).toBeGreaterThan(size(concept))
    expect(size(project)).toBeGreaterThan(size(preliminary))
    expect(size(operation)).toBeGreaterThan(size(project))
    const wall = project.find((r) => r.req_name === "Wand")
    expect(wall.req_facets.some((f: any) => f.facet === "property" && f.pty_id !== null)).toBe(true)
    expect(wall.req_facets.some((f: any) => f.facet === "classification" && f.system.simple === "eBKP-H (Auszug)")).toBe(true)
    const diff = await one(api, `/1.2/profile/requirements/diff?from_act_id=${activityId("Fachmodell Architektur liefern")}&to_act_id=${activityId("Bauwerksdokumentation übergeben")}`)
    expect(diff.added.length + diff.changed.length).toBeGreaterThan(0)
    expect(diff.removed).toEqual([])
    const problems = (await Promise.all(activities.map((a) => list(api, `/1.2/profile/requirements?req_act_id=${a.act_id}`))))
      .flat()
      .flatMap((r) => r.req_problems.map((p: any) => `${r.req_name}: ${p.message}`))
    expect(problems).toEqual([])
  })

  it("is seeded once, and into a reference project that has no catalogue yet", async () => {
    const { stack } = running
    const { seedReferenceProject, seedReferenceStructure } = await import("@bimprofile/command-service/seed/seed-reference-project")
    const head = await stack.db.store.headPosition()
    expect(await seedReferenceProject(stack.db.sql, stack.projects, stack.admin.userId)).toBe(referenceId)
    expect(await stack.db.store.headPosition()).toBe(head)

    // A reference project as seeded before the catalogue existed: its structure only, named in the settings.
    const context = { userId: stack.admin.userId, orgId: null, correlationId: crypto.randomUUID(), causationId: null }
    const olderId = await stack.projects.newProjectId()
    await seedReferenceStructure(
      {
        run: async (command) => {
          const outcome = await stack.projects.execute(olderId, command, context, (_state, events) => events)
          if (!outcome.ok) throw new Error(outcome.error.message)
          return outcome.answer
        },
        state: () => stack.projects.state(olderId),
      },
      olderId,
      stack.admin.userId,
    )
    expect((await stack.projects.state(olderId)).elementClasses.size).toBe(0)
    const setting = [REFERENCE_PROJECT_SETTING]
    await stack.db.sql.query("UPDATE settings SET value = $2 WHERE key = $1", [...setting, String(olderId)])
    try {
      const started = performance.now()
      expect(await seedReferenceProject(stack.db.sql, stack.projects, stack.admin.userId)).toBe(olderId)
      const catalogueSeconds = (performance.now() - started) / 1000
      expect((await stack.projects.state(olderId)).elementClasses.size).toBeGreaterThanOrEqual(60)
      expect((await stack.projects.state(olderId)).requirements.size).toBeGreaterThan(100)
      const after = await stack.db.store.headPosition()
      expect(await seedReferenceProject(stack.db.sql, stack.projects, stack.admin.userId)).toBe(olderId)
      expect(await stack.db.store.headPosition()).toBe(after)
      console.info(`reference catalogue: stack start with seeding ${seedSeconds.toFixed(1)} s, catalogue alone ${catalogueSeconds.toFixed(2)} s`)
    } finally {
      await stack.db.sql.query("UPDATE settings SET value = $2 WHERE key = $1", [...setting, String(referenceId)])
    }
  })
})
