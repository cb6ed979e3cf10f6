/**
 * @module The three operations answers, the same in a service's HTTP app (ops-routes.ts) and in the small
 * server of a process without one (ops-server.ts): `/health`, `/ready` and `/metrics`.
 */
import type { ErrorBody } from "@bimprofile/contracts/errors/error-body"
import { metricsRegistry } from "./metrics"
import type { Ready } from "./readiness"

export type OpsAnswer = { readonly status: number; readonly contentType: string; readonly body: string }

const JSON_TYPE = "application/json; charset=utf-8"

/** Alive: the process answers at all. */
export const healthAnswer = (service: string): OpsAnswer => ({ status: 200, contentType: JSON_TYPE, body: JSON.stringify({ status: "ok", service }) })

/** 200 when ready, else 503 with the API's error body. A check that throws is not ready either. */
export const readyAnswer = async (service: string, ready: Ready): Promise<OpsAnswer> => {
  const isReady = await ready().catch(() => false)
  if (isReady) return { status: 200, contentType: JSON_TYPE, body: JSON.stringify({ status: "ready", service }) }
  const body: ErrorBody = {
    message: `${service} ist nicht bereit: der Dienst startet oder stoppt, oder die Datenbank antwortet nicht.`,
    internal_code: "NOT_READY",
    details: null,
  }
  return { status: 503, contentType: JSON_TYPE, body: JSON.stringify(body) }
}

/** Every metric of the process in the Prometheus text format. */
export const metricsAnswer = async (): Promise<OpsAnswer> => ({ status: 200, contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() })
