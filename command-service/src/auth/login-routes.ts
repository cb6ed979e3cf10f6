/**
 * @module /1.2/auth sign-in: login with credentials or the provider's code, refresh with rotation, logout,
 * and the login configuration (spec §7 Auth). Logins count per (account, address) and per address before
 * the password is checked; a right password takes its attempt back.
 */
import { type CredentialsLoginBody, LoginBody, RefreshBody } from "@bimprofile/contracts/bodies/auth-bodies"
import type { AuthConfigDto } from "@bimprofile/contracts/dto/auth-config-dto"
import type { LoginAnswerDto, UserDto } from "@bimprofile/contracts/dto/user-dto"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { jsonBody } from "@bimprofile/infra/http/validation"
import { type Context, Hono } from "hono"
import { anonymousContext, type AuthServices } from "./auth-deps"
import { accountInactive, loginFailed, missingCodeVerifier, sessionExpired, sessionInvalid, throttled } from "./auth-problems"
import { clientAddress } from "./client-address"
import { signInWithProvider } from "./oidc/provider-sign-in"
import { verifyAgainstDummy, verifyPassword } from "./passwords"
import { type Attempt, THROTTLE_RULES, type ThrottleScope } from "./throttle"

const PASSWORD_ONLY: AuthConfigDto = {
  authorization_endpoint: null,
  end_session_endpoint: null,
  register_url: null,
  password_url: null,
  profile_url: null,
  client_id: null,
  scope: null,
  login_methods: ["password"],
}

export const PROVIDER_SCOPE = "openid email profile"

export const loginRoutes = (s: AuthServices) => {
  /** Counts the attempt before anything is checked (atomically per scope), or answers 429. */
  const countAttempt = async (c: Context, scopes: readonly ThrottleScope[]): Promise<Attempt> => {
    const attempt = await s.throttle.attempt(scopes)
    if (!attempt.ok) {
      c.header("Retry-After", String(attempt.retryAfter))
      throw throttled(attempt.retryAfter)
    }
    return attempt
  }

  const withCredentials = async (c: Context, body: CredentialsLoginBody, address: string | null, addressKey: string) => {
    const email = body.usr_email.trim()
    // Under the account's key, so a password reset (which clears `account:…`) ends every pair's lock-out.
    const pairKey = `account:${s.vault.emailDigest(email)}:${addressKey}`
    const attempt = await countAttempt(c, [
      { key: pairKey, rule: THROTTLE_RULES.accountAtAddress },
      { key: addressKey, rule: THROTTLE_RULES.address },
    ])
    let valid: boolean
    let userId: number | undefined
    try {
      userId = await s.directory.userIdByEmail(email)
      const hash = userId === undefined ? undefined : await s.credentials.passwordHash(userId)
      valid = hash ? await verifyPassword(body.usr_pw, hash) : await verifyAgainstDummy(body.usr_pw)
    } catch (error) {
      // Not checked (busy, database): not a failure of the person.
      await s.throttle.release(attempt)
      throw error
    }
    // A wrong password keeps its counted attempt.
    if (!valid || userId === undefined) throw loginFailed()
    const user = await s.directory.user(userId)
    if (!user || user.erased) throw loginFailed()
    // The password was right: the attempt is taken back, and the failures from this address forgotten.
    await s.throttle.release(attempt)
    await s.throttle.clear(pairKey)
    // Only after the password was right: the answer tells nothing to someone who does not know it.
    if (!user.active) throw accountInactive()
    await s.identity.ensurePersonalOrganisation(userId, anonymousContext(c, userId))
    await s.credentials.recordLogin(userId, address)
    return s.sessions.answer(userId)
  }

  const withProvider = async (c: Context, body: Exclude<LoginBody, CredentialsLoginBody>, address: string | null, addressKey: string) => {
    // PKCE is not optional: without the verifier a stolen code could be redeemed.
    if (!body.code_verifier) throw missingCodeVerifier()
    const attempt = await countAttempt(c, [{ key: addressKey, rule: THROTTLE_RULES.address }])
    let account: Awaited<ReturnType<typeof signInWithProvider>>
    try {
      account = await signInWithProvider(s, body, anonymousContext(c))
    } catch (error) {
      await s.throttle.release(attempt)
      throw error
    }
    if (account instanceof HttpProblem) {
      // Only a refused code or token counts as a failed attempt.
      if (account.internalCode !== "AUTH") await s.throttle.release(attempt)
      throw account
    }
    await s.throttle.release(attempt)
    await s.identity.ensurePersonalOrganisation(account.userId, anonymousContext(c, account.userId))
    await s.credentials.recordLogin(account.userId, address)
    return s.sessions.answer(account.userId, { providerIdToken: account.idToken })
  }

  return new Hono()
    .post("/login", jsonBody(LoginBody), async (c) => {
      const body = c.req.valid("json")
      const address = clientAddress(c, s.config.trustProxy)
      const addressKey = `address:${s.vault.digest(address ?? "unknown")}`
      const answer: LoginAnswerDto =
        "usr_email" in body ? await withCredentials(c, body, address, addressKey) : await withProvider(c, body, address, addressKey)
      return c.json(answer)
    })
    .post("/refresh", jsonBody(RefreshBody), async (c) => {
      const verdict = await s.signer.verify(c.req.valid("json").refresh_token, "refresh")
      if (!verdict.ok) throw verdict.reason === "expired" ? sessionExpired() : sessionInvalid()
      const { jti, idt } = verdict.claims
      if (!jti) throw sessionInvalid()
      // The answer is prepared before the token is used up: a read side that lags (503) costs no session.
      const peek = await s.refreshTokens.peek(jti)
      if (!peek.ok && peek.reason === "expired") throw sessionExpired()
      let usr: UserDto | undefined
      if (peek.ok) {
        const user = await s.directory.user(peek.userId)
        if (!user || user.erased || !user.active) {
          await s.refreshTokens.revokeFamily(peek.family)
          throw sessionInvalid()
        }
        usr = await s.sessions.user(peek.userId)
      }
      const use = await s.refreshTokens.use(jti)
      if (!use.ok) {
        if (use.reason === "expired") throw sessionExpired()
        if (use.reason === "reused") s.log.warn("a used refresh token came again: its session is revoked", { user: Number(verdict.claims.sub) })
        throw sessionInvalid()
      }
      const answer = await s.sessions.issue(use.userId, usr ?? (await s.sessions.user(use.userId)), {
        family: use.family,
        ...(idt !== undefined && { providerIdToken: idt }),
      })
      return c.json(answer)
    })
    .get("/logout", async (c) => {
      const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1]?.trim()
      const sid = bearer ? (await s.signer.verifyIgnoringExpiry(bearer, "access"))?.sid : undefined
      if (sid) await s.refreshTokens.revokeFamily(sid)
      return c.json({ message: "Erfolgreich abgemeldet" })
    })
    .get("/config", async (c) => {
      const oidc = s.config.oidc
      if (!s.provider || !oidc) return c.json(PASSWORD_ONLY)
      try {
        const metadata = await s.provider.discovery.metadata()
        return c.json({
          authorization_endpoint: metadata.authorization_endpoint,
          end_session_endpoint: metadata.end_session_endpoint ?? null,
          register_url: oidc.registerUrl,
          password_url: oidc.passwordUrl,
          profile_url: oidc.profileUrl,
          client_id: oidc.clientId,
          scope: PROVIDER_SCOPE,
          login_methods: ["password", "oidc"],
        } satisfies AuthConfigDto)
      } catch {
        // The provider cannot be reached now: password login still works.
        return c.json(PASSWORD_ONLY)
      }
    })
}
