import type { ExportResult } from "@bimprofile/contracts/dto/export-dto"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { changeLocale } from "../../../lib/i18n"
import { jobNotice$ } from "../../../lib/job-notices"
import { ProjectPermissionContext } from "../../../lib/project-access"
import { emptySession, updateSession } from "../../../lib/session"
import { type Answer, stubApi } from "../../../testing/api-stub"
import { activity, documentDto, exportResult, jobDto, process } from "../../../testing/dto-fixtures"
import { renderRoute } from "../../../testing/render-route"
import { catchSavedFiles } from "../../../testing/saved-files"
import { testUser } from "../../../testing/test-user"
import { ExportPage } from "./export-page"

const project = { pro_id: 1, pro_name: "Schulhaus", pro_isc_name: "IFC4X3_ADD2", pro_permission: "read" } as unknown as ProjectDto
const processes = [process(3, 20, 1, { prc_name: "Vorprojekt" }), process(4, 20, 2, { prc_name: "Bauprojekt" })]
const activities = [
  activity(6, 3, 2, 9, 10, { act_name: "Tragwerksmodell liefern" }),
  activity(5, 3, 1, 9, 10, { act_name: "Fachmodell Architektur liefern" }),
  activity(8, 4, 1, 9, 10, { act_name: "Kostenvoranschlag erstellen" }),
]

const LIST = "GET /1.2/profile/documents?doc_pro_id=1"
const EXPORT = "POST /1.2/profile/exports"
const JOB = "GET /1.2/profile/jobs/31"
const reads = (routes: Record<string, Answer | Answer[]>) => ({
  "GET /1.2/profile/projects/1?statistics=true": { status: 200, body: project },
  "GET /1.2/profile/processes?prc_pro_id=1": { status: 200, body: processes },
  "GET /1.2/profile/activities?act_pro_id=1": { status: 200, body: activities },
  [LIST]: { status: 200, body: [] },
  [EXPORT]: { status: 201, body: { job_id: 31 } },
  ...routes,
})
const completed = (result = exportResult()) => ({ status: 200, body: jobDto(31, { job_state: "completed", job_percent: 100, job_result: result }) })

const renderPage = () =>
  renderRoute(
    "/projects/:projectId/export",
    <ProjectPermissionContext value="read">
      <ExportPage />
    </ProjectPermissionContext>,
    "/projects/1/export",
  )
const form = () => screen.getByRole("form")
const radio = (name: string | RegExp) => within(form()).getByRole("radio", { name }) as HTMLInputElement
const exportButton = () => within(form()).getByRole("button", { name: "Exportieren" })

beforeEach(() => updateSession({ accessToken: "token", user: testUser() }))
afterEach(async () => {
  cleanup()
  updateSession(emptySession())
  await changeLocale("de-CH")
})

