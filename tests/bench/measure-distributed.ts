/**
 * @module Measurements of the distributed set (`npm run bench:distributed`), all through nginx of
 * `npm run start:distributed` (two command services, two query services, projector, relay, Kafka):
 * - dst-cmd: commands of 32 clients, each in its own project (the mixed cycle of bench 1), beside the bare HTTP
 *   ceiling of the same nginx (a trivial read answered by a query service) and the raw INSERT rate of the same
 *   PostgreSQL;
 * - dst-kafka / dst-sse: the end-to-end latency of single commands, from the command's answer to a Kafka consumer
 *   seeing its last event and to an SSE client (GET /1.2/live through nginx) being told, while 8 clients keep
 *   issuing commands beside them.
 */
import { EVENTS_TOPIC, fromCloudEvent } from "@bimprofile/contracts/integration/cloud-event"
import { createEventConsumer, type EventConsumer } from "@bimprofile/infra/kafka/event-consumer"
import type { Logger } from "@bimprofile/infra/logger"
import { SseReader } from "@bimprofile/query-service/testing/sse-reader"
import type { RawInsertResult } from "./measure-raw-insert"
import { commandCycle, createProject, type ProjectUnderLoad } from "./support/command-cycle"
import type { BenchHttp } from "./support/http-client"
import { runLoad, type LoadResult } from "./support/load"
import { type Row, verdict } from "./support/report"
import { formatInt, formatMs, type LatencySummary, round, summarize } from "./support/stats"

export const TARGET_END_TO_END = { p95: 100 }
const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }

export type DistributedMeasurement = {
  readonly ceiling: LoadResult & { readonly latency: LatencySummary }
  readonly commands: LoadResult & { readonly latency: LatencySummary }
  readonly toKafka: LatencySummary
  readonly toSse: LatencySummary
  readonly probes: number
  readonly backgroundPerSecond: number
}

/** Resolves waiters once a position (or a later one) has arrived, with the time it arrived. */
class Arrivals {
  private highest = 0
  private readonly waiters: { position: number; resolve: (at: number) => void }[] = []

  arrived(position: number): void {
    if (position <= this.highest) return
    this.highest = position
    const now = performance.now()
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      if (this.waiters[i]!.position <= position) this.waiters.splice(i, 1)[0]!.resolve(now)
    }
  }

  waitFor(position: number, timeoutMs = 10_000): Promise<number> {
    if (position <= this.highest) return Promise.resolve(performance.now())
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`position ${position} did not arrive within ${timeoutMs} ms`)), timeoutMs)
      this.waiters.push({ position, resolve: (at) => (clearTimeout(timer), resolve(at)) })
    })
  }
}

