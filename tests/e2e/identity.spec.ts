/**
 * Accounts and sharing in Chromium against the product as `npm start` runs it, its mails going to a real
 * SMTP server on loopback: register → activation mail → login → create a project → share it with a
 * second user by e-mail → the second user sees it without reloading; and a password reset by mail.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { invitePerson, tokenOfLink } from "../support/people"
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

const successToast = (text: string) =>
  expect.arrayContaining([expect.stringContaining(text)])

describe("accounts and sharing", { timeout: JOURNEY_TIMEOUT_MS * 2 }, () => {
  it("given a new person, when they register, activate by mail, log in, create a project and share it by e-mail, then the second user sees it live", async () => {
    const admin = await journey.api()
    const colleague = await invitePerson(admin, inbox, { name: "Kollegin" })
    const email = `anna.${Date.now()}@example.ch`
    const password = "Anna-ihr-Passwort-1"

    // Registration in the browser.
    const first = await journey.open()
    await first.page.goto("/register")
    await first.page.getByLabel("Vorname").fill("Anna")
    await first.page.getByLabel("Nachname").fill("Muster")
    await first.page.getByLabel("E-Mail").fill(email)
    await first.page.getByLabel("Passwort", { exact: true }).fill(password)
    await first.page.getByLabel("Passwort wiederholen").fill(password)
    await first.page.getByRole("button", { name: "Registrieren" }).click()
    await until(() => first.page.getByRole("heading", { name: "Prüfen Sie Ihr Postfach" }).isVisible()).toBe(true)
    await screenshot(first.page, "register-done")

    // The activation link of the mail.
    const mail = await inbox.waitForMail(email)
    const activation = tokenOfLink(mail.links, "activate")
    await first.page.goto(`/activate/${encodeURIComponent(activation)}`)
    await until(() => first.page.getByText("Ihr Konto ist aktiviert. Sie können sich jetzt anmelden.").isVisible()).toBe(true)

    // Sharing needs a licence: an app admin grants it (a self-registered account starts as demo).
    const found = await admin.get(`/1.2/user/users?usr_email=${encodeURIComponent(email)}`)
    expect(found.status).toBe(200)
    expect(found.body).toHaveLength(1)
    expect((await admin.patch(`/1.2/user/users/${found.body[0].usr_id}/license`, { usr_has_license: true })).status).toBe(200)

    await logIn(first.page, email, password)
    await first.page.waitForURL("**/projects/list")
    await first.page.goto("/projects/new")
    await settled(first.page)
    await first.page.getByText("Leeres Projekt").click()
    await first.page.getByLabel("Projektname").fill("Geteiltes Projekt")
    await first.page.getByRole("button", { name: "Projekt erstellen" }).click()
    await first.page.waitForURL(/\/projects\/\d+\/dashboard$/)
    const projectId = Number(/\/projects\/(\d+)\//.exec(first.page.url())![1])

    // The second user, logged in elsewhere, has the project list open.
    const second = await journey.open()
    await logIn(second.page, colleague.email, colleague.password)
    await second.page.waitForURL("**/projects/list")
    await settled(second.page)
    expect(await second.page.getByRole("article", { name: "Geteiltes Projekt" }).count()).toBe(0)
    let reloaded = false
    second.page.on("load", () => (reloaded = true))

    // Anna shares by e-mail with the write role.
    await first.page.goto(`/projects/${projectId}/permissions/users`)
    await settled(first.page)
    const form = first.page.getByRole("form", { name: "Person hinzufügen" })
    await form.getByLabel("E-Mail").fill(colleague.email)
    // Blueprint draws its own box over the input: a user clicks the label.
    await form.locator("label", { hasText: "Schreiben" }).click()
    expect(await form.getByRole("checkbox", { name: "Schreiben" }).isChecked()).toBe(true)
    await form.getByRole("button", { name: "Person hinzufügen" }).click()
    const table = first.page.getByRole("table", { name: "Benutzer mit Berechtigungen" })
    await until(() => table.getByText(colleague.email).isVisible()).toBe(true)
    await screenshot(first.page, "project-permissions")

    await until(() => second.page.getByRole("article", { name: "Geteiltes Projekt" }).isVisible()).toBe(true)
    expect(reloaded).toBe(false)
    await screenshot(second.page, "shared-project-arrived")
  })

  it("given a forgotten password, when a reset is asked for and the mailed link is followed, then the new password logs in and the old one does not", async () => {
    const admin = await journey.api()
    const person = await invitePerson(admin, inbox, { name: "Vergesslich" })
    const { page } = await journey.open()
    await page.goto("/login")
    await page.getByRole("link", { name: "Passwort vergessen?" }).click()
    await page.waitForURL("**/password-reset/request")
    await until(() => page.getByRole("heading", { name: "Passwort zurücksetzen" }).isVisible()).toBe(true)
    await settled(page)
    await page.getByLabel("E-Mail").fill(person.email)
    await page.getByRole("button", { name: "Link senden" }).click()
    await until(() => page.getByRole("status").getByText("Falls ein Konto mit dieser E-Mail existiert").isVisible()).toBe(true)

    const mail = await inbox.waitForMail(person.email, (m) => m.links.some((l) => l.includes("/password-reset/")))
    await page.goto(`/password-reset/${encodeURIComponent(tokenOfLink(mail.links, "password-reset"))}`)
    const fresh = "Ganz-neues-Passwort-2"
    await page.getByLabel("Neues Passwort").fill(fresh)
    await page.getByLabel("Passwort wiederholen").fill(`${fresh}x`)
    await page.getByRole("button", { name: "Passwort speichern" }).click()
    await until(() => page.getByText("Die Passwörter stimmen nicht überein.").first().isVisible()).toBe(true)
    await page.getByLabel("Passwort wiederholen").fill(fresh)
    await page.getByRole("button", { name: "Passwort speichern" }).click()
    await until(() => page.getByText("Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.").isVisible()).toBe(true)
    await screenshot(page, "password-reset-done")

    await until(async () => (await fetch(`${journey.product.baseUrl}/1.2/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ usr_email: person.email, usr_pw: person.password }),
    })).status).toBe(401)
    await logIn(page, person.email, fresh)
    await page.waitForURL("**/projects/list")
    expect(await page.locator(".bimp-toast-success").allTextContents()).toEqual(successToast("Erfolgreich eingeloggt als"))
  })
})
