/**
 * @module A read's JSON answer, gzipped when it is worth it: a list answer (the project list, a project's
 * nested phases) is 20–400 KiB of JSON, a tenth of that gzipped, and on a slow connection (1.6 Mbit/s) each
 * 10 KiB is 50 ms before the page can show it. Compressed on the libuv thread pool (compressed-twin.ts),
 * never on the event loop; small answers and clients that do not take gzip get the text as it is.
 */
import type { Context } from "hono"
import { acceptsGzip, makeGzipTwin } from "./compressed-twin"

export const JSON_TYPE = "application/json"

/**
 * Below this a list goes as it is: gzip costs a trip to the thread pool and its CPU (two cores serve
 * everything), and saving a few KiB is a few ms even on a slow connection. A project list of 40 projects is
 * 29 KiB, a dashboard's nested phases 22 KiB.
 */
export const LIST_GZIP_MIN_BYTES = 8 * 1024
const utf8 = new TextEncoder()

/** `c.json(value)`, gzipped for a client that takes it once the text is LIST_GZIP_MIN_BYTES or more. */
export const jsonAnswer = async (c: Context, value: unknown): Promise<Response> => {
  const text = JSON.stringify(value)
  // UTF-16 units: at least as many bytes in UTF-8, so a short text is short enough.
  if (text.length < LIST_GZIP_MIN_BYTES || !acceptsGzip(c.req.header("accept-encoding"))) return c.body(text, 200, { "content-type": JSON_TYPE, vary: "Accept-Encoding" })
  const gzip = await makeGzipTwin(utf8.encode(text))
  return c.body(gzip as Uint8Array<ArrayBuffer>, 200, { "content-type": JSON_TYPE, "content-encoding": "gzip", vary: "Accept-Encoding" })
}
