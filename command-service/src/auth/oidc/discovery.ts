/**
 * @module The identity provider's metadata from `${OIDC_ISSUER}/.well-known/openid-configuration`: fetched
 * once and kept; a failed fetch is tried again on the next need (not more often than every few seconds),
 * and in the background from the start, so a provider that comes up after us is found. A document whose
 * `issuer` is not OIDC_ISSUER is refused.
 */
import type { Logger } from "@bimprofile/infra/logger"

export type ProviderMetadata = {
  readonly issuer: string
  readonly authorization_endpoint: string
  readonly token_endpoint: string
  readonly jwks_uri: string
  readonly userinfo_endpoint?: string
  readonly end_session_endpoint?: string
  readonly token_endpoint_auth_methods_supported?: readonly string[]
}

const REQUIRED = ["issuer", "authorization_endpoint", "token_endpoint", "jwks_uri"] as const
const MAX_BACKGROUND_DELAY_MS = 60_000
const withoutSlash = (url: string) => url.replace(/\/+$/, "")

export class OidcDiscovery {
  private known: ProviderMetadata | undefined
  private pending: Promise<ProviderMetadata> | undefined
  private lastFailure = 0
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly issuer: string,
    private readonly log: Logger,
    private readonly timing: { readonly timeoutMs: number; readonly minRetryMs: number } = { timeoutMs: 5_000, minRetryMs: 2_000 },
  ) {}

  get url() {
    return `${this.issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`
  }

  /** The metadata, fetching it when not known yet; rejects when the provider cannot be reached. */
  async metadata(): Promise<ProviderMetadata> {
    if (this.known) return this.known
    if (this.pending) return this.pending
    if (Date.now() - this.lastFailure < this.timing.minRetryMs) throw new Error("identity provider discovery failed a moment ago")
    this.pending = this.fetchMetadata().finally(() => (this.pending = undefined))
    return this.pending
  }

  /** Keeps trying in the background (1 s, 2 s, 4 s … up to a minute apart) until the metadata is known. */
  start(): void {
    const attempt = (delay: number) => {
      this.timer = setTimeout(() => {
        this.metadata().then(
          () => (this.timer = undefined),
          () => attempt(Math.min(delay * 2, MAX_BACKGROUND_DELAY_MS)),
        )
      }, delay)
      this.timer.unref()
    }
    this.metadata().catch(() => attempt(1_000))
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer)
  }

  private async fetchMetadata(): Promise<ProviderMetadata> {
    try {
      const response = await fetch(this.url, { signal: AbortSignal.timeout(this.timing.timeoutMs), headers: { Accept: "application/json" } })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const body = (await response.json()) as Record<string, unknown>
      const missing = REQUIRED.filter((field) => typeof body[field] !== "string")
      if (missing.length) throw new Error(`missing ${missing.join(", ")}`)
      // The document must be the configured issuer's own (OpenID Connect Discovery 4.3); id tokens are
      // checked against this issuer. A trailing slash is not a difference.
      if (withoutSlash(body.issuer as string) !== withoutSlash(this.issuer))
        throw new Error(`issuer mismatch: the document names ${String(body.issuer)}, OIDC_ISSUER is ${this.issuer}`)
      this.known = body as unknown as ProviderMetadata
      this.log.info("identity provider discovered", { issuer: this.known.issuer })
      return this.known
    } catch (error) {
      this.lastFailure = Date.now()
      this.log.warn("identity provider discovery failed", { url: this.url, error: String(error) })
      throw error
    }
  }
}
