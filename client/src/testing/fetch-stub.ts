/**
 * A scripted `fetch` for client tests: answers in order, records every call (method, path, headers, body).
 * Only the browser boundary is stubbed; the code under test runs unchanged.
 */
import { vi } from "vitest"

export type Scripted = { status: number; body?: unknown; headers?: Record<string, string> } | Error

export type RecordedCall = { method: string; path: string; headers: Record<string, string>; body: unknown }

export const stubFetch = (...answers: Scripted[]) => {
  const queue = [...answers]
  const calls: RecordedCall[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost")
    calls.push({
      method: init.method ?? "GET",
      path: url.pathname + url.search,
      headers: Object.fromEntries([...new Headers(init.headers).entries()].map(([name, value]) => [name.toLowerCase(), value])),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    })
    const next = queue.shift()
    if (!next) throw new Error(`unexpected fetch ${init.method ?? "GET"} ${url.pathname}`)
    if (next instanceof Error) throw next
    const text = next.body === undefined ? "" : typeof next.body === "string" ? next.body : JSON.stringify(next.body)
    return new Response(next.status === 204 ? null : text, { status: next.status, headers: next.headers ?? {} })
  })
  vi.stubGlobal("fetch", fetch)
  return { fetch, calls, pending: () => queue.length }
}
