/**
 * @module OpenTelemetry traces of a process (docs/operations.md "Traces"). `startTracing(service)` registers a
 * tracer provider that exports over OTLP/HTTP (JSON) when `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set — the exporter and the batch processor read the other standard
 * `OTEL_*` variables themselves (headers, timeout, `OTEL_BSP_SCHEDULE_DELAY`, the sampler). Without one nothing
 * is registered: the API then hands out non-recording spans, so the few spans the code makes by hand cost next
 * to nothing and no event carries a `traceparent`.
 *
 * No auto-instrumentation: the spans that matter are made where the work is (trace-spans.ts) — the HTTP
 * request (http-tracing.ts), the append, the relay's batch, the projector's batch, the live notification.
 */
import { trace, type Tracer } from "@opentelemetry/api"
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http"
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from "@opentelemetry/resources"
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter } from "@opentelemetry/sdk-trace-node"

export type Tracing = {
  /** Whether spans are recorded and exported. */
  readonly enabled: boolean
  /** Exports the spans still buffered and stops (a graceful shutdown's last steps). */
  shutdown(): Promise<void>
}

/** The name every span of the product is made under (the instrumentation scope). */
const SCOPE = "bimprofile"

let active: Tracing | undefined

/** Whether `env` asks for traces: an OTLP endpoint is configured and the SDK is not switched off. */
export const tracingWanted = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== "true" && Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim())

export type TracingOptions = {
  /** Default: the process's environment. */
  readonly env?: NodeJS.ProcessEnv
  /** Where spans go instead of OTLP, whatever `env` says (tests: an in-memory exporter). */
  readonly exporter?: SpanExporter
}

/**
 * Starts tracing for the process, `service` being its `service.name` (`command-service`, `query-service`,
 * `projector`, `relay`, `bimprofile` for the all-in-one server). Once per process; a second call returns the first.
 */
export const startTracing = (service: string, { env = process.env, exporter }: TracingOptions = {}): Tracing => {
  if (active) return active
  if (!exporter && !tracingWanted(env)) return (active = { enabled: false, shutdown: async () => {} })
  // The service's own name wins over OTEL_SERVICE_NAME: the processes of an installation share one environment.
  const resource = defaultResource()
    .merge(detectResources({ detectors: [envDetector] }))
    .merge(resourceFromAttributes({ "service.name": service }))
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(exporter ?? new OTLPTraceExporter())] })
  // The default context manager (AsyncLocalStorage) and propagator (W3C trace context and baggage).
  provider.register()
  let stopped: Promise<void> | undefined
  return (active = { enabled: true, shutdown: () => (stopped ??= provider.shutdown()) })
}

/** Whether this process records spans (events then carry a `traceparent`, lean reads fetch them). */
export const tracingEnabled = (): boolean => active?.enabled ?? false

/** The tracer of the product's spans; a no-op one until `startTracing` registered a provider. */
export const tracer = (): Tracer => trace.getTracer(SCOPE)
