/**
 * Local accounts against the running stack and a real SMTP server: registration → activation mail →
 * activation → login; the same answers whether or not an e-mail is registered; password reset by mail;
 * password change; nothing secret or personal in the events.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ADMIN_EMAIL, expectProblem } from "../support/profile-fixtures"
import { type SmtpInbox, startSmtpInbox } from "../support/smtp-inbox"
import { ApiClient } from "../support/stack"
import { useTestStack } from "../support/use-test-stack"

const APP_URL = "https://bimprofile.example.ch"
let inbox: SmtpInbox
beforeAll(async () => {
  inbox = await startSmtpInbox()
})
afterAll(() => inbox?.stop())
const running = useTestStack(() => ({ env: { SMTP_URL: inbox.url, APP_URL, MAIL_FROM: "BIM Profile <test@bimprofile.test>" } }))

const anonymous = () => new ApiClient(running.baseUrl, undefined)
let counter = 0
const newEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.ch`
const tokenOf = (link: string, prefix: string) => {
  expect(link.startsWith(`${APP_URL}${prefix}`), link).toBe(true)
  return link.slice(`${APP_URL}${prefix}`.length)
}

/** Registers and activates through the mail; returns the e-mail and password. */
const activatedAccount = async (name: string, password = "ein-langes-passwort") => {
  const email = newEmail(name)
  const registered = await anonymous().post("/1.2/auth/register", { usr_email: email, usr_pw: password, usr_name: "Muster", usr_name_first: name })
  expect(registered.status).toBe(201)
  const mail = await inbox.waitForMail(email, (m) => m.subject.includes("aktivieren"))
  expect((await anonymous().patch("/1.2/auth/register", { token: tokenOf(mail.links[0]!, "/activate/") })).status).toBe(200)
  return { email, password }
}

const login = (usr_email: string, usr_pw: string) => anonymous().post("/1.2/auth/login", { usr_email, usr_pw })

