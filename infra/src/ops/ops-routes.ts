/**
 * @module `/health`, `/ready` and `/metrics` of a service with an HTTP API (command service, query service,
 * the all-in-one server), mounted first in its server app. No authentication: they are for the operator's
 * network only — the nginx in front does not pass them on (docs/operations.md).
 */
import { Hono } from "hono"
import { healthAnswer, metricsAnswer, type OpsAnswer, readyAnswer } from "./ops-answers"
import type { Ready } from "./readiness"

/** The operations paths: not part of the 1.2 API (nor of its OpenAPI document), never passed on by nginx. */
export const OPS_PATHS = ["/health", "/ready", "/metrics"] as const

export type OpsRoutesOptions = { readonly service: string; readonly ready: Ready }

const send = (answer: OpsAnswer) =>
  new Response(answer.body, { status: answer.status, headers: { "Content-Type": answer.contentType, "Cache-Control": "no-store" } })

export const opsRoutes = ({ service, ready }: OpsRoutesOptions): Hono =>
  new Hono()
    .get("/health", () => send(healthAnswer(service)))
    .get("/ready", async () => send(await readyAnswer(service, ready)))
    .get("/metrics", async () => send(await metricsAnswer()))
