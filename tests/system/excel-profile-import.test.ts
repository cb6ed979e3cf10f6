/**
 * The Excel profile import (issue 10) against the running stack: a project's own export, posted back to
 * POST /1.2/profile/projects/{id}/profile.xlsx, previews no change (the reference project's, in German and in
 * French); a workbook with some cells changed — an activity renamed, a process's description, a role row added,
 * a value row deleted; a class's entity and parent, a property's name, unit and value list, a new value list —
 * previews exactly those; applying it changes the project (the removal only when
 * confirmed) and the next export shows them; an apply after the project changed is refused (409); a file that
 * is no workbook or not the layout is refused or fails its job with the sheet or column it lacks.
 */
import ExcelJS from "exceljs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { finishedJob } from "../support/jobs"
import { created, list, newActivity, newMilestone, newProcess, newProject, newRole, one } from "../support/profile-fixtures"
import { type RunningStack, startTestStack } from "../support/stack"

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
const IMPORTED = ["Prozesse", "Aktivitäten", "Rollen", "Fachklassen", "Merkmale", "Wertelisten"]
const KINDS = ["phases", "milestones", "processes", "activities", "roles", "element_classes", "properties", "value_lists", "list_values", "requirements"]

let running: RunningStack

beforeAll(async () => {
  running = await startTestStack({ engine: "pglite" })
})
afterAll(async () => {
  await running?.stop()
})

const download = async (projectId: number, language = "de-CH") => {
  const response = await fetch(`${running.baseUrl}/1.2/profile/projects/${projectId}/profile.xlsx`, { headers: { Authorization: `Bearer ${running.api.token}`, "Accept-Language": language } })
  expect(response.status).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}
const workbookOf = async (bytes: Uint8Array) => {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
  return workbook
}
const bytesOf = async (workbook: ExcelJS.Workbook) => new Uint8Array(await workbook.xlsx.writeBuffer())
/** A sheet's data rows as texts. */
const rowsOf = (workbook: ExcelJS.Workbook, name: string) => {
  const rows: string[][] = []
  workbook.getWorksheet(name)!.eachRow((row, number) => {
    if (number > 1) {
      const cells = Array.from((row.values as unknown[]).slice(1), (v) => (v === null || v === undefined ? "" : String(v)))
      while (cells.at(-1) === "") cells.pop()
      rows.push(cells)
    }
  })
  return rows
}
const upload = (projectId: number, body: Uint8Array | string, type = XLSX) => running.api.call("POST", `/1.2/profile/projects/${projectId}/profile.xlsx`, body, { "Content-Type": type })
const preview = async (projectId: number, bytes: Uint8Array) => {
  const submitted = await upload(projectId, bytes)
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201)
  return finishedJob(running.api, submitted.body.job_id)
}
const apply = (projectId: number, jobId: number, remove?: boolean) =>
  running.api.post(`/1.2/profile/projects/${projectId}/profile.xlsx/apply`, { job_id: jobId, ...(remove !== undefined && { remove }) })
/** The preview's items of a kind and change, by name. */
const names = (job: any, kind: string, change: "added" | "changed" | "removed") => job.job_result.changes[kind][change].map((item: any) => item.name)
const expectNoChange = (job: any) => {
  expect(job.job_state, job.job_error).toBe("completed")
  expect(job.job_result.problems).toEqual([])
  expect(job.job_result.counts).toEqual({ added: 0, changed: 0, removed: 0, problems: 0 })
}

