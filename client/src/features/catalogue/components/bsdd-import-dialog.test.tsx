/**
 * The bSDD import from the element class list: a JSON dictionary sent as it is, its job followed to the counts
 * of what it added (and the list read again), a failed job's reason shown; a file that is no JSON refused
 * before sending; a reader is not offered the import.
 */
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { ProjectPermissionContext } from "../../../lib/project-access"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { ElementClassListPage } from "./element-class-list-page"

const job = (fields: object) => ({
  job_id: 7, job_kind: "bsdd-import", job_state: "running", job_percent: 40, job_message: "12 von 30 Schritten gespeichert …", job_result: null, job_error: null,
  job_cancel_requested: false, job_attempts: 1, job_usr_id: 1, job_pro_id: 1, job_create_date: "2026-01-01T00:00:00Z", job_change_date: "2026-01-01T00:00:00Z",
  ...fields,
})
const result = { classes: 3, classesReused: 1, properties: 2, propertiesReused: 0, valueLists: 2, assignments: 4, classificationItems: 3 }
const LIST = "/1.2/profile/element_classes?elc_pro_id=1&sort=name_asc&filter=all"
const pageRoutes = {
  [`GET ${LIST}`]: { status: 200, body: [] },
  "GET /1.2/profile/element_types?elt_pro_id=1&sort=name_asc": { status: 200, body: [] },
}
const dictionary = new File([JSON.stringify({ OrganizationCode: "bimprofile", DictionaryCode: "tueren", DictionaryVersion: "1.0" })], "tueren.json", { type: "application/json" })

const open = (permission: ProjectDto["pro_permission"] | null = null) =>
  renderRoute(
    "/projects/:projectId/data-catalog/main",
    <ProjectPermissionContext value={permission}>
      <ElementClassListPage projectId={1} />
    </ProjectPermissionContext>,
    "/projects/1/data-catalog/main",
  )

/** Opens the import, picks `file` and sends it; the dialog. */
const importing = async (file: File) => {
  fireEvent.click(await screen.findByRole("button", { name: "bSDD importieren" }))
  const dialog = await screen.findByRole("dialog", { name: "bSDD-Wörterbuch importieren" })
  fireEvent.change(within(dialog).getByLabelText("Datei"), { target: { files: [file] } })
  fireEvent.click(within(dialog).getByRole("button", { name: "Importieren" }))
  return dialog
}

beforeEach(() => updateSession({ accessToken: "token", user: testUser() }))
afterEach(() => {
  cleanup()
  updateSession(emptySession())
})

describe("the bSDD import of the element class list", () => {
  it("given a dictionary, then it is sent as JSON to the project, its progress shows, then what it added; the classes are read again", async () => {
    const { sent } = stubApi({
      ...pageRoutes,
      "POST /1.2/profile/projects/1/bsdd": { status: 201, body: { job_id: 7 } },
      "GET /1.2/profile/jobs/7": [{ status: 200, body: job({}) }, { status: 200, body: job({ job_state: "completed", job_percent: 100, job_result: result }) }],
    })
    open()
    const dialog = await importing(dictionary)
    expect(await within(dialog).findByText(/40 % erledigt\. 12 von 30 Schritten gespeichert/)).toBeTruthy()
    const [post] = sent("POST")
    expect(post).toMatchObject({ path: "/1.2/profile/projects/1/bsdd", headers: { "content-type": "application/json" } })
    expect(
      await within(dialog).findByText(
        "Abgeschlossen. Fachklassen: 3 neu, 1 vorhanden. Merkmale: 2 neu, 0 vorhanden. Wertelisten: 2, Merkmalszuordnungen: 4, Klassifikationseinträge: 3.",
        {},
        { timeout: 3_000 },
      ),
    ).toBeTruthy()
    await waitFor(() => expect(sent("GET").filter((call) => call.path === LIST)).toHaveLength(2))
    fireEvent.click(within(dialog).getByRole("button", { name: "Schliessen" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
  })

  it("given a file that is no dictionary, then the job's reason shows, and another file can be tried", async () => {
    const reason = "Die Datei ist kein bSDD-Wörterbuch im JSON-Importformat: OrganizationCode fehlt."
    stubApi({
      ...pageRoutes,
      "POST /1.2/profile/projects/1/bsdd": { status: 201, body: { job_id: 7 } },
      "GET /1.2/profile/jobs/7": { status: 200, body: job({ job_state: "failed", job_error: reason }) },
    })
    open()
    const dialog = await importing(dictionary)
    expect(await within(dialog).findByText(`Gescheitert: ${reason}`)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Weitere Datei" }))
    expect(within(dialog).getByLabelText("Datei")).toBeTruthy()
  })

  it("given a file that is no JSON, then it is refused before anything is sent", async () => {
    const { sent } = stubApi(pageRoutes)
    open()
    const dialog = await importing(new File(["code;name"], "klassen.csv", { type: "text/csv" }))
    expect(await within(dialog).findByText("«klassen.csv» ist keine JSON-Datei.")).toBeTruthy()
    expect(sent("POST")).toEqual([])
  })

  it("given a reader, then the import is not offered", async () => {
    stubApi(pageRoutes)
    open("read")
    expect(await screen.findByText("Noch keine Fachklassen")).toBeTruthy()
    expect(screen.queryByRole("button", { name: "bSDD importieren" })).toBeNull()
  })
})
