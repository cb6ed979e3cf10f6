/**
 * Published versions and the diff as a user works with them, in Chromium (issue 11): version 1 published from
 * «Versionen» (1.0.0), the project changed (a milestone renamed, a requirement added that asks for a property),
 * version 2 published (2.0.0: a model that passed could now fail), v1 and v2 compared side by side, version 1
 * viewed (the banner names it, the dashboard shows the old name, read-only) and its IDS files downloaded as they
 * were then; publishing again without a change is refused with the reason.
 */
import fs from "node:fs"
import { describe, expect, it } from "vitest"
import type { ApiClient } from "../support/stack"
import { created, newActivity, newMilestone, newProcess, newProject, newRole } from "../support/profile-fixtures"
import type { Page } from "playwright-core"
import { screenshot } from "./support/browser"
import { JOURNEY_TIMEOUT_MS, logIn, settled, until, useJourney } from "./support/journey"

const journey = useJourney()

const walls = [{ facet: "entity", name: { simple: "IFCWALL" }, predefined_type: null }]
const property = (name: string, cardinality: "required" | "optional") => ({
  facet: "property",
  pty_id: null,
  property_set: { simple: "Pset_WallCommon" },
  base_name: { simple: name },
  value: { simple: "EI60" },
  data_type: "IFCLABEL",
  uri: null,
  cardinality,
  instructions: null,
})
const requirement = async (api: ApiClient, activityId: number, name: string, facets: unknown[]) =>
  created(await api.post("/1.2/profile/requirements", { req_act_id: activityId, req_name: name, req_applicability: walls, req_facets: facets }), name)

/** Closes the toasts still shown (they would cover the screen's lower right in the screenshots). */
const closeToasts = async (page: Page) => {
  const close = page.locator(".bp6-toast .bp6-button")
  // A toast closing moves the others (they are not stable meanwhile): click each as it stands, then wait until none is left.
  for (let round = 0; round < 10 && (await close.count()) > 0; round++) await close.first().click({ force: true, timeout: 2_000 }).catch(() => undefined)
  await until(() => page.locator(".bp6-toast").count()).toBe(0)
}

