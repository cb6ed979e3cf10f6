/**
 * One command followed by its traces (docs/operations.md "Traces"): the command service, the query service, the
 * projector and the relay as processes on PostgreSQL with a real broker, all exporting over OTLP/HTTP to a
 * collector in this test. A project is created with `X-Correlation-Id: trace-test-1` while an SSE client
 * listens; the collected spans lead from the SSE notification back to the HTTP command — through the projector's
 * batch, and from the append and the relay's publication — each span from its own service and naming the call.
 */
import type { LiveNotification } from "@bimprofile/contracts/live/live-notification"
import { SseReader } from "@bimprofile/query-service/testing/sse-reader"
import { afterAll, beforeAll, expect, it } from "vitest"
import { type DistributedServices, startDistributedServices } from "../support/distributed-services"
import { startKafka, type RunningKafka } from "../support/kafka"
import { type CollectedSpan, type OtlpCollector, startOtlpCollector } from "../support/otlp-collector"
import { ADMIN, ApiClient } from "../support/stack"

const CORRELATION_ID = "trace-test-1"
/** A span of the caller (the test) that the HTTP request continues: W3C trace context in, the same trace out. */
const CALLER_TRACE = "4bf92f3577b34da6a3ce929d0e0e4736"
const CALLER = `00-${CALLER_TRACE}-00f067aa0ba902b7-01`

let collector: OtlpCollector | undefined
let kafka: RunningKafka | undefined
let services: DistributedServices | undefined

beforeAll(async () => {
  collector = await startOtlpCollector()
  // Every process the services start inherits this environment.
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = collector.endpoint
  process.env.OTEL_BSP_SCHEDULE_DELAY = "100"
  kafka = await startKafka()
  services = await startDistributedServices("bimp_tracing", { projector: true, relayTo: kafka.brokers })
}, 180_000)

afterAll(async () => {
  await services?.stop()
  await kafka?.stop()
  await collector?.close()
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT
  delete process.env.OTEL_BSP_SCHEDULE_DELAY
})

const key = (traceId: string, spanId: string) => `${traceId}/${spanId}`

/** Whether `to` is reached from `from` by following parents and links (the span's causes). */
const leadsTo = (spans: readonly CollectedSpan[], from: CollectedSpan, to: CollectedSpan): boolean => {
  const byKey = new Map(spans.map((span) => [key(span.traceId, span.spanId), span]))
  const seen = new Set<string>()
  const queue = [from]
  while (queue.length > 0) {
    const span = queue.shift()!
    if (span === to) return true
    const causes = [...(span.parentSpanId ? [key(span.traceId, span.parentSpanId)] : []), ...span.links.map((link) => key(link.traceId, link.spanId))]
    for (const cause of causes) {
      const next = byKey.get(cause)
      if (next && !seen.has(cause)) {
        seen.add(cause)
        queue.push(next)
      }
    }
  }
  return false
}

const namesTheCall = (span: CollectedSpan) =>
  span.attributes["bimp.correlation_id"] === CORRELATION_ID || ((span.attributes["bimp.correlation_ids"] as unknown[] | undefined) ?? []).includes(CORRELATION_ID)

it("follows one correlation id from the HTTP command through the append, the relay and the projector to the SSE notification", { timeout: 90_000 }, async () => {
  const { commands, queries } = services!
  const { token } = await ApiClient.login(commands.baseUrl, ADMIN.email, ADMIN.password)
  const live = await fetch(`${queries.baseUrl}/1.2/live`, { headers: { Authorization: `Bearer ${token}` } })
  expect(live.status).toBe(200)
  const reader = new SseReader(live)
  try {
    await reader.next((message) => message.event === "ready", 15_000)
    const created = await new ApiClient(commands.baseUrl, token).call("POST", "/1.2/profile/projects", { pro_name: "Spurensuche" }, {
      "X-Correlation-Id": CORRELATION_ID,
      traceparent: CALLER,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const projectId = created.body.pro_id as number
    await reader.nextData((data: LiveNotification) => data.project_id === projectId, 30_000)
  } finally {
    await reader.close()
  }

  const spanOf = (spans: readonly CollectedSpan[], service: string, name: (name: string) => boolean) =>
    spans.find((span) => span.service === service && name(span.name) && namesTheCall(span))
  const path = await collector!.waitFor((spans) => {
    const found = {
      http: spanOf(spans, "command-service", (name) => name === "POST /1.2/profile/projects"),
      append: spanOf(spans, "command-service", (name) => name === "event-store append"),
      relay: spanOf(spans, "relay", (name) => name === "send bimprofile.events.v1"),
      projector: spanOf(spans, "projector", (name) => name === "projector batch"),
      notification: spanOf(spans, "query-service", (name) => name === "live notify"),
    }
    return Object.values(found).every((span) => span !== undefined) ? (found as Record<keyof typeof found, CollectedSpan>) : undefined
  }, 30_000)
  const spans = collector!.spans

  // The HTTP span continues the caller's trace and names the route, the status and the correlation id.
  expect(path.http.traceId).toBe(CALLER_TRACE)
  expect(path.http.parentSpanId).toBe("00f067aa0ba902b7")
  expect(path.http.attributes).toMatchObject({
    "http.request.method": "POST",
    "http.route": "/1.2/profile/projects",
    "http.response.status_code": 201,
    "bimp.correlation_id": CORRELATION_ID,
  })
  // The append is the request's child; the relay's publication and the projector's batch come from the events
  // the request stored, the SSE notification from the projector's batch.
  expect(path.append.parentSpanId).toBe(path.http.spanId)
  expect(leadsTo(spans, path.relay, path.http)).toBe(true)
  expect(leadsTo(spans, path.projector, path.http)).toBe(true)
  expect(leadsTo(spans, path.notification, path.projector)).toBe(true)
  expect(path.relay.attributes).toMatchObject({ "messaging.system": "kafka", "messaging.destination.name": "bimprofile.events.v1" })
  expect(path.relay.attributes["bimp.position.last"]).toBeGreaterThanOrEqual(path.append.attributes["bimp.position.last"] as number)
  expect(path.notification.attributes["bimp.live.subscribers"]).toBeGreaterThanOrEqual(1)
})
