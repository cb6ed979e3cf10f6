/**
 * A project made from the reference project in Chromium: its 106 inherited classes, virtualised (only a window
 * of rows in the page, the last reached by scrolling), locked and without edit or delete; one taken over
 * locally; the project filter; and a change in the reference project shown without a reload.
 */
import { describe, expect, it } from "vitest"
import { created, list, unique } from "../support/profile-fixtures"
import { screenshot } from "./support/browser"
import { JOURNEY_TIMEOUT_MS, logIn, settled, until, useJourney } from "./support/journey"

const journey = useJourney()
const LOCKED = "Aus dem Referenzprojekt – schreibgeschützt"

describe("data catalogue: a project inheriting from the reference project", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("shows the reference's classes locked and virtualised, takes one over locally, filters the project's own, and follows a change in the reference", async () => {
    const api = await journey.api()
    const referenceId = (await api.get("/status/info")).body.default_project_id as number
    const project = created(await api.post(`/1.2/profile/projects/${referenceId}/copy`, { pro_name: unique("Schulhaus"), pro_with_requirements: false }), "create from reference")
    expect((await api.get(`/1.2/profile/projects/${project.pro_id}`)).body.pro_pro_id).toBe(referenceId)
    const inherited = await list(api, `/1.2/profile/element_classes?elc_pro_id=${project.pro_id}&sort=name_asc`)
    expect(inherited.length).toBeGreaterThan(100)

    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/data-catalog/main`)
    await until(() => page.getByText(`${inherited.length} Fachklassen`).isVisible()).toBe(true)
    await settled(page)
    const rows = page.locator("table.bimp-elc-table tbody tr[data-index]")
    const rendered = await rows.count()
    expect(rendered).toBeGreaterThan(5)
    expect(rendered).toBeLessThan(inherited.length)
    await screenshot(page, "catalogue-inherited-classes")

    // A class near the top (the rows further down are not in the page yet), without a parent.
    const anchor = page.locator("tr", { has: page.getByRole("button", { name: "Merkmale von Anker anzeigen", exact: true }) })
    await until(() => anchor.getByRole("img", { name: LOCKED }).isVisible()).toBe(true)
    expect(await anchor.getByRole("button", { name: "Aktionen für Anker", exact: true }).count()).toBe(0)

    // The last class is reached by scrolling the page, as in a list rendered whole.
    const last = inherited.at(-1).elc_name as string
    expect(await page.getByRole("button", { name: `Merkmale von ${last} anzeigen`, exact: true }).count()).toBe(0)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await until(() => page.getByRole("button", { name: `Merkmale von ${last} anzeigen`, exact: true }).isVisible()).toBe(true)
    expect(await rows.count()).toBeLessThan(inherited.length)
    await page.evaluate(() => window.scrollTo(0, 0))

    await anchor.getByRole("button", { name: "Anker lokal übernehmen", exact: true }).click()
    await until(() => page.locator(".bimp-toast-success").allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining("«Anker» wurde lokal übernommen und kann nun bearbeitet werden.")]),
    )
    await until(() => anchor.getByText("lokal übernommen", { exact: true }).isVisible()).toBe(true)
    expect(await anchor.getByRole("img", { name: LOCKED }).count()).toBe(0)
    await until(() => anchor.getByRole("button", { name: "Aktionen für Anker", exact: true }).isVisible()).toBe(true)
    await screenshot(page, "catalogue-instantiated-class")

    await page.getByRole("button", { name: "Nur Benutzerprojekt" }).click()
    await until(() => page.locator(".bimp-elc-name").allTextContents()).toEqual(["Anker"])
    await page.getByRole("button", { name: "Alle", exact: true }).click()
    await until(() => page.getByText(`${inherited.length} Fachklassen`).isVisible()).toBe(true)

    // A class renamed in the reference project shows in the open list of the project that inherits it.
    const first = inherited.find((c) => c.elc_name !== "Anker")!
    const renamed = `${first.elc_name} (Referenz geändert)`
    expect((await api.patch(`/1.2/profile/element_classes/${first.elc_id}`, { elc_name: renamed })).status).toBe(200)
    await until(() => page.getByRole("button", { name: `Merkmale von ${renamed} anzeigen`, exact: true }).isVisible()).toBe(true)
    expect(await page.locator(".bimp-toast-error").count()).toBe(0)
  })
})