describe("registration and activation", () => {
  it("register → activation mail → refused login before activation → PATCH register → login", async () => {
    const email = newEmail("anna")
    const password = "anna-ihr-passwort"
    const registered = await anonymous().post("/1.2/auth/register", { usr_email: email, usr_pw: password, usr_name: "Muster", usr_name_first: "Anna" })
    expect(registered.status).toBe(201)
    expect(registered.body).toEqual({ message: expect.any(String) })

    const mail = await inbox.waitForMail(email)
    expect(mail.subject).toBe("BIM Profile: Bitte aktivieren Sie Ihr Konto")
    expect(mail.from).toBe("test@bimprofile.test")
    expect(mail.text).toContain("Guten Tag Anna")
    expect(mail.html).toContain(`href="${mail.links[0]}"`)
    const token = tokenOf(mail.links[0]!, "/activate/")
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/)

    const early = await login(email, password)
    expectProblem(early, 401, "AUTH_INACTIVE")
    expect(early.body.message).toBe("Ihr Konto ist noch nicht aktiviert. Bitte folgen Sie dem Link in der Aktivierungs-E-Mail.")
    // A wrong password for an unactivated account is the plain login error: only the owner learns the state.
    expectProblem(await login(email, "falsches-passwort"), 401, "AUTH")

    expect((await anonymous().patch("/1.2/auth/register", { token })).status).toBe(200)
    const invalid = await anonymous().patch("/1.2/auth/register", { token })
    expectProblem(invalid, 400, "TOKEN_INVALID")
    expect(invalid.body.message).toBe("Der Link ist ungültig oder abgelaufen.")
    expectProblem(await anonymous().patch("/1.2/auth/register", { token: "erfunden" }), 400, "TOKEN_INVALID")

    const signedIn = await login(email, password)
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.usr).toMatchObject({ usr_email: email, usr_name: "Muster", usr_name_first: "Anna", usr_app_admin: false })
    const me = new ApiClient(running.baseUrl, signedIn.body.token.access_token)
    expect((await me.post("/1.2/profile/projects", { pro_name: "Annas Projekt" })).status).toBe(201)
  })

  it("registering a known e-mail answers the same and mails the owner a note instead of a link", async () => {
    const body = { usr_pw: "irgendein-passwort", usr_name: "Fremd", usr_name_first: "Fritz" }
    const fresh = await anonymous().post("/1.2/auth/register", { ...body, usr_email: newEmail("neu") })
    const known = await anonymous().post("/1.2/auth/register", { ...body, usr_email: ADMIN_EMAIL })
    expect(known.status).toBe(fresh.status)
    expect(known.body).toEqual(fresh.body)
    const note = await inbox.waitForMail(ADMIN_EMAIL, (m) => m.subject.includes("bereits ein Konto"))
    expect(note.links).toEqual([`${APP_URL}/login`, `${APP_URL}/password-reset/request`])
    // The administrator's password is untouched.
    expect((await login(ADMIN_EMAIL, "admin-password-for-tests")).status).toBe(200)
  })

  it("registering an unactivated e-mail again sends a new link with that registration's password; the first link used wins", async () => {
    const email = newEmail("doppelt")
    const first = { usr_email: email, usr_pw: "erstes-passwort", usr_name: "Doppelt", usr_name_first: "Dora" }
    await anonymous().post("/1.2/auth/register", first)
    const firstMail = await inbox.waitForMail(email)
    await anonymous().post("/1.2/auth/register", { ...first, usr_pw: "zweites-passwort" })
    const secondMail = await inbox.waitForMail(email, (m) => m.links[0] !== firstMail.links[0])
    // The second registration did not change the password: before any activation, the first one is the account's.
    expectProblem(await login(email, "zweites-passwort"), 401, "AUTH")
    expectProblem(await login(email, "erstes-passwort"), 401, "AUTH_INACTIVE")
    // The second mail's link installs the second registration's password and voids the first link.
    expect((await anonymous().patch("/1.2/auth/register", { token: tokenOf(secondMail.links[0]!, "/activate/") })).status).toBe(200)
    expectProblem(await anonymous().patch("/1.2/auth/register", { token: tokenOf(firstMail.links[0]!, "/activate/") }), 400, "TOKEN_INVALID")
    expectProblem(await login(email, "erstes-passwort"), 401, "AUTH")
    expect((await login(email, "zweites-passwort")).status).toBe(200)
  })

  it("a stranger registering an unactivated e-mail again cannot take the account: the owner's own link activates the owner's password", async () => {
    const email = newEmail("opfer")
    await anonymous().post("/1.2/auth/register", { usr_email: email, usr_pw: "passwort-der-inhaberin", usr_name: "Opfer", usr_name_first: "Olga" })
    const ownersMail = await inbox.waitForMail(email)
    await anonymous().post("/1.2/auth/register", { usr_email: email, usr_pw: "passwort-des-angreifers", usr_name: "Fremd", usr_name_first: "Fritz" })
    await inbox.waitForMail(email, (m) => m.links[0] !== ownersMail.links[0])
    expect((await anonymous().patch("/1.2/auth/register", { token: tokenOf(ownersMail.links[0]!, "/activate/") })).status).toBe(200)
    expectProblem(await login(email, "passwort-des-angreifers"), 401, "AUTH")
    expect((await login(email, "passwort-der-inhaberin")).status).toBe(200)
  })

  it("registering an invited person's e-mail gives the registrant no password; the invitation link stays the way in", async () => {
    const email = newEmail("eingeladen-fremd")
    const invited = await running.api.post("/1.2/user/users", { usr_email: email, usr_name: "Gast", usr_name_first: "Gina" })
    expect(invited.status).toBe(201)
    const invitation = await inbox.waitForMail(email, (m) => m.subject.includes("eingeladen"))
    const registered = await anonymous().post("/1.2/auth/register", { usr_email: email, usr_pw: "passwort-des-angreifers", usr_name: "Fremd", usr_name_first: "Fritz" })
    expect(registered.status).toBe(201)
    const note = await inbox.waitForMail(email, (m) => m.subject.includes("bereits ein Konto"))
    expect(note.links.some((l) => l.includes("/activate/"))).toBe(false)
    expectProblem(await login(email, "passwort-des-angreifers"), 401, "AUTH")
    expect((await anonymous().patch("/1.2/auth/password/reset", { token: tokenOf(invitation.links[0]!, "/password-reset/"), usr_pw: "mein-passwort" })).status).toBe(200)
    expectProblem(await login(email, "passwort-des-angreifers"), 401, "AUTH")
    expect((await login(email, "mein-passwort")).status).toBe(200)
  })

  it("bad registrations are 400 with the field", async () => {
    const bad = await anonymous().post("/1.2/auth/register", { usr_email: "kein-mail", usr_pw: "kurz", usr_name: "", usr_name_first: "X" })
    expectProblem(bad, 400, "VALIDATION")
    expect(Object.keys(bad.body.details)).toEqual(expect.arrayContaining(["usr_email", "usr_pw", "usr_name"]))
  })
})

