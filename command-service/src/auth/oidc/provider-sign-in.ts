/**
 * @module Who a provider sign-in is: checks the verified e-mail and the customer role, then finds the
 * account by the provider's subject, else by the verified e-mail (and links it), else registers one
 * (source sso, active). The pro-licence role grants the licence; without it a licence that came from the
 * provider is taken back (one granted by an app admin stays).
 */
import type { ProviderLoginBody } from "@bimprofile/contracts/bodies/auth-bodies"
import type { OidcConfig } from "@bimprofile/infra/config"
import type { HttpProblem } from "@bimprofile/infra/http/problem"
import type { CommandContext } from "../../shared/command-context"
import type { AuthServices } from "../auth-deps"
import { noCustomerRole, providerLoginFailed, providerTokenInvalid, providerWrongParty, unverifiedEmail } from "../auth-problems"
import type { ProviderSignIn } from "./provider-client"
import { isEmailVerified, personOf, rolesAt } from "./provider-claims"

export type ProviderAccount = { readonly userId: number; readonly idToken: string }

export const signInWithProvider = async (
  s: AuthServices,
  body: ProviderLoginBody,
  ctx: CommandContext,
): Promise<ProviderAccount | HttpProblem> => {
  if (!s.provider || !s.config.oidc) return providerLoginFailed()
  const config = s.config.oidc
  const signIn = await s.provider.client.signIn({ code: body.code, redirectUri: body.redirect_uri, codeVerifier: body.code_verifier })
  if ("failure" in signIn) {
    if (signIn.failure === "party") return providerWrongParty()
    if (signIn.failure === "token") return providerTokenInvalid()
    return providerLoginFailed()
  }
  if (!isEmailVerified(signIn.claims)) return unverifiedEmail()
  const roles = rolesAt(signIn.claims, config.rolesClaim)
  if (config.customerRole && !roles.includes(config.customerRole)) return noCustomerRole(signIn.idToken)
  const userId = await accountOf(s, signIn, ctx)
  if (userId === undefined) return providerLoginFailed()
  await alignLicence(s, config, userId, roles.includes(config.proRole), { ...ctx, userId })
  return { userId, idToken: signIn.idToken }
}

const accountOf = async (s: AuthServices, signIn: ProviderSignIn, ctx: CommandContext): Promise<number | undefined> => {
  const linked = await s.identity.userIdByProviderSubject(signIn.issuer, signIn.subject)
  if (linked !== undefined) return usable(s, linked)
  const person = personOf(signIn.claims)
  if (!person.email) return undefined
  const known = await s.directory.userIdByEmail(person.email)
  if (known !== undefined) {
    const user = await s.directory.user(known)
    if (!user || user.erased) return undefined
    // The provider vouches for the e-mail: an account waiting for activation is the same person's. Its
    // password and open links came from whoever registered or invited the address, not necessarily from
    // this person: they go (a reset link sets a password again).
    if (!user.active) {
      await s.credentials.clearPassword(known)
      await s.oneTimeTokens.voidOpen(known, ["activation", "reset", "invitation"])
      await s.identity.activate(known, { ...ctx, userId: known })
    }
    await s.identity.linkProvider(known, signIn.issuer, signIn.subject, { ...ctx, userId: known })
    return known
  }
  let userId: number
  try {
    userId = await s.identity.registerUser(
      { email: person.email, name: person.name, firstName: person.firstName, source: "sso", active: true },
      ctx,
    )
  } catch (error) {
    // A concurrent first sign-in of the same person registered them a moment ago.
    const winner = (await s.identity.userIdByProviderSubject(signIn.issuer, signIn.subject)) ?? (await s.directory.userIdByEmail(person.email))
    if (winner === undefined) throw error
    return usable(s, winner)
  }
  await s.identity.linkProvider(userId, signIn.issuer, signIn.subject, { ...ctx, userId })
  return userId
}

const usable = async (s: AuthServices, userId: number) => {
  const user = await s.directory.user(userId)
  return user && !user.erased ? userId : undefined
}

const alignLicence = async (s: AuthServices, config: OidcConfig, userId: number, pro: boolean, ctx: CommandContext) => {
  const user = await s.directory.user(userId)
  if (!user) return
  if (pro && !user.licensed) await s.identity.setLicence(userId, true, "sso", ctx)
  else if (!pro && user.licensed && config.proRole && (await s.licenceSource(userId)) === "sso") await s.identity.setLicence(userId, false, "sso", ctx)
}
