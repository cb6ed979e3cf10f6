/**
 * A `fetch` answering by method and path, for page tests where refetch order is not the point: each
 * route gives its answers in turn and keeps repeating the last. Records every call like `stubFetch`.
 */
import { vi } from "vitest"
import type { RecordedCall } from "./fetch-stub"

export type Answer = { status: number; body?: unknown }

/** `routes` keys are "GET /1.2/user/users" (path with query string). */
export const stubApi = (routes: Record<string, Answer | Answer[]>) => {
  const queues = new Map(Object.entries(routes).map(([key, answers]) => [key, Array.isArray(answers) ? [...answers] : [answers]]))
  const calls: RecordedCall[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost")
    const method = init.method ?? "GET"
    const path = url.pathname + url.search
    calls.push({
      method,
      path,
      headers: Object.fromEntries([...new Headers(init.headers).entries()].map(([name, value]) => [name.toLowerCase(), value])),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    })
    const queue = queues.get(`${method} ${path}`)
    if (!queue || queue.length === 0) throw new Error(`unexpected fetch ${method} ${path}`)
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!
    const text = answer.body === undefined ? "" : JSON.stringify(answer.body)
    return new Response(answer.status === 204 ? null : text, { status: answer.status })
  })
  vi.stubGlobal("fetch", fetch)
  return { fetch, calls, sent: (method: string) => calls.filter((c) => c.method === method) }
}
