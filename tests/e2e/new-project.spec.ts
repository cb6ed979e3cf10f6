/**
 * Creating a project from a template in Chromium: the owner organisation and what of the template to take
 * over (spec §7 copy payload), and a server refusal that keeps the form as it was.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { ApiClient } from "../support/stack"
import { newMilestone, newProcess, unique } from "../support/profile-fixtures"
import { screenshot } from "./support/browser"
import { JOURNEY_TIMEOUT_MS, logIn, settled, until, useJourney } from "./support/journey"

const journey = useJourney()

/** A template (an app admin's "pro-ref" project): Vorstudie and Bauprojekt with processes, Ausführung in Realisierung. */
const newTemplate = async (api: ApiClient, name: string) => {
  const answer = await api.post("/1.2/profile/projects", { pro_name: name, pro_desc: "Vorlage für Schulbauten", pro_type_code: "pro-ref" })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  const projectId = answer.body.pro_id as number
  const phases = Object.fromEntries((await api.get(`/1.2/profile/phases?pha_pro_id=${projectId}`)).body.map((p: any) => [p.pha_phase_code_code, p.pha_id]))
  const vorstudie = await newMilestone(api, phases.konzeption, "Vorstudie")
  await newProcess(api, vorstudie.mst_id, "Bedarfsanalyse")
  await newProcess(api, vorstudie.mst_id, "Machbarkeit")
  const bauprojekt = await newMilestone(api, phases.planung, "Bauprojekt")
  const modell = await newProcess(api, bauprojekt.mst_id, "Koordinationsmodell")
  const ausfuehrung = await newMilestone(api, phases.realisierung, "Ausführung")
  await newProcess(api, ausfuehrung.mst_id, "Baustellenkoordination")
  return { projectId, modell }
}

/** The dashboard's phases, each with its milestones and their processes (links), as the user reads them. */
const planOf = async (page: Page) => {
  const plan: Record<string, { milestones: string[]; processes: string[] }> = {}
  for (const region of await page.locator("section.bimp-plan-phase").all()) {
    plan[(await region.locator("h3").innerText()).trim()] = {
      milestones: await region.getByRole("heading", { level: 4 }).allInnerTexts(),
      processes: await region.getByRole("link").allInnerTexts(),
    }
  }
  return plan
}

describe("new project from a template", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("given a template, when a phase and a process are unchecked and an organisation is chosen, then the new project lacks exactly those and belongs to it", async () => {
    const api = await journey.api()
    const templateName = unique("Vorlage Schulhaus")
    await newTemplate(api, templateName)
    const orgName = unique("Planungsbüro Rosenau")
    const organisation = await api.post("/1.2/user/organisations", { org_name: orgName, org_desc: null })
    expect(organisation.status).toBe(201)

    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.waitForURL("**/projects/list")
    await page.goto("/projects/new")
    await settled(page)
    await page.getByText("Aus einer Vorlage").click()
    await page.getByRole("combobox", { name: /^Vorlage/ }).selectOption({ label: templateName })
    const tree = page.getByRole("group", { name: "Inhalt übernehmen" })
    await until(() => tree.getByRole("checkbox", { name: /^Realisierung/ }).isChecked()).toBe(true)

    await tree.getByRole("checkbox", { name: /^Realisierung/ }).uncheck({ force: true })
    expect(await tree.getByRole("checkbox", { name: /^Ausführung/ }).isChecked()).toBe(false)
    await tree.getByRole("button", { name: "Prozesse von «Vorstudie» anzeigen" }).click()
    await tree.getByRole("checkbox", { name: "Machbarkeit" }).uncheck({ force: true })
    await until(() => tree.getByText("Übernommen werden 3 von 4 Phasen, 2 von 3 Meilensteinen und 2 von 4 Prozessen.").isVisible()).toBe(true)
    await page.getByLabel("Organisation", { exact: true }).selectOption({ label: orgName })
    await page.getByLabel("Projektname").fill("Schulhaus Rosenau")
    await screenshot(page, "new-project-from-template")
    await page.getByRole("button", { name: "Projekt erstellen" }).click()

    await page.waitForURL(/\/projects\/\d+\/dashboard$/)
    const projectId = Number(/\/projects\/(\d+)\//.exec(page.url())![1])
    await until(() => page.getByRole("heading", { name: "Meilensteinplan" }).isVisible()).toBe(true)
    await settled(page)
    await until(() => planOf(page)).toEqual({
      Konzeption: { milestones: ["Vorstudie"], processes: ["Bedarfsanalyse"] },
      Planung: { milestones: ["Bauprojekt"], processes: ["Koordinationsmodell"] },
      Bewirtschaftung: { milestones: [], processes: [] },
    })
    await screenshot(page, "new-project-from-template-dashboard")
    const project = await api.get(`/1.2/profile/projects/${projectId}`)
    expect(project.body).toMatchObject({ pro_name: "Schulhaus Rosenau", pro_org_id: organisation.body.org_id, pro_pers: false, pro_pro_id: expect.any(Number) })
  })

  it("given the template changed while the form was open, when the server refuses the selection, then its reason shows in English and nothing typed or chosen is lost", async () => {
    const api = await journey.api()
    const templateName = unique("Vorlage Turnhalle")
    const template = await newTemplate(api, templateName)
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.waitForURL("**/projects/list")
    await page.evaluate(() => localStorage.setItem("bimprofile.locale", "en"))
    // Blueprint draws its own box over the input: a click lands on the label, which toggles it (force skips the overlap check).
    // No live notices: the form keeps the template as it read it, as over a dropped connection.
    await page.route("**/1.2/live**", (route) => route.abort())
    await page.goto(`/projects/${template.projectId}/new`)
    await settled(page)
    const tree = page.getByRole("group", { name: "Content to take over" })
    await tree.getByRole("checkbox", { name: /^Operation/ }).uncheck({ force: true })
    await page.getByLabel("Project name").fill("Turnhalle Rosenau")
    expect((await api.delete(`/1.2/profile/processes/${template.modell.prc_id}`)).status).toBe(200)

    await page.getByRole("button", { name: "Create project" }).click()
    const alert = tree.getByRole("alert")
    await until(() => alert.textContent()).toBe(
      `Process ${template.modell.prc_id} is not part of the milestone “Bauprojekt” of the source project. The source project has changed meanwhile; check the selection and create the project again.`,
    )
    expect(new URL(page.url()).pathname).toBe(`/projects/${template.projectId}/new`)
    expect(await page.getByLabel("Project name").inputValue()).toBe("Turnhalle Rosenau")
    expect(await tree.getByRole("checkbox", { name: /^Operation/ }).isChecked()).toBe(false)
    // The template is read again: the deleted process is gone from the tree.
    await until(() => tree.getByText("no processes").isVisible()).toBe(true)
    await screenshot(page, "new-project-refused")

    await page.getByRole("button", { name: "Create project" }).click()
    await page.waitForURL(/\/projects\/\d+\/dashboard$/)
    await until(() => page.locator("section.bimp-plan-phase h3").allTextContents()).toEqual(["Design", "Planning", "Construction"])
  })
})
