/**
 * @module The identity side's `Invitations` and `Credentials` (command-service/src/identity/invitations.ts):
 * an invited person gets a mail with a one-time link to set their password (7 days); an erased user's
 * password, links and sessions are forgotten.
 */
import { invitationMail } from "@bimprofile/infra/mail/mail-texts"
import type { Credentials, Invitations } from "../identity/invitations"
import type { AuthServices } from "./auth-deps"

export const mailInvitations = (s: Pick<AuthServices, "oneTimeTokens" | "mailer" | "identity" | "config">): Invitations => ({
  async invite(userId, email) {
    const token = await s.oneTimeTokens.issue("invitation", userId)
    const personal = await s.identity.personalFields(userId)
    await s.mailer.send({ to: email, ...invitationMail(`${s.config.appUrl}/password-reset/${token}`, personal?.usr_name_first) })
  },
})

export const storedCredentials = (s: Pick<AuthServices, "credentials">): Credentials => ({
  forget: (userId) => s.credentials.forget(userId),
})
