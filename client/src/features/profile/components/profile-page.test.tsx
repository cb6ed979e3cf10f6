import type { OrganisationDto } from "@bimprofile/contracts/dto/organisation-dto"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { cleanup, fireEvent, screen, within, configure } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { emptySession, getSession, updateSession } from "../../../lib/session"
import { type Answer, stubApi } from "../../../testing/api-stub"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { fakeCanvas, fakeDecode } from "../testing/picture-fakes"
import { ProfilePage } from "./profile-page"

/** Waits for what a page does after its calls; generous, as a cold run of the whole suite is slow. */
const eventually = <T,>(check: () => T) => vi.waitFor(check, { timeout: 3000 })
configure({ asyncUtilTimeout: 3000 })

const me = testUser({ usr_id: 7, usr_org_emp: [3], usr_org_admin: [9], usr_pro_admin: [1], usr_pro_read: [2], usr_pro_auditor: [5] })
const permissionsOf = (user: UserDto) => ({
  usr_org_admin: user.usr_org_admin,
  usr_org_emp: user.usr_org_emp,
  usr_org_pl: user.usr_org_pl,
  usr_pro_admin: user.usr_pro_admin,
  usr_pro_read: user.usr_pro_read,
  usr_pro_write: user.usr_pro_write,
  usr_pro_auditor: user.usr_pro_auditor,
  usr_app_admin: user.usr_app_admin,
})
const project = (pro_id: number, pro_name: string, change: Partial<ProjectDto> = {}) =>
  ({ pro_id, pro_name, pro_org_id: null, pro_org_name: null, is_template: false, type: "user", pro_permission: "read", ...change }) as ProjectDto
const projects = [project(1, "Zeughaus", { pro_permission: "admin" }), project(2, "Bahnhof"), project(4, "Spital", { pro_org_id: 3, pro_org_name: "Muster AG" }), project(5, "Kantonsschule", { pro_permission: "auditor" })]
const organisations = [{ org_id: 3, org_name: "Muster AG", org_pers: false }, { org_id: 9, org_name: "persoenlich@7", org_pers: true }] as OrganisationDto[]

const reads = (user: UserDto): Record<string, Answer | Answer[]> => ({
  [`GET /1.2/user/users/${user.usr_id}`]: { status: 200, body: user },
  [`GET /1.2/user/users/${user.usr_id}?partial=true`]: { status: 200, body: permissionsOf(user) },
  "GET /1.2/user/organisations": { status: 200, body: organisations },
  "GET /1.2/profile/projects": { status: 200, body: projects },
})

const show = (userId: number, viewer: UserDto = me) => {
  updateSession({ accessToken: "acc", refreshToken: "r", user: viewer })
  return renderRoute("/users/profile/:userId", <ProfilePage userId={userId} />, `/users/profile/${userId}`)
}
const region = (name: string) => screen.findByRole("region", { name })
const sent = (calls: { method: string; path: string; body: unknown }[], method: string) => calls.filter((c) => c.method === method).map((c) => [c.path, c.body])

beforeEach(() => vi.stubGlobal("EventSource", class {}))
afterEach(() => {
  cleanup()
  updateSession(emptySession())
})

