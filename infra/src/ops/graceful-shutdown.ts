/**
 * @module Stopping a service on SIGTERM (an orchestrator, `kill`) or SIGINT (Ctrl-C) without dropping work:
 * the steps run in order — typically: say not ready, stop accepting and let the requests in flight finish
 * (`closeHttpServer`), stop the job runners and the projector after their current batch, close the
 * database — and the process exits 0 (1 if a step failed or all of it took longer than `deadlineMs`).
 * A second signal exits at once: whoever sends it wants the process gone now.
 */
import type http from "node:http"
import type { Logger } from "../logger"

export type ShutdownStep = () => Promise<void> | void

export type ShutdownOptions = {
  /** The whole shutdown's bound; past it the process exits 1 (default 30 s). */
  readonly deadlineMs?: number
}

const SIGNAL_EXIT: Record<"SIGTERM" | "SIGINT", number> = { SIGTERM: 143, SIGINT: 130 }

export const onShutdown = (log: Logger, steps: readonly ShutdownStep[], { deadlineMs = 30_000 }: ShutdownOptions = {}): void => {
  let stopping = false
  const stop = async (signal: "SIGTERM" | "SIGINT") => {
    if (stopping) {
      log.warn(`${signal} again: exiting at once`)
      process.exit(SIGNAL_EXIT[signal])
    }
    stopping = true
    log.info(`${signal}: stopping — finishing the work in flight`)
    const deadline = setTimeout(() => {
      log.error(`shutdown took longer than ${deadlineMs / 1000} s: exiting`)
      process.exit(1)
    }, deadlineMs)
    deadline.unref()
    let failed = false
    for (const step of steps) {
      try {
        await step()
      } catch (error) {
        failed = true
        log.error("a shutdown step failed", { error: String((error as Error)?.stack ?? error) })
      }
    }
    log.info("stopped")
    process.exit(failed ? 1 : 0)
  }
  process.on("SIGTERM", () => void stop("SIGTERM"))
  process.on("SIGINT", () => void stop("SIGINT"))
}

/** An HTTP server as @hono/node-server's `serve` returns it; an HTTP/2 server has no idle connections to cut. */
type ClosableServer = { close(done?: (error?: Error) => void): unknown } & Partial<Pick<http.Server, "closeIdleConnections" | "closeAllConnections">>

/**
 * Stops accepting connections and resolves once the requests in flight are answered; after `graceMs` the
 * connections still open are cut. Keep-alive connections are closed as soon as they fall idle (a client
 * could otherwise hold the server open with a connection it never uses again). Long-lived answers such as
 * live streams should be ended by their owner alongside (LiveHub.close).
 */
export const closeHttpServer = (server: ClosableServer, graceMs = 10_000): Promise<void> =>
  new Promise<void>((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections?.(), 50)
    const cut = setTimeout(() => server.closeAllConnections?.(), graceMs)
    server.close(() => {
      clearInterval(idle)
      clearTimeout(cut)
      resolve()
    })
    server.closeIdleConnections?.()
  })
