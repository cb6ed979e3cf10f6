/**
 * An `XMLHttpRequest` for client tests of uploads with progress (lib/fetch-with-progress.ts): it reports the
 * body sent in two steps, half then all, and answers through the stubbed `fetch` (api-stub.ts, fetch-stub.ts),
 * so one script answers both. Records each request with its body as sent (a Blob for a file).
 * `hold()` keeps the next requests at half sent until `release()`: a test sees the progress.
 */
import { vi } from "vitest"

export type SentRequest = { readonly method: string; readonly url: string; readonly headers: Record<string, string>; readonly body: unknown }

export const stubXhr = () => {
  const requests: SentRequest[] = []
  let gate: Promise<void> = Promise.resolve()
  let open: () => void = () => {}

  class StubXhr {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    onabort: (() => void) | null = null
    status = 0
    responseText = ""
    #method = "GET"
    #url = ""
    #headers: Record<string, string> = {}
    #answerHeaders = new Headers()
    #aborted = false

    open(method: string, url: string) {
      this.#method = method
      this.#url = url
    }
    setRequestHeader(name: string, value: string) {
      this.#headers[name.toLowerCase()] = value
    }
    getAllResponseHeaders() {
      return [...this.#answerHeaders].map(([name, value]) => `${name}: ${value}`).join("\r\n")
    }
    abort() {
      this.#aborted = true
      this.onabort?.()
    }
    send(body: unknown) {
      requests.push({ method: this.#method, url: this.#url, headers: { ...this.#headers }, body })
      const total = body instanceof Blob ? body.size : 0
      const progress = (loaded: number) => this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent)
      const waitFor = gate
      void (async () => {
        await Promise.resolve()
        progress(Math.floor(total / 2))
        await waitFor
        if (this.#aborted) return
        progress(total)
        try {
          const answer = await fetch(this.#url, { method: this.#method, headers: this.#headers, ...(body !== null && { body: body as BodyInit }) })
          this.status = answer.status
          this.responseText = await answer.text()
          this.#answerHeaders = answer.headers
          this.onload?.()
        } catch {
          this.onerror?.()
        }
      })()
    }
  }

  vi.stubGlobal("XMLHttpRequest", StubXhr)
  return {
    requests,
    hold: () => {
      gate = new Promise((resolve) => (open = resolve))
    },
    release: () => {
      open()
      gate = Promise.resolve()
    },
  }
}
