/**
 * The client log route on its own (app.request, no database): what is written to the log, what is refused
 * and counted, and whose bucket an entry takes. The whole stack: tests/system/client-log.test.ts.
 */
import { MAX_ENTRY_BYTES } from "@bimprofile/contracts/ops/client-log"
import { ACCESS_TOKEN_SECONDS, TokenSigner } from "@bimprofile/infra/auth/tokens"
import { onProblem } from "@bimprofile/infra/http/problem"
import type { Logger, LogLevel } from "@bimprofile/infra/logger"
import { Hono } from "hono"
import { describe, expect, it } from "vitest"
import type { ClientLogMetrics, RefusalReason } from "./client-log-metrics"
import { clientLogRoutes } from "./client-log-routes"
import { RateLimiter } from "./rate-limit"

const signer = new TokenSigner(Buffer.from("a-secret-of-this-test-only-32-bytes!"))
const tokenOf = (userId: number, lifetime = ACCESS_TOKEN_SECONDS, now = Date.now()) =>
  signer.sign({ sub: String(userId), typ: "access", email: `u${userId}@example.ch`, org: null }, lifetime, now)

const setUp = (rule = { perMinute: 30, burst: 5 }) => {
  const lines: Array<{ level: LogLevel; message: string; fields?: Record<string, unknown> }> = []
  const at = (level: LogLevel) => (message: string, fields?: Record<string, unknown>) => void lines.push({ level, message, ...(fields && { fields }) })
  const log: Logger = { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") }
  const counted = { entries: [] as string[], refused: [] as RefusalReason[] }
  const metrics: ClientLogMetrics = { entry: (s) => void counted.entries.push(s), refused: (r) => void counted.refused.push(r) }
  const routes = clientLogRoutes({ signer, log, trustProxy: false, limiter: new RateLimiter(rule), metrics })
  routes.onError(onProblem(log))
  const app = new Hono().route("/1.2/client-log", routes)
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.request("/1.2/client-log", { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) })
  return { lines, counted, post }
}

describe("POST /1.2/client-log", () => {
  it("writes each entry at its level with the correlation id, the user and the arguments, and counts it", async () => {
    const { lines, counted, post } = setUp()
    const answer = await post(
      { entries: [{ severity: "warning", args: ["slow answer", { ms: 5000 }], at: "2026-11-27T10:00:00Z", route: "/projects/7", app_version: "1.2.17" }, { severity: "error", args: ["boom"] }] },
      { Authorization: `Bearer ${tokenOf(42)}`, "X-Correlation-Id": "tab-123" },
    )
    expect(answer.status).toBe(204)
    expect(await answer.text()).toBe("")
    expect(lines).toEqual([
      { level: "warn", message: "client warning", fields: { source: "client", correlationId: "tab-123", userId: 42, args: ["slow answer", { ms: 5000 }], at: "2026-11-27T10:00:00Z", route: "/projects/7", appVersion: "1.2.17" } },
      { level: "error", message: "client error", fields: { source: "client", correlationId: "tab-123", userId: 42, args: ["boom"] } },
    ])
    expect(counted.entries).toEqual(["warning", "error"])
  })

  it("takes callers without a valid token as anonymous, saying why the token did not count", async () => {
    const { lines, post } = setUp()
    expect((await post({ entries: [{ severity: "error", args: ["before sign-in"] }] })).status).toBe(204)
    const expired = tokenOf(42, 60, Date.now() - 3_600_000)
    expect((await post({ entries: [{ severity: "error", args: ["late"] }] }, { Authorization: `Bearer ${expired}` })).status).toBe(204)
    expect((await post({ entries: [{ severity: "error", args: ["forged"] }] }, { Authorization: "Bearer not.a.token" })).status).toBe(204)
    expect(lines.map((l) => [l.fields?.userId, l.fields?.token])).toEqual([[null, undefined], [null, "expired"], [null, "invalid"]])
    // A correlation id is made when none (or an odd one) came.
    expect(lines[0]!.fields?.correlationId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("redacts credentials in the arguments, whatever the client sent", async () => {
    const { lines, post } = setUp()
    const args = [{ headers: { Authorization: "Bearer abc.def.ghi" }, usr_pw: "geheim", refresh_token: "r-1" }, "GET /1.2/live?access_token=eyJhbGciOi.eyJzdWIiOi.sig&x=1"]
    expect((await post({ entries: [{ severity: "warning", args }] })).status).toBe(204)
    expect(lines[0]!.fields?.args).toEqual([{ headers: { Authorization: "[redacted]" }, usr_pw: "[redacted]", refresh_token: "[redacted]" }, "GET /1.2/live?access_token=[redacted]&x=1"])
  })

  it("refuses invalid and oversized bodies with 400, logging nothing, and counts why", async () => {
    const { lines, counted, post } = setUp()
    const refusals = [
      await post({ entries: [] }),
      await post({ entries: [{ severity: "info", args: [] }] }),
      await post({ entries: Array.from({ length: 21 }, () => ({ severity: "error", args: [] })) }),
      await post({ entries: [{ severity: "error", args: [[[[[["too deep"]]]]]] }] }),
      await post({ entries: [{ severity: "error", args: ["x".repeat(2001)] }] }),
      await post({ entries: [{ severity: "error", args: [], route: "/reset?token=abc" }] }),
      await post("{ not json"),
    ]
    for (const answer of refusals) {
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({ internal_code: expect.stringMatching(/^(VALIDATION|INVALID_JSON)$/), message: expect.any(String) })
    }
    const large = await post({ entries: [{ severity: "error", args: Array.from({ length: 3 }, () => "x".repeat(1500)) }] })
    expect(large.status).toBe(400)
    expect(await large.json()).toMatchObject({ internal_code: "CLIENT_LOG_ENTRY_TOO_LARGE", details: { "entries.0": expect.stringContaining(String(MAX_ENTRY_BYTES)) } })
    expect(lines).toEqual([])
    expect(counted.refused).toEqual([...refusals.map(() => "invalid"), "too_large"])
  })

  it("limits entries per user: 429 with Retry-After once the burst is used, other users unaffected", async () => {
    const { counted, post } = setUp({ perMinute: 30, burst: 5 })
    const entries = (n: number) => ({ entries: Array.from({ length: n }, (_, i) => ({ severity: "warning", args: [i] })) })
    const first = { Authorization: `Bearer ${tokenOf(1)}` }
    expect((await post(entries(5), first)).status).toBe(204)
    const refused = await post(entries(1), first)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
    expect(await refused.json()).toMatchObject({ internal_code: "CLIENT_LOG_RATE", details: { retry_after: refused.headers.get("retry-after") } })
    expect((await post(entries(5), { Authorization: `Bearer ${tokenOf(2)}` })).status).toBe(204)
    expect(counted.refused).toEqual(["rate_limited"])
    expect(counted.entries).toHaveLength(10)
  })
})
