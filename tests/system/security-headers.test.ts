/**
 * Every answer carries the security headers: a Content-Security-Policy without inline scripts that
 * forbids framing, nosniff and a Referrer-Policy — success or refusal, with or without a login. A
 * picture goes out with the type its bytes have, not the one its upload claimed.
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

  it("serves a picture with nosniff and the type of its bytes, whatever type was stored with it", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString("base64")
    const userId = running.stack.admin.userId
    const ctx = { userId, orgId: null, correlationId: "picture-test", causationId: null }
    // Stored past the upload's own check (older data): PNG bytes under a JPEG claim.
    const position = await running.stack.identity.setImage(userId, `data:image/jpeg;base64,${png}`, ctx)
    const headers = { "X-Min-Position": String(position) }
    const picture = await running.api.get(`/1.2/user/users/${userId}/img`, headers)
    expect(picture.status).toBe(200)
    expect(picture.headers.get("content-type")).toBe("image/png")
    expect(picture.headers.get("x-content-type-options")).toBe("nosniff")
    // Bytes that are no picture at all are not served as one.
    const html = Buffer.from("<html><script>alert(1)</script></html>").toString("base64")
    const next = await running.stack.identity.setImage(userId, `data:image/png;base64,${html}`, ctx)
    expect((await running.api.get(`/1.2/user/users/${userId}/img`, { "X-Min-Position": String(next) })).status).toBe(404)
  })
})