describe("password reset and change", () => {
  it("the same answer for a known and an unknown e-mail; only the known one gets a mail", async () => {
    const { email } = await activatedAccount("ruth")
    const unknown = newEmail("niemand")
    const forUnknown = await anonymous().post("/1.2/auth/password/reset", { usr_email: unknown })
    const forKnown = await anonymous().post("/1.2/auth/password/reset", { usr_email: email })
    expect(forUnknown.status).toBe(200)
    expect(forKnown.status).toBe(200)
    expect(forUnknown.body).toEqual(forKnown.body)
    const mail = await inbox.waitForMail(email, (m) => m.subject === "BIM Profile: Passwort zurücksetzen")
    expect(mail.links[0]!.startsWith(`${APP_URL}/password-reset/`)).toBe(true)
    // The unknown address's request was handled before the known one's mail was sent: it sent nothing.
    expect(inbox.mailsTo(unknown)).toEqual([])
  })

  it("reset by mail: the new password works, the old does not, the link works once, sessions end", async () => {
    const { email, password } = await activatedAccount("rolf")
    const before = await login(email, password)
    await anonymous().post("/1.2/auth/password/reset", { usr_email: email })
    const token = tokenOf((await inbox.waitForMail(email, (m) => m.subject.includes("zurücksetzen"))).links[0]!, "/password-reset/")

    expectProblem(await anonymous().patch("/1.2/auth/password/reset", { token, usr_pw: "kurz" }), 400, "VALIDATION")
    const reset = await anonymous().patch("/1.2/auth/password/reset", { token, usr_pw: "das-neue-passwort" })
    expect(reset.status).toBe(200)
    expectProblem(await anonymous().patch("/1.2/auth/password/reset", { token, usr_pw: "noch-ein-passwort" }), 400, "TOKEN_INVALID")

    expectProblem(await login(email, password), 401, "AUTH")
    expect((await login(email, "das-neue-passwort")).status).toBe(200)
    // The session from before the reset cannot be refreshed any more.
    expectProblem(await anonymous().post("/1.2/auth/refresh", { refresh_token: before.body.token.refresh_token }), 401, "AUTH_INV_TOK")
  })

  it("a reset link activates an account that was never activated", async () => {
    const email = newEmail("vergesslich")
    await anonymous().post("/1.2/auth/register", { usr_email: email, usr_pw: "altes-passwort", usr_name: "Vergesslich", usr_name_first: "Vera" })
    await inbox.waitForMail(email)
    await anonymous().post("/1.2/auth/password/reset", { usr_email: email })
    const token = tokenOf((await inbox.waitForMail(email, (m) => m.subject.includes("zurücksetzen"))).links[0]!, "/password-reset/")
    expect((await anonymous().patch("/1.2/auth/password/reset", { token, usr_pw: "neues-passwort" })).status).toBe(200)
    expect((await login(email, "neues-passwort")).status).toBe(200)
  })

  it("an invited person sets their password through the invitation mail and signs in", async () => {
    const email = newEmail("eingeladen")
    const invited = await running.api.post("/1.2/user/users", { usr_email: email, usr_name: "Gast", usr_name_first: "Gina" })
    expect(invited.status, JSON.stringify(invited.body)).toBe(201)
    const mail = await inbox.waitForMail(email)
    expect(mail.subject).toBe("BIM Profile: Sie wurden eingeladen")
    expect(mail.text).toContain("Guten Tag Gina")
    const token = tokenOf(mail.links[0]!, "/password-reset/")
    expectProblem(await login(email, "noch-keines-gesetzt"), 401, "AUTH")
    expect((await anonymous().patch("/1.2/auth/password/reset", { token, usr_pw: "mein-erstes-passwort" })).status).toBe(200)
    const signedIn = await login(email, "mein-erstes-passwort")
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.usr.usr_id).toBe(invited.body.usr_id)
  })

  it("PATCH /1.2/auth/password needs the current password and a session", async () => {
    const { email, password } = await activatedAccount("paul")
    const me = new ApiClient(running.baseUrl, (await login(email, password)).body.token.access_token)
    expectProblem(await anonymous().patch("/1.2/auth/password", { usr_pw_old: password, usr_pw: "neues-passwort" }), 401, "AUTH_NO_TOK")
    const wrong = await me.patch("/1.2/auth/password", { usr_pw_old: "falsch", usr_pw: "neues-passwort" })
    expectProblem(wrong, 400, "WRONG_PASSWORD")
    expect(wrong.body.details).toEqual({ usr_pw_old: "Das aktuelle Passwort ist falsch." })
    expect((await me.patch("/1.2/auth/password", { usr_pw_old: password, usr_pw: "neues-passwort" })).status).toBe(200)
    expectProblem(await login(email, password), 401, "AUTH")
    expect((await login(email, "neues-passwort")).status).toBe(200)
  })
})

describe("what the events hold", () => {
  it("no password, token or e-mail address in the events table", async () => {
    const { email, password } = await activatedAccount("geheim", "sehr-geheimes-passwort")
    const signedIn = await login(email, password)
    await anonymous().post("/1.2/auth/password/reset", { usr_email: email })
    const resetLink = (await inbox.waitForMail(email, (m) => m.subject.includes("zurücksetzen"))).links[0]!
    const rows = await running.stack.db.sql.query<{ type: string; data: string; metadata: string }>(
      "SELECT type, data::text AS data, metadata::text AS metadata FROM events WHERE stream_id LIKE 'user-%'",
    )
    expect(rows.map((r) => r.type)).toEqual(expect.arrayContaining(["UserRegistered", "UserActivated"]))
    const everything = rows.map((r) => r.data + r.metadata).join("\n").toLowerCase()
    for (const secret of [password, email, ADMIN_EMAIL, "admin-password-for-tests", resetLink.split("/").at(-1)!, signedIn.body.token.refresh_token])
      expect(everything).not.toContain(secret.toLowerCase())
    expect(everything).not.toContain("scrypt$")
  })
})
