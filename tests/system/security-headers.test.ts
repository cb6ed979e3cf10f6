/**
 * Every answer carries the security headers: a Content-Security-Policy without inline scripts that
 * forbids framing, nosniff and a Referrer-Policy — success or refusal, with or without a login, from the
 * all-in-one server and from the command and query services run as their own processes (distributed
 * mode). A picture goes out with the type its bytes have, not the one its upload claimed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type DistributedServices, startDistributedServices } from "../support/distributed-services"
import { ADMIN, ApiClient } from "../support/stack"
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

  it("are on answers from the answer cache, on a method not allowed and on the live stream", async () => {
    const created = await running.api.post("/1.2/profile/projects", { pro_name: `Kopfzeilen Cache ${Date.now()}` })
    const projectId = (created.body as { pro_id: number }).pro_id
    const read = () => running.api.get(`/1.2/profile/projects/${projectId}`, { "X-Min-Position": created.headers.get("x-position")! })
    expectSecurityHeaders((await read()).headers, "a project read")
    expectSecurityHeaders((await read()).headers, "the same read again, from the answer cache")
    expectSecurityHeaders((await fetch(`${running.baseUrl}/1.2/profile/projects`, { method: "PUT" })).headers, "a method not allowed")
    const stop = new AbortController()
    const live = await fetch(`${running.baseUrl}/1.2/live?access_token=${running.api.token}`, { signal: stop.signal })
    expect(live.headers.get("content-type")).toContain("text/event-stream")
    expectSecurityHeaders(live.headers, "the live stream")
    stop.abort()
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

describe("security headers of the services run on their own (distributed mode)", () => {
  let services: DistributedServices | undefined

  beforeAll(async () => {
    services = await startDistributedServices("bimp_headers")
  }, 120_000)

  afterAll(async () => {
    await services?.stop()
  })

  it("are on the command service's writes, refusals and unknown paths", async () => {
    const admin = await ApiClient.login(services!.commands.baseUrl, ADMIN.email, ADMIN.password)
    const anonymous = new ApiClient(services!.commands.baseUrl, undefined)
    const answers = {
      "a write": await admin.post("/1.2/profile/projects", { pro_name: "Kopfzeilen verteilt" }),
      "a write without token": await anonymous.post("/1.2/profile/projects", { pro_name: "Ohne Anmeldung" }),
      "a refused login": await anonymous.post("/1.2/auth/login", { usr_email: "niemand@example.ch", usr_pw: "falsch-falsch" }),
      "an unknown path": await anonymous.get("/gibt/es/nicht"),
    }
    expect(Object.values(answers).map((a) => a.status)).toEqual([201, 401, 401, 404])
    for (const [what, answer] of Object.entries(answers)) expectSecurityHeaders(answer.headers, `command service: ${what}`)
  })

  it("are on the query service's reads, refusals and unknown paths", async () => {
    const { token } = await ApiClient.login(services!.commands.baseUrl, ADMIN.email, ADMIN.password)
    const admin = new ApiClient(services!.queries.baseUrl, token)
    const anonymous = new ApiClient(services!.queries.baseUrl, undefined)
    const answers = {
      "status/info": await anonymous.get("/status/info"),
      "a read": await admin.get("/1.2/profile/projects"),
      "a read without token": await anonymous.get("/1.2/profile/projects"),
      "an unknown path": await anonymous.get("/gibt/es/nicht"),
    }
    expect(Object.values(answers).map((a) => a.status)).toEqual([200, 200, 401, 404])
    for (const [what, answer] of Object.entries(answers)) expectSecurityHeaders(answer.headers, `query service: ${what}`)
  })
})
