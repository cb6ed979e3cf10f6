/// <reference lib="dom" />
/**
 * People screens in Chromium against the real product: inviting a person (the mail reaches a real SMTP
 * server), an organisation with a member and roles, the user list, and one's profile with a picture.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { invitePerson } from "../support/people"
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

/** A 64×48 PNG drawn by the browser itself: what a user would pick as a picture. */
const pictureFile = async (page: import("playwright-core").Page) => {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement("canvas")
    canvas.width = 64
    canvas.height = 48
    const context = canvas.getContext("2d")!
    context.fillStyle = "#2d72d2"
    context.fillRect(0, 0, 64, 48)
    return canvas.toDataURL("image/png").split(",")[1]!
  })
  return { name: "bild.png", mimeType: "image/png", buffer: Buffer.from(base64, "base64") }
}

describe("people", { timeout: JOURNEY_TIMEOUT_MS * 2 }, () => {
  it("given the app admin, when a person is invited, then the mail arrives and the user list shows them", async () => {
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto("/users/new")
    const form = page.getByRole("form", { name: "Neue Person einladen" })
    await until(() => form.isVisible()).toBe(true)
    const email = `eingeladen.${Date.now()}@example.ch`
    await form.getByLabel("E-Mail").fill(email)
    await form.getByLabel("Nachname").fill("Gerber")
    await form.getByLabel("Vorname").fill("Gina")
    await form.getByRole("button", { name: "Einladung senden" }).click()
    await until(() => page.locator(".bimp-toast-success").allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining(email)]))
    const mail = await inbox.waitForMail(email)
    expect(mail.links.some((link) => link.includes("/password-reset/"))).toBe(true)

    await page.goto("/users/list")
    await settled(page)
    const table = page.getByRole("table", { name: "Benutzer" })
    await until(() => table.getByText(email).isVisible()).toBe(true)
    await screenshot(page, "user-list")
  })

  it("given a licensed user, when they create an organisation and add a colleague with roles, then the organisation page lists them", async () => {
    const admin = await journey.api()
    const lead = await invitePerson(admin, inbox, { name: "Leitung" })
    const colleague = await invitePerson(admin, inbox, { name: "Mitglied" })
    const { page } = await journey.open()
    await logIn(page, lead.email, lead.password)
    await page.goto("/users/new-organisation")
    const form = page.getByRole("form", { name: "Neue Organisation" })
    await until(() => form.isVisible()).toBe(true)
    await form.getByLabel("Name der Organisation").fill("Planungsbüro Aare")
    await form.getByLabel("Beschreibung").fill("Architektur und BIM-Koordination")
    await form.getByRole("button", { name: "Organisation erstellen" }).click()
    await page.waitForURL(/\/users\/organisation\/\d+$/)
    await until(() => page.getByRole("heading", { name: "Planungsbüro Aare" }).isVisible()).toBe(true)

    const add = page.getByRole("form", { name: "Mitglied hinzufügen" })
    await add.getByLabel("E-Mail").fill(colleague.email)
    await add.locator("label", { hasText: "Projektleitung" }).click()
    await add.getByRole("button", { name: "Mitglied hinzufügen" }).click()
    await until(() => page.getByRole("group", { name: /Rollen von Test Mitglied/ }).isVisible()).toBe(true)
    expect(await page.getByRole("group", { name: /Rollen von Test Mitglied/ }).getByRole("checkbox", { name: "Projektleitung" }).isChecked()).toBe(true)
    await screenshot(page, "organisation-members")

    await page.goto("/users/organisations")
    await settled(page)
    await until(() => page.getByRole("table", { name: "Organisationen" }).getByText("Planungsbüro Aare").isVisible()).toBe(true)
  })

  it("given one's profile, when a picture is uploaded, then the profile and the user widget show it", async () => {
    const admin = await journey.api()
    const person = await invitePerson(admin, inbox, { name: "Bildlich" })
    const { page } = await journey.open()
    await logIn(page, person.email, person.password)
    await page.goto("/users/profile")
    await until(() => page.getByRole("heading", { name: "Mein Profil" }).isVisible()).toBe(true)
    await page.getByLabel("Bild auswählen").setInputFiles(await pictureFile(page))
    const picture = page.getByRole("img", { name: "Profilbild" })
    await until(async () => (await picture.count()) > 0 && (await picture.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))).toBeGreaterThan(0)
    await settled(page)
    await screenshot(page, "profile")
  })
})
