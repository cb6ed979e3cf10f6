/**
 * @module Beside the command loads: what verifying an access token costs, now that jose verifies them,
 * next to the hand-written HS256 check it replaced (kept here, only as the baseline). Every authenticated
 * call verifies one token, so the difference per token is the difference per command.
 */
import { TokenSigner } from "@bimprofile/infra/auth/tokens"
import { createHmac, timingSafeEqual } from "node:crypto"
import { performance } from "node:perf_hooks"
import type { Row } from "./support/report"

const SECRET = Buffer.from("bench-token-secret-of-some-length-0123456789")

/** The replaced verification (before issue 8): split, HMAC, compare, parse — it accepted `<token>.extra`. */
const handWrittenVerify = (token: string) => {
  const [header, payload, signature] = token.split(".")
  if (!header || !payload || !signature) return false
  const wanted = Buffer.from(createHmac("sha256", SECRET).update(`${header}.${payload}`).digest("base64url"))
  const given = Buffer.from(signature)
  if (wanted.length !== given.length || !timingSafeEqual(wanted, given)) return false
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"))
  return claims.typ === "access" && claims.exp * 1000 > Date.now()
}

export type TokenVerificationResult = { readonly joseMicros: number; readonly handWrittenMicros: number; readonly tokens: number }

const microsPerToken = async (tokens: number, verify: () => unknown) => {
  for (let i = 0; i < 2_000; i++) await verify() // warm-up
  const started = performance.now()
  for (let i = 0; i < tokens; i++) await verify()
  return ((performance.now() - started) * 1000) / tokens
}

export const measureTokenVerification = async (tokens = 50_000): Promise<TokenVerificationResult> => {
  const signer = new TokenSigner(SECRET)
  const token = signer.sign({ sub: "42", typ: "access", email: "bench@example.ch", org: 7, sid: "bench-session" }, 900)
  const joseMicros = await microsPerToken(tokens, async () => {
    if (!(await signer.verify(token, "access")).ok) throw new Error("jose refused the bench token")
  })
  const handWrittenMicros = await microsPerToken(tokens, () => {
    if (!handWrittenVerify(token)) throw new Error("the hand-written check refused the bench token")
  })
  return { joseMicros, handWrittenMicros, tokens }
}

export const rowsOfTokenVerification = (result: TokenVerificationResult): Row[] => [
  {
    id: "token",
    measurement: "Verifying one access token (every authenticated call): jose, beside the hand-written HS256 check it replaced",
    result: `jose ${result.joseMicros.toFixed(1)} µs, hand-written ${result.handWrittenMicros.toFixed(1)} µs per token (${result.tokens.toLocaleString("en-US")} in a row, one core)`,
    target: "info: a few µs of a command's CPU",
    verdict: "info",
    reference: "—",
    figures: { joseMicros: Number(result.joseMicros.toFixed(2)), handWrittenMicros: Number(result.handWrittenMicros.toFixed(2)), tokens: result.tokens },
  },
]
