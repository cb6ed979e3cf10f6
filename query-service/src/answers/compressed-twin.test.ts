/** Which clients get the gzip twin (RFC 9110 Accept-Encoding), and that the twin is the answer. */
import { gunzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { acceptsGzip, makeGzipTwin } from "./compressed-twin"

describe("compressed twin", () => {
  it("goes to clients that accept gzip, not to those that refuse it or send nothing", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true) // Chromium
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true)
    expect(acceptsGzip("x-gzip")).toBe(true)
    expect(acceptsGzip("*")).toBe(true)
    expect(acceptsGzip(undefined)).toBe(false)
    expect(acceptsGzip("")).toBe(false)
    expect(acceptsGzip("identity")).toBe(false)
    expect(acceptsGzip("br")).toBe(false)
    expect(acceptsGzip("gzip;q=0")).toBe(false)
    expect(acceptsGzip("*;q=0.1, gzip;q=0")).toBe(false)
    expect(acceptsGzip("br, *;q=0")).toBe(false)
  })

  it("decompresses to the very bytes of the answer", async () => {
    const answer = new TextEncoder().encode(JSON.stringify({ pro_name: "Schulhaus Zürich", items: Array.from({ length: 500 }, (_, i) => ({ id: i })) }))
    const twin = await makeGzipTwin(answer)
    expect(twin.byteLength).toBeLessThan(answer.byteLength / 4)
    expect(new Uint8Array(gunzipSync(twin))).toEqual(answer)
  })
})
