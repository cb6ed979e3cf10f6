/**
 * The reports (issue 10) as a planner downloads them from the running stack: the reference project's PDF, printed
 * by Debian's Chromium, read back with poppler's pdftotext — title page, table of contents, processes,
 * activities with provider → receiver, a requirement with its facets, page numbers — and its first page
 * rendered with pdftoppm; a process's PDF with only that process; both Excel reports opened with exceljs (sheets,
 * bold frozen filtered headers, rows); French when asked for; file names with the project and the process id;
 * a reader without access refused as for the project's and the process's own GET.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import ExcelJS from "exceljs"
import { beforeAll, describe, expect, it } from "vitest"
import { invitePerson, type Person } from "../support/people"
import { list, newSmallPlan, one } from "../support/profile-fixtures"
import { useMailingStack } from "../support/mailing-stack"

const { inbox, stack } = useMailingStack()
let reader: Person
let referenceId: number
let project: any
let activities: any[]
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bimprofile-reports-"))

beforeAll(async () => {
  reader = await invitePerson(stack.api, inbox, { name: "Leser" })
  referenceId = (await stack.api.get("/status/info")).body.default_project_id
  project = await one(stack.api, `/1.2/profile/projects/${referenceId}`)
  activities = await list(stack.api, `/1.2/profile/activities?act_pro_id=${referenceId}`)
})

const download = async (url: string, headers: Record<string, string> = {}) => {
  const started = performance.now()
  const response = await fetch(`${stack.baseUrl}${url}`, { headers: { Authorization: `Bearer ${stack.api.token}`, ...headers } })
  const bytes = new Uint8Array(await response.arrayBuffer())
  const ms = Math.round(performance.now() - started)
  expect(response.status, `${url}: ${new TextDecoder().decode(bytes.slice(0, 300))}`).toBe(200)
  return { bytes, ms, type: response.headers.get("content-type"), disposition: response.headers.get("content-disposition") ?? "" }
}

/** The PDF's text, whitespace folded, and its number of pages. */
const pdfText = (bytes: Uint8Array, name: string) => {
  const file = path.join(dir, name)
  fs.writeFileSync(file, bytes)
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" })
  const pages = Number(/Pages:\s+(\d+)/u.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1])
  return { file, text: text.replace(/\s+/gu, " "), pages }
}

const workbook = async (bytes: Uint8Array) => {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes.buffer as ArrayBuffer)
  return book
}

const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: string[][] = []
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? "" : String(v)))))
  return rows
}

