import type { IdsCheckDto } from "@bimprofile/contracts/dto/ids-check-dto"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import type { RequirementDto } from "@bimprofile/contracts/dto/requirement-dto"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { type AppEvent, appEvents$ } from "../../../lib/app-events"
import { changeLocale } from "../../../lib/i18n"
import { ProjectPermissionContext } from "../../../lib/project-access"
import { emptySession, updateSession } from "../../../lib/session"
import { type Answer, stubApi } from "../../../testing/api-stub"
import { activity, exportResult, jobDto, process } from "../../../testing/dto-fixtures"
import { renderRoute } from "../../../testing/render-route"
import { catchSavedFiles } from "../../../testing/saved-files"
import { testUser } from "../../../testing/test-user"
import { ActivityRequirementsPage } from "./activity-requirements-page"

const project = { pro_id: 1, pro_name: "Schulhaus", pro_isc_name: "IFC4X3_ADD2", pro_permission: "read" } as unknown as ProjectDto
const wall = { req_id: 11, req_pro_id: 1, req_act_id: 5, req_elc_id: null, req_name: "Wand", req_ifc_versions: [], req_cardinality: "required", req_applicability: [], req_facets: [], req_problems: [] } as unknown as RequirementDto

const CHECK = "GET /1.2/profile/activities/5/ids/check"
const check = (extra: Partial<IdsCheckDto> = {}): IdsCheckDto => ({
  file_name: "1_3_Fachmodell-Architektur-liefern.ids",
  ifc_versions: ["IFC4X3_ADD2"],
  project_ifc_version: "IFC4X3_ADD2",
  warning: null,
  specifications: 42,
  schema_valid: true,
  schema_findings: [],
  ifc_problems: [],
  omissions: [],
  overlaps: [],
  empty_reason: null,
  valid: true,
  ...extra,
})
const inIfc2x3 = check({
  file_name: "1_3_Fachmodell-Architektur-liefern_IFC2X3.ids",
  ifc_versions: ["IFC2X3"],
  warning: "Die IDS-Datei wird für IFC2X3 erstellt, das Projekt ist in IFC4X3_ADD2 beschrieben: die Vollständigkeit ist nicht garantiert.",
  ifc_problems: [
    {
      requirement: "Wand",
      ifc_version: "IFC2X3",
      code: "PROPERTY_NOT_IN_SET",
      severity: "error",
      message: "Das Merkmal «ThermalTransmittance» gehört in IFC2X3 nicht zum Merkmalsset «Pset_WallCommon».",
      details: { property: "ThermalTransmittance", pset: "Pset_WallCommon" },
    },
  ],
  omissions: [{ ifc_version: "IFC2X3", requirement: "Parkfeld", code: "class_not_mapped", item_id: 12, item_name: "Parkfeld", message: "Die Fachklasse «Parkfeld» ist in IFC2X3 nicht abgebildet." }],
  overlaps: [{ ifc_versions: ["IFC2X3"], specifications: ["Wand", "Brüstung"] }],
  valid: false,
})

const reads = (requirements: RequirementDto[], checks: Record<string, Answer | Answer[]>) => ({
  "GET /1.2/profile/activities/5": { status: 200, body: activity(5, 3, 1, 9, 10, { act_name: "Fachmodell Architektur liefern" }) },
  "GET /1.2/profile/processes/3": { status: 200, body: process(3, 20, 1, { prc_name: "Bauprojekt" }) },
  "GET /1.2/profile/projects/1?statistics=true": { status: 200, body: project },
  "GET /1.2/profile/element_classes?elc_pro_id=1&sort=name_asc&filter=all": { status: 200, body: [] },
  "GET /1.2/profile/properties?pty_pro_id=1&sort=name_asc": { status: 200, body: [] },
  "GET /1.2/profile/requirements?req_act_id=5": { status: 200, body: requirements },
  ...checks,
})

