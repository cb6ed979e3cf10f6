/**
 * @module The load driver's HTTP client: JSON in and out over keep-alive loopback connections (one per
 * concurrent client), every request bounded by a timeout. It sits on support/raw-http.ts, which costs the
 * driver much less CPU than node:http or fetch, so the driver steals as little as possible of the two
 * cores the server and PostgreSQL need.
 */
import { gunzipSync } from "node:zlib"
import { type RawAnswer, RawHttpClient } from "./raw-http"

export type HttpAnswer = {
  readonly status: number
  readonly body: any
  /** X-Position of a command answer, 0 when absent. */
  readonly position: number
}

const REQUEST_TIMEOUT_MS = 15_000

export class BenchHttp {
  private readonly client: RawHttpClient

  constructor(
    baseUrl: string,
    private readonly token: string | undefined,
  ) {
    const url = new URL(baseUrl)
    if (url.hostname !== "127.0.0.1" && url.hostname !== "localhost") throw new Error(`the bench only talks to loopback, not ${url.hostname}`)
    this.client = new RawHttpClient(url.hostname, Number(url.port))
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.call("GET", path, undefined, headers)
  }
  post(path: string, body: unknown) {
    return this.call("POST", path, body)
  }
  patch(path: string, body: unknown) {
    return this.call("PATCH", path, body)
  }

  /** A file as the body (an upload), with its media type. */
  async upload(path: string, bytes: Buffer, type: string): Promise<HttpAnswer> {
    const headers: Record<string, string> = { "Content-Type": type }
    if (this.token) headers.Authorization = `Bearer ${this.token}`
    return decodeAnswer(await this.client.request("POST", path, headers, bytes, REQUEST_TIMEOUT_MS))
  }

  async call(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<HttpAnswer> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
    return decodeAnswer(await this.receive(method, path, extraHeaders, payload))
  }

  /** The answer as received, up to its last byte: no decoding (a latency window ends here). */
  receive(method: string, path: string, extraHeaders: Record<string, string> = {}, payload?: Buffer): Promise<RawAnswer> {
    const headers: Record<string, string> = { ...extraHeaders }
    if (this.token) headers.Authorization = `Bearer ${this.token}`
    if (payload) headers["Content-Type"] = "application/json"
    return this.client.request(method, path, headers, payload, REQUEST_TIMEOUT_MS)
  }

  close() {
    this.client.close()
  }
}

/** A received answer with its JSON body parsed (text when it is not JSON), gunzipped first when it came gzipped. */
export const decodeAnswer = (answer: RawAnswer): HttpAnswer & { readonly bytes: number } => {
  let parsed: unknown = undefined
  const body = answer.headers.get("content-encoding") === "gzip" ? gunzipSync(answer.body) : answer.body
  if (body.length > 0) {
    const text = body.toString("utf8")
    parsed = text
    if ((answer.headers.get("content-type") ?? "").includes("json")) {
      try {
        parsed = JSON.parse(text)
      } catch {
        /* keep the text */
      }
    }
  }
  return { status: answer.status, body: parsed, position: Number(answer.headers.get("x-position") ?? 0), bytes: body.length }
}

/** Fails loudly when a setup call did not succeed (measurement calls count statuses instead). */
export const expectOk = (answer: HttpAnswer, what: string): HttpAnswer => {
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer
}
