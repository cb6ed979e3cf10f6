/**
 * @module The server under test, run as a CHILD process of the bench (so the load driver does not share
 * its event loop): the whole product (startStack: command service, projector, query service) on the
 * PostgreSQL at DATABASE_URL, listening on 127.0.0.1:BENCH_PORT. Prints `ready <url>` when it serves.
 *
 * When started with an IPC channel (tests/bench/support/server-process.ts) it also answers probes:
 * - lag-start / lag-stop: projection lag measured HERE, in the server's own clock. A command answer with
 *   X-Position P is stamped when the response leaves the app; the lag is the time until the projector's
 *   notice `bimp_projected {position ≥ P}` reaches this process's bus (the moment a read with
 *   X-Min-Position P would be released). 0 when the checkpoint was already past P at answer time.
 * - usage-start / usage-stop: this process's CPU time and event-loop utilisation over a window.
 * - profile-start / profile-stop <file>: a V8 CPU profile of this process over a window (node:inspector),
 *   written to <file> (.cpuprofile, open it in Chrome DevTools or tests/bench/analyze-profile.ts).
 * - projector-stop / projector-start: diagnostics (BENCH_NO_PROJECTOR=1 runs loads 1 and 2 without it).
 * - gc: a full garbage collection now (support/settle.ts: the builds before a latency measurement leave a
 *   heap whose collection would otherwise land in the measured window).
 * - stop: stops the stack and exits normally (so `--cpu-prof` writes its profile).
 */
import { serve, type ServerType } from "@hono/node-server"
import { createLogger } from "@bimprofile/infra/logger"
import { startStack } from "@bimprofile/launcher/stack"
import fs from "node:fs"
import { Session } from "node:inspector/promises"
import path from "node:path"
import { performance } from "node:perf_hooks"
import v8 from "node:v8"
import { runInNewContext } from "node:vm"
import { BENCH_ADMIN, BENCH_JWT_SECRET } from "./support/bench-admin"


type Probe = { id: number; type: string; arg?: string }

/** V8's gc() without starting the process with --expose-gc. */
const collectGarbage = () => {
  v8.setFlagsFromString("--expose-gc")
  ;(runInNewContext("gc") as () => void)()
}

class LagRecorder {
  private recording = false
  private pending: { position: number; at: number }[] = []
  private projected = 0
  samples: number[] = []

  constructor(private readonly checkpoint: () => number) {}

  start() {
    this.recording = true
    this.pending = []
    this.samples = []
  }

  answered(position: number, at: number) {
    if (!this.recording) return
    if (Math.max(this.projected, this.checkpoint()) >= position) this.samples.push(0)
    else this.pending.push({ position, at })
  }

  notice(position: number, at: number) {
    if (position > this.projected) this.projected = position
    if (this.pending.length === 0) return
    const still: typeof this.pending = []
    for (const entry of this.pending) {
      if (entry.position <= position) this.samples.push(at - entry.at)
      else still.push(entry)
    }
    this.pending = still
  }

  /** Stops taking new answers and waits (bounded) for the ones still pending. */
  async stop(maxWaitMs = 5_000) {
    this.recording = false
    const deadline = performance.now() + maxWaitMs
    while (this.pending.length > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10))
    return { samples: this.samples, unresolved: this.pending.length }
  }
}

