/**
 * @module /1.2/auth self-service: registration and activation, password reset by mail, password change.
 * Registration and reset requests answer the same whether or not the e-mail is registered; what differs
 * goes only into the mailbox of that address.
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
import { anonymousContext, type AuthServices, sendInBackground } from "./auth-deps"
import { linkInvalid, throttled, wrongCurrentPassword } from "./auth-problems"
import { clientAddress } from "./client-address"
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords"
import { THROTTLE_RULES } from "./throttle"

export const REGISTERED_MESSAGE =
  "Vielen Dank für Ihre Registrierung. Wir haben Ihnen eine E-Mail gesendet: Bitte folgen Sie dem Link darin, um Ihr Konto zu aktivieren."
export const RESET_REQUESTED_MESSAGE =
  "Falls ein Konto mit dieser E-Mail-Adresse besteht, haben wir Ihnen eine E-Mail mit einem Link zum Zurücksetzen des Passworts gesendet."

export const accountRoutes = (s: AuthServices) => {
  const link = (path: string) => `${s.config.appUrl}${path}`

  /** Registrations and reset requests send mail: a limit per client address. */
  const guardMail = async (c: Context) => {
    const key = `mail:${s.vault.digest(clientAddress(c, s.config.trustProxy) ?? "unknown")}`
    const wait = await s.throttle.retryAfter([{ key, rule: THROTTLE_RULES.mail }])
    if (wait > 0) {
      c.header("Retry-After", String(wait))
      throw throttled(wait)
    }
    await s.throttle.record([key])
  }

  /** Someone registers an e-mail that has an account: an unactivated one gets a new link, else a note. */
  const registeredAgain = async (userId: number, email: string, hash: string, firstName: string) => {
    const user = await s.directory.user(userId)
    if (user && !user.active && !user.erased) {
      // The newest registration's password counts, so an earlier stranger's one cannot be activated by the owner.
      await s.credentials.setPassword(userId, hash)
      await s.oneTimeTokens.voidOpen(userId, ["activation"])
      const token = await s.oneTimeTokens.issue("activation", userId)
      return sendInBackground(s, { to: email, ...activationMail(link(`/activate/${token}`), firstName) })
    }
    sendInBackground(s, { to: email, ...alreadyRegisteredMail(link("/login"), link("/password-reset/request")) })
  }

  return new Hono<AuthEnv>()
    .post("/register", jsonBody(RegisterBody), async (c) => {
      const body = c.req.valid("json")
      await guardMail(c)
      const email = body.usr_email.trim()
      const firstName = body.usr_name_first.trim()
      const hash = await hashPassword(body.usr_pw)
      const existing = await s.directory.userIdByEmail(email)
      if (existing !== undefined) {
        await registeredAgain(existing, email, hash, firstName)
        return c.json({ message: REGISTERED_MESSAGE }, 201)
      }
      let userId: number
      try {
        userId = await s.identity.registerUser(
          { email, name: body.usr_name.trim(), firstName, source: "self", active: false },
          anonymousContext(c),
        )
      } catch (error) {
        // Registered a moment ago by a concurrent request: the e-mail's reservation refused this one.
        const winner = await s.directory.userIdByEmail(email)
        if (winner === undefined) throw error
        await registeredAgain(winner, email, hash, firstName)
        return c.json({ message: REGISTERED_MESSAGE }, 201)
      }
      await s.credentials.setPassword(userId, hash)
      const token = await s.oneTimeTokens.issue("activation", userId)
      sendInBackground(s, { to: email, ...activationMail(link(`/activate/${token}`), firstName) })
      return c.json({ message: REGISTERED_MESSAGE }, 201)
    })
    .patch("/register", jsonBody(TokenBody), async (c) => {
      const used = await s.oneTimeTokens.consume(c.req.valid("json").token, ["activation"])
      if (!used) throw linkInvalid()
      const user = await s.directory.user(used.userId)
      if (!user || user.erased) throw linkInvalid()
      if (!user.active) await s.identity.activate(used.userId, anonymousContext(c, used.userId))
      return c.json({ message: "Ihr Konto ist aktiviert. Sie können sich jetzt anmelden." })
    })
    .post("/password/reset", jsonBody(PasswordResetRequestBody), async (c) => {
      await guardMail(c)
      const email = c.req.valid("json").usr_email.trim()
      const userId = await s.directory.userIdByEmail(email)
      if (userId !== undefined) {
        const personal = await s.identity.personalFields(userId)
        const token = await s.oneTimeTokens.issue("reset", userId)
        sendInBackground(s, { to: email, ...passwordResetMail(link(`/password-reset/${token}`), personal?.usr_name_first) })
      }
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
      await s.oneTimeTokens.voidOpen(used.userId, ["reset", "invitation"])
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
      const wait = await s.throttle.retryAfter([{ key, rule: THROTTLE_RULES.account }])
      if (wait > 0) {
        c.header("Retry-After", String(wait))
        throw throttled(wait)
      }
      const hash = await s.credentials.passwordHash(userId)
      const valid = hash ? await verifyPassword(body.usr_pw_old, hash) : await verifyAgainstDummy(body.usr_pw_old)
      if (!valid) {
        await s.throttle.record([key])
        throw wrongCurrentPassword()
      }
      await s.credentials.setPassword(userId, await hashPassword(body.usr_pw))
      const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1]?.trim() ?? ""
      // Other sessions end; this one goes on.
      await s.refreshTokens.revokeUser(userId, s.signer.verifyIgnoringExpiry(bearer, "access")?.sid)
      await s.identity.recordPasswordChange(userId, "change", {
        userId,
        orgId: c.get("caller").orgId,
        correlationId: c.get("correlationId"),
        causationId: null,
      })
      return c.json({ message: "Ihr Passwort wurde geändert." })
    })
}