describe("the export page", () => {
  it("given two activities of a process chosen by search, IDS for IFC2X3 in English, then that request; its progress live, then the zip with each file's check, downloaded as the kept document", async () => {
    const zip = exportResult({
      file_name: "1_Auswahl_IDS_IFC2X3.zip",
      media_type: "application/zip",
      size: 2_516_582,
      checks: [
        { act_id: 5, file_name: "1_3_Fachmodell-Architektur-liefern_IFC2X3.ids", schema_valid: true, valid: false, ifc_problems: 2, omissions: 1, overlaps: 0 },
        { act_id: 6, file_name: "1_3_Tragwerksmodell-liefern_IFC2X3.ids", schema_valid: true, valid: true, ifc_problems: 0, omissions: 0, overlaps: 0 },
      ],
    })
    const { calls, sent } = stubApi(
      reads({
        [JOB]: [{ status: 200, body: jobDto(31, { job_percent: 50, job_message: "Aktivität 1 von 2 geschrieben …" }) }, completed(zip)],
        "GET /1.2/profile/documents/77/content": { status: 200, body: "PK" },
      }),
    )
    const { names } = catchSavedFiles()
    renderPage()
    expect((await screen.findByRole("radio", { name: /Ganzes Projekt/ }) as HTMLInputElement).checked).toBe(true)
    // Nothing running: no export card yet.
    expect(screen.queryByRole("heading", { name: "Aktueller Export" })).toBeNull()
    expect(radio(/^IDS 1\.0/).checked).toBe(true)

    fireEvent.click(radio(/Ausgewählte Aktivitäten/))
    const search = await screen.findByRole("searchbox", { name: "Aktivitäten durchsuchen" })
    fireEvent.change(search, { target: { value: "liefern" } })
    expect(screen.queryByText("Kostenvoranschlag erstellen")).toBeNull()
    fireEvent.click(screen.getByRole("checkbox", { name: "Alle Aktivitäten von «Vorprojekt»" }))
    expect(screen.getByText("2 Aktivitäten ausgewählt")).toBeTruthy()
    expect((screen.getByRole("checkbox", { name: "Tragwerksmodell liefern" }) as HTMLInputElement).checked).toBe(true)
    // The Excel profile is made for the whole project only.
    expect(radio(/Excel-Profil/).disabled).toBe(true)

    fireEvent.click(radio("IFC2X3"))
    expect(screen.getByText("Die IDS-Datei wird für IFC2X3 erstellt, das Projekt ist in IFC4X3_ADD2 beschrieben: die Vollständigkeit ist nicht garantiert.")).toBeTruthy()
    fireEvent.change(screen.getByLabelText("Sprache der Texte"), { target: { value: "en" } })
    fireEvent.click(exportButton())

    const progress = (await screen.findByText(/50 % erledigt\. Aktivität 1 von 2 geschrieben …/)).closest("[role=status]") as HTMLElement
    expect(within(progress).getByText("IDS 1.0 · 2 Aktivitäten")).toBeTruthy()
    expect(within(progress).getByRole("button", { name: "Abbrechen" })).toBeTruthy()
    expect(sent("POST").map((call) => call.body)).toEqual([
      { exp_pro_id: 1, exp_scope: "activities", exp_act_ids: [5, 6], exp_format: "ids", exp_ifc_version: "IFC2X3", exp_language: "en" },
    ])

    jobNotice$.next({ job_id: 31, job_kind: "export", job_state: "completed", job_percent: 100, job_message: null, job_error: null, job_cancel_requested: false })
    const result = await screen.findByRole("region", { name: "Export fertig und als Dokument abgelegt" })
    expect(within(result).getByText("1_Auswahl_IDS_IFC2X3.zip").parentElement?.textContent).toContain("2.4 MB · Stand: Position 4711 · ")
    expect(within(result).getByText("Schema-gültig, mit IFC-Hinweisen")).toBeTruthy()
    const rows = within(within(result).getByRole("table", { name: "Prüfung pro Datei" })).getAllByRole("row")
    expect(rows.map((row) => within(row).queryAllByRole("cell").map((cell) => cell.textContent?.trim()))).toEqual([
      [],
      ["1_3_Fachmodell-Architektur-liefern_IFC2X3.ids", "Fachmodell Architektur liefern", "gültig", "2", "1", "0"],
      ["1_3_Tragwerksmodell-liefern_IFC2X3.ids", "Tragwerksmodell liefern", "gültig", "0", "0", "0"],
    ])

    fireEvent.click(within(result).getByRole("button", { name: "Herunterladen" }))
    await waitFor(() => expect(names()).toEqual(["1_Auswahl_IDS_IFC2X3.zip"]))
    expect(calls.find((call) => call.path === "/1.2/profile/documents/77/content")?.headers.authorization).toBe("Bearer token")
  })

  it("given a process and the PDF report, then only the process is sent and no IFC version is asked; a format the scope does not take gives way to IDS", async () => {
    const report = exportResult({ file_name: "1_4_Bericht.pdf", media_type: "application/pdf", checks: [], check: null })
    const { sent } = stubApi(reads({ [JOB]: completed(report) }))
    renderPage()
    await screen.findByRole("radio", { name: /Ganzes Projekt/ })
    fireEvent.click(radio(/Excel-Profil/))
    fireEvent.click(radio(/Ein Prozess/))
    expect(radio(/^IDS 1\.0/).checked).toBe(true)
    expect(radio(/Excel-Profil/).disabled).toBe(true)
    fireEvent.change(await screen.findByLabelText("Prozess"), { target: { value: "4" } })
    fireEvent.click(radio(/PDF-Bericht/))
    expect(within(form()).queryByRole("radio", { name: "IFC2X3" })).toBeNull()
    fireEvent.click(exportButton())

    const result = await screen.findByRole("region", { name: "Export fertig und als Dokument abgelegt" })
    expect(within(result).getByText("1_4_Bericht.pdf")).toBeTruthy()
    // A report has no schema check.
    expect(within(result).queryByRole("table")).toBeNull()
    expect(sent("POST").map((call) => call.body)).toEqual([{ exp_pro_id: 1, exp_scope: "process", exp_prc_id: 4, exp_format: "report_pdf", exp_language: "de" }])
  })

  it("given nothing chosen, then what is missing beside the field and nothing sent; given the server's 400 naming the process, then its refusal beside the process, in the user's language", async () => {
    await changeLocale("fr-CH")
    const { sent } = stubApi(
      reads({
        [EXPORT]: { status: 400, body: { message: "Der Prozess 4 gehört nicht zum Projekt 1.", internal_code: "FOREIGN_ENTITY", details: { exp_prc_id: "Der Prozess 4 gehört nicht zum Projekt 1." } } },
      }),
    )
    renderPage()
    await screen.findByRole("radio", { name: /Projet entier/ })
    fireEvent.click(radio(/Activités choisies/))
    await screen.findByRole("searchbox", { name: "Rechercher des activités" })
    fireEvent.click(within(form()).getByRole("button", { name: "Exporter" }))
    expect(await screen.findByText("Choisissez au moins une activité.")).toBeTruthy()
    expect(sent("POST")).toHaveLength(0)

    fireEvent.click(radio(/Un processus/))
    fireEvent.change(screen.getByLabelText("Processus"), { target: { value: "4" } })
    fireEvent.click(within(form()).getByRole("button", { name: "Exporter" }))
    const refusal = await screen.findByText("Le processus choisi n'appartient plus au projet. Choisissez-en un autre.")
    expect(refusal.closest(".bp6-form-group")?.querySelector("select")).toBe(screen.getByLabelText("Processus"))
    expect(screen.queryByText(/gehört nicht/)).toBeNull()
    expect(sent("POST")).toHaveLength(1)
    // Another choice: the refusal is gone.
    fireEvent.change(screen.getByLabelText("Processus"), { target: { value: "3" } })
    expect(screen.queryByText("Le processus choisi n'appartient plus au projet. Choisissez-en un autre.")).toBeNull()
  })

  it("given an export job that fails, then its reason and «Erneut versuchen», which queues it again", async () => {
    const { sent } = stubApi(
      reads({
        [JOB]: { status: 200, body: jobDto(31, { job_state: "failed", job_percent: null, job_error: "Der Server kann keine PDF-Dateien erstellen." }) },
        "POST /1.2/profile/jobs/31/retry": { status: 200, body: jobDto(31, { job_state: "queued", job_percent: null }) },
      }),
    )
    renderPage()
    await screen.findByRole("radio", { name: /Ganzes Projekt/ })
    fireEvent.click(radio(/PDF-Bericht/))
    fireEvent.click(exportButton())
    expect(await screen.findByText("Gescheitert: Der Server kann keine PDF-Dateien erstellen.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }))
    expect(await screen.findByText(/Wartet auf den Start/)).toBeTruthy()
    expect(sent("POST").map((call) => call.path)).toEqual(["/1.2/profile/exports", "/1.2/profile/jobs/31/retry"])
  })

  it("given a reader's export, not kept as a document, then the file is theirs alone and downloads from the job", async () => {
    const own = exportResult({ doc_id: null, kept: false, file_name: "1_IDS.zip", media_type: "application/zip" })
    const { calls } = stubApi(reads({ [JOB]: completed(own), "GET /1.2/profile/jobs/31/file": { status: 200, body: "PK" } }))
    const { names } = catchSavedFiles()
    renderPage()
    await screen.findByRole("radio", { name: /Ganzes Projekt/ })
    fireEvent.click(exportButton())
    const result = await screen.findByRole("region", { name: "Export fertig" })
    expect(within(result).getByText("Nur für Sie: Exporte mit Leserechten werden nicht als Dokument des Projekts abgelegt.")).toBeTruthy()
    // Nothing is being filed: no waiting for a document.
    expect(within(result).queryByText(/wird noch als Dokument/)).toBeNull()
    const download = within(result).getByRole("button", { name: "Herunterladen" }) as HTMLButtonElement
    expect(download.disabled).toBe(false)
    fireEvent.click(download)
    await waitFor(() => expect(names()).toEqual(["1_IDS.zip"]))
    expect(calls.find((call) => call.path === "/1.2/profile/jobs/31/file")?.headers.authorization).toBe("Bearer token")
    expect(calls.some((call) => call.path.includes("/content"))).toBe(false)
    // The documents are read for the earlier exports only, not polled for this one.
    expect(calls.filter((call) => call.path === "/1.2/profile/documents?doc_pro_id=1").length).toBeLessThanOrEqual(2)
  })

  it("given an export completed before it was filed, then it says so, and offers the file once the documents list it", async () => {
    const kept = documentDto(90, { doc_name: "1_IDS.zip", doc_kind: "export", doc_sha256: "cd".repeat(32), ...{ doc_as_of_position: 4711 } })
    // A result from before `kept` was: kept.
    const { kept: _, ...before } = exportResult({ doc_id: null, file_name: "1_IDS.zip" })
    stubApi(
      reads({
        [LIST]: [{ status: 200, body: [] }, { status: 200, body: [] }, { status: 200, body: [kept] }],
        [JOB]: completed(before as ExportResult),
        "GET /1.2/profile/documents/90/content": { status: 200, body: "PK" },
      }),
    )
    const { names } = catchSavedFiles()
    renderPage()
    await screen.findByRole("radio", { name: /Ganzes Projekt/ })
    fireEvent.click(exportButton())
    const result = await screen.findByRole("region", { name: "Export fertig und als Dokument abgelegt" })
    expect(within(result).getByText(/wird noch als Dokument des Projekts abgelegt/)).toBeTruthy()
    const download = within(result).getByRole("button", { name: "Herunterladen" }) as HTMLButtonElement
    expect(download.disabled).toBe(true)
    await waitFor(() => expect(download.disabled).toBe(false), { timeout: 5_000 })
    expect(within(result).queryByText(/wird noch als Dokument/)).toBeNull()
    fireEvent.click(download)
    await waitFor(() => expect(names()).toEqual(["1_IDS.zip"]))
  })

  it("given earlier exports among the documents, then only they, newest first, with who made them when, the position they show and their check; each downloads", async () => {
    const older = documentDto(12, { doc_name: "1_Profil.xlsx", doc_kind: "export", doc_create_user: "Anna Beispiel", ...{ doc_as_of_position: 310 } })
    const newer = documentDto(15, { doc_name: "1_IDS.zip", doc_kind: "export", doc_check: "IDS 1.0, 3 Dateien: XSD gültig, 2 IFC-Probleme", ...{ doc_as_of_position: 4711 } })
    const upload = documentDto(14, { doc_name: "Plan EG" })
    const { calls } = stubApi(reads({ [LIST]: { status: 200, body: [older, upload, newer] }, "GET /1.2/profile/documents/12/content": { status: 200, body: "PK" } }))
    const { names } = catchSavedFiles()
    renderPage()
    const earlier = await screen.findByRole("region", { name: /Frühere Exporte/ })
    const table = await within(earlier).findByRole("table")
    const rows = within(table).getAllByRole("row").slice(1)
    expect(rows.map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
      ["1_IDS.zipIDS 1.0, 3 Dateien: XSD gültig, 2 IFC-Probleme", "PDF", "2.4 MB", "ExportStand: Position 4711", "12.05.2025, 14:32Hans Muster", ""],
      ["1_Profil.xlsx", "PDF", "2.4 MB", "ExportStand: Position 310", "12.05.2025, 14:32Anna Beispiel", ""],
    ])
    expect(within(earlier).getByText("2 Exporte")).toBeTruthy()
    // Readers export and download; removing is the documents page's.
    expect(within(table).queryByRole("button", { name: /löschen/ })).toBeNull()
    fireEvent.click(within(rows[1]!).getByRole("button", { name: "«1_Profil.xlsx» herunterladen" }))
    await waitFor(() => expect(names()).toEqual(["1_Profil.xlsx"]))
    expect(calls.some((call) => call.path === "/1.2/profile/documents/12/content")).toBe(true)
  })
})
