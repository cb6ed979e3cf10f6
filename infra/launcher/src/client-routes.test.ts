import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { afterAll, describe, expect, it } from "vitest"
import { clientRoutes, IMMUTABLE } from "./client-routes"

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bimp-client-"))
const script = Buffer.from("export const answer = 42;\n".repeat(200))
fs.mkdirSync(path.join(dir, "assets"))
fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>BIM Profile</title>")
fs.writeFileSync(path.join(dir, "assets/index-abc123.js"), script)
fs.writeFileSync(path.join(dir, "assets/index-abc123.js.br"), zlib.brotliCompressSync(script))
fs.writeFileSync(path.join(dir, "assets/index-abc123.js.gz"), zlib.gzipSync(script))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const app = clientRoutes(dir)
const fetchAsset = (encodings?: string) => app.request("/assets/index-abc123.js", { headers: encodings ? { "Accept-Encoding": encodings } : {} })

describe("clientRoutes", () => {
  it("given a browser that accepts brotli, then a hashed asset goes out as its .br twin, cached for a year, varying by encoding", async () => {
    const response = await fetchAsset("gzip, deflate, br, zstd")
    expect(response.status).toBe(200)
    expect(response.headers.get("Content-Encoding")).toBe("br")
    expect(response.headers.get("Content-Type")).toMatch(/javascript/)
    expect(response.headers.get("Cache-Control")).toBe(IMMUTABLE)
    expect(response.headers.get("Vary")).toBe("Accept-Encoding")
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.length).toBeLessThan(script.length / 10)
    expect(zlib.brotliDecompressSync(body).equals(script)).toBe(true)
  })

  it("given a browser that accepts only gzip, then the .gz twin; given none, then the plain file", async () => {
    const gzip = await fetchAsset("gzip")
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip")
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).equals(script)).toBe(true)
    const plain = await fetchAsset()
    expect(plain.headers.get("Content-Encoding")).toBeNull()
    expect(plain.headers.get("Vary")).toBe("Accept-Encoding")
    expect(Buffer.from(await plain.arrayBuffer()).equals(script)).toBe(true)
  })

  it("given a page route, then the index, never cached (a new version is seen on the next load)", async () => {
    const response = await app.request("/projects/list", { headers: { "Accept-Encoding": "br" } })
    expect(response.status).toBe(200)
    expect(response.headers.get("Cache-Control")).toBe("no-cache")
    expect(await response.text()).toContain("BIM Profile")
  })

  it("given an asset of an older build, then 404 (not the index as a script), and the miss is not cached", async () => {
    const response = await app.request("/assets/missing-000.js")
    expect(response.status).toBe(404)
    expect(response.headers.get("Cache-Control")).not.toBe(IMMUTABLE)
  })
})
