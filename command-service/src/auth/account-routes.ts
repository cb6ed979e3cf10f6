/**
 * @module /1.2/auth self-service: registration and activation, password reset by mail, password change.
 * Registration and reset requests answer the same whether or not the e-mail is registered, and in the same
 * time: what differs is done after the answer (errors logged by code only) and goes only into the mailbox
 * of that address.
 */
import {
  ChangePasswordBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  RegisterBody,
  TokenBody,
} from "@bimprofile/contracts/bodies/auth-bodies"
import { type AuthEnv, authenticate } from "@bimprofile/infra/http/authenticate"
import { jsonBody } from "@bimprofile/infra/http/validation"
import { activationMail, alreadyRegisteredMail, passwordResetMail } from "@bimprofile/infra/mail/mail-texts"
import { type Context, Hono } from "hono"
import type { CommandContext } from "../shared/command-context"
import { anonymousContext, type AuthServices, runInBackground, sendInBackground } from "./auth-deps"
import { linkInvalid, throttled, wrongCurrentPassword } from "./auth-problems"
import { clientAddress } from "./client-address"
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords"
import { THROTTLE_RULES } from "./throttle"

export const REGISTERED_MESSAGE =
  "Vielen Dank für Ihre Registrierung. Wir haben Ihnen eine E-Mail gesendet: Bitte folgen Sie dem Link darin, um Ihr Konto zu aktivieren."
const ACTIVATED_MESSAGE = "Ihr Konto ist aktiviert. Sie können sich jetzt anmelden."
export const RESET_REQUESTED_MESSAGE =
  "Falls ein Konto mit dieser E-Mail-Adresse besteht, haben wir Ihnen eine E-Mail mit einem Link zum Zurücksetzen des Passworts gesendet."

