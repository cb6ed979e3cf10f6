/**
 * @module `/health`, `/ready` and `/metrics` for a process without an HTTP API of its own (the projector,
 * the relay), on `OPS_PORT`: a bare node:http server, so nothing of the product's API comes with it.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import type { Logger } from "../logger"
import { healthAnswer, metricsAnswer, type OpsAnswer, readyAnswer } from "./ops-answers"
import type { Ready } from "./readiness"

export type OpsServerOptions = {
  readonly host: string
  /** 0: a free port the OS picks (tests). */
  readonly port: number
  readonly service: string
  readonly ready: Ready
  readonly log: Logger
}

export type OpsServer = { readonly port: number; close(): Promise<void> }

/**
 * Where a process without an HTTP API serves its operations endpoints: OPS_PORT (none when unset) on HOST,
 * loopback by default — /metrics is for the operator's network, not the public one.
 */
export const readOpsAddress = (env: NodeJS.ProcessEnv = process.env): { host: string; port: number } | undefined => {
  if (env.OPS_PORT === undefined || env.OPS_PORT === "") return undefined
  const port = Number(env.OPS_PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`OPS_PORT must be a port number (0–65535), not "${env.OPS_PORT}"`)
  return { host: env.HOST || "127.0.0.1", port }
}

const answerTo = async (method: string | undefined, path: string, service: string, ready: Ready): Promise<OpsAnswer> => {
  const known = path === "/health" || path === "/ready" || path === "/metrics"
  const problem = (status: number, internal_code: string, message: string): OpsAnswer => ({
    status,
    contentType: "application/json; charset=utf-8",
    body: JSON.stringify({ message, internal_code, details: null }),
  })
  if (!known) return problem(404, "NOT_FOUND", `Der Pfad ${path} existiert nicht.`)
  if (method !== "GET" && method !== "HEAD") return problem(405, "METHOD_NOT_ALLOWED", `Die Methode ${method} ist für ${path} nicht erlaubt (erlaubt: GET).`)
  if (path === "/health") return healthAnswer(service)
  if (path === "/ready") return readyAnswer(service, ready)
  return metricsAnswer()
}

export const startOpsServer = async ({ host, port, service, ready, log }: OpsServerOptions): Promise<OpsServer> => {
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://ops").pathname
    answerTo(request.method, path, service, ready)
      .catch((error: unknown): OpsAnswer => {
        log.error("ops endpoint failed", { path, error: String(error) })
        return { status: 500, contentType: "application/json; charset=utf-8", body: JSON.stringify({ message: "Interner Fehler.", internal_code: "INTERNAL", details: null }) }
      })
      .then((answer) => {
        const headers = { "Content-Type": answer.contentType, "Cache-Control": "no-store", ...(answer.status === 405 ? { Allow: "GET, HEAD" } : {}) }
        response.writeHead(answer.status, headers).end(request.method === "HEAD" ? undefined : answer.body)
      })
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => resolve())
  })
  const actual = (server.address() as AddressInfo).port
  log.info(`ops endpoints listening on ${host}:${actual}`, { paths: ["/health", "/ready", "/metrics"] })
  return {
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