describe("published versions", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("given a project published, changed and published again, then the versions are 1.0.0 and 2.0.0, compared side by side, and version 1 is shown and downloaded as it was", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Schulhaus Versionen")
    const milestone = await newMilestone(api, project.phases.planung, "Vorprojekt")
    const process = await newProcess(api, milestone.mst_id, "Koordination")
    const role = await newRole(api, project.pro_id, "Architektur")
    const activity = await newActivity(api, process.prc_id, "Modell liefern", { provider: role.rop_id, receiver: role.rop_id })
    await requirement(api, activity.act_id, "Wände", [property("IsExternal", "optional")])

    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/dashboard`)
    const nav = page.getByRole("navigation", { name: "Projektnavigation" })
    await nav.getByRole("link", { name: "Versionen" }).click()
    await page.waitForURL(`**/projects/${project.pro_id}/versions`)
    await until(() => page.getByText("Noch keine Version veröffentlicht").isVisible()).toBe(true)
    await settled(page)
    await screenshot(page, "versions-empty")

    // Version 1: the first, 1.0.0.
    const publish = async (title: string, note: string) => {
      await page.getByRole("button", { name: /^(Erste )?Version veröffentlichen$/ }).first().click()
      const dialog = page.getByRole("dialog", { name: "Version veröffentlichen" })
      await dialog.getByLabel("Titel (optional)").fill(title)
      await dialog.getByLabel("Notiz (optional)").fill(note)
      await dialog.getByRole("button", { name: "Veröffentlichen" }).click()
      return dialog
    }
    await publish("Ausschreibung", "An die Planer zur Offerte")
    const first = page.getByRole("article", { name: "Version 1.0.0" })
    await until(() => first.isVisible()).toBe(true)
    await until(() => page.getByText("Version 1.0.0 veröffentlicht.").isVisible()).toBe(true)
    expect(await first.getByText("Erste veröffentlichte Version").count()).toBe(1)

    // Nothing changed since: refused, with the reason, the dialog kept.
    const again = await publish("Nochmals", "")
    await until(() => again.getByRole("alert").textContent()).toBe("Seit Version 1 wurde am Projekt nichts geändert: es gibt nichts Neues zu veröffentlichen.")
    await again.getByRole("button", { name: "Abbrechen" }).click()

    // The project changes: a milestone renamed, a requirement added that asks for a property (major).
    const renamed = await api.patch(`/1.2/profile/milestones/${milestone.mst_id}`, { mst_name: "Vorprojekt (bereinigt)" })
    expect(renamed.status, JSON.stringify(renamed.body)).toBeLessThan(300)
    await requirement(api, activity.act_id, "Wände Brandschutz", [property("FireRating", "required")])

    // Version 2: 2.0.0, with the changes counted.
    await publish("Ausführung", "Brandschutz verlangt")
    const second = page.getByRole("article", { name: "Version 2.0.0" })
    await until(() => second.isVisible()).toBe(true)
    await until(() => second.getByText(/^Seit 1\.0\.0: 1 wesentliche, 1 geringfügige Änderungen$/).isVisible()).toBe(true)
    expect(await page.getByRole("article").evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label")))).toEqual(["Version 2.0.0", "Version 1.0.0"])
    await closeToasts(page)
    await settled(page)
    await screenshot(page, "versions")

    // v1 ↔ v2 side by side.
    await second.getByRole("button", { name: "Mit 1.0.0 vergleichen" }).click()
    await page.waitForURL(new RegExp(`/projects/${project.pro_id}/diff\\?from=v1&to=v2$`))
    const summary = page.getByLabel("Zusammenfassung")
    await until(() => summary.textContent()).toBe("Hinzugefügt1Entfernt0Geändert1Wesentlich1Geringfügig1")
    const rename = page.getByRole("article", { name: "Vorprojekt (bereinigt): Geändert" })
    expect(await rename.locator("[data-side=from]").textContent()).toBe("Vorprojekt")
    expect(await rename.locator("[data-side=to]").textContent()).toBe("Vorprojekt (bereinigt)")
    const addition = page.getByRole("article", { name: "Wände Brandschutz: Hinzugefügt" })
    expect(await addition.locator("[data-side=to]").textContent()).toBe("«Wände Brandschutz» kommt hinzu")
    expect(await addition.getByText("Wesentlich").count()).toBe(1)
    await closeToasts(page)
    await settled(page)
    await screenshot(page, "diff-versions")

    // Only the major change.
    await page.getByLabel("Bedeutung").selectOption({ label: "Wesentlich" })
    await page.waitForURL(/severity=major/)
    await until(() => page.getByRole("article").count()).toBe(1)

    // Version 1 as it was: the banner names it, the old name, nothing to change.
    await nav.getByRole("link", { name: "Versionen" }).click()
    await first.getByRole("button", { name: "Ansehen" }).click()
    await page.waitForURL(new RegExp(`/projects/${project.pro_id}/dashboard\\?as_of=\\d+$`))
    const banner = page.getByRole("status", { name: "Zeitreise" })
    await until(() => banner.textContent()).toMatch(/^Sie sehen Version 1\.0\.0 \(Position \d+\) — nur lesen/)
    await until(() => page.getByRole("listitem", { name: "Vorprojekt" }).isVisible()).toBe(true)
    expect(await page.getByRole("listitem", { name: "Vorprojekt (bereinigt)" }).count()).toBe(0)
    expect(await page.getByRole("button", { name: "Meilenstein hinzufügen" }).count()).toBe(0)
    await settled(page)
    await screenshot(page, "version-viewed")

    // Its IDS files, as they were: the zip of then.
    await banner.getByRole("button", { name: "Zum aktuellen Stand" }).click()
    await nav.getByRole("link", { name: "Versionen" }).click()
    await first.getByRole("button", { name: "Herunterladen" }).click()
    const [zip] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: /IDS-Dateien/ }).click()])
    expect(zip.suggestedFilename()).toBe("Schulhaus Versionen_v1.0.0_IDS.zip")
    expect(fs.readFileSync((await zip.path())!).subarray(0, 2).toString()).toBe("PK")
  })
})
