import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace-base"
import { Hono } from "hono"
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { correlationId } from "../http/correlation-id"
import { callsOf, inEventsSpan, traceOfMetadata, traceparentOfSpan } from "./event-spans"
import { httpTracing } from "./http-tracing"
import { currentTraceparent, formatTraceparent, parseTraceparent } from "./traceparent"
import { startTracing, type Tracing, tracingWanted } from "./tracing"

const CALLER = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"
const OTHER = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"

describe("whether a process traces", () => {
  it("only with an OTLP endpoint, and never with the SDK switched off", () => {
    expect(tracingWanted({})).toBe(false)
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: " " })).toBe(false)
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" })).toBe(true)
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://collector:4318/v1/traces" })).toBe(true)
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318", OTEL_SDK_DISABLED: "true" })).toBe(false)
  })
})

describe("the W3C traceparent", () => {
  it("reads back what it writes", () => {
    const span = parseTraceparent(CALLER)!
    expect(span).toEqual({ traceId: "4bf92f3577b34da6a3ce929d0e0e4736", spanId: "00f067aa0ba902b7", traceFlags: 1, isRemote: true })
    expect(formatTraceparent(span)).toBe(CALLER)
  })

  it("refuses what is not one: a stored value is never trusted", () => {
    for (const value of [undefined, 42, "", "garbage", CALLER.toUpperCase(), CALLER + "-x", `ff${CALLER.slice(2)}`, "00-00000000000000000000000000000000-00f067aa0ba902b7-01", "00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01"])
      expect(parseTraceparent(value), String(value)).toBeUndefined()
  })
})

describe("the calls of events", () => {
  it("keeps each call once, correlation ids up to a bound", () => {
    const traces = [
      traceOfMetadata({ traceparent: CALLER, correlationId: "a" }),
      traceOfMetadata({ traceparent: CALLER, correlationId: "a" }),
      traceOfMetadata({ traceparent: "broken", correlationId: "b" }),
      traceOfMetadata({ correlationId: 7 }),
      ...Array.from({ length: 100 }, (_, i) => ({ correlationId: `c${i}` })),
    ]
    const calls = callsOf(traces)
    expect(calls.parents.map(formatTraceparent)).toEqual([CALLER])
    expect(calls.correlationIds.slice(0, 3)).toEqual(["a", "b", "c0"])
    expect(calls.correlationIds).toHaveLength(32)
  })
})

describe("with tracing on", () => {
  const exporter = new InMemorySpanExporter()
  let tracing: Tracing
  beforeAll(() => {
    // The batch processor reads its schedule from the environment when it is made.
    process.env.OTEL_BSP_SCHEDULE_DELAY = "10"
    tracing = startTracing("test-service", { exporter })
  })
  beforeEach(() => exporter.reset())
  const finished = async (): Promise<ReadableSpan[]> => {
    // The batch processor exports on its schedule (shutting down would end the provider): wait for it.
    await new Promise((resolve) => setTimeout(resolve, 100))
    return exporter.getFinishedSpans()
  }

  it("serves a request in a server span that continues the caller's trace and names route, status and correlation id", async () => {
    expect(tracing.enabled).toBe(true)
    let inside: string | undefined
    const app = new Hono()
      .use(correlationId())
      .use(httpTracing())
      .post("/items/:id", (c) => {
        inside = currentTraceparent()
        return c.json({}, 201)
      })
    const answer = await app.request("/items/42", { method: "POST", headers: { traceparent: CALLER, "X-Correlation-Id": "call-1" } })
    expect(answer.status).toBe(201)
    const [span] = await finished()
    expect(span!.name).toBe("POST /items/:id")
    expect(span!.spanContext().traceId).toBe("4bf92f3577b34da6a3ce929d0e0e4736")
    expect(span!.parentSpanContext?.spanId).toBe("00f067aa0ba902b7")
    expect(span!.attributes).toMatchObject({
      "http.request.method": "POST",
      "http.route": "/items/:id",
      "http.response.status_code": 201,
      "url.path": "/items/42",
      "bimp.correlation_id": "call-1",
    })
    expect(span!.resource.attributes["service.name"]).toBe("test-service")
    // The handler runs in the span: what it stores names the request's span.
    expect(inside).toBe(formatTraceparent(span!.spanContext()))
  })

  it("makes the span over one call's events its child, and links the span over several calls' events to each", async () => {
    let handedOn: string | undefined
    await inEventsSpan("one call", () => [{ traceparent: CALLER, correlationId: "a" }, { traceparent: CALLER, correlationId: "a" }], {}, async (span) => {
      handedOn = traceparentOfSpan(span)
    })
    await inEventsSpan("two calls", () => [{ traceparent: CALLER, correlationId: "a" }, { traceparent: OTHER, correlationId: "b" }], { kind: "producer", attributes: { n: 2 } }, async () => {})
    const spans = await finished()
    const one = spans.find((span) => span.name === "one call")!
    expect(one.spanContext().traceId).toBe("4bf92f3577b34da6a3ce929d0e0e4736")
    expect(one.parentSpanContext?.spanId).toBe("00f067aa0ba902b7")
    expect(one.attributes["bimp.correlation_ids"]).toEqual(["a"])
    expect(handedOn).toBe(formatTraceparent(one.spanContext()))
    const two = spans.find((span) => span.name === "two calls")!
    expect(two.parentSpanContext).toBeUndefined()
    expect(two.links.map((link) => formatTraceparent(link.context))).toEqual([CALLER, OTHER])
    expect(two.attributes).toMatchObject({ n: 2, "bimp.correlation_ids": ["a", "b"] })
  })

  it("records a failure on the span and passes it on", async () => {
    await expect(inEventsSpan("failing", () => [], {}, async () => Promise.reject(new Error("broker away")))).rejects.toThrow("broker away")
    const [span] = await finished()
    expect(span!.status).toMatchObject({ code: 2, message: "Error: broker away" })
    expect(span!.events.map((event) => event.name)).toEqual(["exception"])
  })
})
