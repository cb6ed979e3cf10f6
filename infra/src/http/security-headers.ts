/**
 * @module The security headers of every answer (API and the client's files): a Content-Security-Policy
 * whose scripts come only from this origin (no inline script; Blueprint's inline styles are allowed),
 * no framing (`frame-ancestors 'none'`), `X-Content-Type-Options: nosniff` and a Referrer-Policy that
 * keeps paths (and tokens in query strings) out of other sites' logs. Every server process puts them on
 * its answers through server-app.ts; infra/deploy/nginx/bimprofile.conf sets the same values for the
 * client's files in the distributed set-up.
 */
import type { MiddlewareHandler } from "hono"
import { secureHeaders } from "hono/secure-headers"

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
}

export const securityHeaders = (): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    // Cross-origin isolation would block the identity provider's pages in pop-ups and redirects.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
  })
