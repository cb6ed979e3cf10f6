/**
 * @module Reading a request body as JSON at the edge, in this order: the media type must be JSON (415),
 * the bytes valid UTF-8 (400), the nesting at most MAX_JSON_DEPTH deep (400), the text well-formed JSON
 * (400). Only then is the value handed on to code that walks it.
 */
import type { Context } from "hono"
import { jsonDepth } from "./json-depth"
import { HttpProblem } from "./problem"

/** Far beyond any body of the API (three or four levels), far below what a recursive walk survives. */
export const MAX_JSON_DEPTH = 64

/** application/json and the structured `+json` types, as Hono's own validator accepts them. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false })

const checkMediaType = (contentType: string | undefined) => {
  if (contentType === "application/json") return // what nearly every call sends: nothing to take apart
  const [mediaType = "", ...parameters] = (contentType ?? "").split(";").map((part) => part.trim())
  const charset = parameters.map((p) => /^charset=("?)([^"]*)\1$/i.exec(p)?.[2]).find((c) => c !== undefined)
  if (JSON_MEDIA_TYPE.test(mediaType) && (charset === undefined || /^utf-?8$/i.test(charset))) return
  throw new HttpProblem(415, "UNSUPPORTED_MEDIA_TYPE", "Der Inhalt der Anfrage muss JSON in UTF-8 sein (Content-Type: application/json).", {
    content_type: contentType ?? "",
  })
}

/** Nothing but JSON whitespace (or nothing at all). */
const isBlank = (bytes: Uint8Array) => {
  for (const byte of bytes) if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) return false
  return true
}

/** The parsed body; undefined for an empty one (whatever its media type). */
export const readJson = async (c: Context): Promise<unknown> => {
  const bytes = new Uint8Array(await c.req.arrayBuffer())
  if (isBlank(bytes)) return undefined
  checkMediaType(c.req.header("content-type"))
  let text: string
  try {
    text = strictUtf8.decode(bytes)
  } catch {
    throw new HttpProblem(400, "INVALID_ENCODING", "Der Inhalt der Anfrage ist kein gültiges UTF-8.")
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    throw new HttpProblem(400, "JSON_TOO_DEEP", `Der Inhalt der Anfrage ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`, {
      max_depth: String(MAX_JSON_DEPTH),
    })
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpProblem(400, "INVALID_JSON", "Der Inhalt der Anfrage ist kein gültiges JSON.")
  }
}
