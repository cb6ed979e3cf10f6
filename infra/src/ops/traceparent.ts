/**
 * @module The W3C `traceparent` (https://www.w3.org/TR/trace-context/#traceparent-header) of a span, as events
 * store it in their metadata (`metadata.traceparent`, published in the CloudEvents envelope and as a Kafka
 * header) and as the projector's notice passes it on: `00-<trace id>-<span id>-<flags>`.
 */
import { context, isSpanContextValid, type SpanContext, trace } from "@opentelemetry/api"

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(?:-.*)?$/

export const formatTraceparent = (span: SpanContext): string =>
  `00-${span.traceId}-${span.spanId}-${(span.traceFlags & 0xff).toString(16).padStart(2, "0")}`

/**
 * The span context a `traceparent` names (remote: made by another process, or earlier); undefined for anything
 * else — a stored value is never trusted to be well-formed. Versions above 00 are read as 00 (as the
 * specification asks); version ff and all-zero ids are invalid.
 */
export const parseTraceparent = (value: unknown): SpanContext | undefined => {
  if (typeof value !== "string") return undefined
  const match = TRACEPARENT.exec(value.trim())
  if (!match || match[1] === "ff" || (match[1] === "00" && value.trim().length !== 55)) return undefined
  const span: SpanContext = { traceId: match[2]!, spanId: match[3]!, traceFlags: parseInt(match[4]!, 16), isRemote: true }
  return isSpanContextValid(span) ? span : undefined
}

/** The `traceparent` of the span active now; undefined when there is none (tracing off, no request). */
export const currentTraceparent = (): string | undefined => {
  const span = trace.getSpan(context.active())?.spanContext()
  return span && isSpanContextValid(span) ? formatTraceparent(span) : undefined
}
