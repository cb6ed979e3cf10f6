/**
 * @module Forwards the app's warnings and errors to the server (spec §7, `POST /1.2/client-log`) in small
 * batches: an entry waits up to `delayMs` for others (20 go at once), and everything waiting goes when the page
 * is hidden or left (`flushAll`, sent with keepalive so it outlives the page).
 *
 * It never makes work for itself: it logs nothing, shows nothing and uses fetch directly (not the API
 * client, which toasts and logs), so a failed post cannot become an entry — no loop. On 429 it waits the
 * server's Retry-After; when the server cannot be reached (or answers 5xx) it waits a while and tries the
 * batch again; a batch the server refuses (400) is dropped, as it would be refused again. At most `maxQueued`
 * entries wait; more are counted and the count is sent as a warning of its own.
 */
import type { ClientLogEntry } from "@bimprofile/contracts/ops/client-log"
import { type ClientLogSeverity, MAX_ENTRIES_PER_POST } from "@bimprofile/contracts/ops/client-log-rules"
import { type EntryContext, toEntry } from "./log-args"

export const CLIENT_LOG_PATH = "/1.2/client-log"

/** What a post came back with: its status (0: not sent, no answer) and the Retry-After seconds of a 429. */
export type PostOutcome = { readonly status: number; readonly retryAfterSeconds?: number }
export type Post = (body: string, headers: Record<string, string>, keepalive: boolean) => Promise<PostOutcome>

export type ForwarderOptions = {
  readonly post: Post
  /** The headers of the moment: the access token when signed in, the tab's correlation id. */
  readonly headers: () => Record<string, string>
  /** Where the app is and which build runs, for each entry. */
  readonly context: () => Omit<EntryContext, "at">
  readonly now?: () => number
  readonly delayMs?: number
  readonly maxQueued?: number
  /** How long to wait after a post that got no answer (network, 5xx). */
  readonly unreachableWaitMs?: number
}

/** keepalive requests may carry 64 kB in all: a batch stays below. */
const MAX_BATCH_BYTES = 56 * 1024
const DEFAULT_RETRY_AFTER_SECONDS = 60

export class ClientLogForwarder {
  private queue: ClientLogEntry[] = []
  private dropped = 0
  private pausedUntil = 0
  private timer: ReturnType<typeof setTimeout> | undefined
  private timerDue = 0
  private sending = false
  private readonly now: () => number
  private readonly delayMs: number
  private readonly maxQueued: number
  private readonly unreachableWaitMs: number

  constructor(private readonly options: ForwarderOptions) {
    this.now = options.now ?? Date.now
    this.delayMs = options.delayMs ?? 2_000
    this.maxQueued = options.maxQueued ?? 100
    this.unreachableWaitMs = options.unreachableWaitMs ?? 30_000
  }

  /** Queues what the app logged; never throws. */
  push(severity: ClientLogSeverity, args: readonly unknown[]): void {
    try {
      if (this.queue.length >= this.maxQueued) {
        this.dropped++
        return
      }
      this.queue.push(toEntry(severity, args, { at: new Date(this.now()), ...this.options.context() }))
      this.schedule(this.queue.length >= MAX_ENTRIES_PER_POST ? 0 : this.delayMs)
    } catch {
      // A value that cannot even be shaped is not worth breaking the caller's console call for.
    }
  }

  /** How many entries wait (tests). */
  get waiting() {
    return this.queue.length
  }

  /** Sends one batch now, unless paused (429, unreachable) or one is on its way. */
  async flush(): Promise<void> {
    if (this.sending || this.now() < this.pausedUntil) return
    const batch = this.takeBatch()
    if (batch.length === 0) return
    this.sending = true
    const outcome = await this.send(batch, false)
    this.sending = false
    this.settle(batch, outcome)
    if (this.queue.length > 0 || this.dropped > 0) this.schedule(this.delayMs)
  }

  /** The page is hidden or left: everything waiting goes now, with keepalive (unless the server asked to wait). */
  flushAll(): void {
    if (this.now() < this.pausedUntil) return
    this.cancelTimer()
    for (let batch = this.takeBatch(); batch.length > 0; batch = this.takeBatch()) {
      const sent = batch
      void this.send(sent, true).then((outcome) => this.settle(sent, outcome, false))
    }
  }

  /** Up to 20 entries within MAX_BATCH_BYTES, the count of dropped ones first. */
  private takeBatch(): ClientLogEntry[] {
    const batch: ClientLogEntry[] = []
    if (this.dropped > 0) {
      batch.push(toEntry("warning", [`client log: ${this.dropped} entries dropped (more than ${this.maxQueued} waiting)`], { at: new Date(this.now()), ...this.options.context() }))
      this.dropped = 0
    }
    let bytes = 0
    while (this.queue.length > 0 && batch.length < MAX_ENTRIES_PER_POST) {
      const size = JSON.stringify(this.queue[0]).length * 3
      if (batch.length > 0 && bytes + size > MAX_BATCH_BYTES) break
      bytes += size
      batch.push(this.queue.shift()!)
    }
    return batch
  }

  private async send(batch: readonly ClientLogEntry[], keepalive: boolean): Promise<PostOutcome> {
    try {
      return await this.options.post(JSON.stringify({ entries: batch }), { "Content-Type": "application/json", ...this.options.headers() }, keepalive)
    } catch {
      return { status: 0 }
    }
  }

  /** After a post: done, or wait and keep the batch (429, unreachable), or drop it (refused). */
  private settle(batch: readonly ClientLogEntry[], outcome: PostOutcome, keep = true) {
    if (outcome.status >= 200 && outcome.status < 300) return
    if (outcome.status === 429) this.pauseFor((outcome.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS) * 1000)
    else if (outcome.status === 0 || outcome.status >= 500) this.pauseFor(this.unreachableWaitMs)
    else return // 400, 413 …: the same batch would be refused again.
    // The page is going (keep false): nothing will send it later.
    if (keep) this.requeue(batch)
  }

  private pauseFor(ms: number) {
    this.pausedUntil = Math.max(this.pausedUntil, this.now() + ms)
  }

  /** A batch back at the front, as far as there is room; what does not fit counts as dropped. */
  private requeue(batch: readonly ClientLogEntry[]) {
    const room = Math.max(0, this.maxQueued - this.queue.length)
    this.queue.unshift(...batch.slice(0, room))
    this.dropped += Math.max(0, batch.length - room)
  }

  /** A flush in `ms` (or when the pause ends); an earlier one planned stays. */
  private schedule(ms: number) {
    const due = Math.max(this.now() + ms, this.pausedUntil)
    if (this.timer !== undefined && this.timerDue <= due) return
    this.cancelTimer()
    this.timerDue = due
    this.timer = setTimeout(() => {
      this.timer = undefined
      void this.flush()
    }, due - this.now())
  }

  private cancelTimer() {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
  }
}
