/**
 * @module A tiny OpenTelemetry collector for tests: an HTTP server on a free loopback port that takes what the
 * services' OTLP/HTTP exporters send (`POST /v1/traces`, JSON — what @opentelemetry/exporter-trace-otlp-http
 * sends — gzipped or not) and keeps the spans, each with the `service.name` of the process that sent it.
 * Point a service at it with `OTEL_EXPORTER_OTLP_ENDPOINT=<endpoint>`.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { gunzipSync } from "node:zlib"

/** One span as the collector keeps it: ids in hex, attributes as plain values. */
export type CollectedSpan = {
  readonly service: string
  readonly traceId: string
  readonly spanId: string
  /** Undefined for the root of a trace. */
  readonly parentSpanId: string | undefined
  readonly name: string
  readonly attributes: Readonly<Record<string, unknown>>
  readonly links: readonly { readonly traceId: string; readonly spanId: string }[]
}

export type OtlpCollector = {
  /** The base URL, as `OTEL_EXPORTER_OTLP_ENDPOINT` takes it. */
  readonly endpoint: string
  readonly spans: readonly CollectedSpan[]
  /** Resolves with the spans once `found` finds what it wants in them; throws after `timeoutMs`. */
  waitFor<T>(found: (spans: readonly CollectedSpan[]) => T | undefined, timeoutMs?: number): Promise<T>
  close(): Promise<void>
}

type AnyValue = {
  stringValue?: string
  intValue?: number | string
  doubleValue?: number
  boolValue?: boolean
  arrayValue?: { values?: AnyValue[] }
}
type KeyValue = { key: string; value: AnyValue }
type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: KeyValue[]; links?: { traceId: string; spanId: string }[] }
type ExportRequest = { resourceSpans?: { resource?: { attributes?: KeyValue[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[] }

const valueOf = (value: AnyValue): unknown => {
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(valueOf)
  if (value.intValue !== undefined) return Number(value.intValue)
  return value.stringValue ?? value.doubleValue ?? value.boolValue
}

const attributesOf = (list: readonly KeyValue[] | undefined): Record<string, unknown> => Object.fromEntries((list ?? []).map(({ key, value }) => [key, valueOf(value)]))

export const spansOf = (request: ExportRequest): CollectedSpan[] =>
  (request.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service = String(attributesOf(resourceSpans.resource?.attributes)["service.name"] ?? "")
    return (resourceSpans.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        service,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId || undefined,
        name: span.name,
        attributes: attributesOf(span.attributes),
        links: (span.links ?? []).map(({ traceId, spanId }) => ({ traceId, spanId })),
      })),
    )
  })

export const startOtlpCollector = async (): Promise<OtlpCollector> => {
  const spans: CollectedSpan[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/traces" || !String(request.headers["content-type"]).startsWith("application/json")) {
        response.writeHead(415).end()
        return
      }
      try {
        const body = Buffer.concat(chunks)
        const text = (request.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8")
        spans.push(...spansOf(JSON.parse(text) as ExportRequest))
        response.writeHead(200, { "content-type": "application/json" }).end("{}")
      } catch {
        response.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    async waitFor(found, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const result = found(spans)
        if (result !== undefined) return result
        if (Date.now() > deadline) throw new Error(`the spans wanted did not arrive within ${timeoutMs} ms; collected:\n${spans.map((s) => `${s.service}: ${s.name}`).join("\n")}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
