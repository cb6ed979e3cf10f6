/**
 * @module The size limit of request bodies (Hono's `bodyLimit`): 64 kB for JSON calls, 1.5 MB for a
 * picture (`PATCH /1.2/user/users/{id}/img`, a data URL of at most MAX_IMAGE_BYTES), 20 MB for an upload
 * (`POST …/{id}/items/upload`, `POST /1.2/profile/projects/{id}/bsdd`), 50 MB for an IDS file imported into an
 * activity (`POST /1.2/profile/activities/{id}/ids`) and an Excel profile imported into a project
 * (`POST /1.2/profile/projects/{id}/profile.xlsx`), 100 MB for a project document (`POST /1.2/profile/documents`).
 * A larger body is
 * refused with 413 BODY_TOO_LARGE before anything reads it whole.
 */
import type { Context, MiddlewareHandler } from "hono"
import { bodyLimit } from "hono/body-limit"
import { problemBody, HttpProblem } from "./problem"

export const MAX_JSON_BODY_BYTES = 64 * 1024
export const MAX_IMAGE_BODY_BYTES = 1536 * 1024
/** A classification upload (CSV or XLSX): 50,000 rows are about 5 MB. */
export const MAX_UPLOAD_BODY_BYTES = 20 * 1024 * 1024
/** An IDS file imported into an activity (`POST /1.2/profile/activities/{id}/ids`). */
export const MAX_IDS_BODY_BYTES = 50 * 1024 * 1024
/** A project document (`POST /1.2/profile/documents`): a BIM execution plan, drawings list, an IFC model … */
export const MAX_DOCUMENT_BODY_BYTES = 100 * 1024 * 1024
export const BODY_TOO_LARGE_TEXT = "Der Inhalt der Anfrage ist zu gross."

const PICTURE_PATH = /\/1\.2\/user\/users\/\d+\/img\/?$/
const DOCUMENT_PATH = /\/1\.2\/profile\/documents\/?$/
const IDS_PATH = /\/1\.2\/profile\/(activities\/\d+\/ids|projects\/\d+\/profile\.xlsx)\/?$/
const UPLOAD_PATH = /\/1\.2\/profile\/([a-z_]+\/\d+\/items\/upload|projects\/\d+\/bsdd)\/?$/

/** Up to this size a refused body announced by Content-Length is read and dropped (never kept), so the connection stays usable. */
const DRAIN_UP_TO_BYTES = 4 * 1024 * 1024

const drain = async (request: Request) => {
  const announced = Number(request.headers.get("content-length") ?? Number.NaN)
  if (!(announced <= DRAIN_UP_TO_BYTES) || !request.body || request.bodyUsed) return
  try {
    const reader = request.body.getReader()
    while (!(await reader.read()).done);
  } catch {
    // The client went away: nothing to keep usable.
  }
}

const refuse = async (c: Context, maxBytes: number) => {
  await drain(c.req.raw)
  return c.json(problemBody(new HttpProblem(413, "BODY_TOO_LARGE", BODY_TOO_LARGE_TEXT, { max_bytes: String(maxBytes) })), 413)
}

/**
 * Whether the call came in over HTTP (the Node adapter puts the incoming message in the environment), where
 * the headers say whether there is a body. A Request built in the process (a test's `app.request`) may
 * carry a stream without either header.
 */
const readFromTheWire = (c: Context) => (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined

/** Counts a body sent without Content-Length (chunked) while it streams. */
const streamingLimit = (maxBytes: number): MiddlewareHandler => bodyLimit({ maxSize: maxBytes, onError: (c) => refuse(c, maxBytes) })

/** The limit for every call of an app; the picture upload has the larger one. */
export const requestSizeLimit = (): MiddlewareHandler => {
  const json = streamingLimit(MAX_JSON_BODY_BYTES)
  const picture = streamingLimit(MAX_IMAGE_BODY_BYTES)
  const upload = streamingLimit(MAX_UPLOAD_BODY_BYTES)
  const ids = streamingLimit(MAX_IDS_BODY_BYTES)
  const document = streamingLimit(MAX_DOCUMENT_BODY_BYTES)
  return async function limitRequestSize(c, next) {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next()
    const isPicture = PICTURE_PATH.test(c.req.path)
    const isUpload = !isPicture && UPLOAD_PATH.test(c.req.path)
    const isIds = !isPicture && !isUpload && IDS_PATH.test(c.req.path)
    const isDocument = c.req.method === "POST" && DOCUMENT_PATH.test(c.req.path)
    const maxBytes = isPicture ? MAX_IMAGE_BODY_BYTES : isUpload ? MAX_UPLOAD_BODY_BYTES : isIds ? MAX_IDS_BODY_BYTES : isDocument ? MAX_DOCUMENT_BODY_BYTES : MAX_JSON_BODY_BYTES
    // The usual cases, decided from the headers alone: touching the body stream here would make the Node
    // adapter build a full web Request per call (a third of a command's CPU in the bench).
    const length = c.req.header("content-length")
    const chunked = c.req.header("transfer-encoding") !== undefined
    if (length !== undefined && !chunked) {
      const announced = Number(length)
      return Number.isFinite(announced) && announced <= maxBytes ? next() : refuse(c, maxBytes)
    }
    // A call read from the wire with neither header has no body at all (RFC 9112 §6.3): a DELETE, say.
    // Counting its empty stream built two web Requests per limit, hundreds of µs per call.
    if (length === undefined && !chunked && readFromTheWire(c)) return next()
    return (isPicture ? picture : isUpload ? upload : isIds ? ids : isDocument ? document : json)(c, next)
  }
}
