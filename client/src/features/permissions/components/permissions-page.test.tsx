import type { ProjectRole } from "@bimprofile/contracts/access/roles"
import type { ProjectPermissionDto } from "@bimprofile/contracts/dto/permission-dto"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { type AppEvent, appEvents$ } from "../../../lib/app-events"
import { ProjectPermissionContext } from "../../../lib/project-access"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { stubFetch } from "../../../testing/fetch-stub"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { PermissionsPage } from "./permissions-page"

const person = (id: number, first: string, last: string, roles: ProjectPermissionDto["roles"]): ProjectPermissionDto => ({
  usr_id: id,
  usr_email: `${first}.${last}@example.ch`,
  usr_name: last,
  usr_name_first: first,
  pro_id: 5,
  roles,
  perm_change_date: null,
  perm_change_user: null,
})
const me = person(7, "hans", "muster", ["admin"])
const anna = person(8, "anna", "beispiel", ["write", "read"])
const shares = (organisations: { org_id: number; org_name: string }[] = [], accessAll = false) => ({ pro_id: 5, pro_access_all: accessAll, organisations })
const organisation = (id: number, name: string) => ({
  org_id: id,
  org_name: name,
  org_desc: null,
  org_pers: name.includes("@"),
  org_member_count: 1,
  org_create_date: null,
  org_create_user: null,
  org_change_date: null,
  org_change_user: null,
})

const renderAt = (section: "users" | "share", permission: ProjectRole = "admin") =>
  renderRoute(
    "/projects/:projectId/permissions/:section",
    <ProjectPermissionContext value={permission}>
      <PermissionsPage />
    </ProjectPermissionContext>,
    `/projects/5/permissions/${section}`,
  )

let events: AppEvent[] = []
let subscription: { unsubscribe(): void }
beforeEach(() => {
  events = []
  subscription = appEvents$.subscribe((event) => events.push(event))
  updateSession({ accessToken: "token", user: testUser() })
})
afterEach(() => {
  cleanup()
  subscription.unsubscribe()
  updateSession(emptySession())
})

const addForm = () => screen.getByRole("form", { name: "Person hinzufügen" })

