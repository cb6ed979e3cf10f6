/**
 * @module The authorization code flow's server half: the code (with the browser's PKCE verifier) is
 * exchanged at the token endpoint with the client secret, the id token is verified (signature against the
 * provider's JWKS, issuer, audience, exp and iat required, authorised party), and the userinfo claims are added to it.
 */
import type { OidcConfig } from "@bimprofile/infra/config"
import type { Logger } from "@bimprofile/infra/logger"
import { createRemoteJWKSet, errors, jwtVerify } from "jose"
import type { OidcDiscovery, ProviderMetadata } from "./discovery"

export type ProviderSignIn = {
  readonly issuer: string
  readonly subject: string
  /** The id token's claims with the userinfo claims added (the id token's win). */
  readonly claims: Record<string, unknown>
  /** The provider's id token as it came: the client's end-session hint. */
  readonly idToken: string
}

export type ProviderFailure = { readonly failure: "code" | "token" | "party" | "unavailable" }

export type CodeExchange = { readonly code: string; readonly redirectUri: string; readonly codeVerifier: string | undefined }

export class ProviderClient {
  private jwks: { uri: string; set: ReturnType<typeof createRemoteJWKSet> } | undefined

  constructor(
    private readonly config: OidcConfig,
    private readonly discovery: OidcDiscovery,
    private readonly log: Logger,
  ) {}

  async signIn({ code, redirectUri, codeVerifier }: CodeExchange): Promise<ProviderSignIn | ProviderFailure> {
    let metadata: ProviderMetadata
    try {
      metadata = await this.discovery.metadata()
    } catch {
      return { failure: "unavailable" }
    }
    const tokens = await this.exchange(metadata, code, redirectUri, codeVerifier)
    if (!tokens) return { failure: "code" }
    const verified = await this.verify(metadata, tokens.id_token)
    if (!("claims" in verified)) return verified
    const { claims } = verified
    const subject = String(claims.sub)
    const userinfo = await this.userinfo(metadata, tokens.access_token, subject)
    return { issuer: metadata.issuer, subject, claims: { ...userinfo, ...claims }, idToken: tokens.id_token }
  }

  private async exchange(metadata: ProviderMetadata, code: string, redirectUri: string, codeVerifier: string | undefined) {
    const form = new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: redirectUri })
    if (codeVerifier) form.set("code_verifier", codeVerifier)
    const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" }
    const secret = this.config.clientSecret
    const basicAllowed = metadata.token_endpoint_auth_methods_supported?.includes("client_secret_basic") ?? true
    if (secret && basicAllowed) {
      const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, "+")
      headers.Authorization = `Basic ${Buffer.from(`${encode(this.config.clientId)}:${encode(secret)}`).toString("base64")}`
    } else {
      form.set("client_id", this.config.clientId)
      if (secret) form.set("client_secret", secret)
    }
    try {
      const response = await fetch(metadata.token_endpoint, { method: "POST", headers, body: form, signal: AbortSignal.timeout(10_000) })
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
      if (!response.ok || typeof body.id_token !== "string") {
        // The provider's error code only: its description may echo what was sent.
        this.log.warn("identity provider refused the code", { status: response.status, error: String(body.error ?? "no id_token") })
        return undefined
      }
      return { id_token: body.id_token, access_token: typeof body.access_token === "string" ? body.access_token : undefined }
    } catch (error) {
      this.log.warn("identity provider token endpoint failed", { error: String(error) })
      return undefined
    }
  }

  private async verify(metadata: ProviderMetadata, idToken: string): Promise<{ claims: Record<string, unknown> } | ProviderFailure> {
    try {
      // Inside the try: a bad jwks_uri (or a JWKS that cannot be fetched) is a refused token, not a 500.
      if (this.jwks?.uri !== metadata.jwks_uri) this.jwks = { uri: metadata.jwks_uri, set: createRemoteJWKSet(new URL(metadata.jwks_uri)) }
      const { payload } = await jwtVerify(idToken, this.jwks.set, {
        issuer: metadata.issuer,
        audience: this.config.clientId,
        // An id token without expiry or issue time is refused (OpenID Connect Core 2).
        requiredClaims: ["exp", "iat"],
      })
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud]
      if (payload.azp !== undefined && payload.azp !== this.config.clientId) return { failure: "party" }
      if (audiences.length > 1 && payload.azp === undefined) return { failure: "party" }
      if (typeof payload.sub !== "string" || !payload.sub) return { failure: "token" }
      return { claims: payload as Record<string, unknown> }
    } catch (error) {
      if (error instanceof errors.JWTClaimValidationFailed && error.claim === "aud") return { failure: "party" }
      this.log.warn("identity provider id token refused", { error: error instanceof Error ? error.name : "unknown" })
      return { failure: "token" }
    }
  }

  private async userinfo(metadata: ProviderMetadata, accessToken: string | undefined, subject: string): Promise<Record<string, unknown>> {
    if (!metadata.userinfo_endpoint || !accessToken) return {}
    try {
      const response = await fetch(metadata.userinfo_endpoint, {
        headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) return {}
      const body = (await response.json()) as Record<string, unknown>
      // Userinfo of another subject must not be mixed in (OpenID Connect Core 5.3.2).
      return body.sub === subject ? body : {}
    } catch {
      return {}
    }
  }
}
