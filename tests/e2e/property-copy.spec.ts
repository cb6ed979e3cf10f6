/**
 * The property copy wizard in Chromium: in a project made from the reference project, two of the reference
 * project's properties given to a class of the project's own through the four steps of «Merkmale kopieren»,
 * and then seen in the class's drawer — taken over locally on the way.
 */
import { describe, expect, it } from "vitest"
import { created, list, unique } from "../support/profile-fixtures"
import { screenshot } from "./support/browser"
import { JOURNEY_TIMEOUT_MS, logIn, settled, until, useJourney } from "./support/journey"

const journey = useJourney()

describe("data catalogue: the property copy wizard", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("copies two properties of the reference project to a class of the project and shows them in its drawer", async () => {
    const api = await journey.api()
    const referenceId = (await api.get("/status/info")).body.default_project_id as number
    const project = created(await api.post(`/1.2/profile/projects/${referenceId}/copy`, { pro_name: unique("Schulhaus"), pro_with_requirements: false }), "create from reference") as { pro_id: number }
    created(
      await api.post("/1.2/profile/element_classes", {
        elc_pro_id: project.pro_id,
        elc_name: "Schallschutzwand",
        elc_ifc: [{ ifc_version: "IFC4X3_ADD2", entity: "IfcWall", predefined_type: null }],
      }),
      "class",
    )
    const referenceProperties = await list(api, `/1.2/profile/properties?pty_pro_id=${referenceId}&sort=name_asc`)
    const inSet = (target: string) => referenceProperties.find((p) => p.pty_ifc.some((t: { pset?: string; property?: string }) => `${t.pset}.${t.property}` === target))
    const fireRating = inSet("Pset_WallCommon.FireRating")
    const acoustic = inSet("Pset_WallCommon.AcousticRating")
    expect([fireRating?.pty_name, acoustic?.pty_name]).toEqual(["Feuerwiderstand", "Schallschutz"])

    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/data-catalog/main`)
    // The project's own class among the reference project's 106 (a window of rows): the project filter shows it.
    await page.getByRole("button", { name: "Nur Benutzerprojekt" }).click()
    await until(() => page.locator(".bimp-elc-name").allTextContents()).toEqual(["Schallschutzwand"])
    await page.getByRole("button", { name: "Merkmale kopieren" }).click()
    const wizard = page.getByRole("dialog", { name: "Merkmale kopieren" })

    // 1. Source: the reference project, all its properties.
    await wizard.getByLabel("Projekt", { exact: true }).selectOption({ value: String(referenceId) })
    await wizard.getByRole("button", { name: "Weiter" }).click()

    // 2. Two properties, found by their set and name in the project's IFC version.
    const search = wizard.getByRole("searchbox", { name: "Merkmal suchen" })
    const properties = wizard.getByRole("group", { name: "Merkmale zur Auswahl" })
    for (const target of ["Pset_WallCommon.FireRating", "Pset_WallCommon.AcousticRating"]) {
      await search.fill(target)
      await until(() => properties.getByRole("checkbox").count()).toBe(1)
      // Blueprint draws the box over its input.
      await properties.getByRole("checkbox").check({ force: true })
    }
    await until(() => wizard.getByRole("status").textContent()).toMatch(/^1 von \d+ passt · 2 gewählt$/)
    await settled(page)
    await screenshot(page, "property-copy-properties")
    await wizard.getByRole("button", { name: "Weiter" }).click()

    // 3. The class of the project's own; the reference project's are left out, and said so.
    const targets = wizard.getByRole("group", { name: "Fachklassen dieses Projekts" })
    await until(() => targets.getByRole("checkbox").count()).toBe(1)
    await until(() => wizard.getByText(/Fachklassen des Referenzprojekts sind nicht aufgeführt/).isVisible()).toBe(true)
    await targets.getByRole("checkbox", { name: /Schallschutzwand/ }).check({ force: true })
    await screenshot(page, "property-copy-targets")
    await wizard.getByRole("button", { name: "Weiter" }).click()

    // 4. The summary, then the result.
    await until(() => wizard.getByRole("heading", { name: "2 Merkmale an 1 Fachklasse" }).isVisible()).toBe(true)
    await settled(page)
    await screenshot(page, "property-copy-summary")
    await wizard.getByRole("button", { name: "Kopieren" }).click()
    await until(() => wizard.getByText("2 Zuordnungen vorgenommen.").isVisible()).toBe(true)
    await settled(page)
    await screenshot(page, "property-copy-result")
    await wizard.getByRole("button", { name: "Schliessen" }).click()
    await until(() => wizard.count()).toBe(0)

    // The class's drawer: both, as local copies of the reference project's.
    await page.getByRole("button", { name: "Merkmale von Schallschutzwand anzeigen" }).click()
    const drawer = page.getByRole("list", { name: "Merkmale von Schallschutzwand" })
    await until(() => drawer.locator(".bimp-class-property-head .bimp-elc-name").allTextContents()).toEqual(["Feuerwiderstand", "Schallschutz"])
    await settled(page)
    await screenshot(page, "property-copy-drawer")
    const local = await list(api, `/1.2/profile/properties?pty_pro_id=${project.pro_id}&sort=name_asc`)
    expect(local.filter((p) => p.pty_origin === "inherited").map((p) => p.pty_origin_id).sort()).toEqual([fireRating.pty_id, acoustic.pty_id].sort())
    expect(await page.locator(".bimp-toast-error").count()).toBe(0)
  })
})
