/**
 * @module The security headers of every answer (API and the client's files): a Content-Security-Policy
 * whose scripts come only from this origin (no inline script; Blueprint's inline styles are allowed),
 * no framing (`frame-ancestors 'none'`), `X-Content-Type-Options: nosniff` and a Referrer-Policy that
 * keeps paths (and tokens in query strings) out of other sites' logs. Every server process puts them on
 * its answers through server-app.ts; infra/deploy/nginx/bimprofile.conf sets the same values for the
 * client's files in the distributed set-up.
 *
 * The headers are prepared before the route runs (`c.header`), so they go out with the answer as it is
 * built. Setting them afterwards on the finished answer (as hono's `secureHeaders` does) turns each answer's
 * headers into a `Headers` object and cost about a quarter of the server's CPU per command in the bench.
 * Every answer of ours is built through the context (`c.json`, `c.body`, streams); none returns a bare
 * `new Response`, which would not carry prepared headers.
 */
import type { MiddlewareHandler } from "hono"

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ")

/**
 * The helmet-style set hono's `secureHeaders` sends by default, with our CSP, frame and referrer choices;
 * cross-origin isolation (COEP/COOP) stays off: it would block the identity provider's pages.
 */
export const SECURITY_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ["Content-Security-Policy", CONTENT_SECURITY_POLICY],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Download-Options", "noopen"],
  ["X-Frame-Options", "DENY"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
  ["X-XSS-Protection", "0"],
]

export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  for (const [name, value] of SECURITY_HEADERS) c.header(name, value)
  await next()
}
