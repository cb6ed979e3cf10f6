/**
 * What an operator relies on when the services run as processes of their own (docs/operations.md): /health
 * and /ready, /metrics in Prometheus text (requests per route pattern, events appended, the projector's lag),
 * JSON log lines carrying the request's correlation id, and a SIGTERM that lets the request in flight finish
 * before the process exits 0. The command service, the query service and the projector (with OPS_PORT) run
 * on PostgreSQL as in distributed mode.
 */
import http from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type DistributedServices, startDistributedServices } from "../support/distributed-services"
import { type ServiceProcess, startServiceProcess } from "../support/service-process"
import { ADMIN, ApiClient } from "../support/stack"

let services: DistributedServices | undefined
let projector: ServiceProcess | undefined

beforeAll(async () => {
  // LOG_LEVEL=debug: a line per request (infra/src/ops/access-log.ts).
  services = await startDistributedServices("bimp_operations", { serviceEnv: { LOG_LEVEL: "debug" } })
  projector = await startServiceProcess("projector/src/cli.ts", { ...services.env, OPS_PORT: "0", PROJECTOR_IDLE_POLL_MS: "100" }, ["run"])
}, 180_000)

afterAll(async () => {
  await projector?.stop()
  await services?.stop()
})

type Sample = { readonly name: string; readonly labels: Record<string, string>; readonly value: number }

/** The samples of a Prometheus text answer (comments left out). */
const parsePrometheus = (text: string): Sample[] =>
  text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
      if (!match) throw new Error(`not a Prometheus sample: ${line}`)
      const labels = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]))
      return { name: match[1]!, labels, value: Number(match[3]) }
    })

const scrape = async (baseUrl: string) => {
  const answer = await fetch(`${baseUrl}/metrics`)
  expect(answer.status).toBe(200)
  expect(answer.headers.get("content-type")).toContain("text/plain; version=0.0.4")
  const text = await answer.text()
  return { text, samples: parsePrometheus(text) }
}

