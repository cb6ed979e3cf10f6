/**
 * @module The span of work on events that one or several calls caused — an append, a relay's batch, a
 * projector's batch, a live notification (docs/operations.md "Traces"). When every event of the work comes from
 * one call, the span is a child of that call's span: one trace then runs unbroken from the HTTP request to the
 * SSE notification. Events of several calls make a span of its own, linked to each call's span. Either way it
 * names the calls' correlation ids (`bimp.correlation_ids`).
 */
import { type Attributes, context, INVALID_SPAN_CONTEXT, type Link, type Span, type SpanContext, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api"
import { formatTraceparent, parseTraceparent } from "./traceparent"
import { tracer, tracingEnabled } from "./tracing"

/** What an event tells of the call that caused it (its metadata's `traceparent` and `correlationId`). */
export type EventTrace = { readonly traceparent?: string | undefined; readonly correlationId?: string | undefined }

const stringOf = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined)

/** The call of a stored or new event, from its metadata. */
export const traceOfMetadata = (metadata: Readonly<Record<string, unknown>>): EventTrace => ({
  traceparent: stringOf(metadata.traceparent),
  correlationId: stringOf(metadata.correlationId),
})

/** The SDK keeps 128 links per span by default (OTEL_SPAN_LINK_COUNT_LIMIT): more would be dropped anyway. */
const MAX_LINKS = 128
/** Enough to find a call by its id; a batch of thousands of calls (a catch-up) names the first ones. */
export const MAX_CORRELATION_IDS = 32

/** The span `work` runs in (OpenTelemetry's, so that other packages need not depend on the API). */
export type EventsSpan = Span

export type EventSpanOptions = {
  /** `producer` for a publication to a broker; default `internal`. */
  readonly kind?: "internal" | "producer" | "consumer"
  readonly attributes?: Attributes
}

const SPAN_KINDS = { internal: SpanKind.INTERNAL, producer: SpanKind.PRODUCER, consumer: SpanKind.CONSUMER } as const

/** The distinct calls of the events, each as often as the limits allow. */
export const callsOf = (traces: Iterable<EventTrace>): { readonly parents: SpanContext[]; readonly correlationIds: string[] } => {
  const parents = new Map<string, SpanContext>()
  const correlationIds = new Set<string>()
  for (const { traceparent, correlationId } of traces) {
    if (traceparent !== undefined && parents.size < MAX_LINKS && !parents.has(traceparent)) {
      const parent = parseTraceparent(traceparent)
      if (parent) parents.set(traceparent, parent)
    }
    if (correlationId !== undefined && correlationIds.size < MAX_CORRELATION_IDS) correlationIds.add(correlationId)
  }
  return { parents: [...parents.values()], correlationIds: [...correlationIds] }
}

/**
 * Runs `work` in the span `name` over events with these `traces`, ending it when `work` settles (a failure is
 * recorded on it). With tracing off, `work` gets a non-recording span and `traces` is never called.
 */
export const inEventsSpan = async <T>(
  name: string,
  traces: () => Iterable<EventTrace>,
  options: EventSpanOptions,
  work: (span: Span) => Promise<T>,
): Promise<T> => {
  if (!tracingEnabled()) return work(trace.wrapSpanContext(INVALID_SPAN_CONTEXT))
  const { parents, correlationIds } = callsOf(traces())
  const only = parents.length === 1 ? parents[0] : undefined
  const parent = only ? trace.setSpanContext(context.active(), only) : context.active()
  const links: Link[] = only ? [] : parents.map((call) => ({ context: call }))
  const attributes: Attributes = { ...options.attributes, ...(correlationIds.length > 0 && { "bimp.correlation_ids": correlationIds }) }
  return tracer().startActiveSpan(name, { kind: SPAN_KINDS[options.kind ?? "internal"], links, attributes }, parent, async (span) => {
    try {
      return await work(span)
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error))
      span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) })
      throw error
    } finally {
      span.end()
    }
  })
}

/** The `traceparent` of a span that records (to hand on to the next process); undefined with tracing off. */
export const traceparentOfSpan = (span: Span): string | undefined => (span.isRecording() ? formatTraceparent(span.spanContext()) : undefined)