describe("own profile", () => {
  it("given oneself, then names, 'Meine Projekte' (admin/write or of one's organisations) and 'Meine Berechtigungen' with names", async () => {
    stubApi(reads(me))
    show(7)
    expect(await screen.findByRole("heading", { name: "Mein Profil" })).toBeDefined()
    expect((screen.getByLabelText("Vorname") as HTMLInputElement).value).toBe("hans")
    const mine = within(await region("Meine Projekte"))
    expect((await mine.findAllByRole("link")).map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Spital", "/projects/4/dashboard"],
      ["Zeughaus", "/projects/1/dashboard"],
    ])
    const rights = within(await region("Meine Berechtigungen"))
    const organisationItems = await rights.findAllByRole("listitem")
    expect(organisationItems.map((li) => li.textContent)).toEqual([
      "Persönliche Organisation Verwaltung",
      "Muster AG Mitarbeit",
      "Bahnhof Lesen",
      "Kantonsschule Prüfer/in",
      "Zeughaus Verwaltung",
    ])
    expect(screen.queryByRole("switch", { name: "Pro-Lizenz" })).toBeNull()
    expect(within(await region("Lizenz")).getByText("pro")).toBeDefined()
  })

  it("given a chosen PNG, then it is scaled to 512 px and sent as a JPEG data URL; the widget's copy of the user gets the new picture", async () => {
    const { canvas } = fakeCanvas("data:image/jpeg;base64,/9j/NEW=")
    fakeDecode(2048, 1024)
    const pictured = { ...me, usr_image: "/1.2/user/users/7/img?v=2" }
    const { calls } = stubApi({
      ...reads(me),
      // Read again after the change: the server's answer then has the picture.
      "GET /1.2/user/users/7": [{ status: 200, body: me }, { status: 200, body: pictured }],
      "PATCH /1.2/user/users/7/img": { status: 200, body: pictured },
    })
    show(7)
    const input = await screen.findByLabelText("Bild auswählen")
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(50)], "ich.png", { type: "image/png" })] } })
    await eventually(() => expect(sent(calls, "PATCH")).toEqual([["/1.2/user/users/7/img", { usr_image_url: "data:image/jpeg;base64,/9j/NEW=" }]]))
    expect([canvas.width, canvas.height]).toEqual([512, 256])
    expect(getSession().user?.usr_image).toBe("/1.2/user/users/7/img?v=2")
    expect(((await screen.findByRole("img", { name: "Profilbild" })) as HTMLImageElement).getAttribute("src")).toBe("/1.2/user/users/7/img?v=2&access_token=acc")
  })

  it("given a dropped GIF, then the type is refused in words and nothing is sent; a server's 413 reads 'too large'", async () => {
    fakeCanvas()
    fakeDecode(100, 100)
    const { calls } = stubApi({ ...reads(me), "PATCH /1.2/user/users/7/img": { status: 413, body: { message: "Payload Too Large", internal_code: "TOO_LARGE", details: null } } })
    show(7)
    const drop = await screen.findByTestId("picture-drop")
    fireEvent.drop(drop, { dataTransfer: { files: [new File(["x"], "a.gif", { type: "image/gif" })] } })
    expect((await screen.findByRole("alert")).textContent).toBe("Nur Bilder im Format JPEG oder PNG sind erlaubt.")
    expect(sent(calls, "PATCH")).toEqual([])
    fireEvent.drop(drop, { dataTransfer: { files: [new File(["x"], "a.jpg", { type: "image/jpeg" })] } })
    await eventually(() => expect(screen.getByRole("alert").textContent).toBe("Das Bild ist zu gross (höchstens 1 MB)."))
  })

  it("given the password change, then different entries are refused; equal ones PATCH /1.2/auth/password with the old one", async () => {
    const { calls } = stubApi({ ...reads(me), "PATCH /1.2/auth/password": { status: 200, body: { message: "ok" } } })
    show(7)
    const form = within(await region("Passwort ändern"))
    const type = (label: string, value: string) => fireEvent.change(form.getByLabelText(label), { target: { value } })
    type("Aktuelles Passwort", "alt-geheim")
    type("Neues Passwort", "neu-geheim1")
    type("Neues Passwort wiederholen", "neu-geheim2")
    fireEvent.click(form.getByRole("button", { name: "Passwort ändern" }))
    expect(await form.findByText("Die Passwörter stimmen nicht überein.")).toBeDefined()
    expect(sent(calls, "PATCH")).toEqual([])
    type("Neues Passwort wiederholen", "neu-geheim1")
    fireEvent.click(form.getByRole("button", { name: "Passwort ändern" }))
    await eventually(() => expect(sent(calls, "PATCH")).toEqual([["/1.2/auth/password", { usr_pw_old: "alt-geheim", usr_pw: "neu-geheim1" }]]))
  })

  it("given new names, then PATCH users/7 and the server's field text at its field", async () => {
    const { calls } = stubApi({
      ...reads(me),
      "PATCH /1.2/user/users/7": [
        { status: 400, body: { message: "Ungültig", internal_code: "VALIDATION", details: { usr_name: "Anmeldename darf nicht leer sein." } } },
        { status: 200, body: { ...me, usr_name: "Meier" } },
      ],
    })
    show(7)
    const form = within(await region("Name"))
    fireEvent.change(form.getByLabelText("Nachname"), { target: { value: " " } })
    fireEvent.click(form.getByRole("button", { name: "Name speichern" }))
    expect(await form.findByText("Anmeldename darf nicht leer sein.")).toBeDefined()
    fireEvent.change(form.getByLabelText("Nachname"), { target: { value: "Meier" } })
    fireEvent.click(form.getByRole("button", { name: "Name speichern" }))
    await eventually(() => expect(getSession().user?.usr_name).toBe("Meier"))
    expect(sent(calls, "PATCH")[1]).toEqual(["/1.2/user/users/7", { usr_name_first: "hans", usr_name: "Meier" }])
  })

  it("given 'Konto löschen' confirmed, then DELETE users/7 and on to the logout", async () => {
    const { calls } = stubApi({ ...reads(me), "DELETE /1.2/user/users/7": { status: 200, body: { usr_id: 7, deleted: true } } })
    show(7)
    fireEvent.click(within(await region("Konto löschen")).getByRole("button", { name: "Konto löschen" }))
    fireEvent.click(await screen.findByRole("button", { name: "Endgültig löschen" }))
    expect((await screen.findByTestId("where")).textContent).toBe("/logout")
    expect(sent(calls, "DELETE")).toEqual([["/1.2/user/users/7", undefined]])
  })
})

describe("another user's profile, seen by an app admin", () => {
  const admin = testUser({ usr_id: 1, usr_app_admin: true, usr_name_first: "anna", usr_name: "admin" })
  const other = testUser({ usr_id: 12, usr_name_first: "eva", usr_name: "keller", usr_has_license: false, usr_pro_write: [2] })

  it("given the licence switch turned on, then PATCH …/license; no password change for someone else", async () => {
    const licensed = { ...other, usr_has_license: true }
    const { calls } = stubApi({
      ...reads(other),
      "GET /1.2/user/users/12": [{ status: 200, body: other }, { status: 200, body: licensed }],
      "PATCH /1.2/user/users/12/license": { status: 200, body: licensed },
    })
    show(12, admin)
    expect(await screen.findByRole("heading", { name: "Profil von Eva Keller" })).toBeDefined()
    expect(screen.queryByRole("region", { name: "Passwort ändern" })).toBeNull()
    const licence = within(await region("Lizenz"))
    expect(licence.getByText("demo")).toBeDefined()
    const toggle = licence.getByRole("switch", { name: "Pro-Lizenz" }) as HTMLInputElement
    expect(toggle.checked).toBe(false)
    fireEvent.click(toggle)
    await eventually(() => expect(sent(calls, "PATCH")).toEqual([["/1.2/user/users/12/license", { usr_has_license: true }]]))
    await eventually(() => expect((licence.getByRole("switch", { name: "Pro-Lizenz" }) as HTMLInputElement).checked).toBe(true))
    expect(licence.getByRole("switch", { name: "App-Administrator" })).toBeDefined()
    const mine = within(await region("Projekte"))
    expect((await mine.findAllByRole("link")).map((a) => a.textContent)).toEqual(["Bahnhof"])
  })
})
