/**
 * The reference projects in Chromium (spec §2 /references, "Reference-project preview"): from the templates to
 * the list of reference projects, a preview of what a new project copies and inherits, and a project created
 * from it through the new-project form, preselected.
 */
import { describe, expect, it } from "vitest"
import { screenshot } from "./support/browser"
import { JOURNEY_TIMEOUT_MS, logIn, settled, until, useJourney } from "./support/journey"

const journey = useJourney()

describe("reference projects", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("given the provider's reference project, when a user previews it and creates a project from it, then the project copies its plan and names it as its reference", async () => {
    const api = await journey.api()
    const referenceId = (await api.get("/status/info")).body.default_project_id as number
    const reference = (await api.get(`/1.2/reference/projects/${referenceId}`)).body

    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.waitForURL("**/projects/list")
    await page.getByRole("link", { name: "Projektvorlagen" }).click()
    await page.getByRole("link", { name: "Referenzprojekte vergleichen" }).click()
    await page.waitForURL("**/references/list")
    const card = page.getByRole("article", { name: reference.pro_name })
    await until(() => card.isVisible()).toBe(true)
    await until(() => card.getByText("Referenzprojekt des Anbieters").isVisible()).toBe(true)
    expect(await card.getByLabel(`Datenkatalog von ${reference.pro_name}`).locator("dd").allInnerTexts()).toEqual(
      [reference.pro_elm_cls_count, reference.pro_pty_count, reference.pro_vls_count, reference.pro_req_count].map((n: number) => new Intl.NumberFormat("de-CH").format(n)),
    )
    await settled(page)
    await screenshot(page, "references-list")

    await card.getByRole("button", { name: `Vorschau von ${reference.pro_name}` }).click()
    await page.waitForURL(`**/references/${referenceId}`)
    await until(() => page.getByRole("heading", { name: "Kopiert: die Struktur und die Anforderungen" }).isVisible()).toBe(true)
    expect(await page.getByLabel("Kopiert: die Struktur und die Anforderungen").locator("dd").allInnerTexts()).toEqual(
      [reference.pro_pha_count, reference.pro_mst_count, reference.pro_prc_count, reference.pro_act_count, reference.pro_rop_count, reference.pro_req_count].map((n: number) => new Intl.NumberFormat("de-CH").format(n)),
    )
    expect(await page.getByRole("heading", { name: "Geerbt: der Datenkatalog" }).isVisible()).toBe(true)
    const firstMilestone = reference.pro_pha_nested[0].pha_mst_nested[0]
    const processes = page.getByRole("list", { name: `Prozesse von ${firstMilestone.mst_name}` })
    expect(await processes.getByRole("listitem").count()).toBe(firstMilestone.mst_prc_nested.length)
    await settled(page)
    await screenshot(page, "reference-preview")

    await page.getByRole("button", { name: "Projekt aus Referenzprojekt erstellen" }).click()
    await page.waitForURL(`**/projects/${referenceId}/new`)
    await until(() => page.getByRole("radio", { name: /Aus dem Referenzprojekt/ }).isChecked()).toBe(true)
    await page.getByLabel("Projektname").fill("Neubau Primarschule Rosenau")
    expect(await page.getByRole("checkbox", { name: "Anforderungen der Aktivitäten übernehmen" }).isChecked()).toBe(true)
    await settled(page)
    await screenshot(page, "new-project-from-reference")
    await page.getByRole("button", { name: "Projekt erstellen" }).click()
    await page.waitForURL(/\/projects\/\d+\/dashboard$/)
    const projectId = Number(/\/projects\/(\d+)\//.exec(page.url())![1])
    const created = (await api.get(`/1.2/profile/projects/${projectId}?statistics=true`)).body
    expect(created).toMatchObject({ pro_pro_id: referenceId, pro_mst_count: reference.pro_mst_count, pro_prc_count: reference.pro_prc_count, pro_rop_count: reference.pro_rop_count })
    // The requirements came along, naming local copies of the reference's classes.
    const copies = (await api.get(`/1.2/profile/element_classes?elc_pro_id=${projectId}&filter=project`)).body
    expect(copies.length).toBeGreaterThan(0)
    expect(copies.every((c: { elc_origin: string }) => c.elc_origin === "inherited")).toBe(true)
  })
})
