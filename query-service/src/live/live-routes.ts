/**
 * @module GET /1.2/live: a Server-Sent Events stream of `{position, project_id, kinds}` notifications, sent
 * after the projector committed. Each message's `id:` is its position: a browser that reconnects sends it
 * back as `Last-Event-ID` (or a client passes `?since=`), and what changed since then is replayed from
 * the log before the stream goes live. Then an `event: ready` message names the position the stream is
 * live from (its id is where the next reconnect resumes). `: ping` comments every 15 s keep proxies from
 * closing an idle stream. The token comes as `Authorization: Bearer` or, for EventSource, `?access_token=`.
 * A stream ends when its token expires (the client reconnects with its new one), and one user holds at
 * most `maxStreamsPerUser` streams at once (BIMP_LIVE_STREAMS_PER_USER; beyond: 429 LIVE_LIMIT).
 *
 * @example
 *   const source = new EventSource(`/1.2/live?access_token=${token}`)
 *   source.onmessage = (m) => { const { project_id, kinds } = JSON.parse(m.data) … }
 */
import type { LiveNotification, LiveReady } from "@bimprofile/contracts/live/live-notification"
import type { TokenSigner } from "@bimprofile/infra/auth/tokens"
import { type AuthEnv, authenticate } from "@bimprofile/infra/http/authenticate"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import type { Logger } from "@bimprofile/infra/logger"
import { type Context, Hono } from "hono"
import { type SSEStreamingApi, streamSSE } from "hono/streaming"
import { invalidToken } from "../access/viewer-middleware"
import type { LiveAccess } from "./live-access"
import { type AddressedNotification, toListener } from "./live-filter"
import { everythingChanged } from "./live-changes"
import type { LiveBatch, LiveSource } from "./live-hub"
import { type JobNoticeSource, jobMessage, mayReceiveJob } from "./live-jobs"

export const HEARTBEAT_MS = 15_000
export const RETRY_MS = 3_000
/** Notifications waiting for a slow listener before they collapse into one "everything may have changed". */
export const MAX_PENDING = 1_000
/** Open streams of one user: a tab holds one, so this allows many tabs and devices but not a flood. */
export const MAX_STREAMS_PER_USER = 20

export type LiveRoutesOptions = {
  readonly source: LiveSource
  readonly signer: TokenSigner
  readonly log: Logger
  /** What each listener may read now: notifications of other projects are left out. */
  readonly access: Pick<LiveAccess, "viewer" | "visibleTo">
  readonly heartbeatMs?: number
  readonly retryMs?: number
  readonly maxPending?: number
  readonly maxStreamsPerUser?: number
  /** Job progress for `event: job` messages (live-jobs.ts). */
  readonly jobs?: JobNoticeSource | undefined
}

const tooManyStreams = (limit: number) =>
  new HttpProblem(429, "LIVE_LIMIT", `Zu viele gleichzeitige Live-Verbindungen (höchstens ${limit}). Bitte schliessen Sie andere Fenster.`, {
    max_streams: String(limit),
  })

export const liveRoutes = ({
  source,
  signer,
  log,
  access,
  jobs,
  heartbeatMs = HEARTBEAT_MS,
  retryMs = RETRY_MS,
  maxPending = MAX_PENDING,
  maxStreamsPerUser = MAX_STREAMS_PER_USER,
}: LiveRoutesOptions) => {
  /** Open streams per user (of this process). */
  const open = new Map<number, number>()
  const release = (userId: number) => {
    const left = (open.get(userId) ?? 1) - 1
    if (left > 0) open.set(userId, left)
    else open.delete(userId)
  }
  return new Hono<AuthEnv>().get("/", authenticate(signer, { queryToken: true }), async function liveStream(c) {
    const { userId } = c.get("caller")
    // A token of an unknown or erased user is void, here as on every read.
    if (!(await access.viewer(userId))) throw invalidToken()
    const resume = resumePosition(c)
    // nginx and other proxies buffer responses unless told not to.
    c.header("X-Accel-Buffering", "no")
    // Hono answers HEAD with a GET's headers and drops its body unread: a stream would never learn it ended.
    if (c.req.method === "HEAD") {
      c.header("Content-Type", "text/event-stream")
      c.header("Cache-Control", "no-cache")
      return c.body(null)
    }
    if ((open.get(userId) ?? 0) >= maxStreamsPerUser) throw tooManyStreams(maxStreamsPerUser)
    open.set(userId, (open.get(userId) ?? 0) + 1)
    const expiresAt = c.get("tokenExpiresAt")
    return streamSSE(c, async (stream) => {
      const out = new Outbox(stream, maxPending)
      // Filtered in order: what the listener may read is asked at once (one query for all streams of a
      // batch), the answers are sent one after another.
      let filtered: Promise<unknown> = Promise.resolve()
      const send = (notifications: readonly AddressedNotification[]) => {
        const visible = access.visibleTo(userId, notifications)
        filtered = filtered.then(async () => out.send(await visible)).catch((error: unknown) => {
          // Nothing of a project unchecked: "everything may have changed" names none.
          log.warn("live updates: could not filter notifications", { error: String(error) })
          const last = notifications.at(-1)
          if (last) out.send([everythingChanged(last.position)])
        })
        return filtered
      }
      let end = () => {}
      const ended = new Promise<void>((resolve) => (end = resolve))
      stream.onAbort(end)
      // Listen first and hold what arrives until the past was replayed: nothing falls between the two.
      let liveFrom: number | undefined
      const held: LiveBatch[] = []
      const unsubscribe = source.subscribe((batch) => {
        if (liveFrom === undefined) held.push(batch)
        else void send(batch.notifications)
      }, end)
      // Job notices in the order they came, each sent once its addressee is checked.
      let jobChecks: Promise<unknown> = Promise.resolve()
      const unsubscribeJobs =
        jobs?.subscribe((notice) => {
          const may = mayReceiveJob(access, userId, notice)
          jobChecks = jobChecks.then(async () => (await may) && out.raw(jobMessage(notice.notice))).catch((error: unknown) => log.warn("live updates: could not filter a job notice", { error: String(error) }))
        }) ?? (() => {})
      const heartbeat = setInterval(() => out.raw(": ping\n\n"), heartbeatMs)
      // The token's end is the stream's: access is only ever as long as the token says.
      const expiry = setTimeout(end, Math.min(2 ** 31 - 1, Math.max(0, expiresAt - Date.now())))
      try {
        out.raw(`retry: ${retryMs}\n\n`)
        await source.settled()
        const upTo = source.position
        await send(await replay(source, resume, upTo, log))
        out.ready(upTo)
        for (const batch of held) if (batch.position > upTo) void send(batch.notifications)
        held.length = 0
        liveFrom = upTo
        // The stream closes when this callback returns: keep it until the listener leaves or the service stops.
        await ended
      } finally {
        clearInterval(heartbeat)
        clearTimeout(expiry)
        unsubscribe()
        unsubscribeJobs()
        release(userId)
      }
    })
  })
}

