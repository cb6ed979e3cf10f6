import type { OrganisationDto } from "@bimprofile/contracts/dto/organisation-dto"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { type AppEvent, appEvents$ } from "../../../lib/app-events"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { NewOrganisationPage } from "./new-organisation-page"
import { OrganisationListPage } from "./organisation-list-page"
import { OrganisationPage } from "./organisation-page"

const organisation = (id: number, name: string, extra: Partial<OrganisationDto> = {}): OrganisationDto => ({
  org_id: id,
  org_name: name,
  org_desc: null,
  org_pers: false,
  org_member_count: 2,
  org_create_date: null,
  org_create_user: null,
  org_change_date: null,
  org_change_user: null,
  ...extra,
})
const member = (id: number, first: string, last: string, roles: ("admin" | "pl" | "emp")[]) => ({
  usr_id: id,
  usr_email: `${first}@muster.ch`,
  usr_name: last,
  usr_name_first: first,
  roles,
})
const musterAg = organisation(3, "Muster AG", { org_desc: "Planungsbüro", org_members: [member(7, "hans", "muster", ["admin"]), member(8, "anna", "beispiel", ["emp"])] })

let events: AppEvent[] = []
let subscription: { unsubscribe(): void }
beforeEach(() => {
  events = []
  subscription = appEvents$.subscribe((event) => events.push(event))
})
afterEach(() => {
  cleanup()
  subscription.unsubscribe()
  updateSession(emptySession())
})

const renderOrganisation = () => renderRoute("/users/organisation/:orgId", <OrganisationPage />, "/users/organisation/3")

describe("OrganisationListPage", () => {
  it("given the organisations, then each links to its page with description and member count, a personal one saying whose it is", async () => {
    updateSession({ accessToken: "token", user: testUser({ usr_app_admin: true }) })
    stubApi({
      "GET /1.2/user/organisations": {
        status: 200,
        body: [
          organisation(3, "Muster AG", { org_desc: "Planungsbüro", org_member_count: 5 }),
          organisation(9, "persoenlich@7", { org_pers: true, org_member_count: 1 }),
          organisation(10, "persoenlich@8", { org_pers: true, org_member_count: 1 }),
          organisation(11, "persoenlich@99", { org_pers: true, org_member_count: 1 }),
        ],
      },
      "GET /1.2/user/users": { status: 200, body: [testUser(), testUser({ usr_id: 8, usr_name: "Beispiel", usr_name_first: "Anna" })] },
    })
    renderRoute("/users/organisations", <OrganisationListPage />, "/users/organisations")
    const table = await screen.findByRole("table", { name: "Organisationen" })
    const muster = within(table).getByRole("link", { name: "Muster AG" })
    expect(muster.getAttribute("href")).toBe("/users/organisation/3")
    expect(within(muster.closest("tr")!).getByText("Planungsbüro")).toBeDefined()
    expect(within(muster.closest("tr")!).getByText("5")).toBeDefined()
    expect(within(table).getByRole("link", { name: "Persönliche Organisation von Hans Muster" }).getAttribute("href")).toBe("/users/organisation/9")
    expect((await within(table).findByRole("link", { name: "Persönliche Organisation von Anna Beispiel" })).getAttribute("href")).toBe("/users/organisation/10")
    // An owner the viewer may not see: plainly personal.
    expect(within(table).getByRole("link", { name: "Persönliche Organisation" }).getAttribute("href")).toBe("/users/organisation/11")
  })
})

describe("OrganisationListPage for a demo user", () => {
  it("given no pro licence, then 'new organisation' is disabled and says it needs the pro licence, instead of leading to the licence wall", async () => {
    updateSession({ accessToken: "token", user: testUser({ usr_has_license: false, usr_app_admin: false }) })
    stubApi({ "GET /1.2/user/organisations": { status: 200, body: [] } })
    renderRoute("/users/organisations", <OrganisationListPage />, "/users/organisations")
    const button = await screen.findByRole("button", { name: "Neue Organisation" })
    expect(button.getAttribute("aria-disabled")).toBe("true")
    expect(button.getAttribute("href")).toBeNull()
    expect(screen.getByText("Nur mit Pro-Lizenz").id).toBe(button.getAttribute("aria-describedby"))
  })
})

