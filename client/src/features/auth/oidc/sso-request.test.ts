import type { AuthConfigDto } from "@bimprofile/contracts/dto/auth-config-dto"
import { afterEach, describe, expect, it } from "vitest"
import { codeChallengeS256 } from "./pkce"
import { endSessionUrl, matchesPending, readPendingSso, readSsoReturn, startSsoRequest } from "./sso-request"

const config: AuthConfigDto = {
  authorization_endpoint: "https://id.example.ch/auth?kc_idp_hint=crb",
  end_session_endpoint: "https://id.example.ch/logout",
  register_url: null,
  password_url: null,
  profile_url: null,
  client_id: "bimprofile",
  scope: "openid profile email",
  login_methods: ["password", "oidc"],
}

afterEach(() => sessionStorage.clear())

describe("the authorization request", () => {
  it("given the configuration, then it asks for a code with PKCE S256, back to /login, and keeps verifier and state in this tab", async () => {
    const url = new URL(await startSsoRequest(config, "https://app.example.ch"))
    const pending = readPendingSso()!
    expect(url.origin + url.pathname).toBe("https://id.example.ch/auth")
    expect(Object.fromEntries(url.searchParams)).toEqual({
      kc_idp_hint: "crb",
      response_type: "code",
      client_id: "bimprofile",
      redirect_uri: "https://app.example.ch/login",
      scope: "openid profile email",
      state: pending.state,
      code_challenge: await codeChallengeS256(pending.codeVerifier),
      code_challenge_method: "S256",
    })
    expect(pending.redirectUri).toBe("https://app.example.ch/login")
    expect(pending.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})

describe("the answer", () => {
  const pending = { state: "s1", codeVerifier: "v", redirectUri: "https://app.example.ch/login" }

  it("given code, state and session_state in the address, then they are read", () => {
    expect(readSsoReturn(new URLSearchParams("code=c1&state=s1&session_state=ss"))).toEqual({ code: "c1", state: "s1", sessionState: "ss" })
    expect(readSsoReturn(new URLSearchParams("error=access_denied"))).toBeNull()
  })

  it("given another state, no state or no request of this tab, then the answer does not count", () => {
    expect(matchesPending({ code: "c", sessionState: null, state: "s1" }, pending)).toBe(true)
    expect(matchesPending({ code: "c", sessionState: null, state: "s2" }, pending)).toBe(false)
    expect(matchesPending({ code: "c", sessionState: null, state: null }, pending)).toBe(false)
    expect(matchesPending({ code: "c", sessionState: null, state: "s1" }, null)).toBe(false)
  })
})

describe("endSessionUrl", () => {
  it("given an id token, then the provider's logout with the hint and the way back", () => {
    expect(endSessionUrl(config, "id.tok", "https://app.example.ch/logout")).toBe(
      "https://id.example.ch/logout?id_token_hint=id.tok&post_logout_redirect_uri=https%3A%2F%2Fapp.example.ch%2Flogout",
    )
  })

  it("given no id token, then the client id instead; given no end-session endpoint, then none", () => {
    expect(endSessionUrl(config, null, "https://app.example.ch/logout")).toContain("client_id=bimprofile")
    expect(endSessionUrl({ ...config, end_session_endpoint: null }, "id.tok", "x")).toBeNull()
    expect(endSessionUrl(null, "id.tok", "x")).toBeNull()
  })
})
