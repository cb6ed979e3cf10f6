/**
 * GET /1.2/live against the running stack, on both engines (PGlite's in-process bus and PostgreSQL's
 * LISTEN/NOTIFY): a real streaming HTTP request receives, for a change made through the API, a
 * notification naming the project and the read models that changed — only once the read models show it.
 * A stream that resumes with Last-Event-ID (or ?since=) first gets what changed while it was away.
 */
import type { LiveNotification } from "@bimprofile/contracts/live/live-notification"
import { SseReader } from "@bimprofile/query-service/testing/sse-reader"
import { afterEach, describe, expect, it } from "vitest"
import { newMilestone, newProject, newRole, unique } from "../support/profile-fixtures"
import type { ApiAnswer, RunningStack } from "../support/stack"
import { useTestStack } from "../support/use-test-stack"

const positionOf = (answer: ApiAnswer): number => {
  expect(answer.headers.get("x-position"), JSON.stringify(answer.body)).toMatch(/^\d+$/)
  return Number(answer.headers.get("x-position"))
}

describe.each(["pglite", "pg"] as const)("live updates on %s", (engine) => {
  const running: RunningStack = useTestStack({ engine })

  const readers: SseReader[] = []
  /** Opens the stream; the stack's server only stops once every stream is closed, so each is closed after its test. */
  const subscribe = async (query = "", headers: Record<string, string> = { Authorization: `Bearer ${running.api.token}` }) => {
    const response = await fetch(`${running.baseUrl}/1.2/live${query}`, { headers })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("text/event-stream")
    const reader = new SseReader(response)
    readers.push(reader)
    return reader
  }
  /** The position the stream is live from (its `ready` event). */
  const ready = async (reader: SseReader) => {
    const message = await reader.next((m) => m.event === "ready")
    expect(JSON.parse(message.data!)).toEqual({ position: Number(message.id) })
    return Number(message.id)
  }
  const about = (projectId: number, kind?: string) => (data: LiveNotification) =>
    data.project_id === projectId && (kind === undefined || (data.kinds ?? []).includes(kind as never))
  /** Waits until the live hub passed every change the API client made (its notices may still be on the way). */
  const caughtUp = async () => {
    const deadline = Date.now() + 5_000
    while (running.stack.live.position < running.api.position && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(running.stack.live.position).toBeGreaterThanOrEqual(running.api.position)
  }
  /** A GET that sends exactly this X-Min-Position. */
  const readAt = (path: string, position: number) => running.api.call("GET", path, undefined, { "X-Min-Position": String(position) })

  afterEach(async () => {
    for (const reader of readers.splice(0)) await reader.close()
  })

  it("answers 401 with the error body, not a stream, without a token or with a bad one", async () => {
    const anonymous = await fetch(`${running.baseUrl}/1.2/live`)
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get("content-type")).toContain("application/json")
    expect(await anonymous.json()).toEqual({ message: expect.any(String), internal_code: "AUTH_NO_TOK", details: null })
    const garbage = await fetch(`${running.baseUrl}/1.2/live?access_token=garbage`)
    expect(garbage.status).toBe(401)
    expect(await garbage.json()).toMatchObject({ internal_code: "AUTH_INV_TOK" })
    const refresh = (await running.api.post("/1.2/auth/login", { usr_email: "admin@bimprofile.test", usr_pw: "admin-password-for-tests" })).body.token
      .refresh_token
    expect((await fetch(`${running.baseUrl}/1.2/live`, { headers: { Authorization: `Bearer ${refresh}` } })).status).toBe(401)
  })

  it("accepts the access token as ?access_token= (EventSource cannot send headers)", async () => {
    const reader = await subscribe(`?access_token=${encodeURIComponent(running.api.token!)}`, {})
    expect(await reader.next()).toEqual({ retry: expect.any(Number) })
    expect(await ready(reader)).toBeGreaterThan(0)
  })

  it("notifies a change with its project and kinds once the read models show it", async () => {
    const { api } = running
    await caughtUp()
    const reader = await subscribe()
    const from = await ready(reader)

    const created = await api.post("/1.2/profile/projects", { pro_name: unique("Live") })
    expect(created.status).toBe(201)
    const projectId = created.body.pro_id as number
    const kinds = new Set<string>()
    let last = 0
    // A project is created with its four phases and its creator's admin permission (docs/identity.md): one or
    // more notifications, together naming the three kinds.
    while (!(kinds.has("projects") && kinds.has("phases") && kinds.has("permissions"))) {
      const { id, data } = await reader.nextData(about(projectId))
      expect(Number(id)).toBe(data.position)
      expect(data.position).toBeGreaterThan(Math.max(from, last))
      for (const kind of data.kinds!) kinds.add(kind)
      last = data.position
    }
    expect([...kinds].sort()).toEqual(["permissions", "phases", "projects"])
    expect(last).toBeGreaterThanOrEqual(positionOf(created))
    // Sent after the commit: a read now sees the project, without waiting.
    const project = await readAt(`/1.2/profile/projects/${projectId}`, last)
    expect(project.status).toBe(200)
    expect(project.headers.get("x-position-pending")).toBeNull()
    expect(Number(project.headers.get("x-read-position"))).toBeGreaterThanOrEqual(last)
    const phases = await readAt(`/1.2/profile/phases?pha_pro_id=${projectId}`, last)
    expect(phases.body).toHaveLength(4)

    const mst = await api.post("/1.2/profile/milestones", { mst_pha_id: phases.body[0].pha_id, mst_name: "Live-Meilenstein" })
    expect(mst.status).toBe(201)
    const milestone = await reader.nextData(about(projectId))
    expect(milestone.data).toEqual({ position: Number(milestone.id), project_id: projectId, kinds: ["milestones"] })
    expect(milestone.data.position).toBeGreaterThanOrEqual(positionOf(mst))
    const milestones = await readAt(`/1.2/profile/milestones?mst_pro_id=${projectId}`, milestone.data.position)
    expect(milestones.headers.get("x-position-pending")).toBeNull()
    expect(milestones.body.map((m: any) => m.mst_name)).toEqual(["Live-Meilenstein"])

    const renamed = await api.patch(`/1.2/profile/projects/${projectId}`, { pro_name: "Live umbenannt" })
    expect(renamed.status).toBe(200)
    const rename = await reader.nextData(about(projectId))
    expect(rename.data).toMatchObject({ project_id: projectId, kinds: ["projects"] })
    expect((await readAt(`/1.2/profile/projects/${projectId}`, rename.data.position)).body.pro_name).toBe("Live umbenannt")
  })

  it("tells every stream, and only about the projects that changed", async () => {
    const { api } = running
    const quiet = await newProject(api)
    const busy = await newProject(api)
    await caughtUp()
    const first = await subscribe()
    const second = await subscribe()
    await Promise.all([ready(first), ready(second)])
    const role = await newRole(api, busy.pro_id)
    for (const reader of [first, second]) {
      const { data } = await reader.nextData(about(busy.pro_id))
      expect(data).toMatchObject({ project_id: busy.pro_id, kinds: ["roles"] })
      expect((await readAt(`/1.2/profile/roles_project/${role.rop_id}`, data.position)).status).toBe(200)
    }
    expect((await first.drain(300)).filter((m) => m.data && JSON.parse(m.data).project_id === quiet.pro_id)).toEqual([])
  })

  it("replays what changed while disconnected when the stream resumes with Last-Event-ID, then goes live", async () => {
    const { api } = running
    const a = await newProject(api)
    const b = await newProject(api)
    const untouched = await newProject(api)
    await caughtUp()
    const before = await subscribe()
    const lastSeen = await ready(before)
    await before.close()

    // While away: a milestone in A, a role in B and B renamed.
    const milestone = await newMilestone(api, a.phases.planung)
    await newRole(api, b.pro_id)
    const renamed = await api.patch(`/1.2/profile/projects/${b.pro_id}`, { pro_name: unique("B neu") })
    const head = positionOf(renamed)
    // So that all of it is in the past when the stream resumes (else the rest would simply arrive live).
    await caughtUp()

    const resumed = await subscribe("", { Authorization: `Bearer ${api.token}`, "Last-Event-ID": String(lastSeen) })
    const replayed: { id: string | undefined; data: LiveNotification }[] = []
    let live: number | undefined
    while (live === undefined) {
      const message = await resumed.next((m) => m.data !== undefined)
      if (message.event === "ready") live = Number(message.id)
      else replayed.push({ id: message.id, data: JSON.parse(message.data!) })
    }
    expect(live).toBeGreaterThanOrEqual(head)
    const byProject = new Map(replayed.map((r) => [r.data.project_id, r.data]))
    expect(byProject.get(a.pro_id)).toMatchObject({ kinds: ["milestones"] })
    expect(byProject.get(b.pro_id)).toMatchObject({ kinds: ["projects", "roles"], position: head })
    expect(byProject.has(untouched.pro_id)).toBe(false)
    const ids = replayed.map((r) => Number(r.id))
    expect(ids).toEqual([...ids].sort((x, y) => x - y))
    for (const { id, data } of replayed) {
      expect(Number(id)).toBe(data.position)
      expect(data.position).toBeGreaterThan(lastSeen)
    }
    // Each replayed position is one the read models already reached.
    const milestones = await readAt(`/1.2/profile/milestones?mst_pro_id=${a.pro_id}`, byProject.get(a.pro_id)!.position)
    expect(milestones.headers.get("x-position-pending")).toBeNull()
    expect(milestones.body.map((m: any) => m.mst_id)).toEqual([milestone.mst_id])

    // And then live.
    await newRole(api, untouched.pro_id)
    expect((await resumed.nextData(about(untouched.pro_id))).data).toMatchObject({ project_id: untouched.pro_id, kinds: ["roles"] })
  })

  it("replays from ?since= too, and resuming at the current position replays nothing", async () => {
    const { api } = running
    const project = await newProject(api)
    await caughtUp()
    const start = await ready(await subscribe())
    await newRole(api, project.pro_id)
    await caughtUp()
    const since = await subscribe(`?since=${start}`)
    const replay = await since.nextData()
    expect(replay.data).toEqual({ position: Number(replay.id), project_id: project.pro_id, kinds: ["roles"] })
    const now = await ready(since)
    expect(now).toBeGreaterThanOrEqual(replay.data.position)
    const current = await subscribe("", { Authorization: `Bearer ${api.token}`, "Last-Event-ID": String(now) })
    const first = await current.next((m) => m.data !== undefined)
    expect(first.event).toBe("ready")
    expect(Number(first.id)).toBe(now)
  })

  it("a last id ahead of the read models (another database) gets 'everything may have changed'", async () => {
    const reader = await subscribe("", { Authorization: `Bearer ${running.api.token}`, "Last-Event-ID": String(10 ** 12) })
    const { id, data } = await reader.nextData()
    expect(data).toEqual({ position: Number(id), project_id: null, kinds: null })
    expect(await ready(reader)).toBe(data.position)
  })

  it("stops listening when the client disconnects", async () => {
    const { stack } = running
    const listeners = async (count: number) => {
      const deadline = Date.now() + 5_000
      while (stack.live.listenerCount !== count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
      expect(stack.live.listenerCount).toBe(count)
    }
    // The streams of the earlier tests were closed by the client: the server has let them all go.
    await listeners(0)
    const reader = await subscribe()
    await ready(reader)
    expect(stack.live.listenerCount).toBe(1)
    await reader.close()
    await listeners(0)
  })
})
