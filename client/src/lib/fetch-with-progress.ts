/**
 * @module A `fetch` that tells how much of the body was sent: fetch has no upload progress, XMLHttpRequest
 * does. It answers a `Response` like fetch, so the API client handles its answer as any other (api-client.ts).
 */

/** Header lines of `getAllResponseHeaders()` as Headers. */
const headersOf = (raw: string) => {
  const headers = new Headers()
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(":")
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
  }
  return headers
}

/** Statuses whose answer has no body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 204, 205, 304])

export const fetchWithProgress =
  (onProgress: (sent: number, total: number) => void) =>
  (url: string, init: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const request = new XMLHttpRequest()
      request.open(init.method ?? "GET", url)
      for (const [name, value] of new Headers(init.headers)) request.setRequestHeader(name, value)
      request.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0)
      request.onload = () =>
        resolve(new Response(NO_BODY.has(request.status) ? null : request.responseText, { status: request.status, headers: headersOf(request.getAllResponseHeaders()) }))
      // As fetch: a network failure is a TypeError, a cancel an AbortError.
      request.onerror = () => reject(new TypeError("Failed to fetch"))
      const cancelled = () => reject(new DOMException("The upload was cancelled.", "AbortError"))
      request.onabort = cancelled
      const signal = init.signal
      if (signal?.aborted) return cancelled()
      signal?.addEventListener("abort", () => request.abort(), { once: true })
      request.send((init.body ?? null) as XMLHttpRequestBodyInit | null)
    })
