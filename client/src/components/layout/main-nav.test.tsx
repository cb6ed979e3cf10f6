import { cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { MemoryRouter, useLocation } from "react-router-dom"
import { changeLocale } from "../../lib/i18n"
import { testUser } from "../../testing/test-user"
import { MainNav } from "./main-nav"

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

const renderNav = (user = testUser()) =>
  render(
    <MemoryRouter initialEntries={["/projects/list"]}>
      <MainNav user={user} />
      <Where />
    </MemoryRouter>,
  )

afterEach(async () => {
  cleanup()
  await changeLocale("de-CH")
})

const openMenu = async () => {
  fireEvent.click(screen.getByRole("button", { name: "Benutzermenü" }))
  return screen.findByRole("menu", { name: "Benutzermenü" })
}

describe("MainNav and the user widget", () => {
  it("given a licensed user of an organisation, then the links, the capitalised name, the organisation and 'pro'", () => {
    renderNav(testUser({ usr_name_first: "hans-peter", usr_name: "müller", usr_org_name: "Muster AG" }))
    const nav = screen.getByRole("navigation", { name: "Hauptnavigation" })
    expect(within(nav).getByRole("link", { name: "Meine Projekte" }).getAttribute("href")).toBe("/projects")
    expect(within(nav).getByRole("link", { name: "Projektvorlagen" }).getAttribute("href")).toBe("/templates")
    const widget = screen.getByRole("button", { name: "Benutzermenü" })
    expect(widget.textContent).toContain("Hans-Peter Müller")
    expect(widget.textContent).toContain("Muster AG")
    expect(widget.textContent).toContain("pro")
  })

  it("given a reference project's page, then 'Projektvorlagen' is the current section", () => {
    render(
      <MemoryRouter initialEntries={["/references/1"]}>
        <MainNav user={testUser()} />
      </MemoryRouter>,
    )
    const nav = screen.getByRole("navigation", { name: "Hauptnavigation" })
    expect(within(nav).getByRole("link", { name: "Projektvorlagen" }).className).toContain("active")
    expect(within(nav).getByRole("link", { name: "Meine Projekte" }).className).not.toContain("active")
  })

  it("given a personal organisation (name with an at-sign) and no licence, then 'Persönliche Organisation' and 'demo'", () => {
    renderNav(testUser({ usr_org_name: "hans.muster@example.ch", usr_has_license: false }))
    const widget = screen.getByRole("button", { name: "Benutzermenü" })
    expect(widget.textContent).toContain("Persönliche Organisation")
    expect(widget.textContent).not.toContain("@")
    expect(widget.textContent).toContain("demo")
  })

  it("given the menu of a licensed user, then account, organisations, imprint, logout and the locales, the current one not clickable", async () => {
    renderNav()
    const menu = await openMenu()
    const items = within(menu).getAllByRole("menuitem").map((item) => item.textContent)
    expect(items).toEqual(["Konto", "Organisationen", "Impressum", "Abmelden", "DE", "FR", "IT", "EN"])
    expect(within(menu).getByRole("menuitem", { name: "Deutsch" }).getAttribute("aria-disabled")).toBe("true")
    expect(within(menu).getByRole("menuitem", { name: "Französisch" }).getAttribute("aria-disabled")).not.toBe("true")
  })

  it("given an app admin or an organisation admin, then 'Benutzer' leads to the users page, 'Organisationen' to the organisations", async () => {
    for (const user of [testUser({ usr_app_admin: true }), testUser({ usr_org_admin: [3], usr_org_pers: [9] })]) {
      renderNav(user)
      const menu = await openMenu()
      fireEvent.click(within(menu).getByRole("menuitem", { name: "Benutzer" }))
      expect(await screen.findByTestId("where")).toHaveProperty("textContent", "/users/list")
      cleanup()
    }
    renderNav()
    fireEvent.click(within(await openMenu()).getByRole("menuitem", { name: "Organisationen" }))
    expect(await screen.findByTestId("where")).toHaveProperty("textContent", "/users/organisations")
  })

  it("given an admin of only their personal organisation, then no 'Benutzer'", async () => {
    renderNav(testUser({ usr_org_admin: [9], usr_org_pers: [9] }))
    const menu = await openMenu()
    expect(within(menu).queryByRole("menuitem", { name: "Benutzer" })).toBeNull()
    expect(within(menu).getByRole("menuitem", { name: "Organisationen" })).toBeDefined()
  })

  it("given an unlicensed user, then the menu offers the upgrade to Pro", async () => {
    renderNav(testUser({ usr_has_license: false }))
    const menu = await openMenu()
    expect(within(menu).getByRole("menuitem", { name: "Auf Pro upgraden" })).toBeDefined()
  })

  it("given FR chosen in the menu, then the texts turn French and the page language is fr-CH", async () => {
    renderNav()
    const menu = await openMenu()
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Französisch" }))
    expect(await screen.findByRole("link", { name: "Mes projets" })).toBeDefined()
    expect(document.documentElement.lang).toBe("fr-CH")
  })
})