const openDialog = async () => {
  renderRoute(
    "/projects/:projectId/processes/:processId/activities/:activityId",
    <ProjectPermissionContext.Provider value="read">
      <ActivityRequirementsPage />
    </ProjectPermissionContext.Provider>,
    "/projects/1/processes/3/activities/5",
  )
  fireEvent.click(await screen.findByRole("button", { name: /IDS/ }))
  return screen.findByRole("dialog")
}

let events: AppEvent[] = []
let subscription: { unsubscribe: () => void } | undefined
beforeEach(() => {
  updateSession({ accessToken: "token", user: testUser() })
  events = []
  subscription = appEvents$.subscribe((event) => events.push(event))
})
afterEach(async () => {
  subscription?.unsubscribe()
  cleanup()
  vi.restoreAllMocks()
  updateSession(emptySession())
  await changeLocale("de-CH")
})

/** The download is an export of the activity (POST /1.2/profile/exports): job 31, then the kept document 77. */
const EXPORT = "POST /1.2/profile/exports"
const JOB = "GET /1.2/profile/jobs/31"
const exportOf = (job: Answer | Answer[]) => ({
  [EXPORT]: { status: 201, body: { job_id: 31 } },
  [JOB]: job,
  "GET /1.2/profile/documents/77/content": { status: 200, body: "<ids/>" },
})
const completed = { status: 200, body: jobDto(31, { job_state: "completed", job_percent: 100, job_result: exportResult() }) }