const main = async () => {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error("DATABASE_URL is not set")
  const port = Number(process.env.BENCH_PORT ?? 0)
  const stack = await startStack({
    database: { kind: "pg", url },
    admin: BENCH_ADMIN,
    jwtSecret: BENCH_JWT_SECRET,
    seed: true,
    // The built client, for the page-load measurement in Chromium (bench 9).
    clientDir: path.resolve(import.meta.dirname, "../../client/dist"),
    log: createLogger("bench-server", "error"),
  })

  const lag = new LagRecorder(() => stack.projector.checkpoint)
  stack.db.bus.subscribe("bimp_projected", (payload) => {
    const at = performance.now()
    try {
      lag.notice(Number(JSON.parse(payload).position), at)
    } catch {
      /* not ours */
    }
  })

  const server: ServerType = await new Promise((resolve) => {
    const s = serve(
      {
        hostname: "127.0.0.1",
        port,
        fetch: async (request: Request, env: unknown) => {
          const response = await stack.app.fetch(request, env)
          // Only commands answer with a position; reading a GET's headers would turn them into a Headers object.
          if (request.method === "GET") return response
          const position = response.headers.get("x-position")
          if (position) lag.answered(Number(position), performance.now())
          return response
        },
      },
      () => resolve(s),
    )
  })
  const address = server.address()
  const actualPort = typeof address === "object" && address ? address.port : port

  let profiler: Session | undefined
  let usageFrom: { cpu: NodeJS.CpuUsage; elu: ReturnType<typeof performance.eventLoopUtilization>; at: number } | undefined
  const answer = async (probe: Probe): Promise<unknown> => {
    switch (probe.type) {
      case "lag-start":
        return lag.start()
      case "lag-stop":
        return lag.stop()
      case "usage-start":
        usageFrom = { cpu: process.cpuUsage(), elu: performance.eventLoopUtilization(), at: performance.now() }
        return undefined
      case "usage-stop": {
        if (!usageFrom) return undefined
        const cpu = process.cpuUsage(usageFrom.cpu)
        const elu = performance.eventLoopUtilization(usageFrom.elu)
        return {
          wallMs: performance.now() - usageFrom.at,
          cpuMs: (cpu.user + cpu.system) / 1000,
          systemMs: cpu.system / 1000,
          eventLoopUtilization: elu.utilization,
        }
      }
      case "profile-start":
        profiler = new Session()
        profiler.connect()
        await profiler.post("Profiler.enable")
        await profiler.post("Profiler.setSamplingInterval", { interval: 500 })
        await profiler.post("Profiler.start")
        return undefined
      case "profile-stop": {
        if (!profiler || !probe.arg) return undefined
        const { profile } = await profiler.post("Profiler.stop")
        profiler.disconnect()
        profiler = undefined
        fs.mkdirSync(path.dirname(probe.arg), { recursive: true })
        fs.writeFileSync(probe.arg, JSON.stringify(profile))
        return probe.arg
      }
      // Diagnostics only (BENCH_NO_PROJECTOR=1): loads 1 and 2 without the projector, to see its cost.
      case "projector-stop":
        return stack.projector.stop()
      case "projector-start":
        return stack.projector.start()
      case "checkpoint":
        return stack.projector.checkpoint
      case "gc":
        return collectGarbage()
      case "stop":
        await new Promise<void>((resolve) => server.close(() => resolve()))
        await stack.stop()
        return undefined
      default:
        throw new Error(`unknown probe ${probe.type}`)
    }
  }
  process.on("message", (message: Probe) => {
    answer(message).then(
      (result) => {
        process.send?.({ id: message.id, result })
        if (message.type === "stop") setTimeout(() => process.exit(0), 20)
      },
      (error: unknown) => process.send?.({ id: message.id, error: String(error) }),
    )
  })
  // The bench died without stopping us: do not linger.
  process.once("disconnect", () => void answer({ id: 0, type: "stop" }).finally(() => process.exit(0)))
  // Without a parent (run by hand): stop cleanly on Ctrl-C.
  process.once("SIGINT", () => void answer({ id: 0, type: "stop" }).finally(() => process.exit(0)))
  process.once("SIGTERM", () => void answer({ id: 0, type: "stop" }).finally(() => process.exit(0)))

  console.log(`ready http://127.0.0.1:${actualPort}`)
  process.send?.({ id: -1, result: { port: actualPort, pid: process.pid } })
}

main().catch((error: unknown) => {
  console.error("bench server failed:", error)
  process.exit(1)
})
