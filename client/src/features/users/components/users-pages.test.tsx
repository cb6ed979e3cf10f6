import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { type AppEvent, appEvents$ } from "../../../lib/app-events"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { InviteUserPage } from "./invite-user-page"
import { UserListPage } from "./user-list-page"

const organisation = (id: number, name: string, pers = false) => ({
  org_id: id,
  org_name: name,
  org_desc: null,
  org_pers: pers,
  org_member_count: 2,
  org_create_date: null,
  org_create_user: null,
  org_change_date: null,
  org_change_user: null,
})

let events: AppEvent[] = []
let subscription: { unsubscribe(): void }
beforeEach(() => {
  events = []
  subscription = appEvents$.subscribe((event) => events.push(event))
  updateSession({ accessToken: "token", user: testUser({ usr_org_admin: [3] }) })
})
afterEach(() => {
  cleanup()
  subscription.unsubscribe()
  updateSession(emptySession())
})

describe("UserListPage", () => {
  const users = [
    testUser(),
    testUser({ usr_id: 8, usr_name: "beispiel", usr_name_first: "anna", usr_email: "anna@planer.ch", usr_org_name: "persoenlich@8", usr_has_license: false, usr_app_admin: true }),
  ]

  it("given the users, then each shows name (a link to the profile), e-mail, organisation and pro/demo and app-admin tags", async () => {
    stubApi({ "GET /1.2/user/users": { status: 200, body: users } })
    renderRoute("/users/list", <UserListPage />, "/users/list")
    const table = await screen.findByRole("table", { name: "Benutzer" })
    const anna = within(table).getByRole("link", { name: "Anna Beispiel" })
    expect(anna.getAttribute("href")).toBe("/users/profile/8")
    const row = anna.closest("tr")!
    expect(within(row).getByText("Persönliche Organisation von Anna Beispiel")).toBeDefined()
    expect(within(row).getByText("Demo")).toBeDefined()
    expect(within(row).getByText("App-Administration")).toBeDefined()
    const hans = within(table).getByRole("link", { name: "Hans Muster" }).closest("tr")!
    expect(within(hans).getByText("Muster AG")).toBeDefined()
    expect(within(hans).getByText("Pro")).toBeDefined()
    expect(within(hans).queryByText("App-Administration")).toBeNull()
  })

  it("given a search, then only matching users are listed", async () => {
    stubApi({ "GET /1.2/user/users": { status: 200, body: users } })
    renderRoute("/users/list", <UserListPage />, "/users/list")
    await screen.findByRole("table")
    fireEvent.change(screen.getByRole("searchbox", { name: "Benutzer suchen" }), { target: { value: "planer" } })
    await waitFor(() => expect(screen.queryByRole("link", { name: "Hans Muster" })).toBeNull())
    expect(screen.getByRole("link", { name: "Anna Beispiel" })).toBeDefined()
  })
})

describe("InviteUserPage", () => {
  const fill = () => {
    const form = screen.getByRole("form", { name: "Neue Person einladen" })
    fireEvent.change(within(form).getByLabelText("E-Mail"), { target: { value: "eva@muster.ch" } })
    fireEvent.change(within(form).getByLabelText("Nachname"), { target: { value: "Abt" } })
    fireEvent.change(within(form).getByLabelText("Vorname"), { target: { value: "Eva" } })
    return form
  }
  const organisations = { status: 200, body: [organisation(3, "Muster AG"), organisation(4, "Planer GmbH"), organisation(9, "persoenlich@7", true)] }

  it("given an organisation admin, then only their organisation is offered, and no role ticked is refused on the client", async () => {
    const { sent } = stubApi({ "GET /1.2/user/organisations": organisations })
    renderRoute("/users/new", <InviteUserPage />, "/users/new")
    await screen.findByRole("form", { name: "Neue Person einladen" })
    const form = fill()
    const select = within(form).getByLabelText("Organisation")
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["Muster AG"])
    fireEvent.click(within(form).getByRole("checkbox", { name: "Mitarbeit" }))
    fireEvent.click(within(form).getByRole("button", { name: "Einladung senden" }))
    expect(await within(form).findByText("Wählen Sie mindestens 1 Rolle aus.")).toBeDefined()
    expect(sent("POST")).toEqual([])
  })

  it("given an e-mail that exists, when the server answers 409, then its text is shown at the e-mail field", async () => {
    stubApi({
      "GET /1.2/user/organisations": organisations,
      "POST /1.2/user/users": { status: 409, body: { message: "Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.", internal_code: "CONFLICT", details: null } },
    })
    renderRoute("/users/new", <InviteUserPage />, "/users/new")
    await screen.findByRole("form", { name: "Neue Person einladen" })
    const form = fill()
    fireEvent.click(within(form).getByRole("button", { name: "Einladung senden" }))
    const text = await within(form).findByText("Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.")
    expect(text.closest(".bp6-form-group")?.querySelector("input")?.id).toBe("invite-email")
    expect(within(form).queryByRole("alert")).toBeNull()
    expect(screen.queryByTestId("where")).toBeNull()
  })

  it("given valid values, when sent, then the invitation is posted, a toast says the mail went out, and the user list opens", async () => {
    const { sent } = stubApi({
      "GET /1.2/user/organisations": organisations,
      "POST /1.2/user/users": { status: 201, body: testUser({ usr_id: 12, usr_email: "eva@muster.ch" }) },
    })
    renderRoute("/users/new", <InviteUserPage />, "/users/new")
    await screen.findByRole("form", { name: "Neue Person einladen" })
    const form = fill()
    fireEvent.click(within(form).getByRole("checkbox", { name: "Projektleitung" }))
    fireEvent.click(within(form).getByRole("button", { name: "Einladung senden" }))
    expect((await screen.findByTestId("where")).textContent).toBe("/users/list")
    expect(sent("POST")[0]?.body).toEqual({ usr_email: "eva@muster.ch", usr_name: "Abt", usr_name_first: "Eva", org_id: 3, org_roles: ["pl", "emp"] })
    expect(events).toContainEqual(expect.objectContaining({ level: "success", message: "Eine Einladung wurde per E-Mail an eva@muster.ch gesendet." }))
  })

  it("given an app admin, then 'no organisation' is offered and hides the roles", async () => {
    updateSession({ user: testUser({ usr_app_admin: true }) })
    const { sent } = stubApi({ "GET /1.2/user/organisations": organisations, "POST /1.2/user/users": { status: 201, body: testUser({ usr_id: 12 }) } })
    renderRoute("/users/new", <InviteUserPage />, "/users/new")
    await screen.findByRole("form", { name: "Neue Person einladen" })
    const form = fill()
    expect(within(within(form).getByLabelText("Organisation")).getAllByRole("option").map((o) => o.textContent)).toEqual(["Keine Organisation", "Muster AG", "Planer GmbH"])
    expect(within(form).queryByRole("checkbox")).toBeNull()
    fireEvent.click(within(form).getByRole("button", { name: "Einladung senden" }))
    await screen.findByTestId("where")
    expect(sent("POST")[0]?.body).toEqual({ usr_email: "eva@muster.ch", usr_name: "Abt", usr_name_first: "Eva", org_id: null })
  })

  it("given a user who administers no organisation, then the page says who may invite and shows no form", async () => {
    updateSession({ user: testUser({ usr_org_admin: [] }) })
    stubApi({ "GET /1.2/user/organisations": organisations })
    renderRoute("/users/new", <InviteUserPage />, "/users/new")
    expect(await screen.findByText("Einladen nicht möglich")).toBeDefined()
    expect(screen.queryByRole("form")).toBeNull()
  })
})
