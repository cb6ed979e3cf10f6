/**
 * @module A minimal HTTP/1.1 keep-alive client over plain loopback sockets, for the load driver only.
 *
 * On a 2-core machine the driver competes with the server and PostgreSQL for the same cores; node:http's
 * client costs about 100 µs of CPU per request, this one a fraction of that. It does just what the bench
 * needs: one request at a time per connection (no pipelining), Content-Length or chunked answers, a
 * pool of idle connections, every request bounded by a timeout.
 */
import net from "node:net"

export type RawAnswer = { status: number; headers: Map<string, string>; body: Buffer }

const HEADER_END = Buffer.from("\r\n\r\n")
const IDLE_LIMIT_MS = 3_000 // below the server's keep-alive timeout (5 s): never reuse a socket it may close

class Connection {
  readonly socket: net.Socket
  idleSince = 0
  closed = false
  private buffer: Buffer = Buffer.alloc(0)
  /** An answer whose head is parsed and whose body of known length is still arriving. */
  private body: { status: number; headers: Map<string, string>; target: Buffer; filled: number } | undefined
  private pending: { resolve: (answer: RawAnswer) => void; reject: (error: Error) => void } | undefined

  constructor(host: string, port: number) {
    this.socket = net.connect({ host, port, noDelay: true })
    this.socket.on("data", (chunk: Buffer) => this.receive(chunk))
    const fail = (error: Error) => {
      this.closed = true
      const pending = this.pending
      this.pending = undefined
      pending?.reject(error)
    }
    this.socket.on("error", fail)
    this.socket.on("close", () => fail(new Error("connection closed by the server")))
  }

  send(head: string, body: Buffer | undefined): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject }
      this.socket.write(body ? Buffer.concat([Buffer.from(head, "latin1"), body]) : Buffer.from(head, "latin1"))
    })
  }

  /**
   * Appends a chunk. A body whose length is known is copied once into a buffer of its size: concatenating
   * every chunk with what came before would copy a 400 KiB answer about six times and make the driver's
   * GC run every few reads, inside the timed window.
   */
  private receive(chunk: Buffer) {
    if (this.body) {
      const { target } = this.body
      const take = Math.min(chunk.length, target.length - this.body.filled)
      chunk.copy(target, this.body.filled, 0, take)
      this.body.filled += take
      if (this.body.filled < target.length) return
      const { status, headers } = this.body
      this.body = undefined
      this.buffer = take < chunk.length ? chunk.subarray(take) : Buffer.alloc(0)
      this.finish(status, headers, target)
      return
    }
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk
    this.tryParse()
  }

  private tryParse() {
    if (!this.pending) return
    const headerEnd = this.buffer.indexOf(HEADER_END)
    if (headerEnd < 0) return
    const lines = this.buffer.toString("latin1", 0, headerEnd).split("\r\n")
    const status = Number(lines[0]!.split(" ")[1])
    const headers = new Map<string, string>()
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!
      const colon = line.indexOf(":")
      if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
    }
    const start = headerEnd + 4
    let body: Buffer
    let consumed: number
    const length = headers.get("content-length")
    if (length !== undefined) {
      const end = start + Number(length)
      if (this.buffer.length < end) {
        // The rest of the body is still on its way: collect it in place (receive).
        const target = Buffer.allocUnsafe(Number(length))
        const filled = this.buffer.copy(target, 0, start)
        this.buffer = Buffer.alloc(0)
        this.body = { status, headers, target, filled }
        return
      }
      body = this.buffer.subarray(start, end)
      consumed = end
    } else if (headers.get("transfer-encoding")?.includes("chunked")) {
      const parts: Buffer[] = []
      let at = start
      for (;;) {
        const lineEnd = this.buffer.indexOf("\r\n", at)
        if (lineEnd < 0) return
        const size = parseInt(this.buffer.toString("latin1", at, lineEnd), 16)
        if (size === 0) {
          const trailerEnd = this.buffer.indexOf("\r\n", lineEnd + 2)
          if (trailerEnd < 0) return
          consumed = trailerEnd + 2
          break
        }
        if (this.buffer.length < lineEnd + 2 + size + 2) return
        parts.push(this.buffer.subarray(lineEnd + 2, lineEnd + 2 + size))
        at = lineEnd + 2 + size + 2
      }
      body = Buffer.concat(parts)
    } else if (status === 204 || status === 304) {
      body = Buffer.alloc(0)
      consumed = start
    } else {
      // Neither length nor chunks: the body ends with the connection. The bench never gets such answers.
      this.pending.reject(new Error(`HTTP ${status} answer without Content-Length`))
      this.pending = undefined
      this.socket.destroy()
      return
    }
    this.buffer = this.buffer.subarray(consumed)
    this.finish(status, headers, body)
  }

  private finish(status: number, headers: Map<string, string>, body: Buffer) {
    const pending = this.pending
    if (!pending) return
    this.pending = undefined
    if (headers.get("connection")?.toLowerCase() === "close") {
      this.closed = true
      this.socket.end()
    }
    pending.resolve({ status, headers, body })
  }
}

export class RawHttpClient {
  private readonly idle: Connection[] = []
  private readonly all = new Set<Connection>()

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  async request(method: string, path: string, headers: Record<string, string>, body: Buffer | undefined, timeoutMs: number): Promise<RawAnswer> {
    const connection = this.acquire()
    let head = `${method} ${path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\n`
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`
    if (body) head += `Content-Length: ${body.length}\r\n`
    head += "\r\n"
    let timer: NodeJS.Timeout | undefined
    try {
      const answer = await Promise.race([
        connection.send(head, body),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            connection.socket.destroy()
            reject(new Error(`${method} ${path} timed out after ${timeoutMs} ms`))
          }, timeoutMs)
        }),
      ])
      this.release(connection)
      return answer
    } catch (error) {
      connection.closed = true
      connection.socket.destroy()
      this.all.delete(connection)
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  close() {
    for (const connection of this.all) connection.socket.destroy()
    this.all.clear()
    this.idle.length = 0
  }

  private acquire(): Connection {
    const now = performance.now()
    for (;;) {
      const connection = this.idle.pop()
      if (!connection) break
      if (!connection.closed && now - connection.idleSince < IDLE_LIMIT_MS) return connection
      connection.socket.destroy()
      this.all.delete(connection)
    }
    const connection = new Connection(this.host, this.port)
    this.all.add(connection)
    return connection
  }

  private release(connection: Connection) {
    if (connection.closed) {
      this.all.delete(connection)
      return
    }
    connection.idleSince = performance.now()
    this.idle.push(connection)
  }
}
