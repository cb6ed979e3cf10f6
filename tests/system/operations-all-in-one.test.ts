/**
 * The all-in-one server (`npm start`, infra/launcher/src/stack.ts) has the same operations endpoints as the
 * separate services: /health, /ready (not ready any more once it stops) and /metrics with the requests per
 * route pattern, the events appended and the projector's lag.
 */
import { expect, it } from "vitest"
import { useTestStack } from "../support/use-test-stack"

const running = useTestStack()

const metricValue = (text: string, line: RegExp) => Number(line.exec(text)?.[1] ?? 0)

it("answers /health, /ready and /metrics", async () => {
  const health = await fetch(`${running.baseUrl}/health`)
  expect([health.status, await health.json()]).toEqual([200, { status: "ok", service: "bimprofile" }])
  const ready = await fetch(`${running.baseUrl}/ready`)
  expect([ready.status, await ready.json()]).toEqual([200, { status: "ready", service: "bimprofile" }])

  const created = await running.api.post("/1.2/profile/projects", { pro_name: `Alles in einem ${Date.now()}` })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const metrics = await (await fetch(`${running.baseUrl}/metrics`)).text()
  expect(metricValue(metrics, /^bimp_http_requests_total\{method="POST",route="\/1\.2\/profile\/projects",status="201"\} (\d+)$/m)).toBeGreaterThanOrEqual(1)
  expect(metricValue(metrics, /^bimp_events_appended_total\{type="ProjectCreated"\} (\d+)$/m)).toBeGreaterThanOrEqual(1)
  expect(metrics).toMatch(/^bimp_projector_lag_events \d+$/m)
  expect(metrics).toMatch(/^bimp_projector_lag_seconds [\d.e-]+$/m)
  expect(metrics).toMatch(/^bimp_sse_subscribers \d+$/m)
})

it("is not ready once it stops", async () => {
  running.stack.readiness.stopping()
  const ready = await fetch(`${running.baseUrl}/ready`)
  expect(ready.status).toBe(503)
  expect(await ready.json()).toMatchObject({ internal_code: "NOT_READY", details: null })
  expect((await fetch(`${running.baseUrl}/health`)).status).toBe(200)
})