describe("PermissionsPage, users tab", () => {
  it("given the project's permissions, then each person is listed with name, e-mail and roles as tags", async () => {
    const { calls } = stubFetch({ status: 200, body: [me, anna] })
    renderAt("users")
    const table = await screen.findByRole("table", { name: "Benutzer mit Berechtigungen" })
    const annaRow = within(table).getByText("Anna Beispiel").closest("tr")!
    expect(within(annaRow).getByText("anna.beispiel@example.ch")).toBeDefined()
    expect(within(annaRow).getByText("Schreiben")).toBeDefined()
    expect(within(annaRow).getByText("Lesen")).toBeDefined()
    expect(screen.getByRole("tab", { name: "Benutzer", selected: true })).toBeDefined()
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /1.2/profile/projects/5/permissions"])
  })

  it("given no role ticked, when a person is added, then 'Wählen Sie mindestens 1 Rolle aus.' is shown and nothing is sent", async () => {
    const { calls } = stubFetch({ status: 200, body: [me] })
    renderAt("users")
    await screen.findByRole("table")
    fireEvent.change(within(addForm()).getByLabelText("E-Mail"), { target: { value: "neu@example.ch" } })
    fireEvent.click(within(addForm()).getByRole("checkbox", { name: "Lesen" }))
    fireEvent.click(within(addForm()).getByRole("button", { name: "Person hinzufügen" }))
    expect(await within(addForm()).findByText("Wählen Sie mindestens 1 Rolle aus.")).toBeDefined()
    expect(within(addForm()).getByRole("group", { name: "Rollen" }).getAttribute("aria-invalid")).toBe("true")
    expect(calls).toHaveLength(1)
  })

  it("given roles ticked, when a person is added, then e-mail and roles are posted and the list is read again", async () => {
    const { calls } = stubFetch({ status: 200, body: [me] }, { status: 201, body: anna }, { status: 200, body: [me, anna] })
    renderAt("users")
    await screen.findByRole("table")
    fireEvent.change(within(addForm()).getByLabelText("E-Mail"), { target: { value: "anna.beispiel@example.ch" } })
    fireEvent.click(within(addForm()).getByRole("checkbox", { name: "Schreiben" }))
    fireEvent.click(within(addForm()).getByRole("button", { name: "Person hinzufügen" }))
    expect(await screen.findByText("Anna Beispiel")).toBeDefined()
    expect(calls[1]).toMatchObject({ method: "POST", path: "/1.2/profile/projects/5/permissions", body: { usr_email: "anna.beispiel@example.ch", roles: ["write", "read"] } })
    expect(events).toContainEqual(expect.objectContaining({ type: "toast", level: "success" }))
  })

  it("given an unknown e-mail, when the server refuses it, then its text is shown at the e-mail field", async () => {
    stubFetch(
      { status: 200, body: [me] },
      { status: 400, body: { message: "Ungültige Eingabe", internal_code: "VALIDATION", details: { usr_email: "Es wurde kein Benutzer mit dieser E-Mail-Adresse gefunden." } } },
    )
    renderAt("users")
    await screen.findByRole("table")
    fireEvent.change(within(addForm()).getByLabelText("E-Mail"), { target: { value: "niemand@example.ch" } })
    fireEvent.click(within(addForm()).getByRole("button", { name: "Person hinzufügen" }))
    const text = await within(addForm()).findByText("Es wurde kein Benutzer mit dieser E-Mail-Adresse gefunden.")
    expect(text.closest(".bp6-form-group")?.querySelector("input")?.id).toBe("permission-email")
    expect(within(addForm()).queryByRole("alert")).toBeNull()
    expect(events).toEqual([])
  })

  it("given an unknown e-mail answered as a 404 without details, then the message is still shown at the e-mail field and the page stays", async () => {
    stubFetch({ status: 200, body: [me] }, { status: 404, body: { message: "Kein Benutzer gefunden.", internal_code: "NOT_FOUND", details: null } })
    renderAt("users")
    await screen.findByRole("table")
    fireEvent.change(within(addForm()).getByLabelText("E-Mail"), { target: { value: "niemand@example.ch" } })
    fireEvent.click(within(addForm()).getByRole("button", { name: "Person hinzufügen" }))
    const text = await within(addForm()).findByText("Kein Benutzer gefunden.")
    expect(text.closest(".bp6-form-group")?.querySelector("input")?.id).toBe("permission-email")
    expect(screen.queryByTestId("where")).toBeNull()
  })

  it("given another person, when their roles are changed, then none ticked is refused and the new set is posted with their e-mail", async () => {
    const { calls } = stubFetch({ status: 200, body: [me, anna] }, { status: 201, body: { ...anna, roles: ["admin"] } }, { status: 200, body: [me, { ...anna, roles: ["admin"] }] })
    renderAt("users")
    fireEvent.click(await screen.findByRole("button", { name: "Rollen von Anna Beispiel ändern" }))
    const dialog = await screen.findByRole("form", { name: "Rollen von Anna Beispiel ändern" })
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Schreiben" }))
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Lesen" }))
    fireEvent.click(within(dialog).getByRole("button", { name: "Speichern" }))
    expect(await within(dialog).findByText("Wählen Sie mindestens 1 Rolle aus.")).toBeDefined()
    expect(calls).toHaveLength(1)
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Verwaltung" }))
    fireEvent.click(within(dialog).getByRole("button", { name: "Speichern" }))
    await waitFor(() => expect(calls).toHaveLength(3))
    expect(calls[1]).toMatchObject({ method: "POST", path: "/1.2/profile/projects/5/permissions", body: { usr_email: "anna.beispiel@example.ch", roles: ["admin"] } })
  })

  it("given the add form, then the four roles are offered in order, each with its one-line hint as its description", async () => {
    stubFetch({ status: 200, body: [me] })
    renderAt("users")
    await screen.findByRole("table")
    const boxes = within(addForm()).getAllByRole("checkbox")
    expect(boxes.map((box) => box.closest("label")?.textContent)).toEqual(["Verwaltung", "Schreiben", "Prüfer/in", "Lesen"])
    const auditor = within(addForm()).getByRole("checkbox", { name: "Prüfer/in" })
    const hint = document.getElementById(auditor.getAttribute("aria-describedby")!)
    expect(hint?.textContent).toBe("Sieht alles, auch den Verlauf aller Änderungen, und ändert nichts.")
  })

  it("given a person added as auditor, then the role auditor is posted and they are listed as Prüfer/in with its hint", async () => {
    const carla = person(9, "carla", "revision", ["auditor"])
    const { calls } = stubFetch({ status: 200, body: [me] }, { status: 201, body: carla }, { status: 200, body: [me, carla] })
    renderAt("users")
    await screen.findByRole("table")
    fireEvent.change(within(addForm()).getByLabelText("E-Mail"), { target: { value: "carla.revision@example.ch" } })
    fireEvent.click(within(addForm()).getByRole("checkbox", { name: "Lesen" }))
    fireEvent.click(within(addForm()).getByRole("checkbox", { name: "Prüfer/in" }))
    fireEvent.click(within(addForm()).getByRole("button", { name: "Person hinzufügen" }))
    const row = (await screen.findByText("Carla Revision")).closest("tr")!
    expect(calls[1]).toMatchObject({ method: "POST", path: "/1.2/profile/projects/5/permissions", body: { usr_email: "carla.revision@example.ch", roles: ["auditor"] } })
    const tag = within(row).getByText("Prüfer/in")
    expect(tag.closest("[title]")?.getAttribute("title")).toBe("Sieht alles, auch den Verlauf aller Änderungen, und ändert nichts.")
  })

  it("given a reader, when their roles are changed to auditor, then the new set is posted as a whole", async () => {
    const beat = person(10, "beat", "leser", ["read"])
    const { calls } = stubFetch({ status: 200, body: [me, beat] }, { status: 201, body: { ...beat, roles: ["auditor"] } }, { status: 200, body: [me, { ...beat, roles: ["auditor"] }] })
    renderAt("users")
    fireEvent.click(await screen.findByRole("button", { name: "Rollen von Beat Leser ändern" }))
    const dialog = await screen.findByRole("form", { name: "Rollen von Beat Leser ändern" })
    expect((within(dialog).getByRole("checkbox", { name: "Lesen" }) as HTMLInputElement).checked).toBe(true)
    expect((within(dialog).getByRole("checkbox", { name: "Prüfer/in" }) as HTMLInputElement).checked).toBe(false)
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Lesen" }))
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Prüfer/in" }))
    fireEvent.click(within(dialog).getByRole("button", { name: "Speichern" }))
    await waitFor(() => expect(calls).toHaveLength(3))
    expect(calls[1]).toMatchObject({ method: "POST", path: "/1.2/profile/projects/5/permissions", body: { usr_email: "beat.leser@example.ch", roles: ["auditor"] } })
  })

  it("given oneself, then one's own roles are not offered for change, and removing warns that one cannot come back, then leaves for the project list", async () => {
    const { calls } = stubFetch({ status: 200, body: [me, anna] }, { status: 200, body: { usr_id: 7 } })
    renderAt("users")
    await screen.findByRole("table")
    expect(screen.queryByRole("button", { name: "Rollen von Hans Muster ändern" })).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Hans Muster entfernen" }))
    expect(await screen.findByText(/Sie können sich danach nicht selbst wieder hinzufügen/)).toBeDefined()
    fireEvent.click(screen.getByRole("button", { name: "Entfernen" }))
    expect((await screen.findByTestId("where")).textContent).toBe("/projects/list")
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /1.2/profile/projects/5/permissions", "DELETE /1.2/profile/projects/5/permissions/7"])
  })

  it.each(["read", "auditor"] as const)("given a project one holds %s on, then the page says only project admins manage permissions and reads nothing", async (permission) => {
    const { calls } = stubFetch()
    renderAt("users", permission)
    expect(await screen.findByText("Nur für die Projektverwaltung")).toBeDefined()
    expect(screen.queryByRole("form", { name: "Person hinzufügen" })).toBeNull()
    expect(calls).toEqual([])
  })
})

