/**
 * The project's history as a user works with it, in Chromium (issue 11): a milestone renamed on the dashboard
 * shows in «Verlauf» with its name before → after; the timeline filtered and exported as CSV (a download, filtered
 * as on screen); «Stand ansehen» on the milestone's creation shows the whole project as of then — the old name,
 * the banner, no way to change anything, the point kept across sections — and «Zum aktuellen Stand» returns.
 * A reader of the project has no «Verlauf» (a direct visit says who may read it) but may travel in time; an
 * auditor reads the timeline, in French. People are invited by mail (a real SMTP server on loopback).
 */
import fs from "node:fs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { invitePerson } from "../support/people"
import { newActivity, newMilestone, newProcess, newProject, newRole } from "../support/profile-fixtures"
import { type SmtpInbox, startSmtpInbox } from "../support/smtp-inbox"
import { screenshot } from "./support/browser"
import { JOURNEY_TIMEOUT_MS, logIn, settled, until, useJourney } from "./support/journey"

let inbox: SmtpInbox
beforeAll(async () => {
  inbox = await startSmtpInbox()
})
afterAll(async () => {
  await inbox?.stop()
})
const journey = useJourney({ env: () => ({ SMTP_URL: inbox.url }) })

describe("project history", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("given a milestone renamed, then the timeline shows the change, filters and exports it, and «Stand ansehen» shows the project as it was, read-only, until «Zum aktuellen Stand»", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Schulhaus Zeitreise")
    const milestone = await newMilestone(api, project.phases.konzeption, "Rohbau")
    // An activity between two roles: the timeline names them, not their ids.
    const process = await newProcess(api, milestone.mst_id, "Baubewilligung")
    const architect = await newRole(api, project.pro_id, "Architekt")
    const owner = await newRole(api, project.pro_id, "Bauherrschaft", "company")
    await newActivity(api, process.prc_id, "Baugesuch einreichen", { provider: architect.rop_id, receiver: owner.rop_id })
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)

    // Rename the milestone on the dashboard.
    await page.goto(`/projects/${project.pro_id}/dashboard`)
    await until(() => page.getByRole("listitem", { name: "Rohbau" }).isVisible()).toBe(true)
    await settled(page)
    await page.getByRole("button", { name: "Aktionen für «Rohbau»" }).click()
    await page.getByRole("menuitem", { name: "Bearbeiten" }).click()
    const dialog = page.getByRole("dialog", { name: "Meilenstein bearbeiten" })
    await dialog.getByLabel("Name", { exact: true }).fill("Rohbau abgeschlossen")
    await dialog.getByRole("button", { name: "Speichern" }).click()
    await until(() => page.getByRole("listitem", { name: "Rohbau abgeschlossen" }).isVisible()).toBe(true)

    // The timeline: the rename with the old name struck and the new one.
    const nav = page.getByRole("navigation", { name: "Projektnavigation" })
    await nav.getByRole("link", { name: "Verlauf" }).click()
    await page.waitForURL(`**/projects/${project.pro_id}/history`)
    await until(() => page.getByRole("heading", { name: "Verlauf", level: 2 }).isVisible()).toBe(true)
    const renamed = page.getByRole("article").filter({ hasText: "Geändert" }).filter({ hasText: "Meilenstein" }).first()
    await until(() => renamed.isVisible()).toBe(true)
    expect(await renamed.locator("del").allTextContents()).toContain("Rohbau")
    expect(await renamed.locator("ins").allTextContents()).toContain("Rohbau abgeschlossen")
    // Fields naming other entities read as their names, the kind and id in the tooltip.
    const activity = page.getByRole("article").filter({ hasText: "Baugesuch einreichen" })
    expect(await activity.locator("ins").allTextContents()).toEqual(expect.arrayContaining(["Architekt", "Bauherrschaft", "Baubewilligung"]))
    expect(await activity.getByText("Architekt", { exact: true }).getAttribute("title")).toBe(`Rolle Nr. ${architect.rop_id}`)
    const milestoneCreated = page.getByRole("article").filter({ hasText: "Meilenstein" }).filter({ hasText: "Erstellt" })
    expect(await milestoneCreated.locator("ins").allTextContents()).toContain("Konzeption")
    const projectCreated = page.getByRole("article").filter({ hasText: "Projekt" }).filter({ hasText: "Erstellt" })
    expect(await projectCreated.locator("ins").allTextContents()).toEqual(expect.arrayContaining(["IFC4X3_ADD2", "Persönliche Organisation"]))
    await settled(page)
    await screenshot(page, "history")

    // Only the milestone's changes, then only changes.
    await page.getByLabel("Eintrag").selectOption({ label: "Meilenstein" })
    await page.waitForURL(/entity=milestone/)
    const entries = page.getByRole("article")
    await until(() => entries.count()).toBe(2)
    await page.getByLabel("Art").selectOption({ label: "Geändert" })
    await page.waitForURL(/kind=changed/)
    await until(() => entries.count()).toBe(1)
    await settled(page)
    await screenshot(page, "history-filtered")

    // The audit export, filtered as on screen.
    await page.getByRole("button", { name: "Exportieren" }).click()
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: /CSV/ }).click()])
    expect(csv.suggestedFilename()).toMatch(/^verlauf-Schulhaus Zeitreise-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = fs.readFileSync((await csv.path())!, "utf8")
    expect(text).toContain("Rohbau abgeschlossen")
    expect(text).not.toMatch(/;Erstellt;/)

    // As of the milestone's creation: the old name, the banner, nothing to change.
    await page.getByLabel("Art").selectOption({ label: "Erstellt" })
    await until(() => entries.count()).toBe(1)
    await entries.first().getByRole("button", { name: "Stand ansehen" }).click()
    await page.waitForURL(new RegExp(`/projects/${project.pro_id}/dashboard\\?as_of=\\d+$`))
    const banner = page.getByRole("status", { name: "Zeitreise" })
    await until(() => banner.textContent()).toMatch(/^Sie sehen den Stand vom \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} \(Position \d+\) — nur lesen/)
    await until(() => page.getByRole("listitem", { name: "Rohbau" }).isVisible()).toBe(true)
    expect(await page.getByRole("listitem", { name: "Rohbau abgeschlossen" }).count()).toBe(0)
    for (const name of ["Bearbeiten", "Projekt löschen", "Meilenstein hinzufügen", "Aktionen für «Rohbau»"]) expect(await page.getByRole("button", { name, exact: true }).count(), name).toBe(0)
    await settled(page)
    await screenshot(page, "time-travel-dashboard")

    // The point is kept across the project's sections; the «Zeitreise» picker offers the way back too.
    await nav.getByRole("link", { name: "Prozesse" }).click()
    await page.waitForURL(new RegExp(`/projects/${project.pro_id}/processes\\?as_of=\\d+$`))
    await until(() => banner.isVisible()).toBe(true)
    await page.getByRole("button", { name: "Zeitreise" }).click()
    const picker = page.getByRole("form", { name: "Früheren Stand ansehen" })
    // Opened: its opening animation done (it grows from the button).
    await until(async () => (await picker.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(320)
    await screenshot(page, "time-travel-picker")
    await page.keyboard.press("Escape")

    // Back to now: the new name, no banner, editing again.
    await banner.getByRole("button", { name: "Zum aktuellen Stand" }).click()
    await page.waitForURL(new RegExp(`/projects/${project.pro_id}/processes$`))
    await nav.getByRole("link", { name: "Dashboard" }).click()
    await until(() => page.getByRole("listitem", { name: "Rohbau abgeschlossen" }).isVisible()).toBe(true)
    expect(await banner.count()).toBe(0)
    expect(await page.getByRole("button", { name: "Aktionen für «Rohbau abgeschlossen»" }).count()).toBe(1)
  })

  it("given a reader and an auditor of the project, then the reader has no «Verlauf» (a direct visit says who may read it) but may travel in time, and the auditor reads the timeline in French", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Schulhaus Rollen")
    await newMilestone(api, project.phases.planung, "Baueingabe")
    const reader = await invitePerson(api, inbox, { name: "Leserin" })
    const auditor = await invitePerson(api, inbox, { name: "Revisor" })
    for (const [person, role] of [[reader, "read"], [auditor, "auditor"]] as const) {
      const granted = await api.post(`/1.2/profile/projects/${project.pro_id}/permissions`, { usr_email: person.email, roles: [role] })
      expect(granted.status, JSON.stringify(granted.body)).toBe(201)
    }

    const asReader = (await journey.open()).page
    await logIn(asReader, reader.email, reader.password)
    await asReader.goto(`/projects/${project.pro_id}/dashboard`)
    const nav = asReader.getByRole("navigation", { name: "Projektnavigation" })
    await until(() => nav.getByRole("link", { name: "Prozesse" }).isVisible()).toBe(true)
    expect(await nav.getByRole("link", { name: "Verlauf" }).count()).toBe(0)
    expect(await asReader.getByRole("button", { name: "Zeitreise" }).count()).toBe(1)
    await asReader.goto(`/projects/${project.pro_id}/history`)
    await until(() => asReader.getByText("Kein Zugriff auf den Verlauf").isVisible()).toBe(true)
    expect(await asReader.getByRole("button", { name: "Exportieren" }).count()).toBe(0)
    await settled(asReader)
    await screenshot(asReader, "history-refused")

    const asAuditor = (await journey.open()).page
    await logIn(asAuditor, auditor.email, auditor.password)
    await asAuditor.getByRole("button", { name: "Benutzermenü" }).click()
    await asAuditor.getByRole("menuitem", { name: "Französisch" }).click()
    await until(() => asAuditor.locator("html").getAttribute("lang")).toBe("fr-CH")
    await asAuditor.goto(`/projects/${project.pro_id}/history`)
    await until(() => asAuditor.getByRole("heading", { name: "Historique", level: 2 }).isVisible()).toBe(true)
    const created = asAuditor.getByRole("article").filter({ hasText: "Jalon" }).filter({ hasText: "Baueingabe" })
    await until(() => created.getByText("Créé").isVisible()).toBe(true)
    // An auditor changes nothing: the header offers no edit, the timeline no more than viewing.
    expect(await asAuditor.getByRole("button", { name: "Modifier" }).count()).toBe(0)
    await settled(asAuditor)
    await screenshot(asAuditor, "history-auditor-fr")
  })
})
