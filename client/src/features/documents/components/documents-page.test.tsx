import type { DocumentDto } from "@bimprofile/contracts/dto/document-dto"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { changeLocale } from "../../../lib/i18n"
import { invalidateAnswers } from "../../../lib/invalidate-answers"
import { ProjectPermissionContext } from "../../../lib/project-access"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { documentDto } from "../../../testing/dto-fixtures"
import { renderRoute } from "../../../testing/render-route"
import { catchSavedFiles } from "../../../testing/saved-files"
import { testUser } from "../../../testing/test-user"
import { stubXhr } from "../../../testing/xhr-stub"
import { DocumentsPage } from "./documents-page"

beforeEach(() => updateSession({ accessToken: "token", user: testUser() }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  updateSession(emptySession())
})

const LIST = "GET /1.2/profile/documents?doc_pro_id=4"

const document = (id: number, change: Partial<DocumentDto> = {}) => documentDto(id, { doc_pro_id: 4, ...change })

const planPdf = document(1, { doc_name: "Plan EG" })
const roomList = document(2, {
  doc_name: "Raumliste",
  doc_media_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  doc_size: 18_432,
  doc_kind: "export",
  doc_create_user: "Anna Beispiel",
  ...{ doc_as_of_position: 4711 },
})

const renderPage = (permission: ProjectDto["pro_permission"] = "write") =>
  renderRoute(
    "/projects/:projectId/documents",
    <ProjectPermissionContext value={permission}>
      <DocumentsPage />
    </ProjectPermissionContext>,
    "/projects/4/documents",
  )

/** Files as the file picker gives them. */
const choose = (...files: File[]) => fireEvent.change(screen.getByTestId("document-files"), { target: { files } })