/** A small project with every kind the import reads. */
const smallProject = async () => {
  const api = running.api
  const project = await newProject(api)
  const milestone = await newMilestone(api, project.phases.planung, "Vorprojekt")
  const process = await newProcess(api, milestone.mst_id, "Modell koordinieren", { prc_short_name: "KOO", prc_desc: "Alte Beschreibung" })
  const architect = await newRole(api, project.pro_id, "Architektin", "service")
  const owner = await newRole(api, project.pro_id, "Bauherrschaft", "company")
  await newActivity(api, process.prc_id, "Modell liefern", { provider: architect.rop_id, receiver: owner.rop_id }, { act_desc: "IFC-Modell" })
  await newActivity(api, process.prc_id, "Modell prüfen", { provider: owner.rop_id })
  const list = created(await api.post("/1.2/profile/value_lists", { vls_pro_id: project.pro_id, vls_name: "Feuerwiderstand" }), "value list")
  for (const value of ["EI 30", "EI 60", "EI 90"]) created(await api.post(`/1.2/profile/value_lists/${list.vls_id}/items`, { vli_name: value, vli_desc: `${value} nach VKF` }), "value")
  created(
    await api.post("/1.2/profile/properties", {
      pty_pro_id: project.pro_id, pty_name: "FireRating", pty_datatype: "enumeration", pty_concept: "predefined_property", pty_vls_id: list.vls_id,
      pty_ifc: [{ ifc_version: "IFC4", pset: "Pset_WallCommon", property: "FireRating", data_type: "IfcLabel" }],
    }),
    "property",
  )
  const wall = created(await api.post("/1.2/profile/element_classes", { elc_pro_id: project.pro_id, elc_name: "Wand", elc_category: "Architektur", elc_ifc: [{ ifc_version: "IFC4", entity: "IfcWall", predefined_type: null }] }), "class")
  created(await api.post("/1.2/profile/element_classes", { elc_pro_id: project.pro_id, elc_name: "Aussenwand", elc_parent_id: wall.elc_id, elc_ifc: [{ ifc_version: "IFC4", entity: "IfcWall", predefined_type: "SOLIDWALL" }] }), "subclass")
  return project
}

