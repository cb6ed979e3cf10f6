/**
 * The Excel profile import: a workbook chosen (or dropped) is sent as it is, its job's progress shows, then the
 * preview — counts, per kind what is added, changed (before → after) and removed, the problems by sheet, row and
 * column, the sheets not read; «Übernehmen» sends {job_id, remove}, removals only when ticked. A project changed
 * since the preview (409) offers to read the file again; a file that is no .xlsx is refused before sending, the
 * server's refusal is worded in the user's language; a reader is not offered the import.
 */
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { ProjectPermissionContext } from "../../../lib/project-access"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { jobDto } from "../../../testing/dto-fixtures"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import type { ProfileImportPreview } from "../api/profile-import"
import { ProfileImportButton } from "./profile-import-button"

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
const UPLOAD = "POST /1.2/profile/projects/1/profile.xlsx"
const APPLY = "POST /1.2/profile/projects/1/profile.xlsx/apply"

const empty = { added: [], changed: [], removed: [] }
const preview: ProfileImportPreview = {
  pro_id: 1,
  language: "de",
  not_imported: ["Anforderungen"],
  changes: {
    phases: empty,
    milestones: empty,
    processes: {
      added: [],
      changed: [{ name: "Vorprojekt", in: "Projektierung", sheet: "Prozesse", row: 4, changes: [{ field: "desc", label: "Beschreibung", before: "Alt", after: "Neu und besser" }] }],
      removed: [],
    },
    activities: {
      added: [],
      changed: [{ name: "Modell liefern", in: "Vorprojekt", sheet: "Aktivitäten", row: 3, changes: [{ field: "name", label: "Aktivität", before: "Modell abgeben", after: "Modell liefern" }] }],
      removed: [],
    },
    roles: { added: [{ name: "Bauphysik", sheet: "Rollen", row: 9 }], changed: [], removed: [] },
    element_classes: empty,
    properties: empty,
    value_lists: empty,
    requirements: empty,
    list_values: { added: [], changed: [], removed: [{ name: "Beton", in: "Material", sheet: "Wertelisten", row: null }] },
  },
  problems: [{ sheet: "Rollen", row: 12, column: "Typ", reason: "«Auftraggeber» ist kein Rollentyp des Profils." }],
  counts: { added: 1, changed: 2, removed: 1, problems: 1 },
  fingerprint: "abc",
}
const job = (id: number, extra: Parameters<typeof jobDto>[1] = {}) => ({ status: 200, body: jobDto(id, { job_kind: "profile-import", job_message: "Die Arbeitsmappe wird gelesen …", ...extra }) })
const completed = (id: number) => job(id, { job_state: "completed", job_percent: 100, job_result: preview })
const workbook = () => new File([new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3])], "Profil Schulhaus.xlsx", { type: XLSX })

const open = (permission: ProjectDto["pro_permission"] | null = null) =>
  renderRoute(
    "/projects/:projectId/export",
    <ProjectPermissionContext value={permission}>
      <ProfileImportButton projectId={1} />
    </ProjectPermissionContext>,
    "/projects/1/export",
  )

const openDialog = async () => {
  fireEvent.click(await screen.findByRole("button", { name: "Excel-Profil importieren" }))
  return screen.findByRole("dialog", { name: "Excel-Profil importieren" })
}
const choose = (dialog: HTMLElement, file: File) => fireEvent.change(within(dialog).getByLabelText("Excel-Arbeitsmappe"), { target: { files: [file] } })

/** What the preview shows once the job completed. */
const previewShown = (dialog: HTMLElement) => within(dialog).findByText("Vorschau: was «Übernehmen» am Projekt ändert", {}, { timeout: 3_000 })

beforeEach(() => updateSession({ accessToken: "token", user: testUser() }))
afterEach(() => {
  cleanup()
  updateSession(emptySession())
})

