/**
 * Every answer carries the security headers: a Content-Security-Policy without inline scripts that
 * forbids framing, nosniff and a Referrer-Policy — success or refusal, with or without a login.
 */
import { describe, expect, it } from "vitest"
import { ApiClient } from "../support/stack"
import { useTestStack } from "../support/use-test-stack"

const running = useTestStack()

const expectSecurityHeaders = (headers: Headers, what: string) => {
  const csp = headers.get("content-security-policy") ?? ""
  expect(csp, what).toContain("frame-ancestors 'none'")
  expect(csp, what).toMatch(/script-src 'self'(;|$)/)
  expect(csp, what).not.toMatch(/script-src[^;]*unsafe-inline/)
  expect(headers.get("x-content-type-options"), what).toBe("nosniff")
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin")
}

describe("security headers", () => {
  it("are on reads, writes, refusals and unknown paths, signed in or not", async () => {
    const anonymous = new ApiClient(running.baseUrl, undefined)
    const answers = {
      "status/info": await anonymous.get("/status/info"),
      "a read": await running.api.get("/1.2/profile/projects"),
      "a write": await running.api.post("/1.2/profile/projects", { pro_name: `Kopfzeilen ${Date.now()}` }),
      "a refused login": await anonymous.post("/1.2/auth/login", { usr_email: "niemand@example.ch", usr_pw: "falsch-falsch" }),
      "a read without token": await anonymous.get("/1.2/profile/projects"),
      "an unknown path": await anonymous.get("/gibt/es/nicht"),
    }
    for (const [what, answer] of Object.entries(answers)) expectSecurityHeaders(answer.headers, what)
  })
})
