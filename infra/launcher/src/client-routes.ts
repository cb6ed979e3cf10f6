/**
 * @module Serves the built client: its files, and index.html for every other page (history routing).
 * Hashed assets (/assets/*) are immutable: cached a year, and sent as the precompressed brotli or gzip twin
 * the build wrote (client/precompress.ts) when the browser accepts it. The index is never cached, so a new
 * bundle is seen on the next load (spec §4 version update).
 */
import { serveStatic } from "@hono/node-server/serve-static"
import fs from "node:fs"
import path from "node:path"
import { Hono } from "hono"

export const IMMUTABLE = "public, max-age=31536000, immutable"

export const clientRoutes = (clientDir: string) => {
  const indexFile = path.join(clientDir, "index.html")
  const relativeRoot = path.relative(process.cwd(), clientDir)
  const files = serveStatic({ root: relativeRoot, precompressed: true })
  return new Hono()
    .use("/assets/*", async (c, next) => {
      await next()
      if (c.res.status !== 200) return
      c.res.headers.set("Cache-Control", IMMUTABLE)
      // Caches keep one copy per encoding, also when this browser took the plain file.
      c.res.headers.set("Vary", "Accept-Encoding")
    })
    .use("/assets/*", files)
    // A chunk of an older build is gone: a 404 (the client's chunk-load failure), never the index as script.
    .get("/assets/*", (c) => c.text("Not found", 404))
    .get("*", async (c, next) => {
      if (c.req.path.startsWith("/1.2/") || c.req.path.startsWith("/status/")) return next()
      const file = path.join(clientDir, path.normalize(c.req.path))
      if (file.startsWith(clientDir) && c.req.path !== "/" && fs.existsSync(file) && fs.statSync(file).isFile()) return files(c, next)
      c.header("Cache-Control", "no-cache")
      return c.html(fs.readFileSync(indexFile, "utf8"))
    })
}
