/**
 * A project's Excel profile (issue 10) as a planner downloads it from the running stack: the reference project's
 * workbook opened with exceljs has one sheet per view in German (French when the browser asks for it), each with
 * a bold, frozen, filtered header row; every activity and every requirement the JSON API lists is on it; value
 * lists are drop-downs — the value list column of "Merkmale" offers the lists' names, a property facet's value on
 * "Anforderungen" its list's values on "Wertelisten"; the file is named after the project.
 */
import ExcelJS from "exceljs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { list } from "../support/profile-fixtures"
import { type RunningStack, startTestStack } from "../support/stack"

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
const SHEETS = ["Prozesse", "Aktivitäten", "Rollen", "Anforderungen", "Fachklassen", "Merkmale", "Wertelisten"]

let running: RunningStack
let referenceId: number
let activities: any[]
/** A process's name by its id (the activities name their process by id). */
const processName = new Map<number, string>()
const requirementsOf = new Map<number, any[]>()

const download = async (projectId: number, headers: Record<string, string> = {}) => {
  const started = performance.now()
  const response = await fetch(`${running.baseUrl}/1.2/profile/projects/${projectId}/profile.xlsx`, { headers: { Authorization: `Bearer ${running.api.token}`, ...headers } })
  const bytes = await response.arrayBuffer()
  const millis = performance.now() - started
  const workbook = new ExcelJS.Workbook()
  if (response.status === 200) await workbook.xlsx.load(bytes)
  return { response, workbook, millis, size: bytes.byteLength, json: () => JSON.parse(new TextDecoder().decode(bytes)) }
}

/** A sheet's data rows as texts (the header row left out). */
const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: string[][] = []
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? "" : String(v))))
  })
  return rows
}
const headerOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1).map(String)

let german: Awaited<ReturnType<typeof download>>

beforeAll(async () => {
  running = await startTestStack({ engine: "pglite" })
  referenceId = (await running.api.get("/status/info")).body.default_project_id
  activities = await list(running.api, `/1.2/profile/activities?act_pro_id=${referenceId}`)
  for (const process of await list(running.api, `/1.2/profile/processes?prc_pro_id=${referenceId}`)) processName.set(process.prc_id, process.prc_name)
  for (const activity of activities) requirementsOf.set(activity.act_id, await list(running.api, `/1.2/profile/requirements?req_act_id=${activity.act_id}`))
  await download(referenceId) // warm: the first read of a project fills the caches
  german = await download(referenceId)
  console.log(`Excel profile of the reference project: ${german.size} bytes in ${german.millis.toFixed(0)} ms`)
})
afterAll(async () => {
  await running?.stop()
})