const sum = (samples: readonly Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((total, s) => total + s.value, 0)

const eventually = async <T>(read: () => Promise<T>, holds: (value: T) => boolean, what: string): Promise<T> => {
  const deadline = Date.now() + 20_000
  for (;;) {
    const value = await read()
    if (holds(value)) return value
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe("health and readiness", () => {
  it("says alive and ready on the command service, the query service and the projector", async () => {
    const projectorOps = projector!.baseUrl
    for (const [service, base] of [
      ["command-service", services!.commands.baseUrl],
      ["query-service", services!.queries.baseUrl],
      ["projector", projectorOps],
    ] as const) {
      const health = await fetch(`${base}/health`)
      expect([health.status, await health.json()], service).toEqual([200, { status: "ok", service }])
      const ready = await fetch(`${base}/ready`)
      expect([ready.status, await ready.json()], service).toEqual([200, { status: "ready", service }])
    }
  })
})

describe("metrics", () => {
  it("counts reads per route pattern, never per raw path", async () => {
    const { commands, queries } = services!
    const { token } = await ApiClient.login(commands.baseUrl, ADMIN.email, ADMIN.password)
    const reads = new ApiClient(queries.baseUrl, token)
    const projectId = (await reads.get("/status/info")).body.default_project_id as number
    const before = await scrape(queries.baseUrl)
    for (let i = 0; i < 3; i++) expect((await reads.get(`/1.2/profile/projects/${projectId}`)).status).toBe(200)
    const after = await scrape(queries.baseUrl)

    const route = after.samples.find((s) => s.name === "bimp_http_requests_total" && s.labels.method === "GET" && s.labels.route?.startsWith("/1.2/profile/projects/:"))
    expect(route, after.text).toBeDefined()
    const labels = { method: "GET", route: route!.labels.route!, status: "200" }
    expect(labels.route).toMatch(/^\/1\.2\/profile\/projects\/:\w+$/)
    expect(sum(after.samples, "bimp_http_requests_total", labels) - sum(before.samples, "bimp_http_requests_total", labels)).toBe(3)
    expect(sum(after.samples, "bimp_http_request_duration_seconds_count", labels) - sum(before.samples, "bimp_http_request_duration_seconds_count", labels)).toBe(3)
    const routes = after.samples.filter((s) => s.name === "bimp_http_requests_total").map((s) => s.labels.route!)
    expect(routes.filter((r) => /\/\d+(\/|$)/.test(r))).toEqual([])
    // Node's own metrics, with the same prefix.
    expect(sum(after.samples, "bimp_process_cpu_user_seconds_total")).toBeGreaterThan(0)
  })

  it("counts the events a command appends, and shows the projector catching up with them", async () => {
    const { commands, queries } = services!
    const writes = await ApiClient.login(commands.baseUrl, ADMIN.email, ADMIN.password)
    const before = sum((await scrape(commands.baseUrl)).samples, "bimp_events_appended_total")
    const created = await writes.post("/1.2/profile/projects", { pro_name: `Betrieb ${Date.now()}` })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const after = await scrape(commands.baseUrl)
    expect(sum(after.samples, "bimp_events_appended_total")).toBeGreaterThan(before)
    expect(after.samples.some((s) => s.name === "bimp_events_appended_total" && s.labels.type === "ProjectCreated"), after.text).toBe(true)
    expect(sum(after.samples, "bimp_http_requests_total", { method: "POST", route: "/1.2/profile/projects", status: "201" })).toBeGreaterThanOrEqual(1)

    // The lag as the query service and the projector see it: present, and back to 0 once projected.
    for (const base of [queries.baseUrl, projector!.baseUrl]) {
      const caughtUp = await eventually(
        async () => (await scrape(base)).samples,
        (samples) => samples.some((s) => s.name === "bimp_projector_lag_events") && sum(samples, "bimp_projector_lag_events") === 0,
        `projector lag on ${base}`,
      )
      expect(caughtUp.filter((s) => s.name === "bimp_projector_lag_seconds").map((s) => s.value)).toEqual([0])
    }
    const { text } = await scrape(queries.baseUrl)
    expect(text).toMatch(/^bimp_sse_subscribers 0$/m)
    expect(text).toContain("# TYPE bimp_jobs gauge")
    expect(text).toContain("# TYPE bimp_jobs_finished_total counter")
  })
})

describe("logs", () => {
  it("writes JSON lines, the request's carrying its X-Correlation-Id", async () => {
    const { queries } = services!
    const answer = await fetch(`${queries.baseUrl}/status/info`, { headers: { "X-Correlation-Id": "ops-test.request_1" } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get("x-correlation-id")).toBe("ops-test.request_1")
    const entries = await eventually(
      async () => queries.log().split("\n").filter((line) => line.includes("ops-test.request_1")),
      (lines) => lines.length > 0,
      "the request's log line",
    )
    const entry = JSON.parse(entries[0]!)
    expect(entry).toMatchObject({ level: "debug", service: "query-service", msg: "request", method: "GET", path: "/status/info", status: 200, correlationId: "ops-test.request_1" })
    expect(new Date(entry.time).toISOString()).toBe(entry.time)
    // Every line the service wrote is one JSON object.
    for (const line of queries.log().split("\n").filter(Boolean)) expect(() => JSON.parse(line), line).not.toThrow()
  })
})

/** Sends a request's headers and half its body, and the rest when asked: a request in flight, for as long as the test likes. */
const slowRequest = (baseUrl: string, path: string, token: string, body: string) => {
  const url = new URL(path, baseUrl)
  const half = Math.floor(body.length / 2)
  let answered: (value: { status: number; body: string }) => void = () => {}
  let failed: (error: Error) => void = () => {}
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => ((answered = resolve), (failed = reject)))
  const request = http.request(
    { host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), Authorization: `Bearer ${token}` } },
    (response) => {
      let text = ""
      response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk))
      response.on("end", () => answered({ status: response.statusCode ?? 0, body: text }))
    },
  )
  request.on("error", failed)
  request.write(body.slice(0, half))
  return { answer, finish: () => request.end(body.slice(half)) }
}

describe("graceful shutdown", () => {
  it("on SIGTERM stops accepting, lets the request in flight finish and exits 0", async () => {
    const { commands } = services!
    const { token } = await ApiClient.login(commands.baseUrl, ADMIN.email, ADMIN.password)
    const inFlight = slowRequest(commands.baseUrl, "/1.2/profile/projects", token!, JSON.stringify({ pro_name: `Im Flug ${Date.now()}` }))
    await new Promise((resolve) => setTimeout(resolve, 300))

    commands.signal("SIGTERM")
    // New connections are refused from now on …
    await eventually(
      () => fetch(`${commands.baseUrl}/health`).then(() => "accepted", () => "refused"),
      (state) => state === "refused",
      "a new connection after SIGTERM",
    )
    // … while the request that was in flight is still served to its end.
    inFlight.finish()
    const answer = await inFlight.answer
    expect(answer.status, answer.body).toBe(201)
    expect(JSON.parse(answer.body)).toMatchObject({ pro_id: expect.any(Number) })
    expect(await commands.exit, commands.log()).toEqual({ code: 0, signal: null })
    expect(commands.log()).toMatch(/"msg":"SIGTERM: stopping/)
    expect(commands.log()).toMatch(/"msg":"stopped"/)
  })
})
