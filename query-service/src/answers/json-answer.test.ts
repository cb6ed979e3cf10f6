/** List answers go gzipped to a client that takes it, once they are large enough to be worth it. */
import { Hono } from "hono"
import { gunzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { jsonAnswer, LIST_GZIP_MIN_BYTES } from "./json-answer"

const projects = Array.from({ length: 150 }, (_, i) => ({ pro_id: i + 1, pro_name: `Schulhaus Äbtwil ${i + 1}`, pro_desc: "Neubau mit Turnhalle" }))
const app = new Hono().get("/list", (c) => jsonAnswer(c, projects)).get("/one", (c) => jsonAnswer(c, projects[0]))

describe("a list answer", () => {
  it("given a browser (Accept-Encoding with gzip), then it comes gzipped, a fraction of its size, and unpacks to the list", async () => {
    const response = await app.request("/list", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-encoding")).toBe("gzip")
    expect(response.headers.get("content-type")).toBe("application/json")
    expect(response.headers.get("vary")).toBe("Accept-Encoding")
    const packed = Buffer.from(await response.arrayBuffer())
    const text = gunzipSync(packed).toString("utf8")
    expect(JSON.parse(text)).toEqual(projects)
    expect(packed.byteLength).toBeLessThan(Buffer.byteLength(text) / 4)
  })

  it("given a client that does not take gzip, then the text as it is", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }, { "accept-encoding": "gzip;q=0, br" }]) {
      const response = await app.request("/list", { headers })
      expect(response.headers.get("content-encoding")).toBeNull()
      expect(await response.json()).toEqual(projects)
    }
  })

  it("given a small answer, then the text as it is, even for a browser", async () => {
    const response = await app.request("/one", { headers: { "accept-encoding": "gzip" } })
    expect(JSON.stringify(projects[0]).length).toBeLessThan(LIST_GZIP_MIN_BYTES)
    expect(JSON.stringify(projects).length).toBeGreaterThan(LIST_GZIP_MIN_BYTES)
    expect(response.headers.get("content-encoding")).toBeNull()
    expect(response.headers.get("vary")).toBe("Accept-Encoding")
    expect(await response.json()).toEqual(projects[0])
  })
})