describe("reports", () => {
  it("prints the reference project as a PDF: title page, contents, plan, provider → receiver, requirements, page numbers", async () => {
    const pdf = await download(`/1.2/profile/projects/${referenceId}/report.pdf`)
    console.log(`reference project's PDF report: ${pdf.ms} ms, ${Math.round(pdf.bytes.length / 1024)} kB (${dir})`)
    expect(pdf.type).toBe("application/pdf")
    expect(pdf.disposition).toContain(`filename="${referenceId}_Bericht.pdf"`)
    const warm = await download(`/1.2/profile/projects/${referenceId}/report.pdf`)
    console.log(`again, the browser running: ${warm.ms} ms`)
    const { file, text, pages } = pdfText(pdf.bytes, "project.pdf")
    expect(text).toContain(project.pro_name)
    expect(text).toContain("Inhaltsverzeichnis")
    expect(text).toContain("IFC-Version")
    expect(text).toContain("Organisation")
    // The contents list every activity, and the body names each again under its heading.
    const activity = activities.find((a) => a.act_name === "Fachmodell Architektur liefern")!
    expect(text.split(activity.act_name).length - 1).toBeGreaterThanOrEqual(2)
    const process = await one(stack.api, `/1.2/profile/processes/${activity.act_prc_id}`)
    expect(text).toContain(process.prc_name)
    expect(text).toContain(`${activity.act_rop_provider_name} → ${activity.act_rop_receiver_name}`)
    const requirements = await list(stack.api, `/1.2/profile/requirements?req_act_id=${activity.act_id}`)
    expect(requirements.length).toBeGreaterThan(0)
    for (const requirement of requirements) expect(text).toContain(requirement.req_name)
    expect(text).toMatch(/Merkmal [^:]+ \(erforderlich\)/u)
    expect(pages).toBeGreaterThan(3)
    expect(text).toContain(`Seite 1 von ${pages}`)
    expect(text).toContain(`Seite ${pages} von ${pages}`)

    // The contents give each heading's page: the activity's entry names the page its section starts on.
    const contents = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", "-f", "2", "-l", "4", file, "-"], { encoding: "utf8" })
    const entry = contents.split("\n").find((line) => line.includes(activity.act_name))!
    const page = Number(/(\d+)\s*$/u.exec(entry)![1])
    expect(page).toBeGreaterThan(2)
    const pageText = execFileSync("pdftotext", ["-enc", "UTF-8", "-f", String(page), "-l", String(page), file, "-"], { encoding: "utf8" }).replace(/\s+/gu, " ")
    expect(pageText).toContain(activity.act_name)
    expect(pageText).toContain(`${activity.act_rop_provider_name} → ${activity.act_rop_receiver_name}`)

    execFileSync("pdftoppm", ["-png", "-r", "50", "-f", "1", "-l", "1", file, path.join(dir, "project-page")])
    const png = fs.readdirSync(dir).find((name) => name.startsWith("project-page") && name.endsWith(".png"))!
    expect(fs.statSync(path.join(dir, png)).size).toBeGreaterThan(2000)
  })

  it("prints a process alone, named after the project and the process", async () => {
    const activity = activities.find((a) => a.act_name === "Fachmodell Architektur liefern")!
    const processId = activity.act_prc_id
    const own = activities.filter((a) => a.act_prc_id === processId)
    const other = activities.find((a) => a.act_prc_id !== processId && !own.some((o) => o.act_name === a.act_name))!
    const pdf = await download(`/1.2/profile/processes/${processId}/report.pdf`)
    console.log(`a process's PDF report: ${pdf.ms} ms`)
    expect(pdf.disposition).toContain(`filename="${referenceId}_${processId}_Bericht.pdf"`)
    const { text, pages } = pdfText(pdf.bytes, "process.pdf")
    expect(text).toContain("Prozessbericht")
    for (const a of own) expect(text).toContain(a.act_name)
    expect(text).not.toContain(other.act_name)
    expect(text).toContain(`Seite ${pages} von ${pages}`)

    // Several at once share the one browser (two pages print at a time, the others wait their turn).
    const processIds = [...new Set(activities.map((a) => a.act_prc_id as number))].slice(0, 4)
    const together = await Promise.all(processIds.map((id) => download(`/1.2/profile/processes/${id}/report.pdf`)))
    together.forEach((answer, i) => {
      expect(new TextDecoder().decode(answer.bytes.slice(0, 5))).toBe("%PDF-")
      expect(answer.disposition).toContain(`filename="${referenceId}_${processIds[i]}_Bericht.pdf"`)
    })
  })

  it("writes the same as Excel workbooks with bold, frozen, filtered headers", async () => {
    const xlsx = await download(`/1.2/profile/projects/${referenceId}/report.xlsx`)
    expect(xlsx.type).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
    expect(xlsx.disposition).toContain(`filename="${referenceId}_Bericht.xlsx"`)
    const book = await workbook(xlsx.bytes)
    expect(book.worksheets.map((s) => s.name)).toEqual(["Übersicht", "Meilensteine", "Prozesse", "Aktivitäten", "Anforderungen"])
    expect(rowsOf(book.getWorksheet("Übersicht")!)).toContainEqual(["Projekt", project.pro_name])
    const activitySheet = book.getWorksheet("Aktivitäten")!
    expect(activitySheet.getRow(1).font?.bold).toBe(true)
    expect(activitySheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 })
    expect(activitySheet.autoFilter).toBeTruthy()
    const activityRows = rowsOf(activitySheet)
    expect(activityRows[0]).toEqual(["Phase", "Meilenstein", "Prozess", "Aktivität", "Lieferant", "Empfänger", "Beschreibung", "Anforderungen"])
    expect(activityRows).toHaveLength(activities.length + 1)
    const activity = activities.find((a) => a.act_name === "Fachmodell Architektur liefern")!
    const row = activityRows.find((r) => r[3] === activity.act_name)!
    expect(row.slice(4, 6)).toEqual([activity.act_rop_provider_name, activity.act_rop_receiver_name])
    const requirementRows = rowsOf(book.getWorksheet("Anforderungen")!)
    const requirements = await list(stack.api, `/1.2/profile/requirements?req_act_id=${activity.act_id}`)
    for (const requirement of requirements) expect(requirementRows.some((r) => r[2] === activity.act_name && r[3] === requirement.req_name), requirement.req_name).toBe(true)
    expect(requirementRows.some((r) => /\(erforderlich\)/u.test(r[7] ?? ""))).toBe(true)

    const processXlsx = await download(`/1.2/profile/processes/${activity.act_prc_id}/report.xlsx`)
    expect(processXlsx.disposition).toContain(`filename="${referenceId}_${activity.act_prc_id}_Bericht.xlsx"`)
    const processRows = rowsOf((await workbook(processXlsx.bytes)).getWorksheet("Aktivitäten")!)
    expect(processRows.slice(1).map((r) => r[3])).toEqual(activities.filter((a) => a.act_prc_id === activity.act_prc_id).map((a) => a.act_name))
  })

  it("speaks the language the reader asks for", async () => {
    const pdf = await download(`/1.2/profile/projects/${referenceId}/report.pdf`, { "Accept-Language": "fr-CH, fr;q=0.9, de;q=0.5" })
    expect(pdf.disposition).toContain(`filename="${referenceId}_Rapport.pdf"`)
    const { text, pages } = pdfText(pdf.bytes, "project-fr.pdf")
    expect(text).toContain("Table des matières")
    expect(text).toContain(`Page ${pages} sur ${pages}`)
    const xlsx = await download(`/1.2/profile/projects/${referenceId}/report.xlsx`, { "Accept-Language": "en-GB,en;q=0.8" })
    expect((await workbook(xlsx.bytes)).worksheets.map((s) => s.name)).toEqual(["Overview", "Milestones", "Processes", "Activities", "Requirements"])
  })

  it("refuses a reader without access as the project's and the process's own GET", async () => {
    const own = await newSmallPlan(stack.api, `Bericht geheim ${Date.now()}`)
    const [process] = await list(stack.api, `/1.2/profile/processes?prc_pro_id=${own.pro_id}`)
    for (const format of ["pdf", "xlsx"]) {
      const refused = await reader.api.get(`/1.2/profile/projects/${own.pro_id}/report.${format}`)
      expect([refused.status, refused.body.internal_code]).toEqual([401, "AUTH_PRO"])
      expect((await reader.api.get(`/1.2/profile/processes/${process.prc_id}/report.${format}`)).status).toBe(404)
      expect((await stack.api.get(`/1.2/profile/projects/987654321/report.${format}`)).status).toBe(404)
    }
    // Texts of the project go into the HTML escaped: a name with markup prints as written.
    expect((await stack.api.patch(`/1.2/profile/projects/${own.pro_id}`, { pro_name: "<b>Bau & Co</b>" })).status).toBe(200)
    const { text } = pdfText((await download(`/1.2/profile/projects/${own.pro_id}/report.pdf`)).bytes, "escaped.pdf")
    expect(text).toContain("<b>Bau & Co</b>")
    expect(text).toContain("Schätzung prüfen")
  })
})