describe("the Excel profile imported into its project", () => {
  it("previews no change for the reference project's own export, in German and in French", async () => {
    const referenceId = (await running.api.get("/status/info")).body.default_project_id
    const german = await preview(referenceId, await download(referenceId))
    expectNoChange(german)
    expect(german.job_kind).toBe("profile-import")
    expect(Object.keys(german.job_result.changes).sort()).toEqual([...KINDS].sort())
    expect(german.job_result.not_imported).toEqual([])
    // The requirements are read too: every facet row of the reference project's ≈ 450 requirements.
    expect(rowsOf(await workbookOf(await download(referenceId)), "Anforderungen").length).toBeGreaterThan(2000)
    const french = await preview(referenceId, await download(referenceId, "fr-CH"))
    expectNoChange(french)
    expect(french.job_result.language).toBe("fr")
  })

  it("previews exactly the cells changed, applies them (removals when confirmed) and the next export shows them", async () => {
    const project = await smallProject()
    const original = await download(project.pro_id)
    expectNoChange(await preview(project.pro_id, original))

    const workbook = await workbookOf(original)
    const activities = workbook.getWorksheet("Aktivitäten")!
    activities.eachRow((row) => {
      if (row.getCell(2).text === "Modell liefern") row.getCell(2).value = "Koordinationsmodell liefern"
    })
    const processes = workbook.getWorksheet("Prozesse")!
    processes.eachRow((row) => {
      if (row.getCell(3).text === "Modell koordinieren") row.getCell(5).value = "Neue Beschreibung"
    })
    workbook.getWorksheet("Rollen")!.addRow(["Fachplaner HLKS", "Dienstleister", "Plant Heizung, Lüftung, Klima, Sanitär"])
    const values = workbook.getWorksheet("Wertelisten")!
    let sixty = 0
    values.eachRow((row, number) => {
      if (row.getCell(2).text === "EI 60") sixty = number
    })
    values.spliceRows(sixty, 1)
    const changed = await bytesOf(workbook)

    const job = await preview(project.pro_id, changed)
    expect(job.job_state, job.job_error).toBe("completed")
    expect(job.job_result.problems).toEqual([])
    expect(job.job_result.counts).toEqual({ added: 1, changed: 2, removed: 1, problems: 0 })
    expect(job.job_result.changes.activities.changed).toEqual([
      { name: "Koordinationsmodell liefern", in: "Modell koordinieren", sheet: "Aktivitäten", row: 2, changes: [{ field: "name", label: "Aktivität", before: "Modell liefern", after: "Koordinationsmodell liefern" }] },
    ])
    expect(job.job_result.changes.processes.changed).toEqual([
      { name: "Modell koordinieren", in: "Vorprojekt", sheet: "Prozesse", row: expect.any(Number), changes: [{ field: "desc", label: "Beschreibung", before: "Alte Beschreibung", after: "Neue Beschreibung" }] },
    ])
    expect(names(job, "roles", "added")).toEqual(["Fachplaner HLKS"])
    expect(job.job_result.changes.list_values.removed).toEqual([{ name: "EI 60", in: "Feuerwiderstand", sheet: "Wertelisten", row: null }])
    for (const kind of KINDS) for (const change of ["added", "changed", "removed"] as const)
      if (!["activities:changed", "processes:changed", "roles:added", "list_values:removed"].includes(`${kind}:${change}`)) expect(names(job, kind, change), `${kind} ${change}`).toEqual([])

    // Without the confirmation the removal stays out.
    const applied = await apply(project.pro_id, job.job_id)
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    expect(applied.body).toEqual({ job_id: job.job_id, pro_id: project.pro_id, added: 1, changed: 2, removed: 0 })
    expect(Number(applied.headers.get("x-position"))).toBeGreaterThan(0)
    const roles = await list(running.api, `/1.2/profile/roles_project?rop_pro_id=${project.pro_id}`)
    expect(roles.find((r: any) => r.rop_name === "Fachplaner HLKS")).toMatchObject({ rop_role_code_code: "service", rop_desc: "Plant Heizung, Lüftung, Klima, Sanitär" })
    const after = await workbookOf(await download(project.pro_id))
    expect(rowsOf(after, "Aktivitäten").map((r) => r[1])).toEqual(["Koordinationsmodell liefern", "Modell prüfen"])
    expect(rowsOf(after, "Wertelisten").map((r) => r[1])).toEqual(["EI 30", "EI 60", "EI 90"])

    // The same preview again: the project changed since (409); a fresh preview lists the removal alone.
    const again = await apply(project.pro_id, job.job_id, true)
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ internal_code: "PROFILE_IMPORT_CONFLICT", message: expect.stringMatching(/seit der Vorschau geändert/) })
    const rest = await preview(project.pro_id, changed)
    expect(rest.job_result.counts).toEqual({ added: 0, changed: 0, removed: 1, problems: 0 })
    const confirmed = await apply(project.pro_id, rest.job_id, true)
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    expect(confirmed.body).toMatchObject({ added: 0, changed: 0, removed: 1 })

    // Export → import → export: the imported sheets read as the changed workbook did.
    const final = await workbookOf(await download(project.pro_id))
    const edited = await workbookOf(changed)
    for (const sheet of IMPORTED) expect(rowsOf(final, sheet), sheet).toEqual(rowsOf(edited, sheet))
    expectNoChange(await preview(project.pro_id, await bytesOf(final)))
  })

  it("reads the catalogue's cells: a class's entity and parent, a property's unit, name and list, a new value list", async () => {
    const project = await smallProject()
    const workbook = await workbookOf(await download(project.pro_id))
    const classes = workbook.getWorksheet("Fachklassen")!
    const header = (sheet: ExcelJS.Worksheet, text: string) => (sheet.getRow(1).values as unknown[]).indexOf(text)
    classes.eachRow((row) => {
      if (row.getCell(1).text === "Aussenwand") {
        row.getCell(header(classes, "IFC-Entität IFC4")).value = "IfcWall.PARTITIONING"
        row.getCell(header(classes, "Übergeordnete Fachklasse")).value = null
      }
    })
    const properties = workbook.getWorksheet("Merkmale")!
    properties.getCell(2, 1).value = "Feuerwiderstand"
    properties.getCell(2, header(properties, "Einheit")).value = "min"
    properties.getCell(2, header(properties, "Werteliste")).value = "Brandverhalten"
    workbook.getWorksheet("Wertelisten")!.addRow(["Brandverhalten", "RF1", "kein Beitrag zum Brand"])
    const bytes = await bytesOf(workbook)
    const job = await preview(project.pro_id, bytes)
    expect(job.job_state, job.job_error).toBe("completed")
    expect(job.job_result.problems).toEqual([])
    expect(job.job_result.changes.element_classes.changed).toEqual([
      { name: "Aussenwand", sheet: "Fachklassen", row: 2, changes: [
        { field: "parent", label: "Übergeordnete Fachklasse", before: "Wand", after: null },
        { field: "ifc:IFC4", label: "IFC-Entität IFC4", before: "IfcWall.SOLIDWALL", after: "IfcWall.PARTITIONING" },
      ] },
    ])
    expect(job.job_result.changes.properties.changed[0].changes.map((c: any) => [c.field, c.before, c.after])).toEqual([
      ["name", "FireRating", "Feuerwiderstand"], ["unit", null, "min"], ["valueList", "Feuerwiderstand", "Brandverhalten"],
    ])
    expect(names(job, "value_lists", "added")).toEqual(["Brandverhalten"])
    expect(names(job, "list_values", "added")).toEqual(["RF1"])
    expect(job.job_result.counts).toEqual({ added: 2, changed: 2, removed: 0, problems: 0 })
    expect((await apply(project.pro_id, job.job_id)).status).toBe(200)

    const [property] = await list(running.api, `/1.2/profile/properties?pty_pro_id=${project.pro_id}`)
    expect(property).toMatchObject({ pty_name: "Feuerwiderstand", pty_unit: "min", pty_ifc: [{ ifc_version: "IFC4", pset: "Pset_WallCommon", property: "FireRating", data_type: "IfcLabel" }] })
    const outer = (await list(running.api, `/1.2/profile/element_classes?elc_pro_id=${project.pro_id}`)).find((c: any) => c.elc_name === "Aussenwand")
    expect(outer).toMatchObject({ elc_parent_id: null, elc_ifc: [{ ifc_version: "IFC4", entity: "IfcWall", predefined_type: "PARTITIONING" }] })
    const final = await workbookOf(await download(project.pro_id))
    const edited = await workbookOf(bytes)
    // The catalogue's sheets list by name: the new list stands first now.
    const sorted = (rows: string[][]) => rows.map((r) => r.join("\t")).sort()
    for (const sheet of ["Fachklassen", "Merkmale", "Wertelisten"]) expect(sorted(rowsOf(final, sheet)), sheet).toEqual(sorted(rowsOf(edited, sheet)))
    expectNoChange(await preview(project.pro_id, await bytesOf(final)))
  })

  it("previews a requirement's changed value, cardinality and new facet row and a requirement's rows deleted, and applies them", async () => {
    const project = await smallProject()
    const api = running.api
    const [deliver] = await list(api, `/1.2/profile/activities?act_pro_id=${project.pro_id}`)
    const classes = await list(api, `/1.2/profile/element_classes?elc_pro_id=${project.pro_id}`)
    const [fireRating] = await list(api, `/1.2/profile/properties?pty_pro_id=${project.pro_id}`)
    const wall = classes.find((c: any) => c.elc_name === "Wand")
    const outer = classes.find((c: any) => c.elc_name === "Aussenwand")
    const property = (value: unknown) => ({ facet: "property", pty_id: fireRating.pty_id, property_set: null, base_name: null, value, data_type: null, uri: null, cardinality: "required", instructions: null })
    const walls = created(await api.post("/1.2/profile/requirements", {
      req_act_id: deliver.act_id, req_name: "Wände", req_elc_id: wall.elc_id,
      req_facets: [property({ simple: "EI 60" }), { facet: "attribute", name: { simple: "Name" }, value: null, cardinality: "required", instructions: "Wie im Plan" }],
    }), "requirement")
    created(await api.post("/1.2/profile/requirements", {
      req_act_id: deliver.act_id, req_name: "Aussenwände", req_elc_id: outer.elc_id,
      req_facets: [property({ restriction: { base: "xs:string", facets: [{ kind: "enumeration", value: "EI 30" }, { kind: "enumeration", value: "EI 60, verstärkt" }] } })],
    }), "requirement")
    const original = await download(project.pro_id)
    expectNoChange(await preview(project.pro_id, original))

    const workbook = await workbookOf(original)
    const sheet = workbook.getWorksheet("Anforderungen")!
    expect(rowsOf(workbook, "Anforderungen").map((r) => r.slice(2, 10))).toEqual([
      ["Wände", "Wand", "", "erforderlich", "Anforderung", "Merkmal", "FireRating (Pset_WallCommon.FireRating)", "EI 60"],
      ["Wände", "Wand", "", "erforderlich", "Anforderung", "Attribut", "Name", ""],
      ["Aussenwände", "Aussenwand", "", "erforderlich", "Anforderung", "Merkmal", "FireRating (Pset_WallCommon.FireRating)", 'einer von EI 30, "EI 60, verstärkt"'],
    ])
    sheet.getCell(2, 10).value = "einer von EI 60, EI 90"
    sheet.getCell(2, 6).value = "optional"
    sheet.getCell(3, 6).value = "optional"
    sheet.spliceRows(4, 1, ["Modell koordinieren", "Modell liefern", "Wände", "Wand", null, "optional", "Anforderung", "Attribut", "Description", "mindestens 5 Zeichen", null, "erforderlich", "Kurz beschreiben"])
    const changed = await bytesOf(workbook)

    const job = await preview(project.pro_id, changed)
    expect(job.job_state, job.job_error).toBe("completed")
    expect(job.job_result.problems).toEqual([])
    expect(job.job_result.counts).toEqual({ added: 0, changed: 1, removed: 1, problems: 0 })
    expect(job.job_result.changes.requirements).toEqual({
      added: [],
      changed: [{ name: "Wände", in: "Modell liefern", sheet: "Anforderungen", row: 2, changes: [
        { field: "cardinality", label: "Kardinalität", before: "erforderlich", after: "optional" },
        { field: "facets", label: "Anforderung", before: "Merkmal · FireRating (Pset_WallCommon.FireRating) · EI 60 · IfcLabel · erforderlich", after: "Merkmal · FireRating (Pset_WallCommon.FireRating) · einer von EI 60, EI 90 · IfcLabel · erforderlich" },
        { field: "facets", label: "Anforderung", before: null, after: "Attribut · Description · mindestens 5 Zeichen · erforderlich · Kurz beschreiben" },
      ] }],
      removed: [{ name: "Aussenwände", in: "Modell liefern", sheet: "Anforderungen", row: null }],
    })
    const applied = await apply(project.pro_id, job.job_id, true)
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    expect(applied.body).toMatchObject({ added: 0, changed: 1, removed: 1 })
    const requirements = await list(api, `/1.2/profile/requirements?req_act_id=${deliver.act_id}`)
    expect(requirements.map((r: any) => r.req_name)).toEqual(["Wände"])
    expect(requirements[0]).toMatchObject({
      req_id: walls.req_id, req_cardinality: "optional",
      req_facets: [
        property({ restriction: { base: null, facets: [{ kind: "enumeration", value: "EI 60" }, { kind: "enumeration", value: "EI 90" }] } }),
        { facet: "attribute", name: { simple: "Name" }, value: null, cardinality: "required", instructions: "Wie im Plan" },
        { facet: "attribute", name: { simple: "Description" }, value: { restriction: { base: null, facets: [{ kind: "minLength", value: "5" }] } }, cardinality: "required", instructions: "Kurz beschreiben" },
      ],
    })
    // Export → import → export: the sheet reads as the edited workbook, and previews no change.
    const final = await workbookOf(await download(project.pro_id))
    expect(rowsOf(final, "Anforderungen")).toEqual(rowsOf(await workbookOf(changed), "Anforderungen"))
    expectNoChange(await preview(project.pro_id, await bytesOf(final)))
    // A new requirement's rows, and a cell that cannot be read.
    const more = await workbookOf(await bytesOf(final))
    more.getWorksheet("Anforderungen")!.addRow(["Modell koordinieren", "Modell liefern", "Aussenwände", "Aussenwand", "IFC4", "erforderlich", "Anforderung", "Merkmal", "FireRating", '"EI 90', null, "erforderlich", null])
    more.getWorksheet("Anforderungen")!.addRow(["Modell koordinieren", "Modell prüfen", "Türen", null, null, "optional", "Anwendbarkeit", "Entität", "IFCDOOR", null, null, null, null])
    const third = await preview(project.pro_id, await bytesOf(more))
    expect(third.job_result.problems).toEqual([
      { sheet: "Anforderungen", row: 5, column: "Wert oder Einschränkung", reason: expect.stringMatching(/^«"EI 90» ist nicht lesbar/) },
      { sheet: "Anforderungen", row: 5, column: "Anforderung", reason: "Die neue Anforderung «Aussenwände» wird nicht angelegt, da Zellen ihrer Zeilen nicht lesbar sind." },
    ])
    expect(third.job_result.changes.requirements.added).toEqual([{ name: "Türen", in: "Modell prüfen", sheet: "Anforderungen", row: 6 }])
    expect((await apply(project.pro_id, third.job_id)).status).toBe(200)
    const [checkActivity] = (await list(api, `/1.2/profile/activities?act_pro_id=${project.pro_id}`)).filter((a: any) => a.act_name === "Modell prüfen")
    expect(await list(api, `/1.2/profile/requirements?req_act_id=${checkActivity.act_id}`)).toMatchObject([
      { req_name: "Türen", req_elc_id: null, req_cardinality: "optional", req_applicability: [{ facet: "entity", name: { simple: "IFCDOOR" }, predefined_type: null }], req_facets: [] },
    ])
  })

  it("keeps an activity's requirements when the activity is renamed in «Aktivitäten» and in its requirement rows alike", async () => {
    const project = await smallProject()
    const api = running.api
    const [deliver] = await list(api, `/1.2/profile/activities?act_pro_id=${project.pro_id}`)
    const [wall] = await list(api, `/1.2/profile/element_classes?elc_pro_id=${project.pro_id}`)
    const kept = created(await api.post("/1.2/profile/requirements", { req_act_id: deliver.act_id, req_name: "Wände", req_elc_id: wall.elc_id }), "requirement")
    const workbook = await workbookOf(await download(project.pro_id))
    for (const name of ["Aktivitäten", "Anforderungen"])
      workbook.getWorksheet(name)!.eachRow((row, number) => {
        if (number > 1 && row.getCell(2).value === "Modell liefern") row.getCell(2).value = "Modell abgeben"
      })
    const job = await preview(project.pro_id, await bytesOf(workbook))
    expect(job.job_state, job.job_error).toBe("completed")
    expect(job.job_result.problems).toEqual([])
    expect(job.job_result.counts).toEqual({ added: 0, changed: 1, removed: 0, problems: 0 })
    expect(names(job, "activities", "changed")).toEqual(["Modell abgeben"])
    expect((await apply(project.pro_id, job.job_id, true)).status).toBe(200)
    expect(await list(api, `/1.2/profile/requirements?req_act_id=${deliver.act_id}`)).toMatchObject([{ req_id: kept.req_id, req_name: "Wände" }])
  })

  it("names what it cannot read — an unknown role, a data type — by sheet, row and column", async () => {
    const project = await smallProject()
    const workbook = await workbookOf(await download(project.pro_id))
    workbook.getWorksheet("Aktivitäten")!.getCell("C2").value = "Niemand"
    workbook.getWorksheet("Merkmale")!.addRow(["Schallschutz", "Farbe", null, "Standard-Merkmal"])
    workbook.getWorksheet("Fachklassen")!.getCell("A2").value = workbook.getWorksheet("Fachklassen")!.getCell("A2").text // unchanged
    const job = await preview(project.pro_id, await bytesOf(workbook))
    expect(job.job_state, job.job_error).toBe("completed")
    expect(job.job_result.problems).toEqual([
      { sheet: "Aktivitäten", row: 2, column: "Liefernde Rolle", reason: "Die Rolle «Niemand» gibt es im Blatt «Rollen» nicht; das Feld wird nicht eingelesen." },
      { sheet: "Merkmale", row: 3, column: "Datentyp", reason: "Den Datentyp «Farbe» gibt es nicht (erwartet: Text, Zahl, Ja/Nein, Datum, Aufzählung)." },
    ])
    expect(job.job_result.counts).toMatchObject({ added: 0, changed: 0, removed: 0 })
  })

  it("refuses what is no workbook and fails the job of a workbook that is not the layout, storing nothing", async () => {
    const project = await smallProject()
    expect((await upload(project.pro_id, "a,b\n1,2\n", "text/csv")).status).toBe(415)
    expect(await upload(project.pro_id, new Uint8Array())).toMatchObject({ status: 400, body: { message: "Die Datei ist leer." } })
    expect(await upload(project.pro_id, "kein Zip")).toMatchObject({ status: 400, body: { message: "Die Datei ist keine Excel-Arbeitsmappe (XLSX)." } })
    expect((await upload(999_999_999, await download(project.pro_id))).status).toBe(404)

    const withoutRoles = await workbookOf(await download(project.pro_id))
    withoutRoles.removeWorksheet(withoutRoles.getWorksheet("Rollen")!.id)
    const noRoles = await preview(project.pro_id, await bytesOf(withoutRoles))
    expect(noRoles.job_state).toBe("failed")
    expect(noRoles.job_error).toMatch(/kein Excel-Profil: das Blatt «Rollen» fehlt/)

    const withoutColumn = await workbookOf(await download(project.pro_id))
    withoutColumn.getWorksheet("Aktivitäten")!.getCell("D1").value = "Irgendwas"
    const noColumn = await preview(project.pro_id, await bytesOf(withoutColumn))
    expect(noColumn.job_state).toBe("failed")
    expect(noColumn.job_error).toMatch(/im Blatt «Aktivitäten» fehlt die Spalte «Empfangende Rolle»/)
    const refused = await apply(project.pro_id, noColumn.job_id, true)
    expect(refused).toMatchObject({ status: 409, body: { internal_code: "PROFILE_IMPORT_CONFLICT" } })

    const form = new FormData()
    form.append("file", new Blob([await download(project.pro_id)], { type: XLSX }), "Profil.xlsx")
    const response = await fetch(`${running.baseUrl}/1.2/profile/projects/${project.pro_id}/profile.xlsx`, { method: "POST", headers: { Authorization: `Bearer ${running.api.token}` }, body: form })
    expect(response.status).toBe(201)
    expectNoChange(await finishedJob(running.api, ((await response.json()) as { job_id: number }).job_id))
    expect(await one(running.api, `/1.2/profile/projects/${project.pro_id}`)).toMatchObject({ pro_id: project.pro_id })
  })
})