describe("DocumentsPage", () => {
  it("given a PDF upload and an Excel export, then each is a row, newest first, with icon, type, size, origin (an export with the position it shows) and who added it when", async () => {
    stubApi({ [LIST]: { status: 200, body: [planPdf, roomList] } })
    renderPage()
    const table = await screen.findByRole("table")
    const rows = within(table).getAllByRole("row").slice(1)
    expect(rows.map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
      ["Raumliste", "Excel (XLSX)", "18 KB", "ExportStand: Position 4711", "12.05.2025, 14:32Anna Beispiel", ""],
      ["Plan EG", "PDF", "2.4 MB", "Hochgeladen", "12.05.2025, 14:32Hans Muster", ""],
    ])
    expect(rows[1]!.querySelector(".bimp-doc-icon-pdf")).not.toBeNull()
    expect(screen.getByText(/2 Dokumente/)).toBeDefined()
    expect(screen.getByRole("button", { name: "Dateien hochladen" })).toBeDefined()
    expect(within(rows[1]!).getByRole("button", { name: "«Plan EG» herunterladen" })).toBeDefined()
    expect(within(rows[1]!).getByRole("button", { name: "«Plan EG» löschen" })).toBeDefined()
  })

  it("given two files chosen, one renamed, then each is sent in turn as its bytes under its name, and the list shows them", async () => {
    const { calls } = stubApi({
      [LIST]: [
        { status: 200, body: [] },
        { status: 200, body: [document(7, { doc_name: "Plan Erdgeschoss" })] },
        { status: 200, body: [document(7, { doc_name: "Plan Erdgeschoss" }), document(8, { doc_name: "notes", doc_media_type: "text/plain" })] },
      ],
      "POST /1.2/profile/documents?doc_pro_id=4&doc_name=Plan%20Erdgeschoss": { status: 201, body: document(7) },
      "POST /1.2/profile/documents?doc_pro_id=4&doc_name=notes": { status: 201, body: document(8) },
    })
    const xhr = stubXhr()
    renderPage()
    expect(await screen.findByText("Noch keine Dokumente")).toBeDefined()
    choose(new File(["%PDF-1.7 plans"], "Plan EG.pdf", { type: "application/pdf" }), new File(["a note"], "notes.txt", { type: "text/plain" }))
    const dialog = await screen.findByRole("dialog")
    const name = within(dialog).getByLabelText("Dokumentname für «Plan EG.pdf»") as HTMLInputElement
    expect(name.value).toBe("Plan EG")
    expect((within(dialog).getByLabelText("Dokumentname für «notes.txt»") as HTMLInputElement).value).toBe("notes")
    fireEvent.change(name, { target: { value: "Plan Erdgeschoss" } })
    xhr.hold()
    fireEvent.click(within(dialog).getByRole("button", { name: "2 Dateien hochladen" }))
    expect(await within(dialog).findByText("50 % übertragen")).toBeDefined()
    // One after another: the second waits for the first.
    expect(xhr.requests).toHaveLength(1)
    xhr.release()
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(xhr.requests.map((request) => [request.method, request.url, request.headers["content-type"], request.headers.authorization])).toEqual([
      ["POST", "/1.2/profile/documents?doc_pro_id=4&doc_name=Plan%20Erdgeschoss", "application/octet-stream", "Bearer token"],
      ["POST", "/1.2/profile/documents?doc_pro_id=4&doc_name=notes", "application/octet-stream", "Bearer token"],
    ])
    expect(await (xhr.requests[0]!.body as Blob).text()).toBe("%PDF-1.7 plans")
    expect(await (xhr.requests[1]!.body as Blob).text()).toBe("a note")
    expect(await screen.findByText("Plan Erdgeschoss")).toBeDefined()
    expect(calls.filter((call) => call.method === "GET")).toHaveLength(3)
  })

  it("given a file of a type the server refuses (415), then the dialog says so in the user's language, and a file above 100 MB is not sent", async () => {
    stubApi({
      [LIST]: { status: 200, body: [planPdf] },
      "POST /1.2/profile/documents?doc_pro_id=4&doc_name=setup": {
        status: 415,
        body: { message: "Dieser Dateityp wird nicht angenommen. Erlaubt sind PDF, Excel (XLSX), Word (DOCX), PowerPoint (PPTX), IFC, IDS und andere XML-Dateien, PNG, JPEG und Text.", internal_code: "UNSUPPORTED_MEDIA_TYPE", details: null },
      },
    })
    const xhr = stubXhr()
    await changeLocale("en")
    try {
      renderPage()
      await screen.findByText("Plan EG")
      const huge = new File(["x"], "Modell.ifc")
      Object.defineProperty(huge, "size", { value: 101 * 1024 * 1024 })
      choose(new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], "setup.exe"), huge)
      const dialog = await screen.findByRole("dialog")
      expect(within(dialog).getByText("The file is larger than 100 MB and cannot be uploaded.")).toBeDefined()
      fireEvent.click(within(dialog).getByRole("button", { name: "Upload 1 file" }))
      const refusal = await within(dialog).findByText(/^This file type is not accepted\./)
      expect(refusal.closest("[role=alert]")).not.toBeNull()
      expect(xhr.requests.map((request) => request.url)).toEqual(["/1.2/profile/documents?doc_pro_id=4&doc_name=setup"])
      // Nothing left that sending again could help: the dialog only closes.
      expect(within(dialog).queryByRole("button", { name: /^Upload/ })).toBeNull()
    } finally {
      await changeLocale("de-CH")
    }
  })

  it("given a reader, then the documents can be downloaded but not uploaded or deleted, and the empty page offers no upload", async () => {
    stubApi({ [LIST]: { status: 200, body: [planPdf] } })
    renderPage("read")
    const row = (await screen.findByText("Plan EG")).closest("tr")!
    expect(within(row).getByRole("button", { name: "«Plan EG» herunterladen" })).toBeDefined()
    expect(within(row).queryByRole("button", { name: "«Plan EG» löschen" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Dateien hochladen" })).toBeNull()
    expect(screen.queryByTestId("document-files")).toBeNull()
    cleanup()
    stubApi({ [LIST]: { status: 200, body: [] } })
    renderPage("read")
    expect(await screen.findByText("Zu diesem Projekt wurden noch keine Dokumente abgelegt.")).toBeDefined()
    expect(screen.queryByRole("button", { name: "Dateien hochladen" })).toBeNull()
  })

  it("given a delete confirmed, then the document is removed and the list read again", async () => {
    const { sent } = stubApi({
      [LIST]: [{ status: 200, body: [planPdf, roomList] }, { status: 200, body: [roomList] }],
      "DELETE /1.2/profile/documents/1": { status: 200, body: { doc_id: 1, deleted: true } },
    })
    renderPage()
    fireEvent.click(await screen.findByRole("button", { name: "«Plan EG» löschen" }))
    const alert = await screen.findByRole("alertdialog")
    expect(within(alert).getByText(/Dokument «Plan EG» löschen\?/)).toBeDefined()
    fireEvent.click(within(alert).getByRole("button", { name: "Löschen" }))
    await waitFor(() => expect(screen.queryByText("Plan EG")).toBeNull())
    expect(sent("DELETE")).toHaveLength(1)
    expect(screen.getByText("Raumliste")).toBeDefined()
  })

  it("given a download, then the file's bytes are fetched with the token and saved under the document's name with its extension", async () => {
    stubApi({ [LIST]: { status: 200, body: [planPdf] }, "GET /1.2/profile/documents/1/content": { status: 200, body: "%PDF" } })
    const { saved } = catchSavedFiles("blob:plan")
    renderPage()
    fireEvent.click(await screen.findByRole("button", { name: "«Plan EG» herunterladen" }))
    await waitFor(() => expect(saved).toEqual([{ name: "Plan EG.pdf", href: "blob:plan" }]))
  })

  it("given another user's upload announced live (kind documents), then the list is read again and shows it", async () => {
    stubApi({ [LIST]: [{ status: 200, body: [planPdf] }, { status: 200, body: [planPdf, roomList] }] })
    const { queryClient } = renderPage()
    await screen.findByText("Plan EG")
    await invalidateAnswers(queryClient, 4, ["documents"])
    expect(await screen.findByText("Raumliste")).toBeDefined()
  })
})
