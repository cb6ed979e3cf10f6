/**
 * @module For tests: reads a Server-Sent Events response message by message, as a browser's EventSource
 * would parse it (comments kept, so heartbeats can be seen).
 */

export type SseMessage = {
  readonly id?: string
  readonly event?: string
  readonly data?: string
  readonly retry?: number
  /** The text of a comment line (`: ping`). */
  readonly comment?: string
}

export class SseReader {
  private buffer = ""
  private readonly decoder = new TextDecoder()
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>
  private readonly parsed: SseMessage[] = []
  private pendingRead: ReturnType<ReadableStreamDefaultReader<Uint8Array>["read"]> | undefined

  constructor(readonly response: Response) {
    if (!response.body) throw new Error("the response has no body")
    this.reader = response.body.getReader()
  }

  /** The next message (comments included) that satisfies `wanted`; throws after `timeoutMs`. */
  async next(wanted: (message: SseMessage) => boolean = () => true, timeoutMs = 5_000): Promise<SseMessage> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      while (this.parsed.length > 0) {
        const message = this.parsed.shift()!
        if (wanted(message)) return message
      }
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no wanted message within ${timeoutMs} ms`)
      this.pendingRead ??= this.reader.read()
      let timer: ReturnType<typeof setTimeout> | undefined
      const result = await Promise.race([
        this.pendingRead,
        new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), left))),
      ])
      clearTimeout(timer)
      if (result === "timeout") continue
      this.pendingRead = undefined
      if (result.done) throw new Error("the stream ended")
      this.feed(this.decoder.decode(result.value, { stream: true }))
    }
  }

  /** The next data message (no comment, no named event), its data parsed as JSON, with its id. */
  async nextData<T = any>(wanted: (data: T, id: string | undefined) => boolean = () => true, timeoutMs?: number): Promise<{ id: string | undefined; data: T }> {
    const message = await this.next((m) => m.data !== undefined && m.event === undefined && wanted(JSON.parse(m.data), m.id), timeoutMs)
    return { id: message.id, data: JSON.parse(message.data!) }
  }

  /** Every message that arrives within `ms` (for "nothing more comes"). */
  async drain(ms: number): Promise<SseMessage[]> {
    const seen: SseMessage[] = []
    try {
      for (;;) seen.push(await this.next(() => true, ms))
    } catch {
      return seen
    }
  }

  async close() {
    await this.reader.cancel().catch(() => {})
  }

  private feed(text: string) {
    this.buffer += text.replace(/\r\n?/g, "\n")
    let end: number
    while ((end = this.buffer.indexOf("\n\n")) >= 0) {
      const block = this.buffer.slice(0, end)
      this.buffer = this.buffer.slice(end + 2)
      const message: { -readonly [K in keyof SseMessage]: SseMessage[K] } = {}
      const data: string[] = []
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) {
          message.comment = line.slice(1).trim()
          continue
        }
        const colon = line.indexOf(":")
        const field = colon < 0 ? line : line.slice(0, colon)
        const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "")
        if (field === "data") data.push(value)
        else if (field === "id") message.id = value
        else if (field === "event") message.event = value
        else if (field === "retry") message.retry = Number(value)
      }
      if (data.length > 0) message.data = data.join("\n")
      this.parsed.push(message)
    }
  }
}
