/**
 * @module The identity side's `Invitations` and `Credentials` (command-service/src/identity/invitations.ts):
 * an invited person gets a mail with a one-time link to set their password (7 days), sent in the
 * background (the invitation stands once the user exists; a failed mail is logged by its codes only and
 * the admin can invite again or the person can ask for a reset); an erased user's password, links,
 * sessions and outbox mails are forgotten. Each inviter sends at most BIMP_INVITATIONS_PER_HOUR invitations
 * an hour (counted in the sign-in throttle's table).
 */
import { invitationMail } from "@bimprofile/infra/mail/mail-texts"
import type { Credentials, Invitations } from "../identity/invitations"
import { type AuthServices, runInBackground, sendInBackground } from "./auth-deps"

export const mailInvitations = (s: Pick<AuthServices, "oneTimeTokens" | "mailer" | "identity" | "config" | "log" | "throttle">): Invitations => ({
  async admit(inviterId) {
    const attempt = await s.throttle.attempt([{ key: `invitations:${inviterId}`, rule: { limit: s.config.invitationsPerHour, windowSeconds: 3600 } }])
    return attempt.ok ? { ok: true } : attempt
  },
  async invite(userId, email) {
    runInBackground(s, "an invitation", async () => {
      const token = await s.oneTimeTokens.issue("invitation", userId)
      const personal = await s.identity.personalFields(userId)
      sendInBackground(s, { to: email, ...invitationMail(`${s.config.appUrl}/password-reset/${token}`, personal?.usr_name_first) })
    })
  },
})

export const storedCredentials = (s: Pick<AuthServices, "credentials" | "mailer">): Credentials => ({
  async forget(userId, email) {
    await s.credentials.forget(userId)
    // The outbox's .eml files hold the address in clear: they go with the user.
    if (email !== undefined) await s.mailer.forget?.(email)
  },
})