describe("the Excel profile import", () => {
  it("given a workbook, then its bytes are sent, its progress shows, then the preview; «Übernehmen» with removals ticked sends {job_id, remove: true}", async () => {
    const { fetch, sent } = stubApi(
      {
        [UPLOAD]: { status: 201, body: { job_id: 7 } },
        "GET /1.2/profile/jobs/7": [job(7), completed(7)],
        [APPLY]: { status: 200, body: { job_id: 7, pro_id: 1, added: 1, changed: 2, removed: 1 } },
      },
    )
    open()
    const dialog = await openDialog()
    const file = workbook()
    choose(dialog, file)
    expect(await within(dialog).findByText(/40 % erledigt\. Die Arbeitsmappe wird gelesen/)).toBeTruthy()
    expect(within(dialog).getByRole("button", { name: "Abbrechen" })).toBeTruthy()
    const [upload] = sent("POST")
    expect(upload).toMatchObject({ path: "/1.2/profile/projects/1/profile.xlsx", headers: { "content-type": XLSX } })
    const init = fetch.mock.calls.find(([, request]) => request?.method === "POST")![1]!
    expect(init.body).toBe(file)

    await previewShown(dialog)
    expect(within(dialog).getByText("Arbeitsmappe «Profil Schulhaus.xlsx», Sprache: Deutsch")).toBeTruthy()
    const counts = within(dialog).getByLabelText("Änderungen insgesamt")
    expect(counts.textContent).toBe("1 neu2 geändert1 entfernt1 Problem")
    // Per kind: the added role, the changed process and activity with their fields before → after, the removed value.
    const roles = within(dialog).getByRole("region", { name: "Rollen" })
    expect(within(roles).getByText("Bauphysik")).toBeTruthy()
    expect(within(roles).getByText("Blatt «Rollen», Zeile 9")).toBeTruthy()
    const processes = within(dialog).getByRole("region", { name: "Prozesse" })
    expect(within(processes).getByText("in «Projektierung»")).toBeTruthy()
    expect(within(processes).getByText("Beschreibung")).toBeTruthy()
    expect(within(processes).getByText("Alt")).toBeTruthy()
    expect(within(processes).getByText("Neu und besser")).toBeTruthy()
    const activities = within(dialog).getByRole("region", { name: "Aktivitäten" })
    expect(within(activities).getByText("Modell abgeben")).toBeTruthy()
    const values = within(dialog).getByRole("region", { name: "Werte der Wertelisten" })
    expect(within(values).getByText("Beton")).toBeTruthy()
    expect(within(values).getByText("fehlt, bleibt")).toBeTruthy()
    expect(within(dialog).queryByRole("region", { name: "Fachklassen" })).toBeNull()
    // The problems by sheet, row and column; what is not read.
    const problems = within(dialog).getByRole("region", { name: "Probleme" })
    expect(within(problems).getByRole("row", { name: "Rollen 12 Typ «Auftraggeber» ist kein Rollentyp des Profils." })).toBeTruthy()
    expect(within(dialog).getByText("Das Blatt «Anforderungen» liest der Import nicht: sein Inhalt wird weder verglichen noch geändert.")).toBeTruthy()

    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Entfernte Einträge auch löschen" }))
    expect(within(values).getByText("wird gelöscht")).toBeTruthy()
    expect(within(dialog).getByText("Der Eintrag, dessen Zeile in der Arbeitsmappe fehlt, wird aus dem Projekt gelöscht.")).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Übernehmen" }))
    expect(await within(dialog).findByText("1 neu, 2 geändert, 1 entfernt.")).toBeTruthy()
    expect(sent("POST").find((call) => call.path.endsWith("/apply"))?.body).toEqual({ job_id: 7, remove: true })
    fireEvent.click(within(dialog).getByRole("button", { name: "Schliessen" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
  })

  it("given the project changed since the preview (409), then the file can be read again and the new preview applied, without removals unless ticked", async () => {
    const { sent } = stubApi(
      {
        [UPLOAD]: [
          { status: 201, body: { job_id: 7 } },
          { status: 201, body: { job_id: 8 } },
        ],
        "GET /1.2/profile/jobs/7": completed(7),
        "GET /1.2/profile/jobs/8": completed(8),
        [APPLY]: [
          { status: 409, body: { message: "Das Projekt wurde seit der Vorschau geändert. Bitte lesen Sie die Arbeitsmappe erneut ein.", internal_code: "PROFILE_IMPORT_CONFLICT" } },
          { status: 200, body: { job_id: 8, pro_id: 1, added: 1, changed: 2, removed: 0 } },
        ],
      },
    )
    open()
    const dialog = await openDialog()
    choose(dialog, workbook())
    await previewShown(dialog)
    fireEvent.click(within(dialog).getByRole("button", { name: "Übernehmen" }))
    expect(await within(dialog).findByText("Das Projekt wurde seit der Vorschau geändert")).toBeTruthy()
    expect(within(dialog).getByRole("button", { name: "Übernehmen" }).hasAttribute("disabled")).toBe(true)
    fireEvent.click(within(dialog).getByRole("button", { name: "Datei erneut einlesen" }))
    await waitFor(() => expect(sent("POST").filter((call) => call.path === "/1.2/profile/projects/1/profile.xlsx")).toHaveLength(2))
    await previewShown(dialog)
    expect(within(dialog).queryByText("Das Projekt wurde seit der Vorschau geändert")).toBeNull()
    fireEvent.click(within(dialog).getByRole("button", { name: "Übernehmen" }))
    expect(await within(dialog).findByText("1 neu, 2 geändert, 0 entfernt.")).toBeTruthy()
    expect(sent("POST").filter((call) => call.path.endsWith("/apply")).map((call) => call.body)).toEqual([
      { job_id: 7, remove: false },
      { job_id: 8, remove: false },
    ])
  })

  it("given a file that is no .xlsx, then it is refused before anything is sent", async () => {
    const { sent } = stubApi({})
    open()
    const dialog = await openDialog()
    choose(dialog, new File(["code;name"], "rollen.csv", { type: "text/csv" }))
    expect(await within(dialog).findByText("«rollen.csv» ist keine Excel-Arbeitsmappe (.xlsx).")).toBeTruthy()
    expect(sent("POST")).toEqual([])
  })

  it("given a dropped workbook the server refuses (400, no zip), then its refusal shows in the user's words", async () => {
    stubApi({ [UPLOAD]: { status: 400, body: { message: "Die Datei ist keine Excel-Arbeitsmappe (XLSX).", internal_code: "VALIDATION", details: { file: "Die Datei ist keine Excel-Arbeitsmappe (XLSX)." } } } })
    open()
    const dialog = await openDialog()
    fireEvent.drop(within(dialog).getByTestId("workbook-drop"), { dataTransfer: { types: ["Files"], files: [workbook()] } })
    expect(await within(dialog).findByText("Die Datei ist keine Excel-Arbeitsmappe (.xlsx).")).toBeTruthy()
  })

  it("given a failed job, then its reason shows and another file can be chosen", async () => {
    const reason = "Im Blatt «Aktivitäten» fehlt die Spalte «Empfangende Rolle»."
    stubApi({ [UPLOAD]: { status: 201, body: { job_id: 7 } }, "GET /1.2/profile/jobs/7": job(7, { job_state: "failed", job_error: reason }) })
    open()
    const dialog = await openDialog()
    choose(dialog, workbook())
    expect(await within(dialog).findByText(`Gescheitert: ${reason}`)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Andere Datei" }))
    expect(within(dialog).getByLabelText("Excel-Arbeitsmappe")).toBeTruthy()
  })

  it("given a reader, then the import is not offered", async () => {
    stubApi({})
    open("read")
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole("button", { name: "Excel-Profil importieren" })).toBeNull()
  })
})
