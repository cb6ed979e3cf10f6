/** @module Who issues a command and under which correlation: becomes the metadata of its events. */
import { currentTraceparent } from "@bimprofile/infra/ops/traceparent"

export type CommandContext = {
  readonly userId: number
  readonly orgId: number | null
  readonly correlationId: string
  readonly causationId: string | null
  /** The W3C trace context of the call when tracing is on (docs/operations.md "Traces"): `tracedContext`. */
  readonly traceparent?: string | undefined
}

/**
 * The context with the span active now as its call's trace, taken where the command is received: commands are
 * decided and appended later, together with others (project-service.ts), in another call's async context.
 */
export const tracedContext = (context: CommandContext): CommandContext => {
  if (context.traceparent !== undefined) return context
  const traceparent = currentTraceparent()
  return traceparent === undefined ? context : { ...context, traceparent }
}
