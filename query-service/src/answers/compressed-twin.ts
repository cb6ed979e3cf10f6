/**
 * @module The gzip twin of a kept answer: a nested project answer is 150–400 KiB of JSON, about a tenth of
 * that gzipped. It is compressed once, on the libuv thread pool (never on the event loop), after the
 * answer was first sent as it is; from then on a reader whose client accepts gzip (every browser) gets the
 * twin. Small answers are not worth it: they go as they are.
 */
import { promisify } from "node:util"
import { gzip } from "node:zlib"

/** Below this many bytes an answer is sent as it is (one packet either way). */
export const TWIN_MIN_BYTES = 1_024

const gzipAsync = promisify(gzip)

export const makeGzipTwin = async (body: Uint8Array): Promise<Uint8Array> => gzipAsync(body)

/** Whether an Accept-Encoding header accepts gzip (RFC 9110 §12.5.3: `gzip`, `x-gzip` or `*`, with q > 0). */
export const acceptsGzip = (header: string | undefined): boolean => {
  if (!header) return false
  let star = false
  for (const part of header.split(",")) {
    const [coding = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase())
    const q = params.find((param) => param.startsWith("q="))
    const accepted = q === undefined || Number(q.slice(2)) > 0
    if (coding === "gzip" || coding === "x-gzip") return accepted
    if (coding === "*") star = accepted
  }
  return star
}
