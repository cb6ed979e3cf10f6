/**
 * @module Signed JSON Web Tokens (HS256): access, refresh and id tokens. Every token of one sign-in carries
 * its session (`sid`, the refresh token family), so logout and a reused refresh token end exactly that
 * session. The signing key comes from BIMP_JWT_SECRET or is generated once and kept in the `settings`
 * table, so every service process verifies the same tokens.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"
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

export class TokenSigner {
  constructor(private readonly secret: Buffer) {}

  sign(claims: Omit<TokenClaims, "iat" | "exp">, lifetimeSeconds: number, now = Date.now()): string {
    const iat = Math.floor(now / 1000)
    const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }))
    const payload = base64url(JSON.stringify({ ...claims, iat, exp: iat + lifetimeSeconds }))
    return `${header}.${payload}.${this.signature(`${header}.${payload}`)}`
  }

  verify(token: string, expected: TokenKind, now = Date.now()): TokenVerdict {
    const [header, payload, signature] = token.split(".")
    if (!header || !payload || !signature) return { ok: false, reason: "invalid" }
    const wanted = Buffer.from(this.signature(`${header}.${payload}`))
    const given = Buffer.from(signature)
    if (wanted.length !== given.length || !timingSafeEqual(wanted, given)) return { ok: false, reason: "invalid" }
    let claims: TokenClaims
    try {
      claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"))
    } catch {
      return { ok: false, reason: "invalid" }
    }
    if (claims.typ !== expected) return { ok: false, reason: "invalid" }
    if (claims.exp * 1000 <= now) return { ok: false, reason: "expired" }
    return { ok: true, claims }
  }

  /** The claims of a correctly signed token of `expected` kind, expired or not (logout of a stale session). */
  verifyIgnoringExpiry(token: string, expected: TokenKind): TokenClaims | undefined {
    const verdict = this.verify(token, expected, 0)
    return verdict.ok ? verdict.claims : undefined
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