/** What changed after the listener's last position up to `upTo`; everything when that is unknown. */
const replay = async (source: LiveSource, resume: number | "unknown" | undefined, upTo: number, log: Logger): Promise<AddressedNotification[]> => {
  if (resume === undefined) return []
  // A position ahead of the read models belongs to another database (or a rebuilt one).
  if (resume === "unknown" || resume > upTo) return [everythingChanged(upTo)]
  try {
    return await source.changesBetween(resume, upTo)
  } catch (error) {
    log.warn("live updates: replay failed", { error: String(error), resume, upTo })
    return [everythingChanged(upTo)]
  }
}

const POSITION = /^\d{1,15}$/

/**
 * Where the listener left off: `Last-Event-ID` (a browser's reconnect) wins over `?since=` (the URL it
 * first opened). A Last-Event-ID that is not a position is "unknown"; a bad `since` is a 400.
 */
const resumePosition = (c: Context): number | "unknown" | undefined => {
  const lastEventId = c.req.header("last-event-id")?.trim()
  if (lastEventId) return POSITION.test(lastEventId) ? Number(lastEventId) : "unknown"
  const since = c.req.query("since")
  if (since === undefined || since === "") return undefined
  if (!POSITION.test(since))
    throw new HttpProblem(400, "VALIDATION", `Ungültiger Wert für since: «${since}» ist keine Position.`, { since: `«${since}» ist keine Position.` })
  return Number(since)
}

// Only the notification's own fields: who else receives it stays in the service.
const message = (notification: LiveNotification) => `id: ${notification.position}\ndata: ${JSON.stringify(toListener(notification))}\n\n`

/**
 * The writes of one stream, one after another. The notifications of a step go out in one write, so a
 * listener never holds one of them without the others. A listener too slow to take them gets one
 * "everything may have changed" at the latest position instead.
 */
class Outbox {
  private chain: Promise<unknown> = Promise.resolve()
  private pending = 0
  private overflow: number | undefined

  constructor(
    private readonly stream: SSEStreamingApi,
    private readonly maxPending: number,
  ) {}

  raw(text: string) {
    this.enqueue(text, 0)
  }

  send(notifications: readonly LiveNotification[]) {
    if (notifications.length === 0) return
    if (this.overflow !== undefined || this.pending + notifications.length > this.maxPending) {
      this.overflow = Math.max(this.overflow ?? 0, notifications.at(-1)!.position)
      if (this.pending === 0) this.flushOverflow()
      return
    }
    this.enqueue(notifications.map(message).join(""), notifications.length)
  }

  ready(position: number) {
    // The data is the contract's LiveReady, as the OpenAPI document names it for `event: ready`.
    const data: LiveReady = { position }
    this.enqueue(`event: ready\nid: ${position}\ndata: ${JSON.stringify(data)}\n\n`, 0)
  }

  private flushOverflow() {
    const position = this.overflow!
    this.overflow = undefined
    this.enqueue(message(everythingChanged(position)), 1)
  }

  private enqueue(text: string, count: number) {
    this.pending += count
    this.chain = this.chain.then(async () => {
      await this.stream.write(text)
      this.pending -= count
      if (this.pending === 0 && this.overflow !== undefined) this.flushOverflow()
    })
  }
}
