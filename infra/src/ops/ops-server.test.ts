/**
 * The operations endpoints of a process without an HTTP API (projector, relay): alive is always 200, ready
 * follows the process's own answer (503 with the API's error body otherwise), metrics in Prometheus text.
 */
import { afterEach, describe, expect, it } from "vitest"
import { createLogger } from "../logger"
import { type OpsServer, readOpsAddress, startOpsServer } from "./ops-server"

const log = createLogger("ops-server-test", "error")
let server: OpsServer | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
})

describe("ops server", () => {
  it("answers /health, /ready as the process says, /metrics, and refuses other paths and methods", async () => {
    let ready = false
    server = await startOpsServer({ host: "127.0.0.1", port: 0, service: "projector", ready: async () => ready, log })
    const base = `http://127.0.0.1:${server.port}`

    const health = await fetch(`${base}/health`)
    expect([health.status, await health.json()]).toEqual([200, { status: "ok", service: "projector" }])

    const notReady = await fetch(`${base}/ready`)
    expect(notReady.status).toBe(503)
    expect(await notReady.json()).toMatchObject({ internal_code: "NOT_READY", details: null, message: expect.stringContaining("projector") })
    ready = true
    expect((await fetch(`${base}/ready`)).status).toBe(200)

    const metrics = await fetch(`${base}/metrics`)
    expect(metrics.status).toBe(200)
    expect(metrics.headers.get("content-type")).toContain("text/plain")
    expect(await metrics.text()).toMatch(/^bimp_process_cpu_user_seconds_total \d/m)

    const unknown = await fetch(`${base}/1.2/profile/projects`)
    expect([unknown.status, ((await unknown.json()) as { internal_code: string }).internal_code]).toEqual([404, "NOT_FOUND"])
    const posted = await fetch(`${base}/ready`, { method: "POST" })
    expect([posted.status, posted.headers.get("allow"), ((await posted.json()) as { internal_code: string }).internal_code]).toEqual([405, "GET, HEAD", "METHOD_NOT_ALLOWED"])
  })
})

describe("OPS_PORT", () => {
  it("is off when unset, a port on HOST (loopback by default) when set, an error when it is no port", () => {
    expect(readOpsAddress({})).toBeUndefined()
    expect(readOpsAddress({ OPS_PORT: "9464" })).toEqual({ host: "127.0.0.1", port: 9464 })
    expect(readOpsAddress({ OPS_PORT: "9464", HOST: "0.0.0.0" })).toEqual({ host: "0.0.0.0", port: 9464 })
    expect(() => readOpsAddress({ OPS_PORT: "http" })).toThrow(/OPS_PORT must be a port number/)
    expect(() => readOpsAddress({ OPS_PORT: "70000" })).toThrow(/OPS_PORT/)
  })
})