describe("the IDS export of an activity", () => {
  it("given a file the checks accept, then it says valid with its figures, marks the project's version, and the download exports the activity, follows the job and saves the kept document with the token under its name", async () => {
    const { calls } = stubApi(reads([wall], { [CHECK]: { status: 200, body: check() }, ...exportOf(completed) }))
    const { names } = catchSavedFiles()
    const dialog = await openDialog()
    expect(within(dialog).getByRole("heading", { name: "IDS exportieren" })).toBeTruthy()
    expect(await within(dialog).findByText("Gültig")).toBeTruthy()
    expect(within(dialog).getByText("1_3_Fachmodell-Architektur-liefern.ids")).toBeTruthy()
    expect(within(dialog).getByText("42")).toBeTruthy()
    expect((within(dialog).getByRole("radio", { name: /Wie in den Anforderungen festgelegt/ }) as HTMLInputElement).checked).toBe(true)
    expect(within(dialog).getByRole("radio", { name: "IFC4X3_ADD2 Projekt" })).toBeTruthy()
    expect(within(dialog).queryByText(/Vollständigkeit ist nicht garantiert/)).toBeNull()

    fireEvent.click(within(dialog).getByRole("button", { name: "Herunterladen" }))
    await waitFor(() => expect(names()).toEqual(["1_3_Fachmodell-Architektur-liefern.ids"]))
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ exp_pro_id: 1, exp_scope: "activities", exp_act_ids: [5], exp_format: "ids", exp_language: "de" })
    const download = calls.find((call) => call.path === "/1.2/profile/documents/77/content")
    expect(download?.headers.authorization).toBe("Bearer token")
    expect(within(dialog).getByText("Export fertig und als Dokument abgelegt")).toBeTruthy()
    expect(within(dialog).getByText(/Stand: Position 4711/)).toBeTruthy()
    // The file was asked for once: the old endpoint is not called any more.
    expect(calls.some((call) => call.path.startsWith("/1.2/profile/activities/5/ids?") || call.path === "/1.2/profile/activities/5/ids")).toBe(false)
  })

  it("given another IFC version than the project's, then the warning, and the version's check with its problems, omissions and overlaps by requirement", async () => {
    const { calls } = stubApi(reads([wall], { [CHECK]: { status: 200, body: check() }, [`${CHECK}?ifc_version=IFC2X3`]: { status: 200, body: inIfc2x3 } }))
    const dialog = await openDialog()
    await within(dialog).findByText("Gültig")
    fireEvent.click(within(dialog).getByRole("radio", { name: "IFC2X3" }))
    expect(
      within(dialog).getByText("Die IDS-Datei wird für IFC2X3 erstellt, das Projekt ist in IFC4X3_ADD2 beschrieben: die Vollständigkeit ist nicht garantiert."),
    ).toBeTruthy()
    expect(await within(dialog).findByText("Schema-gültig, mit IFC-Hinweisen")).toBeTruthy()
    expect(calls.some((call) => call.path === "/1.2/profile/activities/5/ids/check?ifc_version=IFC2X3")).toBe(true)

    const problems = within(dialog).getByRole("button", { name: "1 IFC-Problem" })
    expect(problems.getAttribute("aria-expanded")).toBe("false")
    fireEvent.click(problems)
    expect(within(dialog).getByRole("list", { name: "1 IFC-Problem" }).textContent).toBe(
      "Wand IFC2X3 Das Merkmal «ThermalTransmittance» gehört in IFC2X3 nicht zum Merkmalsset «Pset_WallCommon».",
    )
    fireEvent.click(within(dialog).getByRole("button", { name: "1 nicht übernommene Angabe" }))
    expect(within(dialog).getByRole("list", { name: "1 nicht übernommene Angabe" }).textContent).toBe("Parkfeld IFC2X3 Die Fachklasse «Parkfeld» ist in IFC2X3 nicht abgebildet.")
    fireEvent.click(within(dialog).getByRole("button", { name: "1 Überschneidung von Spezifikationen" }))
    expect(within(dialog).getByRole("list", { name: "1 Überschneidung von Spezifikationen" }).textContent).toBe("Wand, Brüstung IFC2X3")
    // Schema-valid: offered despite the notes.
    expect((within(dialog).getByRole("button", { name: "Herunterladen" }) as HTMLButtonElement).disabled).toBe(false)

    fireEvent.click(within(dialog).getByRole("radio", { name: "IFC4X3_ADD2 Projekt" }))
    await waitFor(() => expect(within(dialog).queryByText(/Vollständigkeit ist nicht garantiert/)).toBeNull())
  })

  it("given IFC2X3 chosen, when downloading, then the export is written for that version", async () => {
    const { sent } = stubApi(
      reads([wall], { [CHECK]: { status: 200, body: check() }, [`${CHECK}?ifc_version=IFC2X3`]: { status: 200, body: inIfc2x3 }, ...exportOf(completed) }),
    )
    catchSavedFiles()
    const dialog = await openDialog()
    fireEvent.click(await within(dialog).findByRole("radio", { name: "IFC2X3" }))
    await within(dialog).findByText("Schema-gültig, mit IFC-Hinweisen")
    fireEvent.click(within(dialog).getByRole("button", { name: "Herunterladen" }))
    await waitFor(() => expect(sent("POST").map((call) => call.body)).toEqual([{ exp_pro_id: 1, exp_scope: "activities", exp_act_ids: [5], exp_format: "ids", exp_ifc_version: "IFC2X3", exp_language: "de" }]))
  })

  it("given English, then the warning and the omissions in English, not the server's German", async () => {
    await changeLocale("en")
    stubApi(reads([wall], { [CHECK]: { status: 200, body: check() }, [`${CHECK}?ifc_version=IFC2X3`]: { status: 200, body: inIfc2x3 } }))
    const dialog = await openDialog()
    fireEvent.click(await within(dialog).findByRole("radio", { name: "IFC2X3" }))
    expect(within(dialog).getByText("The IDS file is created for IFC2X3, the project is described in IFC4X3_ADD2: completeness is not guaranteed.")).toBeTruthy()
    fireEvent.click(await within(dialog).findByRole("button", { name: "1 item left out" }))
    expect(within(dialog).getByRole("list", { name: "1 item left out" }).textContent).toBe("Parkfeld IFC2X3 The element class «Parkfeld» has no mapping in IFC2X3.")
  })

  it("given an activity without requirements, then why there is no file, and no download", async () => {
    stubApi(reads([], { [CHECK]: { status: 200, body: check({ ifc_versions: [], specifications: 0, schema_valid: false, valid: false, empty_reason: "Die Aktivität hat keine Anforderungen. Eine IDS-Datei braucht mindestens eine Spezifikation." }) } }))
    await changeLocale("fr-CH")
    const dialog = await openDialog()
    expect(await within(dialog).findByText("Pas de fichier IDS")).toBeTruthy()
    expect(within(dialog).getByText("L'activité n'a aucune exigence. Un fichier IDS nécessite au moins une spécification.")).toBeTruthy()
    expect((within(dialog).getByRole("button", { name: "Télécharger" }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("given a file the IDS schema refuses, then its findings and no download", async () => {
    stubApi(reads([wall], { [CHECK]: { status: 200, body: check({ schema_valid: false, valid: false, schema_findings: [{ line: 12, message: "Element 'entity': Missing child element(s)." }] }) } }))
    const dialog = await openDialog()
    expect(await within(dialog).findByText("Nicht angeboten: die Datei verletzt das IDS-1.0-Schema")).toBeTruthy()
    expect(within(dialog).getByRole("list", { name: "1 Befund des IDS-Schemas" }).textContent).toBe("Zeile 12: Element 'entity': Missing child element(s).")
    expect((within(dialog).getByRole("button", { name: "Herunterladen" }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("given a check that fails, then a translated error in the dialog (no toast, no blank dialog), and a retry that shows the check", async () => {
    await changeLocale("en")
    stubApi(reads([wall], { [CHECK]: [{ status: 500, body: { message: "Interner Fehler.", internal_code: "INTERNAL", details: null } }, { status: 200, body: check() }] }))
    const dialog = await openDialog()
    const alert = await within(dialog).findByRole("alert")
    expect(within(alert).getByText("The check of the IDS file could not be loaded.")).toBeTruthy()
    expect(within(alert).getByText("Please try again. If the problem persists, contact support.")).toBeTruthy()
    expect(within(dialog).queryByText(/Interner Fehler/)).toBeNull()
    expect((within(dialog).getByRole("button", { name: "Download" }) as HTMLButtonElement).disabled).toBe(true)
    expect(events.filter((event) => event.type === "toast")).toEqual([])
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }))
    expect(await within(dialog).findByText("Valid")).toBeTruthy()
  })

  it("given an export the server refuses, then why, in the dialog", async () => {
    stubApi(
      reads([wall], {
        [CHECK]: { status: 200, body: check() },
        [EXPORT]: { status: 401, body: { message: "Sie haben keine Berechtigung für dieses Projekt.", internal_code: "AUTH_PRO", details: null } },
      }),
    )
    const dialog = await openDialog()
    fireEvent.click(await within(dialog).findByRole("button", { name: "Herunterladen" }))
    const alert = await within(dialog).findByRole("alert")
    expect(within(alert).getByText("Die IDS-Datei konnte nicht heruntergeladen werden.")).toBeTruthy()
    expect(within(alert).getByText("Sie haben keine Berechtigung für dieses Projekt.")).toBeTruthy()
  })

  it("given an export job that fails, then its reason in the dialog, and retry starts it again", async () => {
    const { sent } = stubApi(
      reads([wall], {
        [CHECK]: { status: 200, body: check() },
        ...exportOf({ status: 200, body: jobDto(31, { job_state: "failed", job_percent: null, job_error: "Die Aktivität hat keine Anforderungen mehr." }) }),
        "POST /1.2/profile/jobs/31/retry": { status: 200, body: jobDto(31, { job_state: "queued", job_percent: null }) },
      }),
    )
    const dialog = await openDialog()
    fireEvent.click(await within(dialog).findByRole("button", { name: "Herunterladen" }))
    expect(await within(dialog).findByText("Gescheitert: Die Aktivität hat keine Anforderungen mehr.")).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Erneut versuchen" }))
    expect(await within(dialog).findByText(/Wartet auf den Start/)).toBeTruthy()
    expect(sent("POST").map((call) => call.path)).toEqual(["/1.2/profile/exports", "/1.2/profile/jobs/31/retry"])
  })
})
