/**
 * `npm run start:distributed` end to end, on loopback with ports and a data directory of the test's: the launcher
 * brings up PostgreSQL, Kafka, two command services, two query services, the projector, the relay and nginx, and
 * through nginx a user signs in (command service), creates a project (command service), reads it (query service),
 * and two live streams held by the two query services both hear of it; the client's index.html is served and
 * /metrics is not. SIGTERM stops every process it started, exit code 0, and leaves the data for the next start,
 * which still has the project; a service killed there brings the whole set down (exit code 1).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { SseReader } from "@bimprofile/query-service/testing/sse-reader"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { freePort, processesUsing, processRuns, type RunningLauncher, startLauncher } from "./launcher-process"

/** The administrator the first start creates (BIMP_ADMIN_EMAIL / BIMP_ADMIN_PASSWORD). */
const ADMIN = { email: "admin@bimprofile.test", password: "admin-password-for-tests" }

const PROJECT_NAME = "Verteilt hinter nginx"

let dataDir: string
let env: Record<string, string>
const launchers: RunningLauncher[] = []
const readers: SseReader[] = []

beforeAll(async () => {
  // PostgreSQL and nginx's workers drop root: the directory must be reachable by other users.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bimp-distributed-"))
  fs.chmodSync(dataDir, 0o755)
  env = {
    PORT: String(await freePort()),
    KAFKA_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    BIMP_ADMIN_EMAIL: ADMIN.email,
    BIMP_ADMIN_PASSWORD: ADMIN.password,
  }
})

afterAll(async () => {
  for (const reader of readers) await reader.close()
  for (const launcher of launchers) await launcher.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const start = async () => {
  const launcher = await startLauncher(env)
  launchers.push(launcher)
  return launcher
}

/** A client of the API through nginx: signs in, then sends its token and the last X-Position it saw on reads. */
const signIn = async (url: string) => {
  const login = await fetch(`${url}/1.2/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ usr_email: ADMIN.email, usr_pw: ADMIN.password }),
  })
  expect(login.status).toBe(200)
  const token: string = (await login.json()).token.access_token
  let position = "0"
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(method === "GET" ? { "X-Min-Position": position } : { "content-type": "application/json" }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
    position = response.headers.get("x-position") ?? position
    return { status: response.status, body: await response.json(), upstream: response.headers.get("x-bimp-upstream") }
  }
  return { token, get: (path: string) => call("GET", path), post: (path: string, body: unknown) => call("POST", path, body) }
}

/** host:port of the parts the launcher printed under these names. */
const serversOf = (launcher: RunningLauncher, prefix: string) =>
  launcher.parts.filter((part) => part.name.startsWith(prefix)).map((part) => part.address.replace(/^http:\/\//, ""))

/** Opens a live stream through nginx and reads it up to its `ready` event; which query service holds it is in X-Bimp-Upstream. */
const openStream = async (url: string, token: string) => {
  const response = await fetch(`${url}/1.2/live`, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  const reader = new SseReader(response)
  readers.push(reader)
  await reader.next((message) => message.event === "ready", 10_000)
  return { reader, upstream: response.headers.get("x-bimp-upstream") }
}

const expectStopsCleanly = async (launcher: RunningLauncher) => {
  expect(await launcher.stop(), launcher.output()).toBe(0)
  expect(launcher.output()).toMatch(/SIGTERM: stopping…\s+stopped\./)
  for (const part of launcher.parts) expect(processRuns(part.pid), `${part.name} (pid ${part.pid}) still runs`).toBe(false)
  expect(processesUsing(dataDir)).toEqual([])
  // PostgreSQL's cluster stays for the next start.
  expect(fs.existsSync(path.join(dataDir, "postgres/PG_VERSION"))).toBe(true)
}

describe("npm run start:distributed", () => {
  let projectId: number

  it("runs the whole set behind nginx: writes to the command services, reads and live updates from both query services", async () => {
    const launcher = await start()
    expect(launcher.parts.map((part) => part.name)).toEqual(["postgresql", "kafka", "command-1", "command-2", "query-1", "query-2", "projector", "relay", "nginx"])
    expect(launcher.url).toBe(`http://127.0.0.1:${env.PORT}`)
    expect(launcher.output()).toMatch(/^DATABASE_URL=postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/m)
    expect(launcher.output()).toContain(`KAFKA_BROKERS=127.0.0.1:${env.KAFKA_PORT}`)
    const commandServers = serversOf(launcher, "command-")
    const queryServers = serversOf(launcher, "query-")

    // The client and nothing of the operators'.
    const index = await fetch(`${launcher.url}/`)
    expect(index.status).toBe(200)
    expect(index.headers.get("content-type")).toContain("text/html")
    expect(await index.text()).toContain('<div id="root">')
    expect((await fetch(`${launcher.url}/metrics`)).status).toBe(404)

    const api = await signIn(launcher.url)

    // Two live streams: least_conn gives the second to the query service without one.
    const first = await openStream(launcher.url, api.token)
    const second = await openStream(launcher.url, api.token)
    expect([first.upstream, second.upstream].sort()).toEqual([...queryServers].sort())

    const created = await api.post("/1.2/profile/projects", { pro_name: PROJECT_NAME })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(commandServers).toContain(created.upstream)
    projectId = created.body.pro_id

    const read = await api.get(`/1.2/profile/projects/${projectId}`)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ pro_id: projectId, pro_name: PROJECT_NAME })
    expect(queryServers).toContain(read.upstream)

    for (const { reader } of [first, second]) {
      const notice = await reader.nextData<{ project_id?: number; kinds?: string[] }>((data) => data.project_id === projectId, 10_000)
      expect(notice.data.kinds).toContain("projects")
    }
    for (const reader of readers.splice(0)) await reader.close()

    await expectStopsCleanly(launcher)
  }, 300_000)

  it("starts again on the same DATA_DIR with the project still there, and goes down whole when a service dies", async () => {
    expect(projectId).toBeDefined()
    const launcher = await start()
    const api = await signIn(launcher.url)
    const read = await api.get(`/1.2/profile/projects/${projectId}`)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ pro_id: projectId, pro_name: PROJECT_NAME })

    // Not restarted: reported, and the set stopped (exit code 1) with nothing left running.
    const victim = launcher.parts.find((part) => part.name === "query-2")!
    process.kill(victim.pid, "SIGKILL")
    expect(await launcher.exited, launcher.output()).toBe(1)
    expect(launcher.output()).toContain(`query-2 (pid ${victim.pid}) exited unexpectedly (signal SIGKILL)`)
    for (const part of launcher.parts) expect(processRuns(part.pid), `${part.name} (pid ${part.pid}) still runs`).toBe(false)
    expect(processesUsing(dataDir)).toEqual([])
  }, 300_000)
})
