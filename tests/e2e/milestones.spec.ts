/**
 * The milestone plan (project dashboard) as a user works with it, in Chromium: add a milestone and a
 * process through the dialogs, and reorder milestones by drag and drop.
 */
import { describe, expect, it } from "vitest"
import { newMilestone, newProject } from "../support/profile-fixtures"
import { screenshot } from "./support/browser"
import { JOURNEY_TIMEOUT_MS, logIn, until, settled, useJourney } from "./support/journey"

const journey = useJourney()

describe("milestone plan", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("given an empty project, when a milestone and then a process are added in their dialogs, then both show in the plan and the process list", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Plan mit Dialogen")
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/dashboard`)
    await until(() => page.getByRole("heading", { name: "Meilensteinplan" }).isVisible()).toBe(true)
    await settled(page)

    await page.getByRole("button", { name: "Meilenstein hinzufügen", exact: true }).click()
    const milestoneDialog = page.getByRole("dialog", { name: "Meilenstein erstellen" })
    await milestoneDialog.getByLabel("Name", { exact: true }).fill("Vorprojekt abgeschlossen")
    await milestoneDialog.getByLabel("Beschreibung").fill("Freigabe durch die Bauherrschaft")
    await milestoneDialog.getByRole("button", { name: "Erstellen" }).click()
    await until(() => page.locator(".bimp-toast-success").allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining("Meilenstein «Vorprojekt abgeschlossen» erstellt.")]),
    )
    const milestone = page.getByRole("listitem", { name: "Vorprojekt abgeschlossen" })
    await until(() => milestone.isVisible()).toBe(true)
    expect(await page.getByRole("list", { name: "Meilensteine der Phase Konzeption" }).getByRole("heading", { level: 4 }).allTextContents()).toEqual([
      "Vorprojekt abgeschlossen",
    ])

    await page.getByRole("button", { name: "Prozess zum Meilenstein «Vorprojekt abgeschlossen» hinzufügen" }).click()
    const processDialog = page.getByRole("dialog", { name: "Prozess erstellen" })
    await processDialog.getByLabel("Name", { exact: true }).fill("Kostenschätzung erstellen")
    await processDialog.getByLabel("Kurzname").fill("KS")
    await processDialog.getByRole("button", { name: "Erstellen" }).click()
    const processes = page.getByRole("list", { name: "Prozesse des Meilensteins Vorprojekt abgeschlossen" })
    await until(() => processes.getByText("Kostenschätzung erstellen").isVisible()).toBe(true)
    await screenshot(page, "dashboard")

    await page.getByRole("navigation", { name: "Projektnavigation" }).getByRole("link", { name: "Prozesse" }).click()
    await page.waitForURL(`**/projects/${project.pro_id}/processes`)
    await until(() => page.getByRole("heading", { name: "Prozesse", level: 2 }).isVisible()).toBe(true)
    await until(() => page.getByText("Kostenschätzung erstellen").first().isVisible()).toBe(true)
    await screenshot(page, "processes")
  })

  it("given three milestones in a phase, when the last is dragged above the first, then the new order shows and is kept after a reload", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Plan mit Ziehen")
    for (const name of ["Erster Meilenstein", "Zweiter Meilenstein", "Dritter Meilenstein"]) await newMilestone(api, project.phases.konzeption, name)
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/dashboard`)
    const inPhase = page.getByRole("list", { name: "Meilensteine der Phase Konzeption" }).getByRole("heading", { level: 4 })
    await until(() => inPhase.allTextContents()).toEqual(["Erster Meilenstein", "Zweiter Meilenstein", "Dritter Meilenstein"])

    const third = page.getByRole("listitem", { name: "Dritter Meilenstein" })
    const first = page.getByRole("listitem", { name: "Erster Meilenstein" })
    await third.dragTo(first, { sourcePosition: { x: 24, y: 16 }, targetPosition: { x: 24, y: 4 } })
    await until(() => inPhase.allTextContents()).toEqual(["Dritter Meilenstein", "Erster Meilenstein", "Zweiter Meilenstein"])

    // The server has the order: a reload reads it back.
    await until(async () => (await api.get(`/1.2/profile/milestones?mst_pro_id=${project.pro_id}`)).body.sort((a: any, b: any) => a.mst_seq - b.mst_seq).map((m: any) => m.mst_name))
      .toEqual(["Dritter Meilenstein", "Erster Meilenstein", "Zweiter Meilenstein"])
    await page.reload()
    await until(() => inPhase.allTextContents()).toEqual(["Dritter Meilenstein", "Erster Meilenstein", "Zweiter Meilenstein"])
  })

  it("given a milestone, when it is dragged into another phase, then it moves there", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Plan über Phasen")
    await newMilestone(api, project.phases.konzeption, "Wandernder Meilenstein")
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/dashboard`)
    const milestone = page.getByRole("listitem", { name: "Wandernder Meilenstein" })
    await until(() => milestone.isVisible()).toBe(true)
    const planung = page.getByRole("region", { name: "Planung" }).or(page.locator('[data-phase-code="planung"]')).first()
    await milestone.dragTo(planung, { sourcePosition: { x: 24, y: 16 } })
    await until(() => page.getByRole("list", { name: "Meilensteine der Phase Planung" }).getByRole("heading", { level: 4 }).allTextContents()).toEqual([
      "Wandernder Meilenstein",
    ])
  })
})
