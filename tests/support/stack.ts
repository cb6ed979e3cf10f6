/**
 * @module The real stack for system tests and benchmarks: the all-in-one launcher listening on a free
 * loopback port, on PGlite (in memory) or on a fresh database of the run's PostgreSQL cluster, plus a
 * logged-in HTTP client.
 */
import type { UpcasterRegistry } from "@bimprofile/contracts/events/upcasting/upcast"
import { serve, type ServerType } from "@hono/node-server"
import { startStack, type Stack } from "@bimprofile/launcher/stack"
import { readIdentityConfig } from "@bimprofile/infra/config"
import { createLogger, type Logger } from "@bimprofile/infra/logger"
import { mkdtempSync, rmSync } from "node:fs"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import path from "node:path"
import { createTestDatabase, testPgUrl } from "./postgres"

export type Engine = "pglite" | "pg"

export type RunningStack = {
  readonly stack: Stack
  readonly baseUrl: string
  readonly api: ApiClient
  /** A PostgreSQL URL of this stack's database (engine "pg" only). */
  readonly databaseUrl: string | undefined
  /** Where mails go without SMTP_URL. */
  readonly outboxDir: string
  stop(): Promise<void>
}

export const ADMIN = { email: "admin@bimprofile.test", password: "admin-password-for-tests" }

export type TestStackOptions = {
  engine?: Engine
  seed?: boolean
  /**
   * Sign-in settings as environment variables (SMTP_URL, APP_URL, OIDC_*, TRUST_PROXY …); nothing is read
   * from the real environment. Without SMTP_URL mails go to a temporary outbox folder (`outboxDir`).
   */
  env?: Record<string, string>
  /** The event store's upcasters instead of the product's (a test of an event's older version). */
  upcasters?: UpcasterRegistry
  /** The stack's logger, for a test that reads what is logged (default: errors only, to stderr). */
  log?: Logger
}

export const startTestStack = async ({ engine = "pglite", seed = true, env = {}, upcasters, log = createLogger("stack", "error") }: TestStackOptions = {}): Promise<RunningStack> => {
  const database = engine === "pg" ? await createTestDatabase(await testPgUrl()) : undefined
  const dataDir = mkdtempSync(path.join(tmpdir(), "bimp-test-"))
  const stack = await startStack({
    identity: readIdentityConfig(env),
    dataDir,
    database: { ...(database ? { kind: "pg" as const, url: database.url } : { kind: "pglite" as const }), ...(upcasters && { upcasters }) },
    admin: ADMIN,
    jwtSecret: "test-secret-of-this-run",
    seed,
    log,
  })
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: stack.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s))
  })
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const api = await ApiClient.login(baseUrl, ADMIN.email, ADMIN.password)
  return {
    stack,
    baseUrl,
    api,
    databaseUrl: database?.url,
    outboxDir: path.join(dataDir, "outbox"),
    async stop() {
      // Open live streams would keep server.close() waiting: end them first.
      stack.live.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await stack.stop()
      await database?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type ApiAnswer<T = any> = { status: number; body: T; headers: Headers }

/** A small client of the 1.2 API that remembers the highest X-Position it saw and sends it on reads. */
export class ApiClient {
  position = 0

  constructor(
    readonly baseUrl: string,
    readonly token: string | undefined,
  ) {}

  static async login(baseUrl: string, email: string, password: string): Promise<ApiClient> {
    const answer = await new ApiClient(baseUrl, undefined).post("/1.2/auth/login", { usr_email: email, usr_pw: password })
    if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`)
    return new ApiClient(baseUrl, answer.body.token.access_token)
  }

  get<T = any>(path: string, headers: Record<string, string> = {}) {
    return this.call<T>("GET", path, undefined, { "X-Min-Position": String(this.position), ...headers })
  }
  post<T = any>(path: string, body?: unknown) {
    return this.call<T>("POST", path, body)
  }
  patch<T = any>(path: string, body?: unknown) {
    return this.call<T>("PATCH", path, body)
  }
  delete<T = any>(path: string) {
    return this.call<T>("DELETE", path)
  }

  /** A raw request, for bodies that are not JSON (text or bytes) and headers of the test's choice. */
  async call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer<T>> {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(this.token && { Authorization: `Bearer ${this.token}` }),
        ...(body !== undefined && { "Content-Type": "application/json" }),
        ...headers,
      },
      ...(body !== undefined && { body: typeof body === "string" || body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body) }),
    })
    const position = Number(response.headers.get("x-position") ?? 0)
    if (position > this.position) this.position = position
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, body: parsed as T, headers: response.headers }
  }
}
