/**
 * @module Signed JSON Web Tokens (HS256): access, refresh and id tokens. Every token of one sign-in carries
 * its session (`sid`, the refresh token family), so logout and a reused refresh token end exactly that
 * session. The signing key comes from BIMP_JWT_SECRET or is generated once and kept in the `settings`
 * table, so every service process verifies the same tokens. Verification is jose's (exactly three
 * segments, HS256 only, signature before claims); signing stays a plain HMAC, which is synchronous.
 */
import { errors, jwtVerify, type JWTPayload } from "jose"
import { createHmac, randomBytes, webcrypto } from "node:crypto"
import type { SqlQuery } from "../sql/sql-client"

export type TokenKind = "access" | "refresh" | "id"
export type TokenClaims = {
  readonly sub: string
  readonly typ: TokenKind
  readonly email: string
  readonly org: number | null
  readonly name?: string
  readonly iat: number
  readonly exp: number
  readonly jti?: string
  /** The session: the family of refresh tokens this sign-in rotates through. */
  readonly sid?: string
  /** Refresh tokens of a provider sign-in: the provider's id token (the client's end-session hint). */
  readonly idt?: string
}

export const ACCESS_TOKEN_SECONDS = 15 * 60
export const REFRESH_TOKEN_SECONDS = 8 * 60 * 60

const base64url = (data: Buffer | string) => Buffer.from(data).toString("base64url")

export type TokenVerdict = { ok: true; claims: TokenClaims } | { ok: false; reason: "invalid" | "expired" }

/** The claims of a token of `expected` kind, if its payload is one. */
const claimsOf = (payload: JWTPayload, expected: TokenKind): TokenClaims | undefined =>
  payload.typ === expected && typeof payload.sub === "string" && typeof payload.exp === "number" ? (payload as unknown as TokenClaims) : undefined

/** How many verified tokens a process remembers: a browser sends the same access token for 15 minutes. */
const VERIFIED_CACHE_SIZE = 10_000

export class TokenSigner {
  /** Imported once: jose with raw key bytes would import them into WebCrypto on every verification. */
  private key: Promise<webcrypto.CryptoKey> | undefined
  /**
   * Tokens whose signature jose has accepted, with their payload. jose verifies through WebCrypto, about ten
   * times the cost of the old synchronous HMAC; the exact token text is the signed text, so a hit needs no
   * second check of the signature — only of the expiry and the kind, which are checked on every call.
   */
  private readonly verified = new Map<string, JWTPayload>()

  constructor(private readonly secret: Buffer) {}

  private verificationKey() {
    this.key ??= webcrypto.subtle.importKey("raw", new Uint8Array(this.secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"])
    return this.key
  }

  sign(claims: Omit<TokenClaims, "iat" | "exp">, lifetimeSeconds: number, now = Date.now()): string {
    const iat = Math.floor(now / 1000)
    const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }))
    const payload = base64url(JSON.stringify({ ...claims, iat, exp: iat + lifetimeSeconds }))
    return `${header}.${payload}.${this.signature(`${header}.${payload}`)}`
  }

  async verify(token: string, expected: TokenKind, now = Date.now()): Promise<TokenVerdict> {
    const known = this.verified.get(token)
    if (known) {
      const claims = claimsOf(known, expected)
      if (!claims) return { ok: false, reason: "invalid" }
      return claims.exp * 1000 > now ? { ok: true, claims } : { ok: false, reason: "expired" }
    }
    try {
      const { payload } = await jwtVerify(token, await this.verificationKey(), { algorithms: ["HS256"], currentDate: new Date(now), requiredClaims: ["exp"] })
      this.remember(token, payload)
      const claims = claimsOf(payload, expected)
      return claims ? { ok: true, claims } : { ok: false, reason: "invalid" }
    } catch (error) {
      // jose checks the claims only after the signature: an expired token was signed by us.
      if (error instanceof errors.JWTExpired && claimsOf(error.payload, expected)) return { ok: false, reason: "expired" }
      return { ok: false, reason: "invalid" }
    }
  }

  /** The claims of a correctly signed token of `expected` kind, expired or not (logout of a stale session). */
  async verifyIgnoringExpiry(token: string, expected: TokenKind): Promise<TokenClaims | undefined> {
    try {
      return claimsOf((await jwtVerify(token, await this.verificationKey(), { algorithms: ["HS256"] })).payload, expected)
    } catch (error) {
      return error instanceof errors.JWTExpired ? claimsOf(error.payload, expected) : undefined
    }
  }

  private remember(token: string, payload: JWTPayload) {
    if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!)
    this.verified.set(token, payload)
  }

  private signature(input: string) {
    return createHmac("sha256", this.secret).update(input).digest("base64url")
  }
}

/** The signer for this installation: the configured secret, else the one stored (or created) in `settings`. */
export const loadTokenSigner = async (sql: SqlQuery, configured: string | undefined): Promise<TokenSigner> => {
  if (configured) return new TokenSigner(Buffer.from(configured))
  await sql.query("INSERT INTO settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING", [
    randomBytes(48).toString("base64"),
  ])
  const rows = await sql.query<{ value: string }>("SELECT value FROM settings WHERE key = 'jwt_secret'")
  return new TokenSigner(Buffer.from(rows[0]!.value))
}
