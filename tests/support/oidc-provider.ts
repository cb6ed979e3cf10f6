/**
 * @module A real OpenID provider for tests (the `oidc-provider` package) on loopback: one confidential
 * client (secret, PKCE required, the redirect URIs the test gives), the package's development login form
 * (any password; the login is the account's `sub`), and accounts whose `email_verified` and roles the test
 * chooses. `signIn` walks the browser's part of the code flow with plain HTTP; Playwright can use the same
 * provider through `issuer` and the login form.
 *
 * @example
 *   const provider = await startTestProvider({ redirectUris: [`${appUrl}/login`] })
 *   provider.addAccount({ sub: "anna", email: "anna@example.ch", roles: ["customer", "pro"] })
 *   const { code } = await provider.signIn({ login: "anna", redirectUri, codeChallenge })
 */
import { createHash, randomBytes } from "node:crypto"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { exportJWK, generateKeyPair } from "jose"
import Provider from "oidc-provider"

export type TestAccount = {
  readonly sub: string
  readonly email: string
  readonly email_verified?: boolean
  readonly given_name?: string
  readonly family_name?: string
  readonly roles?: readonly string[]
}

export type TestProviderOptions = {
  readonly redirectUris: readonly string[]
  readonly postLogoutRedirectUris?: readonly string[]
  readonly clientId?: string
  readonly clientSecret?: string
  /** Top-level claim that carries the roles (`realm_access` for the dotted path `realm_access.roles`). */
  readonly rolesClaim?: string
  readonly accounts?: readonly TestAccount[]
}

export type TestProvider = {
  readonly issuer: string
  readonly clientId: string
  readonly clientSecret: string
  /** OIDC_* settings for the product under test. */
  readonly env: Record<string, string>
  addAccount(account: TestAccount): void
  /**
   * Replaces the client's redirect URIs (same issuer, keys and accounts; sessions start anew): for a
   * product whose address is known only after it started with this issuer.
   */
  setRedirectUris(redirectUris: readonly string[], postLogoutRedirectUris?: readonly string[]): void
  /** The browser's part: authorize → login form → consent → the redirect back with code and state. */
  signIn(options: SignInOptions): Promise<SignInResult>
  stop(): Promise<void>
}

export type SignInOptions = { readonly login: string; readonly redirectUri: string; readonly codeChallenge: string; readonly state?: string }
export type SignInResult = { readonly code: string; readonly state: string | null; readonly sessionState: string | null; readonly redirectedTo: string }

/** A PKCE pair (S256), as a browser makes it. */
export const pkcePair = () => {
  const verifier = randomBytes(32).toString("base64url")
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") }
}

export const startTestProvider = async (options: TestProviderOptions): Promise<TestProvider> => {
  const clientId = options.clientId ?? "bimprofile"
  const clientSecret = options.clientSecret ?? randomBytes(24).toString("base64url")
  const rolesClaim = options.rolesClaim ?? "roles"
  const accounts = new Map<string, TestAccount>((options.accounts ?? []).map((a) => [a.sub, a]))

  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const { privateKey } = await generateKeyPair("RS256", { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), kid: "test-key", use: "sig", alg: "RS256" }
  const cookieKey = randomBytes(16).toString("hex")

  const makeProvider = (redirectUris: readonly string[], postLogoutRedirectUris: readonly string[]) =>
    new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [...redirectUris],
          post_logout_redirect_uris: [...postLogoutRedirectUris],
          grant_types: ["authorization_code"],
          response_types: ["code"],
          token_endpoint_auth_method: "client_secret_basic",
        },
      ],
      pkce: { required: () => true },
      ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
      jwks: { keys: [jwk] },
      cookies: { keys: [cookieKey] },
      claims: {
        openid: ["sub"],
        email: ["email", "email_verified"],
        profile: ["name", "given_name", "family_name", rolesClaim],
      },
      features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
      findAccount: async (_ctx, id) => {
        const account = accounts.get(id)
        if (!account) return undefined
        const roles = [...(account.roles ?? [])]
        const rolesValue = rolesClaim === "roles" ? roles : { roles }
        return {
          accountId: id,
          claims: async () => ({
            sub: account.sub,
            email: account.email,
            email_verified: account.email_verified ?? true,
            given_name: account.given_name ?? "Test",
            family_name: account.family_name ?? account.sub,
            name: `${account.given_name ?? "Test"} ${account.family_name ?? account.sub}`,
            [rolesClaim]: rolesValue,
          }),
        }
      },
    })
  let handle = makeProvider(options.redirectUris, options.postLogoutRedirectUris ?? options.redirectUris).callback()
  server.on("request", (req, res) => handle(req, res))

  return {
    issuer,
    clientId,
    clientSecret,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
    addAccount: (account) => void accounts.set(account.sub, account),
    setRedirectUris(redirectUris, postLogoutRedirectUris = redirectUris) {
      handle = makeProvider(redirectUris, postLogoutRedirectUris).callback()
    },
    signIn: (signIn) => walkCodeFlow(issuer, clientId, signIn),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** What a browser does between the authorization request and the redirect back, with a cookie jar. */
const walkCodeFlow = async (issuer: string, clientId: string, { login, redirectUri, codeChallenge, state }: SignInOptions): Promise<SignInResult> => {
  const cookies = new Map<string, string>()
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";")
      const at = pair!.indexOf("=")
      const [name, value] = [pair!.slice(0, at).trim(), pair!.slice(at + 1).trim()]
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === "") cookies.delete(name)
      else cookies.set(name, value)
    }
    return response
  }
  const authorize = new URL(`${issuer}/auth`)
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: "code",
    scope: "openid email profile",
    redirect_uri: redirectUri,
    code_challenge: codeChallenge,
    code_challenge_method: "S256",
    state: state ?? randomBytes(8).toString("hex"),
  }).toString()

  let url = authorize.toString()
  for (let step = 0; step < 12; step++) {
    const response = await request(url)
    if (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get("location")!, url).toString()
      if (next.startsWith(redirectUri)) {
        const back = new URL(next)
        const code = back.searchParams.get("code")
        if (!code) throw new Error(`the provider answered without a code: ${next}`)
        return { code, state: back.searchParams.get("state"), sessionState: back.searchParams.get("session_state"), redirectedTo: next }
      }
      url = next
      continue
    }
    const html = await response.text()
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html.slice(0, 300)}`)
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1]
    if (!action || !prompt) throw new Error(`unexpected provider page: ${html.slice(0, 300)}`)
    const form = new URLSearchParams(prompt === "login" ? { prompt, login, password: "any" } : { prompt })
    const submitted = await request(new URL(action.replace(/&amp;/g, "&"), url).toString(), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    })
    if (submitted.status < 300 || submitted.status >= 400) throw new Error(`provider refused the ${prompt} form: ${submitted.status}`)
    url = new URL(submitted.headers.get("location")!, url).toString()
  }
  throw new Error("the provider's sign-in did not end in a redirect back")
}
