/**
 * @module Reads sent before the app's modules run. Evaluating the libraries and the app takes 0.2 s on a
 * desktop and 0.8 s on a slow device (CPU ×4) before the first request would go out; reads started by
 * app/start-early.ts go out at once instead. The API client and the status check take such an answer in
 * place of sending the same read again: each answer once, only with the same token and X-Min-Position it
 * was sent with, and only within MAX_AGE_MS (a page opened later reads afresh).
 */
export const MAX_AGE_MS = 10_000

/** The headers of a GET of the 1.2 API: the bearer token and the log position it must reflect. */
export const readHeaders = (accessToken: string | null, minPosition: number): Record<string, string> => ({
  ...(accessToken && { Authorization: `Bearer ${accessToken}` }),
  "X-Min-Position": String(minPosition),
})

type Sent = { readonly answer: Promise<Response>; readonly accessToken: string | null; readonly minPosition: number; readonly at: number }
const sent = new Map<string, Sent>()

/** Sends a GET now (an API read with `readHeaders`, or a plain one without a token). */
export const sendEarly = (path: string, read: { accessToken: string | null; minPosition: number } | "plain", now = Date.now()) => {
  const init: RequestInit = read === "plain" ? { cache: "no-store" } : { headers: readHeaders(read.accessToken, read.minPosition) }
  const answer = fetch(path, init)
  // Failures reach whoever takes the answer; one nobody takes must not count as unhandled.
  answer.catch(() => undefined)
  sent.set(path, { answer, at: now, ...(read === "plain" ? { accessToken: null, minPosition: 0 } : read) })
}

/** The answer of an early GET of `path`, once, if it was sent alike and recently; else undefined. */
export const takeEarly = (path: string, read: { accessToken: string | null; minPosition: number } | "plain", now = Date.now()): Promise<Response> | undefined => {
  const early = sent.get(path)
  if (!early) return undefined
  sent.delete(path)
  const same = read === "plain" || (early.accessToken === read.accessToken && early.minPosition >= read.minPosition)
  return same && now - early.at <= MAX_AGE_MS ? early.answer : undefined
}

/** Forgets every early read (tests). */
export const forgetEarlyReads = () => sent.clear()