describe("PermissionsPage, share tab", () => {
  const sharesPath = "GET /1.2/profile/projects/5/shares"
  const organisationsPath = "GET /1.2/user/organisations"

  it("given the shares, when 'share with all users' is switched on, then pro_access_all is patched and the switch shows the new state", async () => {
    const { sent } = stubApi({
      [sharesPath]: [{ status: 200, body: shares() }, { status: 200, body: shares([], true) }],
      [organisationsPath]: { status: 200, body: [organisation(3, "Muster AG")] },
      "PATCH /1.2/profile/projects/5": { status: 200, body: { pro_id: 5 } },
    })
    renderAt("share")
    const toggle = (await screen.findByRole("switch", { name: "Mit allen Benutzern teilen" })) as HTMLInputElement
    expect(toggle.checked).toBe(false)
    fireEvent.click(toggle)
    await waitFor(() => expect(sent("PATCH")).toHaveLength(1))
    expect(sent("PATCH")[0]).toMatchObject({ path: "/1.2/profile/projects/5", body: { pro_access_all: true } })
    await waitFor(() => expect((screen.getByRole("switch", { name: "Mit allen Benutzern teilen" }) as HTMLInputElement).checked).toBe(true))
  })

  it("given a member's e-mail that names no single organisation, then the organisation choice is offered, and the chosen one is shared", async () => {
    const after = shares([{ org_id: 4, org_name: "Planer GmbH" }, { org_id: 3, org_name: "Muster AG" }])
    const { sent } = stubApi({
      [sharesPath]: [{ status: 200, body: shares([{ org_id: 4, org_name: "Planer GmbH" }]) }, { status: 200, body: after }],
      [organisationsPath]: { status: 200, body: [organisation(3, "Muster AG"), organisation(4, "Planer GmbH"), organisation(9, "persoenlich@7")] },
      "POST /1.2/profile/projects/5/shares": [
        { status: 400, body: { message: "Wählen Sie eine Organisation aus.", internal_code: "VALIDATION", details: null } },
        { status: 201, body: after },
      ],
    })
    renderAt("share")
    expect(await screen.findByText("Planer GmbH")).toBeDefined()
    const form = screen.getByRole("form", { name: "Mit einer Organisation teilen" })
    fireEvent.change(within(form).getByLabelText("E-Mail eines Mitglieds"), { target: { value: "mitglied@example.ch" } })
    fireEvent.click(within(form).getByRole("button", { name: "Teilen" }))
    expect(await within(form).findByText("Wählen Sie eine Organisation aus.")).toBeDefined()
    const select = within(form).getByLabelText("Organisation")
    const options = within(select).getAllByRole("option").map((o) => o.textContent)
    expect(options).toEqual(["– Organisation wählen –", "Muster AG", "Persönliche Organisation von Hans Muster"])
    fireEvent.change(select, { target: { value: "3" } })
    fireEvent.click(within(form).getByRole("button", { name: "Teilen" }))
    await waitFor(() => expect(events).toContainEqual(expect.objectContaining({ level: "success", message: "Das Projekt wurde mit Muster AG geteilt." })))
    expect(sent("POST").map((c) => c.body)).toEqual([{ usr_email: "mitglied@example.ch" }, { org_id: 3 }])
  })

  it("given an organisation the project is shared with, when unshared after confirming, then its share is deleted", async () => {
    const { sent } = stubApi({
      [sharesPath]: [{ status: 200, body: shares([{ org_id: 4, org_name: "Planer GmbH" }]) }, { status: 200, body: shares() }],
      [organisationsPath]: { status: 200, body: [] },
      "DELETE /1.2/profile/projects/5/shares/4": { status: 200, body: shares() },
    })
    renderAt("share")
    fireEvent.click(await screen.findByRole("button", { name: "Nicht mehr mit Planer GmbH teilen" }))
    fireEvent.click(await screen.findByRole("button", { name: "Nicht mehr teilen" }))
    await waitFor(() => expect(sent("DELETE")).toHaveLength(1))
    expect(await screen.findByText("Mit keiner Organisation geteilt")).toBeDefined()
  })
})