describe("NewOrganisationPage", () => {
  it("given a name, when created, then it is posted and its page opens", async () => {
    updateSession({ accessToken: "token", user: testUser() })
    const { sent } = stubApi({ "POST /1.2/user/organisations": { status: 201, body: organisation(15, "Neue AG") } })
    renderRoute("/users/new-organisation", <NewOrganisationPage />, "/users/new-organisation")
    const form = screen.getByRole("form", { name: "Neue Organisation" })
    fireEvent.click(within(form).getByRole("button", { name: "Organisation erstellen" }))
    expect(await within(form).findByText("Organisation darf nicht leer sein.")).toBeDefined()
    fireEvent.change(within(form).getByLabelText("Name der Organisation"), { target: { value: "Neue AG" } })
    fireEvent.change(within(form).getByLabelText("Beschreibung"), { target: { value: "Ingenieure" } })
    fireEvent.click(within(form).getByRole("button", { name: "Organisation erstellen" }))
    expect((await screen.findByTestId("where")).textContent).toBe("/users/organisation/15")
    expect(sent("POST").map((c) => c.body)).toEqual([{ org_name: "Neue AG", org_desc: "Ingenieure" }])
  })
})

describe("OrganisationPage", () => {
  it("given an organisation admin, then they see edit, delete, add member, remove and enabled role checkboxes", async () => {
    updateSession({ accessToken: "token", user: testUser({ usr_org_admin: [3] }) })
    stubApi({ "GET /1.2/user/organisations/3": { status: 200, body: musterAg } })
    renderOrganisation()
    expect(await screen.findByRole("heading", { name: "Muster AG" })).toBeDefined()
    expect(screen.getByRole("button", { name: "Bearbeiten" })).toBeDefined()
    expect(screen.getByRole("button", { name: "Organisation löschen" })).toBeDefined()
    expect(screen.getByRole("form", { name: "Mitglied hinzufügen" })).toBeDefined()
    expect(screen.getByRole("button", { name: "Anna Beispiel entfernen" })).toBeDefined()
    const anna = screen.getByRole("group", { name: "Rollen von Anna Beispiel" })
    expect((within(anna).getByRole("checkbox", { name: "Mitarbeit" }) as HTMLInputElement).checked).toBe(true)
    expect((within(anna).getByRole("checkbox", { name: "Verwaltung" }) as HTMLInputElement).disabled).toBe(false)
  })

  it("given a member who is no admin, then the roles are shown but nothing can be changed", async () => {
    updateSession({ accessToken: "token", user: testUser({ usr_id: 8, usr_org_emp: [3] }) })
    stubApi({ "GET /1.2/user/organisations/3": { status: 200, body: musterAg } })
    renderOrganisation()
    expect(await screen.findByRole("heading", { name: "Muster AG" })).toBeDefined()
    expect(screen.getByText("Mitglieder und Rollen ändern kann nur die Verwaltung der Organisation.")).toBeDefined()
    expect(screen.queryByRole("button", { name: "Bearbeiten" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Organisation löschen" })).toBeNull()
    expect(screen.queryByRole("form", { name: "Mitglied hinzufügen" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Anna Beispiel entfernen" })).toBeNull()
    const hans = screen.getByRole("group", { name: "Rollen von Hans Muster" })
    expect((within(hans).getByRole("checkbox", { name: "Verwaltung" }) as HTMLInputElement).checked).toBe(true)
    expect((within(hans).getByRole("checkbox", { name: "Verwaltung" }) as HTMLInputElement).disabled).toBe(true)
  })

  it("given an admin, when a role is ticked, then the member's new set is posted; unticking the last role is refused", async () => {
    updateSession({ accessToken: "token", user: testUser({ usr_org_admin: [3] }) })
    const changed = { ...musterAg, org_members: [member(7, "hans", "muster", ["admin"]), member(8, "anna", "beispiel", ["pl", "emp"])] }
    const { sent } = stubApi({
      "GET /1.2/user/organisations/3": [{ status: 200, body: musterAg }, { status: 200, body: changed }],
      "POST /1.2/user/organisations/3/members": { status: 200, body: changed },
    })
    renderOrganisation()
    const anna = await screen.findByRole("group", { name: "Rollen von Anna Beispiel" })
    fireEvent.click(within(anna).getByRole("checkbox", { name: "Mitarbeit" }))
    expect(await screen.findByText("Wählen Sie mindestens 1 Rolle aus.")).toBeDefined()
    expect(sent("POST")).toEqual([])
    fireEvent.click(within(anna).getByRole("checkbox", { name: "Projektleitung" }))
    await waitFor(() => expect(sent("POST")).toHaveLength(1))
    expect(sent("POST")[0]?.body).toEqual({ usr_email: "anna@muster.ch", roles: ["pl", "emp"] })
    await waitFor(() => expect((within(screen.getByRole("group", { name: "Rollen von Anna Beispiel" })).getByRole("checkbox", { name: "Projektleitung" }) as HTMLInputElement).checked).toBe(true))
  })

  it("given an admin, when a member is added without a role, then 'Wählen Sie mindestens 1 Rolle aus.' is shown; with one, e-mail and roles are posted", async () => {
    updateSession({ accessToken: "token", user: testUser({ usr_org_admin: [3] }) })
    const { sent } = stubApi({ "GET /1.2/user/organisations/3": { status: 200, body: musterAg }, "POST /1.2/user/organisations/3/members": { status: 200, body: musterAg } })
    renderOrganisation()
    const form = await screen.findByRole("form", { name: "Mitglied hinzufügen" })
    fireEvent.change(within(form).getByLabelText("E-Mail"), { target: { value: "neu@muster.ch" } })
    fireEvent.click(within(form).getByRole("checkbox", { name: "Mitarbeit" }))
    fireEvent.click(within(form).getByRole("button", { name: "Mitglied hinzufügen" }))
    expect(await within(form).findByText("Wählen Sie mindestens 1 Rolle aus.")).toBeDefined()
    fireEvent.click(within(form).getByRole("checkbox", { name: "Verwaltung" }))
    fireEvent.click(within(form).getByRole("button", { name: "Mitglied hinzufügen" }))
    await waitFor(() => expect(sent("POST")).toHaveLength(1))
    expect(sent("POST")[0]?.body).toEqual({ usr_email: "neu@muster.ch", roles: ["admin"] })
  })

  it("given an admin, when the delete is refused, then the server's text is shown and the page stays", async () => {
    updateSession({ accessToken: "token", user: testUser({ usr_org_admin: [3] }) })
    stubApi({
      "GET /1.2/user/organisations/3": { status: 200, body: musterAg },
      "DELETE /1.2/user/organisations/3": { status: 409, body: { message: "Die Organisation hat noch Projekte.", internal_code: "CONFLICT", details: null } },
    })
    renderOrganisation()
    fireEvent.click(await screen.findByRole("button", { name: "Organisation löschen" }))
    const dialog = await screen.findByRole("alertdialog")
    fireEvent.click(within(dialog).getByRole("button", { name: "Organisation löschen" }))
    expect(await within(dialog).findByText("Die Organisation hat noch Projekte.")).toBeDefined()
    expect(screen.queryByTestId("where")).toBeNull()
  })

  it("given an admin, when the delete is confirmed, then the organisation is deleted and the list opens without asking for it again", async () => {
    updateSession({ accessToken: "token", user: testUser({ usr_org_admin: [3] }) })
    const { calls } = stubApi({
      "GET /1.2/user/organisations/3": { status: 200, body: musterAg },
      "DELETE /1.2/user/organisations/3": { status: 200, body: { org_id: 3 } },
    })
    renderOrganisation()
    fireEvent.click(await screen.findByRole("button", { name: "Organisation löschen" }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Organisation löschen" }))
    expect((await screen.findByTestId("where")).textContent).toBe("/users/organisations")
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /1.2/user/organisations/3", "DELETE /1.2/user/organisations/3"])
    expect(events).toContainEqual(expect.objectContaining({ level: "success", message: "Die Organisation «Muster AG» wurde gelöscht." }))
  })
})