describe("a project's Excel profile", () => {
  it("is an XLSX download named after the project", () => {
    expect(german.response.status).toBe(200)
    expect(german.response.headers.get("content-type")).toBe(XLSX)
    expect(german.response.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="${referenceId}_Profil\\.xlsx"`, "u"))
  })

  it("has one sheet per view, each with a bold, frozen and filtered header row", () => {
    const visible = german.workbook.worksheets.filter((sheet) => sheet.state === "visible")
    expect(visible.map((sheet) => sheet.name)).toEqual(SHEETS)
    for (const sheet of visible) {
      expect(sheet.views[0], sheet.name).toMatchObject({ state: "frozen", ySplit: 1 })
      expect(sheet.autoFilter, sheet.name).toBeTruthy()
      expect(String(sheet.autoFilter), sheet.name).toMatch(/^A1:[A-Z]+\d+$/u)
      expect(sheet.getRow(1).getCell(1).font?.bold, sheet.name).toBe(true)
      expect(rowsOf(sheet).length, sheet.name).toBeGreaterThan(0)
      for (const column of sheet.columns) expect(column.width, sheet.name).toBeGreaterThanOrEqual(8)
    }
    expect(headerOf(german.workbook.getWorksheet("Prozesse")!)).toEqual(["Phase", "Meilenstein", "Prozess", "Kurzname", "Beschreibung"])
    expect(headerOf(german.workbook.getWorksheet("Wertelisten")!)).toEqual(["Werteliste", "Wert", "Beschreibung"])
  })

  it("lists every activity of the project with its roles and its number of requirements", () => {
    const rows = rowsOf(german.workbook.getWorksheet("Aktivitäten")!)
    expect(rows).toHaveLength(activities.length)
    for (const activity of activities) {
      const row = rows.find((r) => r[1] === activity.act_name && r[0] === processName.get(activity.act_prc_id))
      expect(row, activity.act_name).toBeDefined()
      expect(row![2]).toBe(activity.act_rop_provider_name ?? "")
      expect(row![3]).toBe(activity.act_rop_receiver_name ?? "")
      expect(Number(row![5])).toBe(requirementsOf.get(activity.act_id)!.length)
    }
  })

  it("lists every requirement, one row per facet", () => {
    const rows = rowsOf(german.workbook.getWorksheet("Anforderungen")!)
    let facets = 0
    for (const activity of activities)
      for (const requirement of requirementsOf.get(activity.act_id)!) {
        const own = rows.filter((r) => r[0] === processName.get(activity.act_prc_id) && r[1] === activity.act_name && r[2] === requirement.req_name)
        const count = requirement.req_applicability.length + requirement.req_facets.length
        expect(own.length, `${activity.act_name}: ${requirement.req_name}`).toBe(Math.max(1, count))
        facets += Math.max(1, count)
      }
    expect(rows).toHaveLength(facets)
    expect(facets).toBeGreaterThan(10)
    // A facet's value is written in words, never as the stored JSON.
    expect(rows.some((r) => r[7] === "Merkmal" && r[8] !== "")).toBe(true)
    expect(rows.every((r) => !(r[9] ?? "").includes("{"))).toBe(true)
  })

  it("offers value lists as drop-downs: a property's list on 'Merkmale', a list's values on 'Anforderungen'", async () => {
    const properties = await list(running.api, `/1.2/profile/properties?pty_pro_id=${referenceId}`)
    const valueLists = await list(running.api, `/1.2/profile/value_lists?vls_pro_id=${referenceId}`)
    const withList = properties.find((p) => p.pty_vls_id !== null)
    expect(withList, "the reference catalogue has a property with a value list").toBeDefined()
    const listName = valueLists.find((l) => l.vls_id === withList.pty_vls_id).vls_name

    const sheet = german.workbook.getWorksheet("Merkmale")!
    const listColumn = headerOf(sheet).indexOf("Werteliste") + 1
    const rowNumber = rowsOf(sheet).findIndex((r) => r[0] === withList.pty_name) + 2
    const cell = sheet.getRow(rowNumber).getCell(listColumn)
    expect(cell.value).toBe(listName)
    expect(cell.dataValidation).toMatchObject({ type: "list" })
    const names = valuesAt(german.workbook, cell.dataValidation.formulae![0] as string)
    expect(names).toContain(listName)
    expect(new Set(names).size).toBe(names.length)

    const requirements = german.workbook.getWorksheet("Anforderungen")!
    const valueColumn = headerOf(requirements).indexOf("Wert oder Einschränkung") + 1
    const validated: { value: string; choices: string[] }[] = []
    requirements.eachRow((row, number) => {
      const c = row.getCell(valueColumn)
      if (number > 1 && c.dataValidation?.type === "list") validated.push({ value: String(c.value ?? ""), choices: valuesAt(german.workbook, c.dataValidation.formulae![0] as string) })
    })
    expect(validated.length).toBeGreaterThan(0)
    for (const { value, choices } of validated) {
      expect(choices.length).toBeGreaterThan(0)
      if (value) expect(choices).toContain(value)
    }
  })

  it("speaks French when the browser asks for it", async () => {
    const french = await download(referenceId, { "Accept-Language": "fr-CH, fr;q=0.9, de;q=0.8" })
    expect(french.response.headers.get("content-disposition")).toContain(`filename="${referenceId}_Profil.xlsx"`)
    expect(french.workbook.worksheets.filter((s) => s.state === "visible").map((s) => s.name)).toEqual([
      "Processus", "Activités", "Rôles", "Exigences", "Classes d'éléments", "Propriétés", "Listes de valeurs",
    ])
    expect(headerOf(french.workbook.getWorksheet("Processus")!)[1]).toBe("Jalon")
    expect(rowsOf(french.workbook.getWorksheet("Activités")!)).toHaveLength(activities.length)
  })

  it("answers an unknown project as the project's GET does", async () => {
    const [excel, project] = await Promise.all([download(987654321), running.api.get("/1.2/profile/projects/987654321")])
    expect(excel.response.status).toBe(project.status)
    expect(excel.json().internal_code).toBe(project.body.internal_code)
  })
})

/** The texts of a range like `'Wertelisten'!$B$2:$B$5`. */
const valuesAt = (workbook: ExcelJS.Workbook, formula: string) => {
  const match = /^'((?:[^']|'')+)'!\$([A-Z]+)\$(\d+):\$([A-Z]+)\$(\d+)$/u.exec(formula)
  if (!match) throw new Error(`not a range: ${formula}`)
  const sheet = workbook.getWorksheet(match[1]!.replaceAll("''", "'"))!
  const values: string[] = []
  for (let row = Number(match[3]); row <= Number(match[5]); row++) values.push(String(sheet.getCell(`${match[2]}${row}`).value ?? ""))
  return values
}
