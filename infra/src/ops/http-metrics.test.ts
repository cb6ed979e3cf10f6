/**
 * Requests are counted per route pattern, never per raw path (an id in a label would be a time series per
 * project), and every answer names the request's correlation id — the one the handlers and the log saw.
 */
import { Hono } from "hono"
import { describe, expect, it } from "vitest"
import { requestCorrelationId } from "../http/correlation-id"
import { serverApp } from "../http/server-app"
import { createLogger } from "../logger"
import { currentCorrelationId } from "./correlation-context"
import { httpRequestDuration, httpRequests, UNMATCHED_ROUTE } from "./http-metrics"

const log = createLogger("http-metrics-test", "error")

const countOf = async (labels: Partial<Record<"method" | "route" | "status", string>>) =>
  (await httpRequests.get()).values.find((v) => Object.entries(labels).every(([k, value]) => v.labels[k as keyof typeof labels] === value))?.value ?? 0

describe("HTTP metrics", () => {
  it("labels requests with the route pattern, the method and the status", async () => {
    const inner = new Hono()
      .use("/1.2/*", async (c, next) => (c.req.header("authorization") ? next() : c.json({ message: "no" }, 401)))
      .get("/1.2/profile/projects/:id", (c) => c.json({ id: c.req.param("id") }))
    const app = serverApp(log, inner)
    const route = { method: "GET", route: "/1.2/profile/projects/:id" }
    const before = { ok: await countOf({ ...route, status: "200" }), refused: await countOf({ ...route, status: "401" }), unmatched: await countOf({ route: UNMATCHED_ROUTE }) }

    for (const id of [42, 43, 44]) expect((await app.request(`/1.2/profile/projects/${id}`, { headers: { authorization: "Bearer x" } })).status).toBe(200)
    expect((await app.request("/1.2/profile/projects/45")).status).toBe(401)
    expect((await app.request("/no/such/path/17")).status).toBe(404)

    expect(await countOf({ ...route, status: "200" })).toBe(before.ok + 3)
    expect(await countOf({ ...route, status: "401" })).toBe(before.refused + 1)
    expect(await countOf({ route: UNMATCHED_ROUTE, status: "404" })).toBe(before.unmatched + 1)
    const labels = (await httpRequests.get()).values.map((v) => String(v.labels.route))
    expect(labels.filter((label) => /\d/.test(label.replace("1.2", "")))).toEqual([])
    const durations = (await httpRequestDuration.get()).values.filter((v) => v.labels.route === route.route && v.metricName?.endsWith("_count"))
    expect(durations.reduce((sum, v) => sum + v.value, 0)).toBeGreaterThanOrEqual(4)
  })

  it("serves each request inside one correlation id and names it in the answer", async () => {
    const seen: (string | undefined)[] = []
    const inner = new Hono().get("/echo", (c) => {
      seen.push(currentCorrelationId(), requestCorrelationId(c.req.header("x-correlation-id")))
      return c.text("ok")
    })
    const app = serverApp(log, inner)
    const given = await app.request("/echo", { headers: { "X-Correlation-Id": "web-7.request_42" } })
    expect(given.headers.get("x-correlation-id")).toBe("web-7.request_42")
    const odd = await app.request("/echo", { headers: { "X-Correlation-Id": "<script>" } })
    const generated = odd.headers.get("x-correlation-id")
    expect(generated).toMatch(/^[0-9a-f-]{36}$/)
    expect(seen).toEqual(["web-7.request_42", "web-7.request_42", generated, generated])
  })
})