export const accountRoutes = (s: AuthServices) => {
  const link = (path: string) => `${s.config.appUrl}${path}`

  /** Registrations and reset requests send mail: a limit per client address, counted atomically. */
  const guardMail = async (c: Context) => {
    const key = `mail:${s.vault.digest(clientAddress(c, s.config.trustProxy) ?? "unknown")}`
    const attempt = await s.throttle.attempt([{ key, rule: THROTTLE_RULES.mail }])
    if (!attempt.ok) {
      c.header("Retry-After", String(attempt.retryAfter))
      throw throttled(attempt.retryAfter)
    }
  }

  /**
   * Someone registers an e-mail that has an account. An unactivated self-registered account gets a new
   * activation link that carries this registration's password: it becomes the account's password only when
   * that link is used (PATCH register), so a stranger's registration can neither change the password nor
   * have the owner activate the stranger's. Older open links stay valid (each installs its own
   * registration's password; the first one used voids the others). An invited account that has not set its
   * password yet and an active account get a note: the invitation link (or a reset) stays the way in.
   */
  const registeredAgain = async (userId: number, email: string, hash: string, firstName: string) => {
    const user = await s.directory.user(userId)
    if (user && !user.active && !user.erased && (await s.registrationSource(userId)) === "self") {
      const token = await s.oneTimeTokens.issue("activation", userId, hash)
      return sendInBackground(s, { to: email, ...activationMail(link(`/activate/${token}`), firstName) })
    }
    if (user?.erased) return
    sendInBackground(s, { to: email, ...alreadyRegisteredMail(link("/login"), link("/password-reset/request")) })
  }

  /** Everything of a registration that differs between a new and a known e-mail: done after the answer. */
  const register = async (ctx: CommandContext, body: { email: string; name: string; firstName: string; hash: string }) => {
    const { email, firstName, hash } = body
    const existing = await s.directory.userIdByEmail(email)
    if (existing !== undefined) return registeredAgain(existing, email, hash, firstName)
    let userId: number
    try {
      userId = await s.identity.registerUser({ email, name: body.name, firstName, source: "self", active: false }, ctx)
    } catch (error) {
      // Registered a moment ago by a concurrent request: the e-mail's reservation refused this one.
      const winner = await s.directory.userIdByEmail(email)
      if (winner === undefined) throw error
      return registeredAgain(winner, email, hash, firstName)
    }
    await s.credentials.setPassword(userId, hash)
    const token = await s.oneTimeTokens.issue("activation", userId, hash)
    sendInBackground(s, { to: email, ...activationMail(link(`/activate/${token}`), firstName) })
  }

  return new Hono<AuthEnv>()
    .post("/register", jsonBody(RegisterBody), async (c) => {
      const body = c.req.valid("json")
      await guardMail(c)
      // The same work for every e-mail before the answer (the hash); what differs runs after it.
      const hash = await hashPassword(body.usr_pw)
      const registration = { email: body.usr_email.trim(), name: body.usr_name.trim(), firstName: body.usr_name_first.trim(), hash }
      runInBackground(s, "a registration", () => register(anonymousContext(c), registration))
      return c.json({ message: REGISTERED_MESSAGE }, 201)
    })
    .patch("/register", jsonBody(TokenBody), async (c) => {
      const used = await s.oneTimeTokens.consume(c.req.valid("json").token, ["activation"])
      if (!used) throw linkInvalid()
      const user = await s.directory.user(used.userId)
      if (!user || user.erased) throw linkInvalid()
      if (user.active) {
        // Activated meanwhile (another link, a reset, SSO): this link's password is not installed.
        await s.oneTimeTokens.voidOpen(used.userId, ["activation"])
        return c.json({ message: ACTIVATED_MESSAGE })
      }
      // The password of the registration this mail was sent for; the other open links are void now.
      if (used.passwordHash) await s.credentials.setPassword(used.userId, used.passwordHash)
      await s.oneTimeTokens.voidOpen(used.userId, ["activation"])
      await s.identity.activate(used.userId, anonymousContext(c, used.userId))
      return c.json({ message: ACTIVATED_MESSAGE })
    })
    .post("/password/reset", jsonBody(PasswordResetRequestBody), async (c) => {
      await guardMail(c)
      const email = c.req.valid("json").usr_email.trim()
      // Looked up after the answer: known and unknown e-mails answer alike, in the same time.
      runInBackground(s, "a reset request", async () => {
        const userId = await s.directory.userIdByEmail(email)
        if (userId === undefined) return
        const personal = await s.identity.personalFields(userId)
        const token = await s.oneTimeTokens.issue("reset", userId)
        sendInBackground(s, { to: email, ...passwordResetMail(link(`/password-reset/${token}`), personal?.usr_name_first) })
      })
      return c.json({ message: RESET_REQUESTED_MESSAGE })
    })
    .patch("/password/reset", jsonBody(PasswordResetBody), async (c) => {
      const body = c.req.valid("json")
      const used = await s.oneTimeTokens.consume(body.token, ["reset", "invitation"])
      if (!used) throw linkInvalid()
      const user = await s.directory.user(used.userId)
      if (!user || user.erased) throw linkInvalid()
      const ctx = anonymousContext(c, used.userId)
      await s.credentials.setPassword(used.userId, await hashPassword(body.usr_pw))
      await s.oneTimeTokens.voidOpen(used.userId, ["reset", "invitation", "activation"])
      await s.refreshTokens.revokeUser(used.userId)
      await s.identity.recordPasswordChange(used.userId, used.kind === "invitation" ? "invitation" : "reset", ctx)
      // The mail reached its owner: that activates an account never activated, and ends the lock-out.
      if (!user.active) await s.identity.activate(used.userId, ctx)
      const personal = await s.identity.personalFields(used.userId)
      if (personal) await s.throttle.clear(`account:${s.vault.emailDigest(personal.usr_email)}`)
      return c.json({ message: "Ihr Passwort wurde geändert. Sie können sich jetzt anmelden." })
    })
    .patch("/password", authenticate(s.signer), jsonBody(ChangePasswordBody), async (c) => {
      const body = c.req.valid("json")
      const { userId } = c.get("caller")
      const key = `user:${userId}`
      // Counted before the check, atomically: parallel guesses get at most the limit through.
      const attempt = await s.throttle.attempt([{ key, rule: THROTTLE_RULES.account }])
      if (!attempt.ok) {
        c.header("Retry-After", String(attempt.retryAfter))
        throw throttled(attempt.retryAfter)
      }
      let valid: boolean
      try {
        const hash = await s.credentials.passwordHash(userId)
        valid = hash ? await verifyPassword(body.usr_pw_old, hash) : await verifyAgainstDummy(body.usr_pw_old)
      } catch (error) {
        await s.throttle.release(attempt)
        throw error
      }
      if (!valid) throw wrongCurrentPassword()
      await s.throttle.clear(key)
      await s.credentials.setPassword(userId, await hashPassword(body.usr_pw))
      const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1]?.trim() ?? ""
      // Other sessions end; this one goes on.
      await s.refreshTokens.revokeUser(userId, (await s.signer.verifyIgnoringExpiry(bearer, "access"))?.sid)
      await s.identity.recordPasswordChange(userId, "change", {
        userId,
        orgId: c.get("caller").orgId,
        correlationId: c.get("correlationId"),
        causationId: null,
      })
      return c.json({ message: "Ihr Passwort wurde geändert." })
    })
}