export const measureDistributed = async (options: {
  readonly http: BenchHttp
  readonly url: string
  readonly token: string
  readonly brokers: string
  readonly warmupMs: number
  readonly measureMs: number
  readonly progress: (message: string) => void
}): Promise<DistributedMeasurement> => {
  const { http, progress } = options
  progress("bare HTTP ceiling through nginx (GET /1.2/status/info, 32 clients)")
  const ceilingLoad = await runLoad({ workers: Array.from({ length: 32 }, () => () => http.get("/1.2/status/info")), warmupMs: 1_000, measureMs: 5_000 })
  const ceiling = { ...ceilingLoad, latency: summarize(ceilingLoad.latencies) }

  progress("32 projects for the command load")
  const projects: ProjectUnderLoad[] = []
  for (let i = 0; i < 32; i++) projects.push(await createProject(http, `Bench verteilt ${i}`))
  progress("commands through nginx, 32 clients")
  const commandLoad = await runLoad({
    workers: projects.map((project, i) => commandCycle(http, project, `dst${i}`)),
    warmupMs: options.warmupMs,
    measureMs: options.measureMs,
  })
  const commands = { ...commandLoad, latency: summarize(commandLoad.latencies) }

  progress("end-to-end latency to a Kafka consumer and an SSE client, 8 clients of load beside")
  const kafka = new Arrivals()
  const consumer: EventConsumer = createEventConsumer({ brokers: [options.brokers], clientId: "bench-e2e", log: quiet, topic: EVENTS_TOPIC, groupId: `bench-e2e-${Date.now()}`, fromBeginning: false })
  await consumer.start(async (messages) => {
    for (const message of messages) kafka.arrived(fromCloudEvent(JSON.parse(message.value ?? "null")).globalPosition)
  })
  const sse = new Arrivals()
  const stream = await fetch(`${options.url}/1.2/live`, { headers: { Authorization: `Bearer ${options.token}` } })
  const reader = new SseReader(stream)
  let reading = true
  const readLoop = (async () => {
    while (reading) {
      const message = await reader.next(() => true, 60_000).catch(() => undefined)
      if (message?.id && message.event !== "ready") sse.arrived(Number(message.id))
    }
  })()
  try {
    const probe = projects[0]!
    const milestone = await http.post("/1.2/profile/milestones", { mst_pha_id: probe.phaseIds[0], mst_name: "Sonde", mst_desc: "e2e" })
    // The consumer is assigned its partitions only after it joined: wait until it sees the probe's creation.
    const joined = Date.now() + 60_000
    while (Date.now() < joined) {
      const answer = await http.patch(`/1.2/profile/milestones/${milestone.body.mst_id}`, { mst_desc: `warm ${Date.now()}` })
      const seen = await kafka.waitFor(answer.position, 1_000).then(() => true, () => false)
      if (seen) break
    }
    const toKafka: number[] = []
    const toSse: number[] = []
    const background = runLoad({ workers: projects.slice(1, 9).map((project, i) => commandCycle(http, project, `bg${i}`)), warmupMs: 0, measureMs: 25_000 })
    const probesUntil = performance.now() + 20_000
    let probes = 0
    while (performance.now() < probesUntil) {
      const answer = await http.patch(`/1.2/profile/milestones/${milestone.body.mst_id}`, { mst_desc: `Sonde ${probes}` })
      const answeredAt = performance.now()
      const position = answer.position
      const [kafkaAt, sseAt] = await Promise.all([kafka.waitFor(position), sse.waitFor(position)])
      toKafka.push(kafkaAt - answeredAt)
      toSse.push(sseAt - answeredAt)
      probes += 1
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const backgroundLoad = await background
    return { ceiling, commands, toKafka: summarize(toKafka), toSse: summarize(toSse), probes, backgroundPerSecond: backgroundLoad.perSecond }
  } finally {
    reading = false
    await reader.close().catch(() => {})
    await readLoop
    await consumer.stop()
  }
}

export const rowsOfDistributed = (result: DistributedMeasurement, raw: Pick<RawInsertResult, "perSecond">): Row[] => [
  {
    id: "dst",
    measurement: "Commands through nginx, two command-service processes: 32 clients, each in its own project (mixed cycle of bench 1)",
    result:
      `${formatInt(result.commands.perSecond)} commands/s, p50 ${formatMs(result.commands.latency.p50)}, p95 ${formatMs(result.commands.latency.p95)}; ` +
      `same run: nginx's bare HTTP ceiling ${formatInt(result.ceiling.perSecond)} req/s (p95 ${formatMs(result.ceiling.latency.p95)}; commands = ${(result.commands.perSecond / result.ceiling.perSecond).toFixed(2)}×), ` +
      `raw INSERTs ${formatInt(raw.perSecond)}/s (${(result.commands.perSecond / raw.perSecond).toFixed(2)}×)`,
    target: "info",
    verdict: "info",
    reference: "—",
    figures: {
      commandsPerSecond: round(result.commands.perSecond),
      commandP95: round(result.commands.latency.p95, 2),
      statuses: result.commands.statuses,
      ceilingPerSecond: round(result.ceiling.perSecond),
      rawInsertsPerSecond: round(raw.perSecond),
    },
  },
  {
    id: "e2k",
    measurement: `End to end: command answered → its event at a Kafka consumer (relay, acks=all) — ${result.probes} probes while 8 clients issue ${formatInt(result.backgroundPerSecond)} commands/s`,
    result: `p50 ${formatMs(result.toKafka.p50)}, p95 ${formatMs(result.toKafka.p95)}, max ${formatMs(result.toKafka.max)}`,
    target: `p95 ≤ ${TARGET_END_TO_END.p95} ms`,
    verdict: verdict(result.toKafka.p95 <= TARGET_END_TO_END.p95),
    reference: "—",
    figures: { ...result.toKafka, samples: undefined },
  },
  {
    id: "e2s",
    measurement: "End to end: command answered → the SSE client told (GET /1.2/live through nginx, after the projector) — same probes",
    result: `p50 ${formatMs(result.toSse.p50)}, p95 ${formatMs(result.toSse.p95)}, max ${formatMs(result.toSse.max)}`,
    target: `p95 ≤ ${TARGET_END_TO_END.p95} ms`,
    verdict: verdict(result.toSse.p95 <= TARGET_END_TO_END.p95),
    reference: "—",
    figures: { ...result.toSse, samples: undefined },
  },
]
