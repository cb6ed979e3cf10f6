/** @module The error body of every failed call, {message, internal_code, details}, and its HTTP exception. */
import { type EntityWord, notFoundText } from "@bimprofile/contracts/errors/domain-errors"
import type { ErrorBody } from "@bimprofile/contracts/errors/error-body"
import type { Context } from "hono"
import { HTTPException } from "hono/http-exception"
import type { ContentfulStatusCode } from "hono/utils/http-status"
import { allowedMethods } from "./allowed-methods"
import { isDatabaseUnavailable } from "./database-unavailable"

/** Thrown by middleware and handlers for an answer that is not a success; shaped once in `onError`. */
export class HttpProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly internalCode: string,
    message: string,
    readonly details: ErrorBody["details"] = null,
  ) {
    super(message)
  }
}

/** 404 NOT_FOUND for an id no one has (the wording: `notFoundText`). */
export const notFoundProblem = (entity: EntityWord, id: number) => new HttpProblem(404, "NOT_FOUND", notFoundText(entity, id))

export const problemBody = (problem: HttpProblem): ErrorBody => ({
  message: problem.message,
  internal_code: problem.internalCode,
  details: problem.details,
})

type Log = { error: (message: string, fields?: Record<string, unknown>) => void; warn?: (message: string, fields?: Record<string, unknown>) => void }

/** Seconds a client waits before it tries again when the database is away (a restart takes a few). */
export const UNAVAILABLE_RETRY_AFTER_S = 2

/**
 * `app.onError`: known problems as their body; the database out of reach as 503 SERVICE_UNAVAILABLE with
 * Retry-After (the client retries, spec §8); anything else as a logged 500 without internals.
 */
export const onProblem = (log: Log) => (error: Error, c: Context) => {
  if (error instanceof HttpProblem) return c.json(problemBody(error), error.status)
  // Hono's own validator refuses a body that is not JSON before ours runs.
  if (error instanceof HTTPException && error.status === 400)
    return c.json(problemBody(new HttpProblem(400, "INVALID_JSON", "Der Inhalt der Anfrage ist kein gültiges JSON.")), 400)
  if (error instanceof HTTPException)
    return c.json(problemBody(new HttpProblem(error.status as ContentfulStatusCode, `HTTP_${error.status}`, error.message)), error.status as ContentfulStatusCode)
  if (isDatabaseUnavailable(error)) {
    ;(log.warn ?? log.error)("database unavailable", { path: c.req.path, method: c.req.method, error: String(error?.message ?? error) })
    c.header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_S))
    const body: ErrorBody = { message: "Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.", internal_code: "SERVICE_UNAVAILABLE", details: null }
    return c.json(body, 503)
  }
  log.error("unhandled error", { path: c.req.path, method: c.req.method, error: String(error?.stack ?? error) })
  return c.json(
    { message: "Ein unerwarteter Fehler ist aufgetreten.", internal_code: "INTERNAL", details: null } satisfies ErrorBody,
    500,
  )
}

/** No route answered: 405 when the path is documented with other methods, else 404. */
export const notFoundRoute = (c: Context) => {
  const allow = allowedMethods(c.req.path)
  if (allow.length === 0)
    return c.json({ message: `Der Pfad ${c.req.path} existiert nicht.`, internal_code: "NOT_FOUND", details: null } satisfies ErrorBody, 404)
  c.header("Allow", allow.join(", "))
  const message = `Die Methode ${c.req.method} ist für ${c.req.path} nicht erlaubt (erlaubt: ${allow.join(", ")}).`
  return c.json({ message, internal_code: "METHOD_NOT_ALLOWED", details: { method: message } } satisfies ErrorBody, 405)
}
