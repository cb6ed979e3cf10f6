/**
 * @module Live updates: one SSE connection per tab (GET /1.2/live) as an rxjs stream. Each notice
 * `{position, project_id, kinds}` invalidates the react-query keys ["project", id, kind] (and the project
 * lists); users and organisations (project_id null) invalidate ["users"] and ["organisations"] (keys in
 * query-keys.ts), so a change made in another browser appears without reload. Reconnects resume after the last
 * position seen (`?since=`) and, to be safe, invalidate everything once; the first connection resumes after
 * the tab's earliest read (what changed between the page's reads and the stream's opening is replayed).
 */
import { JOB_EVENT, parseJobNotice } from "@bimprofile/contracts/live/job-notice"
import type { LiveKind } from "@bimprofile/contracts/live/live-kinds"
import type { QueryClient } from "@tanstack/react-query"
import { Observable, retry, share, timer } from "rxjs"
import { invalidateAnswers } from "./invalidate-answers"
import { jobNotice$ } from "./job-notices"
import { refreshOwnUser } from "./own-user"
import { earliestReadPosition, seenPosition } from "./positions"
import { getSession } from "./session"

export type LiveNotice = { position: number; project_id: number | null; kinds: string[] | null }

let lastPosition = 0

const connect = () =>
  new Observable<LiveNotice | "reconnected">((subscriber) => {
    const token = getSession().accessToken
    if (!token) {
      subscriber.error(new Error("not logged in"))
      return
    }
    const since = lastPosition || earliestReadPosition()
    const url = `/1.2/live?access_token=${encodeURIComponent(token)}${since ? `&since=${since}` : ""}`
    const source = new EventSource(url)
    let opened = false
    source.onopen = () => {
      if (lastPosition) subscriber.next("reconnected")
      opened = true
    }
    // Sent once the stream is live: where a reconnect resumes even when nothing changed meanwhile.
    source.addEventListener("ready", (message) => {
      const position = Number((message as MessageEvent<string>).lastEventId)
      if (Number.isFinite(position)) lastPosition = Math.max(lastPosition, position)
    })
    // A job's progress (no id: the resume position stays the read models'); followers read it from jobNotice$.
    source.addEventListener(JOB_EVENT, (message) => {
      const notice = parseJobNotice((message as MessageEvent<string>).data)
      if (notice) jobNotice$.next(notice)
    })
    source.onmessage = (message) => {
      try {
        const notice = JSON.parse(message.data) as LiveNotice
        lastPosition = Math.max(lastPosition, notice.position)
        subscriber.next(notice)
      } catch {
        /* a malformed notice is ignored */
      }
    }
    source.onerror = () => {
      // Reconnect ourselves with the current token (EventSource would reuse an expired one).
      source.close()
      subscriber.error(new Error(opened ? "live connection lost" : "live connection refused"))
    }
    return () => source.close()
  })

/** The tab's one live stream; connects on first subscriber, retries with backoff, closes when unused. */
export const live$ = connect().pipe(
  // The back-off starts anew after each successful reconnect: a stream ends normally when its token expires.
  retry({ resetOnSuccess: true, delay: (_error, count) => timer(Math.min(30_000, 1_000 * 2 ** Math.min(count, 5))) }),
  share(),
)

const IDENTITY_KINDS: readonly string[] = ["users", "organisations", "permissions"]

/**
 * Invalidates every answer a notice may change. `onOwnAccessMayChange` runs when users, organisations or
 * permissions changed (or after a reconnect): the signed-in user's own rights are re-read then.
 */
export const applyNotice = (queryClient: QueryClient, notice: LiveNotice | "reconnected", onOwnAccessMayChange: () => void = () => {}) => {
  if (notice === "reconnected" || notice.kinds === null) {
    void queryClient.invalidateQueries()
    onOwnAccessMayChange()
    return
  }
  seenPosition(notice.position)
  const kinds = notice.kinds as LiveKind[]
  if (kinds.some((kind) => IDENTITY_KINDS.includes(kind))) onOwnAccessMayChange()
  void invalidateAnswers(queryClient, notice.project_id, kinds)
}

export const startLiveUpdates = (queryClient: QueryClient, onOwnAccessMayChange: () => void = () => void refreshOwnUser()) => {
  const subscription = live$.subscribe({ next: (notice) => applyNotice(queryClient, notice, onOwnAccessMayChange) })
  return () => subscription.unsubscribe()
}
